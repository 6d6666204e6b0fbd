import type { Currency } from '@facet/contracts/money';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstMetalsOf, type PlacedVariant, priceVariant, shownInBand } from '../../testing/budget-band-cards.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * With no metal asked for, a budget floor or band shows each product's first metal (the shop's
 * order) with a variant inside; two metals sharing a place show the cheaper variant, the lower id
 * on a tie (decision 037). The page merges every metal's walk and only then drops the rows an
 * earlier metal hides: here products are priced into a band of their own, far above the demo
 * catalogue's prices, so that the expected cards can be written out.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Variant = Omit<PlacedVariant, 'place'>;

interface IdRow {
  id: number;
}

const shown = (sort: 'price-asc' | 'price-desc' | 'newest', currency: Currency, ceiling: boolean) =>
  shownInBand(t, sort, currency, ceiling);
const price = (variant: Variant, dollars: number) => priceVariant(t, variant, dollars);

/** Each product's variants in its first two metals (the shop's order), the cheapest of each. */
async function firstTwoMetals(count: number): Promise<[Variant, Variant][]> {
  return (await firstMetalsOf(t, 2, count)).map(([first, second]) => [first!, second!]);
}

/** The cards in the newest order: their products' listing date, newest first, then the higher id. */
async function newestFirst(cards: { sku: string; price: number }[], variants: Variant[]) {
  const order = await queryRows<IdRow>(
    t.database.db,
    sql`select id from products where id in (${sql.join(
      variants.map((variant) => sql`${variant.product_id}`),
      sql`, `,
    )}) order by create_date desc, id desc`,
  );
  return order.map(({ id }) => cards[variants.findIndex((variant) => variant.product_id === id)]!);
}

/** The cards expected in each sort, whatever the currency, page size and ceiling. */
async function expectShown(expected: { sku: string; price: number }[], newest: { sku: string; price: number }[]) {
  for (const currency of ['INR', 'USD'] as const) {
    for (const ceiling of [true, false]) {
      const context = JSON.stringify({ currency, ceiling });
      const ascending = [...expected].sort((a, b) => a.price - b.price);
      for (const cards of await shown('price-asc', currency, ceiling)) expect(cards, context).toEqual(ascending);
      for (const cards of await shown('price-desc', currency, ceiling)) {
        expect(cards, context).toEqual([...ascending].reverse());
      }
      for (const cards of await shown('newest', currency, ceiling)) expect(cards, context).toEqual(newest);
    }
  }
}

describe('a budget floor or band with no metal asked for', () => {
  it('shows the first metal inside, a later one only when no earlier one is, and the lower id on a tie', async () => {
    const [a, b, c] = await firstTwoMetals(3);
    expect(c).toBeDefined();
    // A: both metals inside, the later one cheaper (met first by the price-ascending walk): the first shows.
    await price(a![0], 900_050);
    await price(a![1], 900_010);
    // B: its first metal below the band, its second inside: the second shows.
    await price(b![0], 899_000);
    await price(b![1], 900_020);
    // C: its first metal inside only.
    await price(c![0], 900_030);
    const cards = [
      { sku: a![0].sku, price: 900_050 },
      { sku: b![1].sku, price: 900_020 },
      { sku: c![0].sku, price: 900_030 },
    ];
    await expectShown(cards, await newestFirst(cards, [a![0], b![1], c![0]]));

    // C's two metals share a place and cost the same: the variant with the lower id shows.
    await price(c![1], 900_030);
    await t.database.db.execute(
      sql`update metals set position = (select position from metals where id = ${c![0].metal_id})
           where id = ${c![1].metal_id}`,
    );
    await price(a![0], 1);
    await price(a![1], 1);
    await price(b![1], 1);
    const lower = c![0].id < c![1].id ? c![0] : c![1];
    await expectShown([{ sku: lower.sku, price: 900_030 }], [{ sku: lower.sku, price: 900_030 }]);
  }, 60_000);
});
