import type { ProductVariantDetail } from '@facet/contracts/products';
import { notASettingMessage, unknownSettingMessage, unknownStoneMessage } from '@facet/contracts/ring-builder';
import type { RingBuilderPair } from '@facet/contracts/ring-builder-pair';
import type { StoneDetail } from '@facet/contracts/stones';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface SkuRow {
  sku: string;
}

/*
 * GET /api/ring-builder/pair on the demo catalogue's settings (Elara Solitaire Ring: round,
 * 1 ct and 1.5 ct) and stones made here with SQL, each in the state a test needs.
 */

let t: TestApp;
let elaraOneCarat: string;
let elaraOneAndAHalf: string;
let completePiece: string;

async function variantSku(productName: string, where = sql`true`): Promise<string> {
  const [row] = await queryRows<SkuRow>(
    t.database.db,
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
         where p.name = ${productName} and v.is_active and ${where}
         order by v.id limit 1`,
  );
  if (!row) throw new Error(`no variant of ${productName}`);
  return row.sku;
}

async function insertStone(sku: string, shape: string, carat: number, costRupees: number, state = 'available') {
  await t.database.db.execute(
    sql`insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cut, certificate_lab, cost, state)
        values (${sku},
                (select id from stone_categories where name = 'Natural Diamond'),
                (select id from stone_shapes where name = ${shape}),
                ${Math.round(carat * 100)}, 'F', 'VS1', 'Excellent', 'GIA', ${costRupees * 100}, ${state})`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  elaraOneCarat = await variantSku('Elara Solitaire Ring', sql`v.center_stone_carat = 100`);
  elaraOneAndAHalf = await variantSku('Elara Solitaire Ring', sql`v.center_stone_carat = 150`);
  completePiece = await variantSku('Seraphine Three Stone Ring');
  await insertStone('RB-ROUND-101', 'Round', 1.01, 300_000);
  await insertStone('RB-ROUND-150', 'Round', 1.5, 500_000);
  await insertStone('RB-OVAL-100', 'Oval', 1, 250_000);
  await insertStone('RB-SOLD', 'Round', 1, 280_000, 'sold');
  await insertStone('RB-HELD', 'Round', 1, 280_000, 'on_hold');
  await insertStone('RB-UNLISTED', 'Round', 1, 280_000, 'unlisted');
});
afterAll(() => t.close());

async function pair(query: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url: `/api/ring-builder/pair?${query}`, headers });
}

async function pairData(query: string, headers: Record<string, string> = {}) {
  const response = await pair(query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as RingBuilderPair;
}

describe('GET /api/ring-builder/pair', () => {
  it('pairs a setting with a stone that fits, needing no credentials, at both pages’ prices', async () => {
    const answer = await pairData(`settingSku=${elaraOneCarat}&stoneSku=RB-ROUND-101`);
    expect(answer.fits).toBe(true);
    expect(answer.problem).toBeNull();
    expect(answer.currency).toBe('USD');
    expect(answer.setting).toMatchObject({
      sku: elaraOneCarat,
      name: 'Elara Solitaire Ring',
      centerStoneShape: 'Round',
      centerStoneCarat: 1,
      fits: 'round stones of 0.90 to 1.15 ct',
    });
    expect(answer.setting!.image?.url).toMatch(/^\/media\//);
    expect(answer.stone).toMatchObject({
      sku: 'RB-ROUND-101',
      name: '1.01 ct Round natural diamond',
      stoneShape: 'Round',
      carat: 1.01,
      state: 'available',
      image: null,
    });

    const productPage = await t.app.inject({ url: `/api/product-varients/${elaraOneCarat}` });
    const product = productPage.json().data as ProductVariantDetail;
    expect(answer.setting!.price).toBe(product.variant.price);
    expect(answer.setting!.listPrice).toBe(product.variant.listPrice);
    const stonePage = await t.app.inject({ url: '/api/stone/sku/RB-ROUND-101' });
    expect(stonePage.statusCode).toBe(200);
    const stone = stonePage.json().data as StoneDetail;
    expect(answer.stone!.price).toBe(stone.price);
    expect(answer.stone!.listPrice).toBe(stone.listPrice);
    expect(answer.total).toBe(Math.round((product.variant.price + stone.price) * 100) / 100);
  });

  it('prices in the currency asked for, or the one in the cookie', async () => {
    const inr = await pairData(`settingSku=${elaraOneCarat}&stoneSku=rb-round-101&currency=INR`);
    const cookie = await pairData(`settingSku=${elaraOneCarat}&stoneSku=RB-ROUND-101`, { cookie: 'currency=INR' });
    expect(inr.currency).toBe('INR');
    expect(cookie).toEqual(inr);
    // Found whatever the case of the stock number; answered with its own spelling.
    expect(inr.stone!.sku).toBe('RB-ROUND-101');
    const stone = (await t.app.inject({ url: '/api/stone/sku/RB-ROUND-101?currency=INR' })).json().data as StoneDetail;
    expect(inr.stone!.price).toBe(stone.price);
    const product = (await t.app.inject({ url: `/api/product-varients/${elaraOneCarat}?currency=INR` })).json()
      .data as ProductVariantDetail;
    expect(inr.setting!.price).toBe(product.variant.price);
  });

  it('answers either half alone, without a verdict or a total', async () => {
    const setting = await pairData(`settingSku=${elaraOneCarat}`);
    expect(setting).toMatchObject({ stone: null, fits: false, problem: null, total: null });
    expect(setting.setting!.sku).toBe(elaraOneCarat);
    const stone = await pairData('stoneSku=RB-OVAL-100');
    expect(stone).toMatchObject({ setting: null, fits: false, problem: null, total: null });
    expect(stone.stone!.stoneShape).toBe('Oval');
  });

  it('says why a stone of another shape or weight does not fit', async () => {
    const oval = await pairData(`settingSku=${elaraOneCarat}&stoneSku=RB-OVAL-100`);
    expect(oval.fits).toBe(false);
    expect(oval.problem).toBe('This setting is made for a round stone; this stone is oval.');
    // Still priced: the shopper sees what they chose while changing one half.
    expect(oval.total).not.toBeNull();
    const heavy = await pairData(`settingSku=${elaraOneCarat}&stoneSku=RB-ROUND-150`);
    expect(heavy.problem).toBe(
      'This setting is made for a 1.00 ct stone and takes 0.90 to 1.15 ct; this stone is 1.50 ct.',
    );
    // The 1.5 ct variant of the same setting takes it.
    expect((await pairData(`settingSku=${elaraOneAndAHalf}&stoneSku=RB-ROUND-150`)).fits).toBe(true);
  });

  it('says a sold or held stone can no longer be paired', async () => {
    const sold = await pairData(`settingSku=${elaraOneCarat}&stoneSku=RB-SOLD`);
    expect(sold).toMatchObject({ fits: false, problem: 'This stone has been sold: choose another stone.' });
    expect(sold.stone!.state).toBe('sold');
    const held = await pairData(`settingSku=${elaraOneCarat}&stoneSku=RB-HELD`);
    expect(held.problem).toBe('This stone is no longer available: choose another stone.');
  });

  it('does not find an unknown or unlisted stone', async () => {
    for (const sku of ['RB-NOPE', 'RB-UNLISTED']) {
      const response = await pair(`settingSku=${elaraOneCarat}&stoneSku=${sku}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorMessages).toEqual([unknownStoneMessage(sku)]);
    }
  });

  it('does not find an unknown setting or one taken out of the shop, and refuses a complete piece', async () => {
    const unknown = await pair('settingSku=no-such-ring&stoneSku=RB-ROUND-101');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessages).toEqual([unknownSettingMessage('no-such-ring')]);

    const complete = await pair(`settingSku=${completePiece}`);
    expect(complete.statusCode).toBe(400);
    expect(complete.json().errorMessages).toEqual([notASettingMessage(completePiece)]);

    await t.database.db.execute(sql`update products set is_listed = false where name = 'Elara Solitaire Ring'`);
    try {
      const unlisted = await pair(`settingSku=${elaraOneCarat}`);
      expect(unlisted.statusCode).toBe(404);
      expect(unlisted.json().errorMessages).toEqual([unknownSettingMessage(elaraOneCarat)]);
    } finally {
      await t.database.db.execute(sql`update products set is_listed = true where name = 'Elara Solitaire Ring'`);
    }
  });

  it('refuses a query without either half, or with nonsense, in sentences', async () => {
    const none = await pair('');
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessages.join(' ')).toMatch(
      /must name a setting \(settingSku\), a stone \(stoneSku\) or both/,
    );
    const long = await pair(`settingSku=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessages.join(' ')).toMatch(/at most 200 characters/);
    const currency = await pair('stoneSku=RB-ROUND-101&currency=EUR');
    expect(currency.statusCode).toBe(400);
  });
});
