import { fromHundredths } from '@facet/contracts/product-variants';
import { jewellerySubTypes, jewelleryTypes, ringStyles, stoneShapes } from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { products, productVariants } from '@facet/db/schema/products';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/*
 * A variant read with the names of its metal, style and centre stone (raw SQL over
 * `product_variants v`), and how that row reads in the API: one place for the editor's and
 * the product page's queries. The pieces name their columns through the schema's tables, under
 * the short names below, which the queries joining them use too: `from ${productVariants} ${v}`
 * (an alias interpolated alone renders only its name).
 */

/** The tables under the names the pieces give them: `v` the variant, `p` its product, and their lookups. */
export const variantRowAliases = {
  v: alias(productVariants, 'v'),
  p: alias(products, 'p'),
  m: alias(metals, 'm'),
  rs: alias(ringStyles, 'rs'),
  ss: alias(stoneShapes, 'ss'),
  st: alias(jewellerySubTypes, 'st'),
  jt: alias(jewelleryTypes, 'jt'),
};

const { v, p, m, rs, ss, st, jt } = variantRowAliases;

/** Select these from `product_variants v` with `variantNameJoins`. */
export const variantNameColumns = sql`${v.id}, ${v.sku}, ${m.name} as metal, ${rs.name} as ring_style,
  ${ss.name} as center_stone_shape, ${v.centerStoneCarat}, ${v.width}, ${v.totalCarat}`;

export const variantNameJoins = sql`join ${metals} ${m} on ${m.id} = ${v.metalId}
  left join ${ringStyles} ${rs} on ${rs.id} = ${v.ringStyleId}
  left join ${stoneShapes} ${ss} on ${ss.id} = ${v.centerStoneShapeId}`;

/** Joins a product `p` to its jewellery type `jt`; select `isRingColumn` to know a ring. */
export const jewelleryTypeJoins = sql`join ${jewellerySubTypes} ${st} on ${st.id} = ${p.subTypeId}
  join ${jewelleryTypes} ${jt} on ${jt.id} = ${st.jewelleryTypeId}`;
/** Rings (engagement rings, bands, …) take a ring size and an engraving. */
export const isRingColumn = sql`${jt.name} = 'Ring' as is_ring`;

export interface VariantNameRow {
  id: number;
  sku: string;
  metal: string;
  ring_style: string | null;
  center_stone_shape: string | null;
  /** Hundredths of a carat or a millimetre, as stored. */
  center_stone_carat: number | null;
  width: number | null;
  total_carat: number | null;
}

const hundredths = (value: number | null) => (value === null ? null : fromHundredths(value));

/** The variant's id, SKU and combination as the API gives them. */
export function variantCombinationOf(row: VariantNameRow) {
  return {
    id: row.id,
    sku: row.sku,
    metal: row.metal,
    ringStyle: row.ring_style,
    centerStoneShape: row.center_stone_shape,
    centerStoneCarat: hundredths(row.center_stone_carat),
    width: hundredths(row.width),
    totalCarat: hundredths(row.total_carat),
  };
}
