import type { ProductCardPage, ProductVariantDetail } from '@facet/contracts/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft, unlistEveryProduct } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * The storefront listing (GET /api/product/for-customer) and product page data
 * (GET /api/product-varients/{sku}), on a shop holding only the products made here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await unlistEveryProduct(t);
  // Priced by weight: gold 4 g, platinum 5.2 g; white gold is the first metal of the listing order.
  await createProductAs(t, ringDraft({ productName: 'Lumen', metalAttribute: ['Yellow Gold', 'White Gold'] }));
  await createProductAs(t, ringDraft({ productName: 'Orla', metalAttribute: ['Platinum'], gender: 'Unisex' }));
  const ines = ringDraft({
    productName: 'Ines',
    metalAttribute: ['Rose Gold', 'Yellow Gold'],
    ringStyleAttribute: ['Vintage'],
    centerStoneShapeAttribute: [{ shape: 'Hexagon', carats: [0.5] }],
    gender: 'Male',
    baseWeight: 6,
  });
  await createProductAs(t, { ...ines, variants: ines.variants.map((v) => ({ ...v, weight: 6 })) });
});
afterAll(() => t.close());

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `/api/product/for-customer?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as ProductCardPage;
}

describe('GET /api/product/for-customer', () => {
  it('gives one card per listed product, its total, and needs no credentials', async () => {
    const page = await list('');
    expect(page.totalRecords).toBe(3);
    expect(page.records.map((r) => r.name).sort()).toEqual(['Ines', 'Lumen', 'Orla']);
    expect(page.currency).toBe('USD');
  });

  it('shows the cheapest variant of the filtered metal, sorted by that price', async () => {
    const page = await list('metalName=Yellow Gold&sort=price-asc');
    expect(page.totalRecords).toBe(2);
    expect(page.records.map((r) => [r.name, r.metal])).toEqual([
      ['Lumen', 'Yellow Gold'],
      ['Ines', 'Yellow Gold'],
    ]);
    const lumen = page.records[0]!;
    expect(lumen.sku).toBe('lumen-yellow-gold-halo-1ct-oval');
    expect(lumen.metals.map((m) => m.name)).toEqual(['White Gold', 'Yellow Gold']);
    expect(lumen.metals.find((m) => m.name === 'Yellow Gold')!.sku).toBe(lumen.sku);
    const descending = await list('metalName=Yellow Gold&sort=price-desc');
    expect(descending.records.map((r) => r.name)).toEqual(['Ines', 'Lumen']);
  });

  it('without a metal filter, shows the first metal in the order white, yellow, rose, platinum, silver', async () => {
    const page = await list('sort=price-asc');
    const byName = Object.fromEntries(page.records.map((r) => [r.name, r.metal]));
    expect(byName).toEqual({ Lumen: 'White Gold', Orla: 'Platinum', Ines: 'Yellow Gold' });
  });

  it('filters by style, shape and carat, accepting the original spellings', async () => {
    expect((await list('ringStyleName=Vinatge')).records.map((r) => r.name)).toEqual(['Ines']);
    expect((await list('stoneShapeName=Hexagone')).records.map((r) => r.name)).toEqual(['Ines']);
    expect((await list('minCarat=1.2')).records.map((r) => r.name).sort()).toEqual(['Lumen', 'Orla']);
    expect((await list('maxCarat=0.5')).records.map((r) => r.name)).toEqual(['Ines']);
  });

  it('includes Unisex pieces under Female and Male', async () => {
    expect((await list('gender=Female')).records.map((r) => r.name).sort()).toEqual(['Lumen', 'Orla']);
    expect((await list('gender=Male')).records.map((r) => r.name).sort()).toEqual(['Ines', 'Orla']);
  });

  it('filters a budget in the shopper’s currency and prices in it', async () => {
    const usd = await list('sort=price-asc');
    const inr = await list('sort=price-asc', { cookie: 'currency=INR' });
    expect(inr.currency).toBe('INR');
    expect(inr.records[0]!.price).toBeGreaterThan(usd.records[0]!.price * 50);
    const cheapest = usd.records[0]!.price;
    const withinBudget = await list(`maxBudget=${cheapest}&sort=price-asc`);
    expect(withinBudget.records.map((r) => r.name)).toEqual([usd.records[0]!.name]);
    // Above the cheapest card's price, each card shows its cheapest variant within the budget.
    const minBudget = inr.records[0]!.price + 0.01;
    const inrBudget = await list(`currency=INR&minBudget=${minBudget}`);
    expect(inrBudget.records.length).toBeGreaterThan(0);
    for (const card of inrBudget.records) expect(card.price).toBeGreaterThanOrEqual(minBudget);
    const orla = inrBudget.records.find((r) => r.name === inr.records[0]!.name);
    if (orla) expect(orla.sku).toMatch(/1.5ct/);
  });

  it('pages through the cards and keeps the total', async () => {
    const first = await list('pageSize=2&pageNo=1&sort=price-asc');
    const second = await list('pageSize=2&pageNo=2&sort=price-asc');
    const beyond = await list('pageSize=2&pageNo=9&sort=price-asc');
    expect(first.records).toHaveLength(2);
    expect(second.records).toHaveLength(1);
    expect([first.totalRecords, second.totalRecords, beyond.totalRecords]).toEqual([3, 3, 3]);
    expect(beyond.records).toEqual([]);
  });

  it('refuses nonsense in the query with a readable 400', async () => {
    const response = await t.app.inject({ url: '/api/product/for-customer?pageSize=1000&sort=cheapest' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(
      expect.arrayContaining(['pageSize: must be at most 60', expect.stringMatching(/^sort: must be one of/)]),
    );
    // A name that is none of the metals, styles or audiences is refused, not quietly ignored.
    const unknown = await t.app.inject({ url: '/api/product/for-customer?metalName=Unobtainium&gender=Robots' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessages).toEqual([
      'metalName: must be one of: White Gold, Yellow Gold, Rose Gold, Platinum, 925 Sterling Silver',
      expect.stringMatching(/^gender: must be one of: /),
    ]);
    const anyCase = await t.app.inject({ url: '/api/product/for-customer?metalName=yellow%20gold&metalName=' });
    expect(anyCase.statusCode).toBe(400);
    const lowerCase = await t.app.inject({ url: '/api/product/for-customer?metalName=yellow%20gold' });
    expect(lowerCase.statusCode).toBe(200);
  });

  it('forgets a cached answer as soon as the catalogue changes', async () => {
    const before = await list('metalName=Platinum');
    const orla = before.records.find((r) => r.name === 'Orla')!;
    const cookie = await t.cookieFor('JewelleryManager');
    await t.app.inject({ method: 'PUT', url: `/api/product/unlist/${orla.id}`, headers: { cookie } });
    await expect
      .poll(async () => (await list('metalName=Platinum')).totalRecords, { timeout: 5000 })
      .toBe(before.totalRecords - 1);
    await t.app.inject({ method: 'PUT', url: `/api/product/relist/${orla.id}`, headers: { cookie } });
    await expect
      .poll(async () => (await list('metalName=Platinum')).totalRecords, { timeout: 5000 })
      .toBe(before.totalRecords);
  });
});

describe('GET /api/product/sitemap', () => {
  it('names one canonical page per listed product', async () => {
    const pages = (await t.app.inject({ url: '/api/product/sitemap' })).json().data as { sku: string }[];
    expect(pages.map((p) => p.sku).sort()).toEqual([
      'ines-yellow-gold-vintage-0.5ct-hexagon',
      'lumen-white-gold-halo-1ct-oval',
      'orla-platinum-halo-1ct-oval',
    ]);
  });
});

describe('GET /api/product-varients/{sku}', () => {
  it('gives the variant with its siblings, pictures, breakdown and the canonical SKU', async () => {
    const response = await t.app.inject({
      url: '/api/product-varients/lumen-yellow-gold-halo-1.5ct-oval?currency=INR',
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json().data as ProductVariantDetail;
    expect(detail.product).toMatchObject({
      name: 'Lumen',
      jewellerySubType: 'Engagement Ring',
      canonicalSku: 'lumen-white-gold-halo-1ct-oval',
    });
    expect(detail.variant).toMatchObject({ metal: 'Yellow Gold', centerStoneCarat: 1.5, ringStyle: 'Halo' });
    const { metal, making, stones, tax } = detail.variant.breakdown;
    expect(Math.round((metal + making + stones + tax) * 100)).toBe(Math.round(detail.variant.price * 100));
    expect(detail.productVarients.map((v) => v.metal)).toEqual([
      'White Gold',
      'White Gold',
      'Yellow Gold',
      'Yellow Gold',
    ]);
    expect(detail.related.map((r) => r.name).sort()).toEqual(['Ines', 'Orla']);
    expect(detail.currency).toBe('INR');
  });

  it('answers an unknown SKU with 404, upper-case SKUs with the same variant', async () => {
    expect((await t.app.inject({ url: '/api/product-varients/no-such-ring' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/product-varients/LUMEN-WHITE-GOLD-HALO-1CT-OVAL' })).statusCode).toBe(200);
  });

  it('fills related pieces from the same kind of jewellery when its sub type has too few', async () => {
    const band = await createProductAs(
      t,
      ringDraft({
        productName: 'Solo Band',
        jewellerySubType: 'Wedding Band',
        ringStyleAttribute: ['Classic'],
        centerStoneShapeAttribute: [],
      }),
    );
    const detail = (await t.app.inject({ url: `/api/product-varients/${band.productVarients[0]!.sku}` })).json()
      .data as ProductVariantDetail;
    expect(detail.related.map((r) => r.name).sort()).toEqual(['Ines', 'Lumen', 'Orla']);
  });

  it('calls a piece a setting only when it is an engagement ring sold without the centre stone it is made for', async () => {
    const plain = ringDraft({
      productName: 'Plain Court Band',
      jewellerySubType: 'Wedding Band',
      ringStyleAttribute: ['Classic'],
      centerStoneShapeAttribute: [],
      hasAttachedStone: true,
    });
    await createProductAs(t, plain);
    const bare = ringDraft({ productName: 'Bare Setting', hasAttachedStone: false });
    // A setting's stone cost is its own stones', the same whatever the centre stone.
    await createProductAs(t, { ...bare, variants: bare.variants.map((v) => ({ ...v, stoneCost: 5_000 })) });
    const cards = (await list('pageSize=60')).records;
    const isSetting = Object.fromEntries(cards.map((card) => [card.name, card.isSetting]));
    expect(isSetting).toMatchObject({ 'Plain Court Band': false, 'Bare Setting': true, Lumen: false });
    const complete = (await list('hasAttachedStone=true&pageSize=60')).records.map((card) => card.name);
    expect(complete).toContain('Plain Court Band');
    expect(complete).not.toContain('Bare Setting');
    const settings = (await list('hasAttachedStone=false&pageSize=60')).records.map((card) => card.name);
    expect(settings).toEqual(['Bare Setting']);
  });
});
