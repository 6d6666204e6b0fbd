import { fromMinor } from '@facet/contracts/money';
import type { StonePriceHistory, VariantPriceHistory } from '@facet/contracts/price-history';
import { priceStone } from '@facet/contracts/pricing';
import type { StoneRecord } from '@facet/contracts/stones';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft, unlistEveryProduct } from '../../testing/catalogue.ts';
import { createStoneAs, deleteEveryStone, stoneDraft } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { dateOfDay } from './price-history.service.ts';
import {
  as,
  daysPass,
  metalHistoryRows,
  parameterHistoryRows,
  stoneHistoryRows,
  today,
  variantHistoryRows,
  variantsOf,
} from './price-history.test-support.ts';

/*
 * Price history (decision 040): what each kind of change records — a row per item and day, the
 * day's closing value, in the changing transaction — and what the public reads answer: the
 * price in the shopper's currency on each day it moved, for the items a caller may see.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
  await unlistEveryProduct(t);
});
afterAll(() => t.close());

async function stoneHistory(sku: string, currency: 'INR' | 'USD', role: 'StoneManager' | null = null) {
  const response = await as(t, role, 'GET', `/api/price-history/stone/${sku}?currency=${currency}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StonePriceHistory;
}

/** The stone saved from the back-office's form (a default draft, as it was made) with a new price. */
async function saveStone(stone: StoneRecord, price: number) {
  const draft = stoneDraft({ id: stone.id, sku: stone.sku, price });
  const response = await as(t, 'StoneManager', 'PUT', '/api/stone', draft);
  expect(response.statusCode, response.body).toBe(200);
}

async function setState(id: number, state: string) {
  await t.database.db.execute(sql`update stones set state = ${state} where id = ${id}`);
  t.app.referenceCache.drop();
}

async function putParameter(path: string, body: object) {
  const response = await as(t, 'Admin', 'PUT', path, body);
  expect(response.statusCode, response.body).toBe(200);
}

describe('a stone’s price history', () => {
  it('keeps one row a day, the day’s closing cost, and a row for each later day the cost moved', async () => {
    const stone = await createStoneAs(t, stoneDraft({ price: 80_000 }));
    const day = await today(t);
    expect(await stoneHistoryRows(t, stone.id)).toEqual([{ day, cost: 80_000_00 }]);
    await saveStone(stone, 81_000);
    await saveStone(stone, 82_000);
    expect(await stoneHistoryRows(t, stone.id)).toEqual([{ day, cost: 82_000_00 }]);
    // A save that leaves the cost as it is records nothing new.
    await daysPass(t);
    await saveStone(stone, 82_000);
    expect(await stoneHistoryRows(t, stone.id)).toEqual([{ day: day - 1, cost: 82_000_00 }]);
    await saveStone(stone, 79_000);
    expect(await stoneHistoryRows(t, stone.id)).toEqual([
      { day: day - 1, cost: 82_000_00 },
      { day, cost: 79_000_00 },
    ]);
  });

  it('answers the price on each day it moved, in either currency, through the parameters of that day', async () => {
    const stone = await createStoneAs(t, stoneDraft({ price: 100_000 }));
    const day = await today(t);
    const before = await loadPricingParameters(t.database.db);
    await daysPass(t, 2);
    // A day on which the parameters changed: the stone's price moved though its cost did not.
    await putParameter('/api/conversion/shop-discount', { shopDiscount: fromMinor(before.shopDiscount) + 5 });
    const after = await loadPricingParameters(t.database.db);
    await daysPass(t);
    await saveStone(stone, 90_000);
    expect(await stoneHistoryRows(t, stone.id)).toEqual([
      { day: day - 3, cost: 100_000_00 },
      { day, cost: 90_000_00 },
    ]);
    for (const currency of ['INR', 'USD'] as const) {
      const price = (cost: number, rates: typeof before) => {
        const priced = priceStone(cost, rates);
        return fromMinor((currency === 'INR' ? priced.inr : priced.usd).price);
      };
      const history = await stoneHistory(stone.sku, currency);
      expect(history).toMatchObject({ sku: stone.sku, currency, price: price(90_000_00, after) });
      expect(history.points).toEqual([
        { date: dateOfDay(day - 3), price: price(100_000_00, before) },
        { date: dateOfDay(day - 1), price: price(100_000_00, after) },
        { date: dateOfDay(day), price: price(90_000_00, after) },
      ]);
    }
    await putParameter('/api/conversion/shop-discount', { shopDiscount: fromMinor(before.shopDiscount) });
  });

  it('shows a stone on hold, an unlisted one to its staff only, and no sold or unknown one', async () => {
    const stone = await createStoneAs(t, stoneDraft({ price: 50_000 }));
    await setState(stone.id, 'on_hold');
    expect((await stoneHistory(stone.sku, 'INR')).points).toHaveLength(1);
    await setState(stone.id, 'unlisted');
    const hidden = await as(t, null, 'GET', `/api/price-history/stone/${stone.sku}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errorMessages).toEqual(['There is no such stone.']);
    expect((await as(t, 'Customer', 'GET', `/api/price-history/stone/${stone.sku}`)).statusCode).toBe(404);
    expect((await stoneHistory(stone.sku, 'INR', 'StoneManager')).points).toHaveLength(1);
    await setState(stone.id, 'sold');
    expect((await as(t, 'StoneManager', 'GET', `/api/price-history/stone/${stone.sku}`)).statusCode).toBe(404);
    expect((await as(t, null, 'GET', '/api/price-history/stone/NO-SUCH-STONE')).statusCode).toBe(404);
    expect((await as(t, null, 'GET', `/api/price-history/stone/${stone.sku}?currency=EUR`)).statusCode).toBe(400);
  });
});

describe('a stone’s fair-price band', () => {
  it('compares it with the available stones like it, in the shopper’s currency', async () => {
    const like = (overrides: object) => createStoneAs(t, stoneDraft({ stoneShape: 'Cushion', ...overrides }));
    const stone = await like({ carat: 1.5, color: 'G', clarity: 'VS2', price: 80_000 });
    // Like it: within a tenth of its carat, a grade of its colour and clarity.
    await like({ carat: 1.35, color: 'F', clarity: 'VS1', price: 70_000 });
    await like({ carat: 1.65, color: 'H', clarity: 'SI1', price: 90_000 });
    await like({ carat: 1.5, color: 'G', clarity: 'VS2', price: 100_000 });
    // Not like it: a carat, a colour or a clarity too far, another shape or category, or not on sale.
    await like({ carat: 1.66, price: 10_000 });
    await like({ carat: 1.34, price: 10_000 });
    await like({ color: 'E', carat: 1.5, price: 10_000 });
    await like({ clarity: 'SI2', carat: 1.5, price: 10_000 });
    await createStoneAs(t, stoneDraft({ stoneShape: 'Oval', carat: 1.5, color: 'G', clarity: 'VS2', price: 10_000 }));
    await like({ stoneCategory: 'Natural Diamond', carat: 1.5, color: 'G', clarity: 'VS2', price: 10_000 });
    const sold = await like({ carat: 1.5, color: 'G', clarity: 'VS2', price: 10_000 });
    await setState(sold.id, 'sold');
    const rates = await loadPricingParameters(t.database.db);
    for (const currency of ['INR', 'USD'] as const) {
      const price = (rupees: number) => {
        const priced = priceStone(rupees * 100, rates);
        return fromMinor((currency === 'INR' ? priced.inr : priced.usd).price);
      };
      const history = await stoneHistory(stone.sku, currency);
      expect(history.band).toEqual({
        compared: 3,
        percentile: 33,
        low: price(70_000),
        high: price(100_000),
        lowest: price(70_000),
        highest: price(100_000),
      });
      expect(history.price).toBe(price(80_000));
    }
    const alone = await createStoneAs(t, stoneDraft({ stoneShape: 'Heart', price: 10_000 }));
    expect((await stoneHistory(alone.sku, 'INR')).band).toBeNull();
  });
});

describe('a piece’s price history', () => {
  async function variantHistory(sku: string, currency: 'INR' | 'USD', role: 'JewelleryManager' | null = null) {
    const response = await as(t, role, 'GET', `/api/price-history/variant/${sku}?currency=${currency}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as VariantPriceHistory;
  }

  it('follows the metal rate and the discounts, a row a day, beside the metal’s rate', async () => {
    const discount = await as(t, 'Admin', 'POST', '/api/discount', { name: 'History Sale', discount: 5 });
    expect(discount.statusCode, discount.body).toBe(201);
    const product = await createProductAs(
      t,
      ringDraft({ productName: 'History Ring', metalAttribute: ['Yellow Gold'], discountId: discount.json().data.id }),
    );
    const [variant] = await variantsOf(t, product.productId);
    const day = await today(t);
    expect(await variantHistoryRows(t, variant!.id)).toEqual([
      { day, priceInr: Number(variant!.priceInr), priceUsd: Number(variant!.priceUsd) },
    ]);
    const gold = (await metalHistoryRows(t, variant!.metalId)).at(-1)!;
    await daysPass(t);
    const rate = await as(t, 'Admin', 'PUT', '/api/metal', {
      name: 'Yellow Gold',
      pricePerUnit: fromMinor(gold.pricePerUnit) + 500,
      labour: 800,
    });
    expect(rate.statusCode, rate.body).toBe(200);
    const afterRate = (await variantsOf(t, product.productId))[0]!;
    expect(Number(afterRate.priceInr)).toBeGreaterThan(Number(variant!.priceInr));
    expect((await metalHistoryRows(t, variant!.metalId)).slice(-2)).toEqual([
      { day: gold.day - 1, pricePerUnit: gold.pricePerUnit },
      { day, pricePerUnit: gold.pricePerUnit + 500_00 },
    ]);
    // The discount changed later the same day: the day's row holds the closing price.
    const changed = await as(t, 'Admin', 'PUT', '/api/discount', {
      id: discount.json().data.id,
      name: 'History Sale',
      discount: 20,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const closing = (await variantsOf(t, product.productId))[0]!;
    expect(Number(closing.priceInr)).toBeLessThan(Number(afterRate.priceInr));
    expect(await variantHistoryRows(t, variant!.id)).toEqual([
      { day: day - 1, priceInr: Number(variant!.priceInr), priceUsd: Number(variant!.priceUsd) },
      { day, priceInr: Number(closing.priceInr), priceUsd: Number(closing.priceUsd) },
    ]);
    const inr = await variantHistory(variant!.sku, 'INR');
    expect(inr).toMatchObject({
      sku: variant!.sku,
      currency: 'INR',
      metal: 'Yellow Gold',
      price: fromMinor(Number(closing.priceInr)),
    });
    expect(inr.points).toEqual([
      { date: dateOfDay(day - 1), price: fromMinor(Number(variant!.priceInr)) },
      { date: dateOfDay(day), price: fromMinor(Number(closing.priceInr)) },
    ]);
    expect(inr.metalRates).toEqual([
      { date: dateOfDay(day - 1), rate: fromMinor(gold.pricePerUnit) },
      { date: dateOfDay(day), rate: fromMinor(gold.pricePerUnit) + 500 },
    ]);
    const usd = await variantHistory(variant!.sku.toUpperCase(), 'USD');
    expect(usd.points.at(-1)).toEqual({ date: dateOfDay(day), price: fromMinor(Number(closing.priceUsd)) });
    await as(t, 'Admin', 'PUT', '/api/metal', {
      name: 'Yellow Gold',
      pricePerUnit: fromMinor(gold.pricePerUnit),
      labour: 800,
    });
  });

  it('records a change of the pricing parameters in every piece’s history and the parameters’ own', async () => {
    const product = await createProductAs(
      t,
      ringDraft({ productName: 'Parameter Ring', metalAttribute: ['Platinum'] }),
    );
    const [variant] = await variantsOf(t, product.productId);
    const before = await loadPricingParameters(t.database.db);
    await daysPass(t);
    await putParameter('/api/conversion', { conversion: before.conversion / 10_000 + 1 });
    const day = await today(t);
    const rows = await variantHistoryRows(t, variant!.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ day, priceInr: Number(variant!.priceInr) });
    expect(rows[1]!.priceUsd).toBeLessThan(Number(variant!.priceUsd));
    expect((await parameterHistoryRows(t)).at(-1)).toMatchObject({ day, conversion: before.conversion + 10_000 });
    // In rupees the price did not move: one point.
    expect((await variantHistory(variant!.sku, 'INR')).points).toHaveLength(1);
    expect((await variantHistory(variant!.sku, 'USD')).points).toHaveLength(2);
    await putParameter('/api/conversion', { conversion: before.conversion / 10_000 });
  });

  it('shows an unlisted piece to jewellery staff only, and no dropped combination or unknown SKU', async () => {
    const product = await createProductAs(
      t,
      ringDraft({ productName: 'Hidden History Ring', metalAttribute: ['Yellow Gold'] }),
    );
    const [variant] = await variantsOf(t, product.productId);
    await unlistEveryProduct(t);
    expect((await as(t, null, 'GET', `/api/price-history/variant/${variant!.sku}`)).statusCode).toBe(404);
    expect((await as(t, 'StoneManager', 'GET', `/api/price-history/variant/${variant!.sku}`)).statusCode).toBe(404);
    expect((await variantHistory(variant!.sku, 'INR', 'JewelleryManager')).points).toHaveLength(1);
    await t.database.db.execute(sql`update product_variants set is_active = false where id = ${variant!.id}`);
    expect((await as(t, 'JewelleryManager', 'GET', `/api/price-history/variant/${variant!.sku}`)).statusCode).toBe(404);
    const unknown = await as(t, null, 'GET', '/api/price-history/variant/no-such-piece');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessages).toEqual(['There is no such product.']);
  });
});
