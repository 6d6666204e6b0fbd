import type { Currency } from '@facet/contracts/money';
import { productCards } from '@facet/db/schema/product-cards';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstMetalsOf, type PlacedVariant, priceVariant, shownInBand } from '../../testing/budget-band-cards.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

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

const shownAscending = (currency: Currency, ceiling: boolean) => shownInBand(t, 'price-asc', currency, ceiling);
const price = (variant: PlacedVariant, dollars: number) => priceVariant(t, variant, dollars);
const firstThreeMetals = (count: number) => firstMetalsOf(t, 3, count);

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
