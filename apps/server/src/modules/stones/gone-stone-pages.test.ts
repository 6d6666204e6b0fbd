import type { GoneStone } from '@facet/contracts/gone-pages';
import type { Role } from '@facet/contracts/permissions';
import type { StoneDetail, StoneRecord } from '@facet/contracts/stones';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoneAs, deleteEveryStone, stoneDraft } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * A stone's page that can no longer be bought (sold, or unlisted by staff) answers 410 with the
 * stone and the closest available stones of its shape and category — not 404, which stays for
 * stock numbers the shop never had. Staff still get an unlisted stone's own page.
 */

let t: TestApp;
/** The stone that goes, and the stones around it (same shape and category unless said). */
let gone: StoneRecord;
let near: StoneRecord;
let farther: StoneRecord;
let outsideBand: StoneRecord;
let held: StoneRecord;
let otherShape: StoneRecord;
let otherCategory: StoneRecord;

beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
  // A 1.01 ct oval lab-grown diamond at ₹85,000; its price band for similar stones is half to twice that.
  gone = await createStoneAs(t, stoneDraft({ carat: 1.01, price: 85_000 }));
  near = await createStoneAs(t, stoneDraft({ carat: 1.05, price: 88_000 }));
  farther = await createStoneAs(t, stoneDraft({ carat: 1.5, price: 150_000 }));
  outsideBand = await createStoneAs(t, stoneDraft({ carat: 3, price: 400_000 }));
  held = await createStoneAs(t, stoneDraft({ carat: 1.02, price: 86_000 }));
  otherShape = await createStoneAs(t, stoneDraft({ stoneShape: 'Round', carat: 1.01, price: 85_000 }));
  otherCategory = await createStoneAs(
    t,
    stoneDraft({ stoneCategory: 'Natural Diamond', carat: 1.01, price: 85_000, certificateLab: 'GIA' }),
  );
  await setState(held.id, 'on_hold');
});
afterAll(() => t.close());

async function setState(id: number, state: string) {
  await t.database.db.execute(sql`update stones set state = ${state} where id = ${id}`);
  t.app.referenceCache.drop();
}

async function page(sku: string, role: Role | null = null, query = '') {
  return t.injectAs(role, { method: 'GET', url: `/api/stone/sku/${encodeURIComponent(sku)}${query}` });
}

async function goneAnswer(sku: string, role: Role | null = null, query = '') {
  const response = await page(sku, role, query);
  expect(response.statusCode, response.body).toBe(410);
  const body = response.json();
  expect(body).toMatchObject({
    statusCode: 410,
    isSuccess: false,
    errorMessages: ['This stone is no longer available.'],
  });
  return body.data as GoneStone;
}

describe('an unlisted stone’s page', () => {
  beforeAll(async () => {
    const unlisted = await t.injectAs('StoneManager', { method: 'PUT', url: `/api/stone/unlist/${gone.id}` });
    expect(unlisted.statusCode).toBe(200);
  });

  it('answers shoppers 410 with the stone, without a price, and its alternatives nearest first', async () => {
    const data = await goneAnswer(gone.sku);
    expect(data).toMatchObject({
      kind: 'stone',
      reason: 'unlisted',
      currency: 'USD',
      stone: {
        sku: gone.sku,
        name: '1.01 ct Oval laboratory-grown diamond',
        stoneShape: 'Oval',
        color: 'F',
        clarity: 'VS1',
      },
    });
    expect(data.stone).not.toHaveProperty('price');
    // Same shape and category only; within the price band nearest first, then the nearest outside it.
    expect(data.alternatives.map((stone) => stone.sku)).toEqual([near.sku, farther.sku, outsideBand.sku]);
    for (const left of [gone, held, otherShape, otherCategory]) {
      expect(data.alternatives.map((stone) => stone.id)).not.toContain(left.id);
    }
    // Each alternative can be bought: its own page answers 200.
    for (const alternative of data.alternatives) {
      const own = await page(alternative.sku);
      expect(own.statusCode).toBe(200);
      expect((own.json().data as StoneDetail).state).toBe('available');
      expect(alternative.price).toBeGreaterThan(0);
    }
  });

  it('is the same answer for a signed-in customer, in the currency asked for', async () => {
    const data = await goneAnswer(gone.sku, 'Customer', '?currency=INR');
    expect(data.reason).toBe('unlisted');
    expect(data.currency).toBe('INR');
    expect(data.alternatives.every((stone) => stone.currency === 'INR')).toBe(true);
  });

  it('is still the stone’s own page for staff of the Stones area', async () => {
    for (const role of ['StoneManager', 'Admin'] as const) {
      const response = await page(gone.sku, role);
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toMatchObject({ isSuccess: true, data: { sku: gone.sku, state: 'unlisted' } });
    }
    // Jewellery staff are shoppers here.
    expect((await page(gone.sku, 'JewelleryManager')).statusCode).toBe(410);
  });

  it('is found by its stock number in any case, and is not in the sitemap', async () => {
    expect((await goneAnswer(gone.sku.toLowerCase())).stone.sku).toBe(gone.sku);
    const entries = (await t.injectAs(null, { method: 'GET', url: '/api/stone/sitemap' })).json().data as {
      sku: string;
    }[];
    expect(entries.map((entry) => entry.sku)).not.toContain(gone.sku);
    expect(entries.map((entry) => entry.sku)).toContain(near.sku);
  });

  it('comes back as its page once relisted', async () => {
    await t.injectAs('StoneManager', { method: 'PUT', url: `/api/stone/relist/${gone.id}` });
    expect((await page(gone.sku)).statusCode).toBe(200);
    await t.injectAs('StoneManager', { method: 'PUT', url: `/api/stone/unlist/${gone.id}` });
    expect((await page(gone.sku)).statusCode).toBe(410);
  });
});

describe('a sold stone’s page', () => {
  it('answers 410 with its alternatives to everyone, staff too', async () => {
    await setState(gone.id, 'sold');
    for (const role of [null, 'Customer', 'StoneManager', 'Admin'] as const) {
      const data = await goneAnswer(gone.sku, role);
      expect(data.reason, String(role)).toBe('sold');
      expect(data.alternatives.map((stone) => stone.sku)).toEqual([near.sku, farther.sku, outsideBand.sku]);
    }
  });

  it('loses an alternative that is sold in turn', async () => {
    await setState(near.id, 'sold');
    try {
      expect((await goneAnswer(gone.sku)).alternatives.map((stone) => stone.sku)).toEqual([
        farther.sku,
        outsideBand.sku,
      ]);
    } finally {
      await setState(near.id, 'available');
    }
  });
});

describe('stone pages that are not gone', () => {
  it('keeps a stone on hold as its own page: it may come back', async () => {
    const response = await page(held.sku);
    expect(response.statusCode).toBe(200);
    expect((response.json().data as StoneDetail).state).toBe('on_hold');
  });

  it('answers an unknown stock number 404 without data, and a malformed one 400', async () => {
    const unknown = await page('NO-SUCH-STONE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      errorMessages: ['There is no such stone.'],
      data: null,
      isSuccess: false,
    });
    const tooLong = await page('X'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ statusCode: 400, isSuccess: false, data: null });
  });
});
