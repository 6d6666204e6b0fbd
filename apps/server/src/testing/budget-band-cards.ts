import type { Currency } from '@facet/contracts/money';
import type { ProductFilters } from '@facet/contracts/product-filters';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { listProductCards } from '../modules/products/product-listing.service.ts';
import type { TestApp } from './test-app.ts';

/*
 * For the tests of a budget floor or band with no metal asked for (decision 037): variants priced
 * into a band of their own, far above the demo catalogue's prices, so that the expected cards can
 * be written out, and the cards the listing shows there, page by page.
 */

/** A dollar of the band, in rupees: each variant priced into it costs the same in both orders. */
export const RUPEES = 80;
export const BAND = { from: 900_000, to: 900_100 };

/** An active variant of a listed product, with its metal's place among its product's metals (1: the first). */
export interface PlacedVariant {
  id: number;
  sku: string;
  product_id: number;
  metal_id: number;
  place: number;
}

export interface Card {
  sku: string;
  price: number;
}

/**
 * Every card shown in `sort`, page by page, in the band (or from its floor alone) in that currency,
 * at page sizes of 1, 2 and 500 (one list each), prices in the band's dollars.
 */
export async function shownInBand(
  t: TestApp,
  sort: 'price-asc' | 'price-desc' | 'newest',
  currency: Currency,
  ceiling: boolean,
): Promise<Card[][]> {
  const rate = currency === 'INR' ? RUPEES : 1;
  const filters: ProductFilters = { minBudget: BAND.from * rate, ...(ceiling ? { maxBudget: BAND.to * rate } : {}) };
  const results = [];
  for (const pageSize of [1, 2, 500]) {
    const cards = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await listProductCards(t.database.db, { filters, sort, currency, pageNo, pageSize });
      cards.push(...page.records.map((card) => ({ sku: card.sku, price: card.price / rate })));
      expect(page.totalRecords).toBeGreaterThanOrEqual(cards.length);
      if (page.records.length < pageSize) break;
    }
    results.push(cards);
  }
  return results;
}

/** Prices a variant at `dollars` (and `dollars` × RUPEES in rupees). */
export async function priceVariant(t: TestApp, variant: { id: number }, dollars: number): Promise<void> {
  await t.database.db.execute(
    sql`update product_variants set price_usd = ${dollars * 100}, price_inr = ${dollars * 100 * RUPEES}
         where id = ${variant.id}`,
  );
}

/**
 * The cheapest variant of each of the first `metals` metals (the product's order) of `count`
 * products that have at least that many, a product's list each.
 */
export async function firstMetalsOf(t: TestApp, metals: number, count: number): Promise<PlacedVariant[][]> {
  const rows = await queryRows<PlacedVariant>(
    t.database.db,
    sql`select * from (
          select distinct on (v.product_id, m.position, m.id) v.id, v.sku, v.product_id, v.metal_id,
                 dense_rank() over (partition by v.product_id order by m.position, m.id) as place
            from product_variants v join metals m on m.id = v.metal_id join products p on p.id = v.product_id
           where v.is_active and p.is_listed
           order by v.product_id, m.position, m.id, v.price_inr, v.id) x
         where place <= ${metals}::int and product_id in (
           select product_id from product_variants where is_active group by product_id
           having count(distinct metal_id) >= ${metals}::int)
         order by product_id, place`,
  );
  const products: PlacedVariant[][] = [];
  for (let i = 0; i + metals - 1 < rows.length && products.length < count; i += metals) {
    products.push(rows.slice(i, i + metals));
  }
  return products;
}
