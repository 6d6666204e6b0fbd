import type { StoneShapeName } from '@facet/contracts/lookups';
import { type Database, preparedQuery } from '@facet/db/client';
import { mediaCategories, stoneShapes } from '@facet/db/schema/lookups';
import { media } from '@facet/db/schema/media';
import { productMedia } from '@facet/db/schema/products';
import { intArray } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductPicture } from './product-pictures.service.ts';

/*
 * The products' pictures' SQL (product-pictures.service.ts shapes them), columns named through
 * the schema's tables (packages/db/src/schema) under the short names it always had.
 */

const pm = alias(productMedia, 'pm');
const md = alias(media, 'md');
const mc = alias(mediaCategories, 'mc');
const ss = alias(stoneShapes, 'ss');

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
  return sql`select ${pm.productId}, ${md.id}, ${md.key}, ${md.width}, ${md.height}, ${mc.name} as category,
                    ${ss.name} as center_stone_shape, ${pm.position}
               from ${productMedia} ${pm}
               join ${media} ${md} on ${md.id} = ${pm.mediaId}
               join ${mediaCategories} ${mc} on ${mc.id} = ${pm.mediaCategoryId}
               left join ${stoneShapes} ${ss} on ${ss.id} = ${pm.centerStoneShapeId}
              where ${pm.productId} in (${productIds})
              order by ${pm.productId}, ${pm.position}, ${md.createDate}`;
}

/** The same tables for pictures folded into a statement that names its own `ss` and the like. */
const fpm = alias(productMedia, 'fpm');
const fmd = alias(media, 'fmd');
const fmc = alias(mediaCategories, 'fmc');
const fss = alias(stoneShapes, 'fss');

/**
 * Each of the products `productIds` names (a subquery giving product ids) that has pictures, with
 * them as a JSON array of picture rows in order (`product_id`, `pictures`): for a statement that
 * brings its rows' pictures with it instead of asking for them in a second one.
 */
export function productPicturesJson(productIds: SQL): SQL {
  return sql`select ${fpm.productId},
                    json_agg(json_build_object('product_id', ${fpm.productId}, 'id', ${fmd.id}, 'key', ${fmd.key},
                                               'width', ${fmd.width}, 'height', ${fmd.height}, 'category', ${fmc.name},
                                               'center_stone_shape', ${fss.name}, 'position', ${fpm.position})
                             order by ${fpm.position}, ${fmd.createDate}) as pictures
               from ${productMedia} ${fpm}
               join ${media} ${fmd} on ${fmd.id} = ${fpm.mediaId}
               join ${mediaCategories} ${fmc} on ${fmc.id} = ${fpm.mediaCategoryId}
               left join ${stoneShapes} ${fss} on ${fss.id} = ${fpm.centerStoneShapeId}
              where ${fpm.productId} in (${productIds})
              group by ${fpm.productId}`;
}

/** The picture rows of products (an int[] in PostgreSQL's text form), rendered once on the server. */
const pictureRowsStatement = preparedQuery<ProductPictureRow, { productIds: string }>(({ productIds }) =>
  productPictureRows(sql`select unnest(${productIds}::int[])`),
);

/** The picture rows of these products, in order (prepared: every card and page reads them). */
export function listPictureRowsOf(db: Database, productIds: readonly number[]): Promise<ProductPictureRow[]> {
  return pictureRowsStatement(db, { productIds: intArray(productIds) });
}
