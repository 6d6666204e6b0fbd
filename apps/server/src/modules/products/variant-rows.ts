import { fromHundredths } from '@facet/contracts/product-variants';
import { sql } from 'drizzle-orm';

/*
 * A variant read with the names of its metal, style and centre stone (raw SQL over
 * `product_variants v`), and how that row reads in the API: one place for the editor's and
 * the product page's queries.
 */

/** Select these from `product_variants v` with `variantNameJoins`. */
export const variantNameColumns = sql.raw(
  'v.id, v.sku, m.name as metal, rs.name as ring_style, ss.name as center_stone_shape, ' +
    'v.center_stone_carat, v.width, v.total_carat',
);

export const variantNameJoins = sql.raw(
  'join metals m on m.id = v.metal_id ' +
    'left join ring_styles rs on rs.id = v.ring_style_id ' +
    'left join stone_shapes ss on ss.id = v.center_stone_shape_id',
);

/** Joins a product `p` to its jewellery type `jt`; select `isRingColumn` to know a ring. */
export const jewelleryTypeJoins = sql.raw(
  'join jewellery_sub_types st on st.id = p.sub_type_id join jewellery_types jt on jt.id = st.jewellery_type_id',
);
/** Rings (engagement rings, bands, …) take a ring size and an engraving. */
export const isRingColumn = sql.raw(`jt.name = 'Ring' as is_ring`);

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
