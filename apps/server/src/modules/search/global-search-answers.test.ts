import { mediaPath } from '@facet/contracts/media-sizes';
import type { Currency } from '@facet/contracts/money';
import { priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import type { ProductSearchRecord, SearchRecord, StoneSearchRecord } from '@facet/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import {
  availableStones,
  LAB,
  PICTURE_KEY,
  productOrder,
  products,
  searchCatalogue,
  stoneRecords,
  urlOf,
} from './global-search.test-support.ts';

/*
 * GET /api/globle-search (issue 11) on a catalogue of its own (global-search.test-support.ts):
 * the records, matching and ranking, paging and the empty term, and bad input. What the search
 * follows as the shop changes: global-search-in-shop.test.ts.
 */

const catalogue = searchCatalogue();
const { made, search, labelOf, labels, variantOf, stoneBySku } = catalogue;

let t: TestApp;
let rates: StoredPricingParameters;

beforeAll(async () => ({ t, rates } = await catalogue.make()));
afterAll(() => t.close());

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
