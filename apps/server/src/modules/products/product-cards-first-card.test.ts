import type { Currency } from '@facet/contracts/money';
import type { ProductFilters } from '@facet/contracts/product-filters';
import { queryRows } from '@facet/db/client';
import { productCards } from '@facet/db/schema/product-cards';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listProductCards } from './product-listing.service.ts';

/*
 * A budget floor in price ascending with no metal asked for drops the rows its product's first
 * card hides, and shows those of the first card's metal, before the full test (decision 037,
 * issue 29). The product's first card is its own first metal, not the shop's: here one product
 * loses its first metal, and another's first metal is above a band (inside the floor alone, where
 * it shows), its later metals inside (where the second shows: the band's walk as before). Prices
 * are far above the demo catalogue's, so that the expected cards can be written out.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface PlacedVariant {
  id: number;
  sku: string;
  product_id: number;
  metal_id: number;
  /** The metal's place among its product's metals (1: the first). */
  place: number;
}

interface Card {
  sku: string;
  price: number;
}

/** A dollar of the band, in rupees: each variant priced into it costs the same in both orders. */
const RUPEES = 80;
const BAND = { from: 900_000, to: 900_100 };

/** Every card shown in price ascending, page by page, in the band (or from its floor alone) in that currency. */
async function shownAscending(currency: Currency, ceiling: boolean): Promise<Card[][]> {
  const rate = currency === 'INR' ? RUPEES : 1;
  const filters: ProductFilters = { minBudget: BAND.from * rate, ...(ceiling ? { maxBudget: BAND.to * rate } : {}) };
  const results = [];
  for (const pageSize of [1, 2, 500]) {
    const cards = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await listProductCards(t.database.db, { filters, sort: 'price-asc', currency, pageNo, pageSize });
      cards.push(...page.records.map((card) => ({ sku: card.sku, price: card.price / rate })));
      expect(page.totalRecords).toBeGreaterThanOrEqual(cards.length);
      if (page.records.length < pageSize) break;
    }
    results.push(cards);
  }
  return results;
}

/** Prices a variant at `dollars` (and `dollars` × RUPEES in rupees). */
async function price(variant: PlacedVariant, dollars: number) {
  await t.database.db.execute(
    sql`update product_variants set price_usd = ${dollars * 100}, price_inr = ${dollars * 100 * RUPEES}
         where id = ${variant.id}`,
  );
}

/** The cheapest variant of each of the first three metals (the shop's order) of products that have three or more. */
async function firstThreeMetals(count: number): Promise<PlacedVariant[][]> {
  const rows = await queryRows<PlacedVariant>(
    t.database.db,
    sql`select * from (
          select distinct on (v.product_id, m.position, m.id) v.id, v.sku, v.product_id, v.metal_id,
                 dense_rank() over (partition by v.product_id order by m.position, m.id) as place
            from product_variants v join metals m on m.id = v.metal_id join products p on p.id = v.product_id
           where v.is_active and p.is_listed
           order by v.product_id, m.position, m.id, v.price_inr, v.id) x
         where place <= 3 and product_id in (
           select product_id from product_variants where is_active group by product_id having count(distinct metal_id) >= 3)
         order by product_id, place`,
  );
  const products: PlacedVariant[][] = [];
  for (let i = 0; i + 2 < rows.length && products.length < count; i += 3) products.push(rows.slice(i, i + 3));
  return products;
}

describe('a budget floor or band in price ascending, no metal asked for', () => {
  it('reads the first card of each product, not of the shop, under a floor and in a band', async () => {
    const [d, e] = await firstThreeMetals(2);
    expect(e).toBeDefined();
    const [dFirst, dSecond, dThird] = d!;
    const [eFirst, eSecond, eThird] = e!;
    // D loses its first metal (its variants there are taken off): its second metal is now its
    // first card, inside the band with its third metal cheaper (met first by the walk).
    await t.database.db.execute(
      sql`update product_variants set is_active = false
           where product_id = ${dFirst!.product_id} and metal_id = ${dFirst!.metal_id}`,
    );
    const dCards = await t.database.db
      .select({ metalId: productCards.metalId })
      .from(productCards)
      .where(and(eq(productCards.productId, dFirst!.product_id), eq(productCards.isFirstMetal, true)));
    expect(dCards).toEqual([{ metalId: dSecond!.metal_id }]);
    await price(dSecond!, 900_060);
    await price(dThird!, 900_005);
    // E: its first metal above the band (inside the floor alone), its second and third inside,
    // the third cheaper: in the band the second shows, from the floor alone the first.
    await price(eFirst!, 900_200);
    await price(eSecond!, 900_040);
    await price(eThird!, 900_010);

    const inBand = [
      { sku: eSecond!.sku, price: 900_040 },
      { sku: dSecond!.sku, price: 900_060 },
    ];
    const fromFloor = [
      { sku: dSecond!.sku, price: 900_060 },
      { sku: eFirst!.sku, price: 900_200 },
    ];
    for (const currency of ['INR', 'USD'] as const) {
      for (const cards of await shownAscending(currency, true)) expect(cards, currency).toEqual(inBand);
      for (const cards of await shownAscending(currency, false)) expect(cards, currency).toEqual(fromFloor);
    }
  }, 60_000);
});
