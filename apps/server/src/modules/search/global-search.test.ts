import { mediaPath } from '@facet/contracts/media-sizes';
import type { Currency } from '@facet/contracts/money';
import { priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import type { ProductForUpdate } from '@facet/contracts/products';
import type { ProductSearchRecord, SearchPage, SearchRecord, StoneSearchRecord } from '@facet/contracts/search';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft, unlistEveryProduct } from '../../testing/catalogue.ts';
import { deleteEveryStone } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';

/*
 * GET /api/globle-search (issue 11) on a catalogue of its own: eight rings and eighteen loose
 * stones made once, the demo catalogue and inventory taken out first, so every answer can be
 * written down in full. Tests that change listing states run last.
 */

let t: TestApp;
let rates: StoredPricingParameters;

interface MadeProduct {
  name: string;
  metals: string[];
  style: string;
  shape: string;
  carat: number;
  category: 'Natural Diamond' | 'Lab Grown Diamond' | 'Moissanite';
}
/** Made in this order (the last is the newest). */
const productPlans = {
  aurora: { name: 'Aurora', metals: ['White Gold', 'Yellow Gold'], style: 'Halo', shape: 'Oval', carat: 1 },
  auroraBand: {
    name: 'Aurora Band',
    metals: ['Yellow Gold', 'Rose Gold'],
    style: 'Solitaire',
    shape: 'Round',
    carat: 1,
  },
  auroral: {
    name: 'Auroral Twist',
    metals: ['Platinum', 'Rose Gold'],
    style: 'Three Stone',
    shape: 'Emerald',
    carat: 1,
  },
  grace: { name: 'Solitaire Grace', metals: ['White Gold'], style: 'Solitaire', shape: 'Round', carat: 1 },
  whisper: { name: 'Halo Whisper', metals: ['Yellow Gold'], style: 'Halo', shape: 'Cushion', carat: 1 },
  evening: {
    name: 'Evening Star',
    metals: ['Platinum'],
    style: 'Halo',
    shape: 'Oval',
    carat: 1.5,
    category: 'Lab Grown Diamond',
  },
  moonlit: {
    name: 'Moonlit Promise',
    metals: ['Yellow Gold'],
    style: 'Pave',
    shape: 'Pear',
    carat: 1,
    category: 'Moissanite',
  },
  vanishing: { name: 'Vanishing Act', metals: ['White Gold'], style: 'Solitaire', shape: 'Round', carat: 1 },
} satisfies Record<string, Omit<MadeProduct, 'category'> & { category?: MadeProduct['category'] }>;
type ProductKey = keyof typeof productPlans;
const weightOfMetal: Record<string, number> = {
  'White Gold': 4,
  'Yellow Gold': 4.5,
  'Rose Gold': 5,
  Platinum: 5.2,
};
const made = {} as Record<ProductKey, ProductForUpdate>;
/** Newest first. */
const productOrder = (Object.keys(productPlans) as ProductKey[]).reverse();

interface Stone {
  sku: string;
  category: string;
  shape: string;
  /** Hundredths of a carat. */
  carat: number;
  /** Paise. */
  cost: number;
  state?: 'available' | 'on_hold' | 'sold' | 'unlisted';
  certificate?: string;
  id?: number;
}
const LAB = 'Lab Grown Diamond';
const NATURAL = 'Natural Diamond';
const stones: Stone[] = [
  { sku: 'LG-20001', category: LAB, shape: 'Oval', carat: 150, cost: 9_000_000, certificate: '2141438157' },
  { sku: 'LG-200015', category: LAB, shape: 'Oval', carat: 150, cost: 9_100_000 },
  { sku: 'LG-20002', category: LAB, shape: 'Oval', carat: 143, cost: 8_000_000 },
  { sku: 'LG-20003', category: LAB, shape: 'Oval', carat: 157, cost: 10_000_000 },
  { sku: 'LG-20004', category: LAB, shape: 'Oval', carat: 142, cost: 7_000_000 },
  { sku: 'LG-20005', category: LAB, shape: 'Oval', carat: 159, cost: 11_000_000 },
  { sku: 'LG-20006', category: LAB, shape: 'Round', carat: 150, cost: 9_200_000 },
  { sku: 'LG-20007', category: LAB, shape: 'Emerald', carat: 200, cost: 12_000_000 },
  { sku: 'LG-20008', category: LAB, shape: 'Oval', carat: 150, cost: 9_050_000, state: 'sold' },
  { sku: 'LG-20009', category: LAB, shape: 'Oval', carat: 150, cost: 9_060_000, state: 'on_hold' },
  { sku: 'LG-20010', category: LAB, shape: 'Oval', carat: 150, cost: 9_070_000, state: 'unlisted' },
  { sku: 'LG-20011', category: LAB, shape: 'Oval', carat: 150, cost: 9_300_000 },
  { sku: 'N-30001', category: NATURAL, shape: 'Oval', carat: 150, cost: 40_000_000 },
  { sku: 'N-30002', category: NATURAL, shape: 'Emerald', carat: 100, cost: 30_000_000 },
  { sku: 'N-30003', category: NATURAL, shape: 'Cushion', carat: 100, cost: 25_000_000 },
  { sku: 'N-30004', category: NATURAL, shape: 'Elongated Cushion', carat: 100, cost: 26_000_000 },
  { sku: 'M-40001', category: 'Moissanite', shape: 'Round', carat: 100, cost: 1_000_000 },
  { sku: 'M-40002', category: 'Moissanite', shape: 'Oval', carat: 150, cost: 1_200_000 },
];
const PICTURE_KEY = 'stones/global-search-test';
const stoneBySku = (sku: string) => stones.find((stone) => stone.sku === sku)!;
/** Available stones that pass `keep`, cheapest first (the order stones found by their words come in). */
const availableStones = (keep: (stone: Stone) => boolean = () => true) =>
  stones
    .filter((stone) => (stone.state ?? 'available') === 'available' && keep(stone))
    .sort((a, b) => a.cost - b.cost)
    .map((stone) => stone.sku);

beforeAll(async () => {
  t = await createTestApp();
  await unlistEveryProduct(t);
  await deleteEveryStone(t);
  rates = await loadPricingParameters(t.database.db);
  for (const [key, plan] of Object.entries(productPlans) as [ProductKey, MadeProduct][]) {
    const draft = ringDraft({
      productName: plan.name,
      productDescription: `${plan.name}, a ring for the search tests.`,
      stoneCategory: plan.category ?? NATURAL,
      metalAttribute: plan.metals,
      ringStyleAttribute: [plan.style],
      centerStoneShapeAttribute: [{ shape: plan.shape, carats: [plan.carat] }],
    });
    // Each metal its own weight, so each colour's variant has its own price.
    draft.variants = draft.variants.map((variant) => ({ ...variant, weight: weightOfMetal[variant.metal]! }));
    made[key] = await createProductAs(t, draft);
  }
  for (const stone of stones) {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cut, cost, state,
                              certificate_lab, certificate_number)
          values (${stone.sku}, (select id from stone_categories where name = ${stone.category}),
                  (select id from stone_shapes where name = ${stone.shape}), ${stone.carat}, 'F', 'VS1', 'Excellent',
                  ${stone.cost}, ${stone.state ?? 'available'}, 'IGI', ${stone.certificate ?? null})
          returning id`,
    );
    stone.id = row!.id;
  }
  // One stone with a picture: its record shows it.
  const [picture] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into media (key, width, height, byte_size) values (${PICTURE_KEY}, 800, 800, 1000) returning id`,
  );
  await t.database.db.execute(
    sql`insert into stone_media (stone_id, media_id, position) values (${stoneBySku('LG-20001').id}, ${picture!.id}, 0)`,
  );
  // Written behind the API's back: say so, as an import would.
  t.app.referenceCache.drop();
});
afterAll(() => t.close());

function urlOf(search: string, params: Record<string, string | number> = {}, path = '/api/globle-search'): string {
  const query = new URLSearchParams({ search });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `${path}?${query}`;
}

async function search(term: string, params: Record<string, string | number> = {}): Promise<SearchPage> {
  const url = urlOf(term, params);
  const response = await t.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as SearchPage;
}

/** A record as a short readable label: a product's key, a stone's stock number. */
function labelOf(record: SearchRecord): string {
  if (record.kind === 'stone') return record.sku;
  const key = (Object.keys(made) as ProductKey[]).find((k) => made[k].productId === record.id);
  return key ?? `product ${record.id}`;
}
const labels = (page: SearchPage) => page.records.map(labelOf);
const products = (page: SearchPage) => page.records.filter((r): r is ProductSearchRecord => r.kind === 'product');
const stoneRecords = (page: SearchPage) => page.records.filter((r): r is StoneSearchRecord => r.kind === 'stone');

function variantOf(key: ProductKey, metal: string) {
  const variant = made[key].productVarients.find((v) => v.metal === metal);
  if (!variant) throw new Error(`${key} has no ${metal} variant`);
  return variant;
}

describe('the records', () => {
  it('answers products and stones in their shapes, inside the envelope, under both spellings', async () => {
    const response = await t.app.inject({ url: urlOf('aurora') });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 200, data: { totalRecords: 3, currency: 'USD' } });
    const aurora = body.data.records[0] as ProductSearchRecord;
    const white = variantOf('aurora', 'White Gold');
    expect(aurora).toEqual({
      kind: 'product',
      id: made.aurora.productId,
      product: { name: 'Aurora', description: 'Aurora, a ring for the search tests.', productMedias: [] },
      whiteProductVarient: { sku: white.sku },
      yellowProductVarient: { sku: variantOf('aurora', 'Yellow Gold').sku },
      roseProductVarient: null,
      price: white.priceUsd,
      listPrice: expect.any(Number),
      currency: 'USD',
    });
    expect(aurora.listPrice).toBeGreaterThanOrEqual(aurora.price);

    const alias = await t.app.inject({ url: urlOf('aurora', {}, '/api/global-search') });
    expect(alias.statusCode).toBe(200);
    expect(alias.json()).toEqual(body);

    const stone = (await search('LG-20001')).records[0] as StoneSearchRecord;
    const price = priceStone(9_000_000, rates).usd;
    expect(stone).toEqual({
      kind: 'stone',
      id: stoneBySku('LG-20001').id,
      sku: 'LG-20001',
      name: '1.50 ct Oval laboratory-grown diamond',
      stoneShape: 'Oval',
      productMedias: [{ url: mediaPath(PICTURE_KEY) }],
      price: price.price / 100,
      listPrice: price.listPrice / 100,
      currency: 'USD',
    });
    expect(((await search('LG-20002')).records[0] as StoneSearchRecord).productMedias).toEqual([]);
  });

  it('gives each colour its variant and the price of the one a click opens: white, else yellow, else rose', async () => {
    const [aurora, band, twist] = products(await search('aurora')) as [
      ProductSearchRecord,
      ProductSearchRecord,
      ProductSearchRecord,
    ];
    // White and yellow gold: both, and the white one's price.
    expect(aurora.whiteProductVarient).toEqual({ sku: variantOf('aurora', 'White Gold').sku });
    expect(aurora.yellowProductVarient).toEqual({ sku: variantOf('aurora', 'Yellow Gold').sku });
    expect(aurora.price).toBe(variantOf('aurora', 'White Gold').priceUsd);
    expect(variantOf('aurora', 'White Gold').priceUsd).not.toBe(variantOf('aurora', 'Yellow Gold').priceUsd);
    // Yellow and rose gold only: no white variant; the yellow one's price.
    expect(band).toMatchObject({
      whiteProductVarient: null,
      yellowProductVarient: { sku: variantOf('auroraBand', 'Yellow Gold').sku },
      roseProductVarient: { sku: variantOf('auroraBand', 'Rose Gold').sku },
      price: variantOf('auroraBand', 'Yellow Gold').priceUsd,
    });
    expect(variantOf('auroraBand', 'Yellow Gold').priceUsd).not.toBe(variantOf('auroraBand', 'Rose Gold').priceUsd);
    // Platinum is a white metal: it is the white variant, opened before the rose one.
    expect(twist).toMatchObject({
      whiteProductVarient: { sku: variantOf('auroral', 'Platinum').sku },
      yellowProductVarient: null,
      roseProductVarient: { sku: variantOf('auroral', 'Rose Gold').sku },
      price: variantOf('auroral', 'Platinum').priceUsd,
    });
    expect(variantOf('auroral', 'Platinum').priceUsd).not.toBe(variantOf('auroral', 'Rose Gold').priceUsd);
  });

  it('prices in the currency asked for, or the one the cookie holds', async () => {
    const usd = await search('LG-20001', { currency: 'USD' });
    const inr = await search('LG-20001', { currency: 'INR' });
    const price = priceStone(9_000_000, rates);
    expect(usd.currency).toBe('USD');
    expect(inr.currency).toBe('INR');
    expect(usd.records[0]).toMatchObject({ price: price.usd.price / 100, currency: 'USD' });
    expect(inr.records[0]).toMatchObject({ price: price.inr.price / 100, currency: 'INR' });
    expect(price.inr.price).not.toBe(price.usd.price);

    const white = variantOf('aurora', 'White Gold');
    const auroraIn = async (currency: Currency) =>
      (await search('aurora', { currency })).records.find((r) => r.id === made.aurora.productId)!;
    expect(await auroraIn('INR')).toMatchObject({ price: white.price, currency: 'INR' });
    expect(await auroraIn('USD')).toMatchObject({ price: white.priceUsd, currency: 'USD' });

    const viaCookie = await t.app.inject({ url: urlOf('LG-20001'), headers: { cookie: 'currency=INR' } });
    expect(viaCookie.json().data).toEqual(inr);
  });
});

describe('matching and ranking', () => {
  it('ranks the product named the term first, then names that start with the term exactly, then by a prefix', async () => {
    // "Aurora" is the term; "Aurora Band" holds it as a word; "Auroral Twist" only starts with it.
    expect(labels(await search('aurora'))).toEqual(['aurora', 'auroraBand', 'auroral']);
    // Every ring is a "band": the ring named "Aurora Band" first, then by how "aurora" matched.
    expect(labels(await search('Aurora Band'))).toEqual(['auroraBand', 'aurora', 'auroral']);
  });

  it('ranks a match in the name above matches only in the style, type or metal', async () => {
    // All three are halo rings; only "Halo Whisper" says so in its name. The others newest first.
    expect(labels(await search('halo'))).toEqual(['whisper', 'evening', 'aurora']);
    // Platinum is only ever a metal here: newest first.
    expect(labels(await search('platinum'))).toEqual(['evening', 'auroral']);
  });

  it('finds what a misspelt word means', async () => {
    // A solitaire by name first, then the solitaire-style rings, newest first.
    expect(labels(await search('solitare'))).toEqual(['grace', 'vanishing', 'auroraBand']);
    expect(labels(await search('platnum'))).toEqual(['evening', 'auroral']);
    // Stones of the shape (cheapest first) above the ring whose centre stone has it.
    expect(labels(await search('emrald'))).toEqual([...availableStones((s) => s.shape === 'Emerald'), 'auroral']);
    expect(labels(await search('moisanite'))).toEqual([
      ...availableStones((s) => s.category === 'Moissanite'),
      'moonlit',
    ]);
    for (const record of stoneRecords(await search('emrald'))) expect(record.name).toMatch(/ Emerald /);
  });

  it('finds by the start of a word or of a stock number, and by a certificate number', async () => {
    expect(labels(await search('solit'))).toEqual(['grace', 'vanishing', 'auroraBand']);
    const lab = await search('LG-2', { pageSize: 50 });
    expect(lab.records.every((r) => r.kind === 'stone')).toBe(true);
    expect(new Set(labels(lab))).toEqual(new Set(availableStones((s) => s.sku.startsWith('LG-2'))));
    expect(lab.totalRecords).toBe(availableStones((s) => s.sku.startsWith('LG-2')).length);
    // The stone with that number first, then the one whose number starts with it.
    expect(labels(await search('LG-20001'))).toEqual(['LG-20001', 'LG-200015']);
    expect(labels(await search('lg-200015'))).toEqual(['LG-200015']);
    expect(labels(await search('2141438157'))).toEqual(['LG-20001']);
    expect(labels(await search('21414381'))).toEqual(['LG-20001']);
  });

  it('narrows by every word: "oval lab 1.5" is oval lab-grown stones within 5 % of 1.5 ct', async () => {
    const narrow = await search('oval lab 1.5', { pageSize: 50 });
    const expected = availableStones(
      (s) => s.shape === 'Oval' && s.category === LAB && s.carat >= 143 && s.carat <= 157,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(stoneRecords(narrow).map((r) => r.sku)).toEqual(expected);
    for (const record of stoneRecords(narrow)) {
      expect(record.name).toMatch(/^1\.\d\d ct Oval laboratory-grown diamond$/);
      const carat = Number(record.name.slice(0, 4));
      expect(carat).toBeGreaterThanOrEqual(1.425);
      expect(carat).toBeLessThanOrEqual(1.575);
    }
    // The one lab-grown oval ring of 1.5 ct is found too, below the stones that match by name.
    expect(products(narrow).map((r) => labelOf(r))).toEqual(['evening']);
    expect(narrow.records.at(-1)?.kind).toBe('product');
    const oval = await search('oval');
    expect(narrow.totalRecords).toBe(expected.length + 1);
    expect(oval.totalRecords).toBe(availableStones((s) => s.shape === 'Oval').length + 2);
    expect(narrow.totalRecords).toBeLessThan(oval.totalRecords);
    // The weight written with its unit, with or without a space, narrows the same way.
    for (const spelling of ['oval lab 1.5ct', 'oval lab 1.5 ct', '1.50 CT lab oval']) {
      expect(
        stoneRecords(await search(spelling, { pageSize: 50 })).map((r) => r.sku),
        spelling,
      ).toEqual(expected);
    }
  });

  it('reads one letter alone as the start of a word, and beside other words as a grade', async () => {
    // Every stone here is colour F and clarity VS1.
    expect(stoneRecords(await search('f', { pageSize: 50 }))).toEqual([]);
    const ovalF = await search('oval f', { pageSize: 50 });
    expect(stoneRecords(ovalF).map((r) => r.sku)).toEqual(availableStones((s) => s.shape === 'Oval'));
    expect(stoneRecords(await search('oval e', { pageSize: 50 }))).toEqual([]);
    expect(stoneRecords(await search('vs1', { pageSize: 50 })).map((r) => r.sku)).toEqual(availableStones());
    expect(await search('vvs1')).toEqual({ records: [], totalRecords: 0, currency: 'USD' });
  });

  it('reads shape words together: "elongated cushion" is the elongated one only, "cushion" both', async () => {
    expect(labels(await search('elongated cushion'))).toEqual(['N-30004']);
    const cushion = await search('cushion');
    expect(new Set(stoneRecords(cushion).map((r) => r.sku))).toEqual(new Set(['N-30003', 'N-30004']));
    expect(products(cushion).map((r) => labelOf(r))).toEqual(['whisper']);
  });
});

describe('paging and the empty term', () => {
  it('pages through one ranking: no overlap, the same total, and nothing past the end', async () => {
    const whole = await search('diamond', { pageSize: 50 });
    // Rings with diamonds (not the moissanite one), then every natural and lab-grown stone.
    expect(whole.totalRecords).toBe(7 + availableStones((s) => s.category !== 'Moissanite').length);
    expect(whole.records).toHaveLength(whole.totalRecords);
    const pages: SearchRecord[] = [];
    for (let pageNo = 1; pageNo <= 6; pageNo += 1) {
      const page = await search('diamond', { pageNo, pageSize: 4 });
      expect(page.totalRecords, `page ${pageNo}`).toBe(whole.totalRecords);
      expect(page.records.length, `page ${pageNo}`).toBe(
        Math.max(0, Math.min(4, whole.totalRecords - (pageNo - 1) * 4)),
      );
      pages.push(...page.records);
    }
    expect(pages).toEqual(whole.records);
    // Page 2 continues page 1 where products give way to stones.
    const first = await search('diamond', { pageNo: 1, pageSize: 5 });
    const second = await search('diamond', { pageNo: 2, pageSize: 5 });
    expect([...first.records, ...second.records]).toEqual(whole.records.slice(0, 10));
    // Stones found by their numbers page the same way, the exact one first.
    const numbered = await search('LG-2', { pageSize: 50 });
    const numberPages: SearchRecord[] = [];
    for (let pageNo = 1; pageNo <= 4; pageNo += 1) {
      numberPages.push(...(await search('LG-2', { pageNo, pageSize: 3 })).records);
    }
    expect(numberPages).toEqual(numbered.records);
    expect(labels(await search('LG-20001', { pageNo: 1, pageSize: 1 }))).toEqual(['LG-20001']);
    expect(await search('LG-20001', { pageNo: 2, pageSize: 1 })).toMatchObject({ totalRecords: 2 });
    expect(labels(await search('LG-20001', { pageNo: 2, pageSize: 1 }))).toEqual(['LG-200015']);
    const past = await search('diamond', { pageNo: 40, pageSize: 10 });
    expect(past).toEqual({ records: [], totalRecords: whole.totalRecords, currency: 'USD' });
  });

  it('answers the empty term with what a shopper would browse: the newest jewellery, then stones cheapest first', async () => {
    const browse = await search('', { pageSize: 50 });
    const everyStone = availableStones();
    expect(labels(browse)).toEqual([...productOrder, ...everyStone]);
    expect(browse.totalRecords).toBe(productOrder.length + everyStone.length);
    const noTerm = await t.app.inject({ url: '/api/globle-search?pageSize=50' });
    expect(noTerm.json().data).toEqual(browse);
    const blank = await search('   ', { pageSize: 50 });
    expect(blank).toEqual(browse);
    const page2 = await search('', { pageNo: 2, pageSize: 10 });
    expect(page2.records).toEqual(browse.records.slice(10, 20));
  });
});

describe('bad input', () => {
  const errorsOf = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    return response.json().errorMessages as string[];
  };

  it('refuses a term over 200 characters with a readable message, and takes one of 200', async () => {
    expect(await errorsOf(urlOf('a'.repeat(201)))).toEqual(['search: must be at most 200 characters']);
    await search('a'.repeat(200));
    await search(`${'solitaire '.repeat(19)}ring to`);
  });

  it('refuses page sizes of 0 and over 50, and page numbers below 1 or not numbers', async () => {
    for (const params of [
      'pageSize=0',
      'pageSize=10000',
      'pageSize=51',
      'pageSize=-1',
      'pageNo=0',
      'pageNo=-1',
      'pageNo=abc',
      'pageNo=1.5',
      'currency=EUR',
    ]) {
      const messages = await errorsOf(`/api/globle-search?search=ring&${params}`);
      expect(messages, params).toHaveLength(1);
      expect(messages[0], params).toMatch(new RegExp(`^${params.split('=')[0]}: `));
    }
    expect((await search('', { pageSize: 50 })).records.length).toBeGreaterThan(10);
    expect((await search('', { pageSize: 50 })).records.length).toBeLessThanOrEqual(50);
  });

  it('treats SQL and LIKE signs as text: nothing found by signs alone, never everything', async () => {
    for (const term of ['%', '_', '\\', "'", '"', '%%', '%_%', "' or '1'='1", '\\%']) {
      expect(await search(term), JSON.stringify(term)).toEqual({ records: [], totalRecords: 0, currency: 'USD' });
    }
    // Signs around a word do not change what it finds.
    expect(labels(await search('%aurora%'))).toEqual(['aurora', 'auroraBand', 'auroral']);
    expect(labels(await search("aurora'"))).toEqual(['aurora', 'auroraBand', 'auroral']);
    expect(labels(await search('LG_20001'))).toEqual([]);
    expect(labels(await search('LG-2000%'))).toEqual(labels(await search('LG-2000')));
    await search("'; drop table products; --");
    await search('"); delete from stones; --');
    // The tables are still there and whole.
    expect((await search('', { pageSize: 50 })).totalRecords).toBe(productOrder.length + availableStones().length);
  });

  it('refuses the NUL character with 400 naming the field', async () => {
    expect(await errorsOf('/api/globle-search?search=a%00b')).toEqual(['search: must not contain the NUL character']);
    expect(await errorsOf('/api/globle-search?search=%00')).toEqual(['search: must not contain the NUL character']);
  });

  it('answers any Unicode: accents dropped, other scripts and emoji found as nothing', async () => {
    const solitaire = labels(await search('solitaire'));
    expect(solitaire).toEqual(['grace', 'vanishing', 'auroraBand']);
    expect(labels(await search('solitaíre'))).toEqual(solitaire);
    expect(labels(await search('solitai\u0301re'))).toEqual(solitaire);
    expect(labels(await search('ＳＯＬＩＴＡＩＲＥ'))).toEqual(solitaire);
    for (const term of ['💍', '💍💍💍 ring', 'अंगूठी', 'خاتم الماس', 'עִברִית', '\u202eaurora', '\ud83d', '𝔞𝔲𝔯𝔬𝔯𝔞']) {
      const response = await t.app.inject({ url: urlOf(term) });
      expect(response.statusCode, JSON.stringify(term)).toBe(200);
    }
    expect((await search('अंगूठी')).totalRecords).toBe(0);
  });
});

describe('only what is in the shop', () => {
  it('never answers stones on hold, sold or unlisted', async () => {
    for (const sku of ['LG-20008', 'LG-20009', 'LG-20010']) {
      expect(await search(sku), sku).toEqual({ records: [], totalRecords: 0, currency: 'USD' });
    }
    const lab = await search('lab', { pageSize: 50 });
    for (const sku of ['LG-20008', 'LG-20009', 'LG-20010']) expect(labels(lab)).not.toContain(sku);
  });

  it('follows the catalogue: an unlisted product goes, a relisted one comes back', async () => {
    const cookie = await t.cookieFor('JewelleryManager');
    expect(labels(await search('vanishing'))).toEqual(['vanishing']);
    const unlisted = await t.app.inject({
      method: 'PUT',
      url: `/api/product/unlist/${made.vanishing.productId}`,
      headers: { cookie },
    });
    expect(unlisted.statusCode).toBe(200);
    expect(await search('vanishing')).toEqual({ records: [], totalRecords: 0, currency: 'USD' });
    expect(labels(await search('solitaire'))).toEqual(['grace', 'auroraBand']);
    const relisted = await t.app.inject({
      method: 'PUT',
      url: `/api/product/relist/${made.vanishing.productId}`,
      headers: { cookie },
    });
    expect(relisted.statusCode).toBe(200);
    expect(labels(await search('vanishing'))).toEqual(['vanishing']);
  });

  it('follows rates without rebuilding words, and a product saved under a new name by that name', async () => {
    const before = (await search('grace')).records[0] as ProductSearchRecord;
    const [gold] = await queryRows<{ price_per_unit: number; labour: number }>(
      t.database.db,
      sql`select price_per_unit, labour from metals where name = 'White Gold'`,
    );
    const rate = await t.app.inject({
      method: 'PUT',
      url: '/api/metal',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: { name: 'White Gold', pricePerUnit: (gold!.price_per_unit * 2) / 100, labour: gold!.labour / 100 },
    });
    expect(rate.statusCode).toBe(200);
    // The words are the same; the page's price is read as it is now.
    const after = (await search('grace')).records[0] as ProductSearchRecord;
    expect(after.id).toBe(before.id);
    expect(after.price).toBeGreaterThan(before.price);
    // A save (here straight in the database, announced as a save announces it) renames a piece.
    await queryRows(
      t.database.db,
      sql`update products set name = 'Solitaire Zenobia', update_date = now() where id = ${made.grace.productId}`,
    );
    t.app.referenceCache.drop('catalogue');
    expect(labels(await search('zenobia'))).toEqual(['grace']);
    expect(labels(await search('grace'))).toEqual([]);
    await queryRows(
      t.database.db,
      sql`update products set name = 'Solitaire Grace', update_date = now() where id = ${made.grace.productId}`,
    );
    t.app.referenceCache.drop('catalogue');
    expect(labels(await search('grace'))).toEqual(['grace']);
  });

  it('follows the inventory: a stone unlisted through the API, or sold in the database, goes', async () => {
    const cookie = await t.cookieFor('StoneManager');
    const stone = stoneBySku('LG-20011');
    expect(labels(await search('LG-20011'))).toEqual(['LG-20011']);
    expect(labels(await search('oval lab 1.5', { pageSize: 50 }))).toContain('LG-20011');
    const unlisted = await t.app.inject({ method: 'PUT', url: `/api/stone/unlist/${stone.id}`, headers: { cookie } });
    expect(unlisted.statusCode).toBe(200);
    expect(labels(await search('LG-20011'))).toEqual([]);
    expect(labels(await search('oval lab 1.5', { pageSize: 50 }))).not.toContain('LG-20011');
    // Sold by an order or an import: the row changes and the change is announced.
    const sold = stoneBySku('LG-20003');
    await queryRows(t.database.db, sql`update stones set state = 'sold' where id = ${sold.id}`);
    t.app.referenceCache.drop('stones');
    expect(labels(await search('LG-20003'))).toEqual([]);
    const after = await search('oval lab 1.5', { pageSize: 50 });
    expect(labels(after)).not.toContain('LG-20003');
    expect(after.totalRecords).toBe(after.records.length);
  });
});
