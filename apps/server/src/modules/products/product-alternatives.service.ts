import type { Currency } from '@facet/contracts/money';
import type { AlternativeProductCard } from '@facet/contracts/gone-pages';
import { describeCombination } from '@facet/contracts/product-variants';
import { type Database, queryRows } from '@facet/db/client';
import { intArray } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { type CardRow, cardsOfRows } from './product-listing.service.ts';
import { variantCombinationOf, type VariantNameRow } from './variant-rows.ts';

/*
 * A gone piece's alternatives (contracts/gone-pages.ts): the pieces on sale nearest to the
 * variant asked for, as listing cards.
 *   - First the same product in its other combinations on sale, when the product itself is still
 *     listed (a combination no longer made): fewest attributes changed (metal, ring style,
 *     centre-stone shape and carat, width, total carat each count one), then nearest in price.
 *   - Then pieces of the same sub type, each by its card in the gone variant's metal when it has
 *     one (else its first metal), nearest in price; when the sub type has too few, pieces of the
 *     same kind of jewellery, nearest in price.
 * "Price" is the stored INR price (a dropped variant's is kept true, variant-prices.ts); the
 * order is the same in dollars, which are the rupees converted.
 */

/** How many alternatives a gone piece's page gets: one row of cards. */
export const ALTERNATIVE_COUNT = 4;

/** The variant asked for, as stored: the ids of its product, kind and attributes, and its price. */
export interface GoneVariant {
  id: number;
  productId: number;
  isListed: boolean;
  subTypeId: number;
  jewelleryTypeId: number;
  metalId: number;
  ringStyleId: number | null;
  centerStoneShapeId: number | null;
  /** Hundredths, as stored. */
  centerStoneCarat: number | null;
  width: number | null;
  totalCarat: number | null;
  priceInr: number;
}

const priceColumns: Record<Currency, SQL> = {
  INR: sql.raw('v.price_inr as price, v.list_price_inr as list_price'),
  USD: sql.raw('v.price_usd as price, v.list_price_usd as list_price'),
};

/** Cards of these variants on sale (active, of a listed product), in the order given, with their combinations. */
async function cardsOfVariants(
  db: Database,
  ids: readonly number[],
  currency: Currency,
): Promise<AlternativeProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<Omit<CardRow, 'total'> & VariantNameRow & { variant_id: number }>(
    db,
    sql`select v.id as variant_id, v.product_id, v.sku, ${priceColumns[currency]}, v.discount,
               rs.name as ring_style, v.center_stone_carat, v.width, v.total_carat,
               v.center_stone_shape_id is not null as has_centre_stone, p.name, st.name as sub_type,
               jt.name as jewellery_type, p.has_attached_stone, m.name as metal, ss.name as center_stone_shape,
               (select json_agg(json_build_object('name', sm.name, 'sku', c.sku) order by sm.position, sm.id)
                  from product_cards c join metals sm on sm.id = c.metal_id
                 where c.product_id = v.product_id) as swatches
          from product_variants v
          join products p on p.id = v.product_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
          join metals m on m.id = v.metal_id
          left join stone_shapes ss on ss.id = v.center_stone_shape_id
          left join ring_styles rs on rs.id = v.ring_style_id
         where v.id = any(${intArray(ids)}::int[]) and v.is_active and p.is_listed`,
  );
  const byId = new Map(rows.map((row) => [row.variant_id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const cards = await cardsOfRows(db, ordered, currency);
  return cards.map((card, index) => ({
    ...card,
    combination: describeCombination(variantCombinationOf({ ...ordered[index]!, id: ordered[index]!.variant_id })),
  }));
}

/** The same product's variants on sale, nearest combination first. */
async function nearestCombinations(db: Database, gone: GoneVariant, limit: number): Promise<number[]> {
  if (!gone.isListed || limit <= 0) return [];
  const differs = (column: string, value: number | null) =>
    sql`(v.${sql.raw(column)} is distinct from ${value}::int)::int`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select v.id from product_variants v
         where v.product_id = ${gone.productId} and v.is_active and v.id <> ${gone.id}
         order by ${differs('metal_id', gone.metalId)} + ${differs('ring_style_id', gone.ringStyleId)}
                  + ${differs('center_stone_shape_id', gone.centerStoneShapeId)}
                  + ${differs('center_stone_carat', gone.centerStoneCarat)}
                  + ${differs('width', gone.width)} + ${differs('total_carat', gone.totalCarat)},
                  abs(v.price_inr - ${gone.priceInr}::bigint), v.id
         limit ${limit}::int`,
  );
  return rows.map((row) => row.id);
}

/**
 * Other products on sale of the same sub type (or kind), one card each — in the gone variant's
 * metal when the product has it, else its first metal — nearest in price first.
 */
async function nearestPieces(db: Database, gone: GoneVariant, scope: SQL, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<{ variant_id: number }>(
    db,
    sql`select r.variant_id from (
          select distinct on (c.product_id) c.product_id, c.variant_id, c.price_inr
            from product_cards c
           where ${scope} and c.product_id <> ${gone.productId}
           order by c.product_id, (c.metal_id = ${gone.metalId}) desc, c.metal_position
        ) r
        order by abs(r.price_inr - ${gone.priceInr}::bigint), r.product_id
        limit ${limit}::int`,
  );
  return rows.map((row) => row.variant_id);
}

/** Up to ALTERNATIVE_COUNT pieces on sale nearest to a gone variant, as cards in the shopper's currency. */
export async function listProductAlternatives(
  db: Database,
  gone: GoneVariant,
  currency: Currency,
): Promise<AlternativeProductCard[]> {
  const same = await nearestCombinations(db, gone, ALTERNATIVE_COUNT);
  const bySubType = await nearestPieces(
    db,
    gone,
    sql`c.sub_type_id = ${gone.subTypeId}`,
    ALTERNATIVE_COUNT - same.length,
  );
  const chosen = [...same, ...bySubType];
  const byKind = await nearestPieces(
    db,
    gone,
    sql`c.jewellery_type_id = ${gone.jewelleryTypeId} and c.sub_type_id <> ${gone.subTypeId}`,
    ALTERNATIVE_COUNT - chosen.length,
  );
  return cardsOfVariants(db, [...chosen, ...byKind], currency);
}
