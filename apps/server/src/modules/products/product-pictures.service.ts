import type { StoneShapeName } from '@facet/contracts/lookups';
import { mediaPath } from '@facet/contracts/media-sizes';
import { type Database, queryRowsPrepared } from '@facet/db/client';
import { intArray } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';

/*
 * A product's pictures as every reader shows them (the editor, the back-office list, the
 * storefront's cards and product page): in their order, with the address of their WebP sizes,
 * the metal colour they show and the centre-stone shape (null: a picture for every shape).
 */

export interface ProductPicture {
  id: string;
  url: string;
  width: number;
  height: number;
  mediaCategory: 'White' | 'Yellow' | 'Rose';
  centerStoneShape: StoneShapeName | null;
  position: number;
}

/** A picture row as `productPictureRows` selects it. */
export interface ProductPictureRow {
  product_id: number;
  id: string;
  key: string;
  width: number;
  height: number;
  category: ProductPicture['mediaCategory'];
  center_stone_shape: StoneShapeName | null;
  position: number;
}

/**
 * The picture rows of the products `productIds` names (an int[] expression or a subquery giving
 * product ids), in order: for readers that fold them into a larger statement.
 */
export function productPictureRows(productIds: SQL): SQL {
  return sql`select pm.product_id, md.id, md.key, md.width, md.height, mc.name as category,
                    ss.name as center_stone_shape, pm.position
               from product_media pm
               join media md on md.id = pm.media_id
               join media_categories mc on mc.id = pm.media_category_id
               left join stone_shapes ss on ss.id = pm.center_stone_shape_id
              where pm.product_id in (${productIds})
              order by pm.product_id, pm.position, md.create_date`;
}

/** Picture rows (in order) by product id. */
export function groupProductPictures(rows: readonly ProductPictureRow[]): Map<number, ProductPicture[]> {
  const result = new Map<number, ProductPicture[]>();
  for (const row of rows) {
    const list = result.get(row.product_id) ?? [];
    list.push({
      id: row.id,
      url: mediaPath(row.key),
      width: row.width,
      height: row.height,
      mediaCategory: row.category,
      centerStoneShape: row.center_stone_shape,
      position: row.position,
    });
    result.set(row.product_id, list);
  }
  return result;
}

/** The pictures of some products, in order, by product id. */
export async function listProductMedia(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, ProductPicture[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRowsPrepared<ProductPictureRow>(
    db,
    productPictureRows(sql`select unnest(${intArray(productIds)}::int[])`),
  );
  return groupProductPictures(rows);
}
