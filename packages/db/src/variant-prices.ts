import { bestDiscount, priceJewellery, type StoredPricingParameters } from '@facet/contracts/pricing';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from './client.ts';
import { inList, intArray } from './sql-helpers.ts';

/*
 * Stored prices: every variant's price is derived from its weight, stone cost, metal rate, the
 * pricing parameters and the discounts, and recomputed in the same transaction as any change
 * to one of those, so that listings filter and sort on plain columns. This is the one place
 * that computes and writes them: the server's services and the demo seed both call it.
 */

/** Which variants to reprice. */
export type RepriceScope =
  | { all: true }
  | { metalId: number }
  | { productIds: readonly number[] }
  | { ringStyleId: number }
  | { discountId: number };

function whereOf(scope: RepriceScope): SQL {
  if ('all' in scope) return sql`true`;
  if ('metalId' in scope) return sql`v.metal_id = ${scope.metalId}`;
  if ('ringStyleId' in scope) return sql`v.ring_style_id = ${scope.ringStyleId}`;
  if ('discountId' in scope) return sql`p.discount_id = ${scope.discountId}`;
  if (scope.productIds.length === 0) return sql`false`;
  return sql`v.product_id in (${inList(scope.productIds)})`;
}

interface CostRow {
  id: number;
  is_active: boolean;
  weight: number;
  stone_cost: string | number;
  price_per_unit: number;
  labour: number;
  product_discount: number;
  style_discount: number;
}

const CHUNK = 5_000;

/**
 * Recomputes and stores the prices of the variants in scope from `rates`, dropped ones included
 * (they keep a true price should they come back); returns how many of them are on sale. Call
 * inside the transaction that changed the input, holding the pricing lock.
 */
export async function storeVariantPrices(
  db: Database,
  scope: RepriceScope,
  rates: StoredPricingParameters,
): Promise<number> {
  const rows = await queryRows<CostRow>(
    db,
    sql`select v.id, v.is_active, v.weight, v.stone_cost, m.price_per_unit, m.labour,
               coalesce(d.discount, 0) as product_discount, coalesce(sd.discount, 0) as style_discount
          from product_variants v
          join products p on p.id = v.product_id
          join metals m on m.id = v.metal_id
          left join product_discounts d on d.id = p.discount_id
          left join style_discounts sd on sd.ring_style_id = v.ring_style_id
         where ${whereOf(scope)}
         order by v.id`,
  );
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const ids: number[] = [];
    const priceInr: number[] = [];
    const listPriceInr: number[] = [];
    const priceUsd: number[] = [];
    const listPriceUsd: number[] = [];
    const discount: number[] = [];
    for (const row of chunk) {
      const best = bestDiscount(row.product_discount, row.style_discount);
      const price = priceJewellery(
        {
          weightMg: row.weight,
          metal: { pricePerUnit: row.price_per_unit, labour: row.labour },
          stoneCost: Number(row.stone_cost),
        },
        rates,
        best,
      );
      ids.push(row.id);
      priceInr.push(price.inr.price);
      listPriceInr.push(price.inr.listPrice);
      priceUsd.push(price.usd.price);
      listPriceUsd.push(price.usd.listPrice);
      discount.push(best);
    }
    await db.execute(sql`
      update product_variants v
         set price_inr = x.price_inr, list_price_inr = x.list_price_inr,
             price_usd = x.price_usd, list_price_usd = x.list_price_usd, discount = x.discount
        from unnest(${intArray(ids)}::int[], ${intArray(priceInr)}::bigint[], ${intArray(listPriceInr)}::bigint[],
                    ${intArray(priceUsd)}::bigint[], ${intArray(listPriceUsd)}::bigint[], ${intArray(discount)}::int[])
             as x(id, price_inr, list_price_inr, price_usd, list_price_usd, discount)
       where v.id = x.id
         and (v.price_inr, v.list_price_inr, v.price_usd, v.list_price_usd, v.discount)
             is distinct from (x.price_inr, x.list_price_inr, x.price_usd, x.list_price_usd, x.discount)`);
  }
  return rows.filter((row) => row.is_active).length;
}

/**
 * Every variant priced again from the stored parameters, under the pricing lock: for a change
 * of the pricing rule itself (whole-unit prices, decision 018) rather than of its inputs.
 */
export async function storeAllVariantPrices(db: Database): Promise<void> {
  const [rates] = await queryRows<StoredPricingParameters>(
    db,
    sql`select conversion, charge, shop_discount as "shopDiscount", profit_rate as "profitRate"
          from pricing_parameters where id = 1 for update`,
  );
  if (rates) await storeVariantPrices(db, { all: true }, rates);
}
