import type { StoneShapeName } from '@facet/contracts/lookups';
import { mediaPath } from '@facet/contracts/media-sizes';
import type { Database } from '@facet/db/client';
import { listPictureRowsOf, type ProductPictureRow } from './product-pictures.queries.ts';

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

export { productPictureRows, type ProductPictureRow } from './product-pictures.queries.ts';

/** A picture as its row reads it. */
export function pictureOfRow(row: ProductPictureRow): ProductPicture {
  return {
    id: row.id,
    url: mediaPath(row.key),
    width: row.width,
    height: row.height,
    mediaCategory: row.category,
    centerStoneShape: row.center_stone_shape,
    position: row.position,
  };
}

/** Picture rows (in order) by product id. */
export function groupProductPictures(rows: readonly ProductPictureRow[]): Map<number, ProductPicture[]> {
  const result = new Map<number, ProductPicture[]>();
  for (const row of rows) {
    const list = result.get(row.product_id) ?? [];
    list.push(pictureOfRow(row));
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
  const rows = await listPictureRowsOf(db, productIds);
  return groupProductPictures(rows);
}
