import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listProductCards } from './product-listing.service.ts';

/*
 * With no metal asked for, a carat floor or band walks only the variants' cards no earlier metal's
 * variant of the same weight hides (`carat_seen_earlier`, decision 037). That mark must follow a
 * re-weighing of the earlier metal's variants, or the later metal's variant stays hidden.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Twin {
  product_id: number;
  later_metal_id: number;
  sku: string;
  carat: number;
}

/** Every product shown with no metal under the band "exactly this weight", in every sort and currency. */
async function productsWeighing(carat: number) {
  const shown = [];
  for (const sort of ['price-asc', 'price-desc', 'newest'] as const) {
    for (const currency of ['INR', 'USD'] as const) {
      const filters = { minCarat: carat / 100, maxCarat: carat / 100 };
      const page = await listProductCards(t.database.db, { filters, sort, currency, pageNo: 1, pageSize: 500 });
      expect(page.totalRecords).toBe(page.records.length);
      shown.push(page.records.map((card) => ({ productId: card.id, sku: card.sku })));
    }
  }
  return shown;
}

describe('variant_cards marks the weights an earlier metal has', () => {
  it('shows the later metal once the earlier metals no longer have that weight', async () => {
    const db = t.database.db;
    // A product whose one later metal has a variant every earlier metal's twin hides: the later
    // one with the greatest place, its weight had by an earlier metal.
    const [twin] = await queryRows<Twin>(
      db,
      sql`select c.product_id, c.metal_id as later_metal_id, v.sku, c.carat
            from variant_cards c join product_variants v on v.id = c.variant_id
           where c.carat_seen_earlier and c.carat is not null
             and not exists (select 1 from variant_cards o
                              where o.product_id = c.product_id and o.carat = c.carat and o.variant_id <> c.variant_id
                                and o.metal_position >= c.metal_position)
           order by c.product_id, c.variant_id limit 1`,
    );
    expect(twin).toBeDefined();
    for (const shown of await productsWeighing(twin!.carat)) {
      expect(shown.find((card) => card.productId === twin!.product_id)?.sku).not.toBe(twin!.sku);
    }
    // The earlier metals' variants of that weight are re-weighed (an update: one metal's cards at a time).
    await db.execute(sql`update product_variants set center_stone_carat = ${twin!.carat + 1}
                          where product_id = ${twin!.product_id} and metal_id <> ${twin!.later_metal_id}
                            and coalesce(center_stone_carat, total_carat) = ${twin!.carat}`);
    for (const shown of await productsWeighing(twin!.carat)) {
      expect(shown).toContainEqual({ productId: twin!.product_id, sku: twin!.sku });
    }
  });
});
