import { toMilligrams, toMinor } from '@facet/contracts/money';
import { priceJewellery } from '@facet/contracts/pricing';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { countProducts, draftOf, forUpdate, post, put } from './products.test-support.ts';

/** A metal's rate and labour, as stored. */
interface MetalRateRow {
  price_per_unit: number;
  labour: number;
}

/*
 * Creating a product (POST /api/product): its variants, SKUs and prices, and the drafts refused
 * with readable messages, writing nothing; and the figures and names a product may not have,
 * on creating or saving. Changing a stored product: product-changes.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('creating a product', () => {
  it('stores the product, one variant per combination with its SKU, and prices from the rates', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Aurora Oval Halo' }));
    expect(product).toMatchObject({
      productName: 'Aurora Oval Halo',
      jewelleryType: 'Ring',
      jewellerySubType: 'Engagement Ring',
      gender: 'Female',
      isListed: true,
      metalAttribute: ['Yellow Gold', 'Platinum'],
    });
    expect(product.productVarients.map((v) => v.sku)).toEqual([
      'aurora-oval-halo-yellow-gold-halo-1ct-oval',
      'aurora-oval-halo-yellow-gold-halo-1.5ct-oval',
      'aurora-oval-halo-platinum-halo-1ct-oval',
      'aurora-oval-halo-platinum-halo-1.5ct-oval',
    ]);
    const rates = await loadPricingParameters(t.database.db);
    const [gold] = await queryRows<MetalRateRow>(
      t.database.db,
      sql`select price_per_unit, labour from metals where name = 'Yellow Gold'`,
    );
    const expected = priceJewellery(
      {
        weightMg: toMilligrams(4),
        metal: { pricePerUnit: gold!.price_per_unit, labour: gold!.labour },
        stoneCost: toMinor(40_000),
      },
      rates,
    );
    expect(product.productVarients[0]).toMatchObject({
      weight: 4,
      stoneCost: 40_000,
      discount: 0,
      price: expected.inr.price / 100,
      priceUsd: expected.usd.price / 100,
    });
  });

  it('refuses a draft with readable messages and writes nothing', async () => {
    const before = await countProducts(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: { cookie: await t.cookieFor('JewelleryManager') },
      payload: {
        ...ringDraft(),
        productName: '',
        jewellerySubType: 'Diamond Pendant',
        widthAttribute: [2, 2],
        baseWeight: -1,
      },
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().errorMessages as string[];
    expect(messages).toEqual(
      expect.arrayContaining([
        'productName: must be at least 2 characters',
        'baseWeight: must be between 0.01 g and 1,000 g',
        'jewellerySubType: Diamond Pendant is a kind of Pendant, not Ring',
        'widthAttribute: lists a width twice',
      ]),
    );
    expect(await countProducts(t)).toBe(before);
  });

  it('refuses attributes that do not apply to the kind of jewellery', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: ringDraft({ jewelleryType: 'Pendant', jewellerySubType: 'Diamond Pendant', widthAttribute: [2] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(
      expect.arrayContaining([
        'ringStyleAttribute: ring styles do not apply to a Pendant',
        'widthAttribute: widths do not apply to a Pendant',
      ]),
    );
  });

  it('refuses a variant that is not one of the combinations, rolling everything back', async () => {
    const before = await countProducts(t);
    const draft = ringDraft({ productName: 'Stray Variant' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: { cookie: await t.cookieFor('JewelleryManager') },
      payload: { ...draft, variants: [...draft.variants, { ...draft.variants[0]!, metal: 'Rose Gold' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages[0]).toMatch(/Rose Gold is not one of the product's metals/);
    expect(await countProducts(t)).toBe(before);
  });

  it('refuses a name whose SKUs another product already uses (409)', async () => {
    await createProductAs(t, ringDraft({ productName: 'Twin Name' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: { cookie: await t.cookieFor('JewelleryManager') },
      payload: ringDraft({ productName: 'twin name' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessages[0]).toBe(
      'The SKU twin-name-yellow-gold-halo-1ct-oval is already used by “Twin Name”; give this product a different name.',
    );
  });

  it('refuses a name with nothing to begin a SKU, and a variant missing part of its combination', async () => {
    const before = await countProducts(t);
    for (const productName of ['💎💎', '日本語リング', '--']) {
      const response = await post(t, ringDraft({ productName }));
      expect(response.statusCode, productName).toBe(400);
      expect(response.json().errorMessages).toEqual([
        'productName: must contain letters or digits (A–Z, 0–9): every SKU begins with them',
      ]);
    }
    const draft = ringDraft({ productName: 'Half Stone' });
    const response = await post(t, {
      ...draft,
      variants: [...draft.variants, { ...draft.variants[0]!, centerStoneCarat: null }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      `variants.${draft.variants.length}: the centre stone is not one of the product’s`,
    ]);
    expect(await countProducts(t)).toBe(before);
  });

  it('refuses text holding the NUL character with 400 naming the field, before anything is written', async () => {
    const before = await countProducts(t);
    const response = await post(t, ringDraft({ productName: 'Nul Ring', productDescription: 'a\u0000b' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(['productDescription: must not contain the NUL character']);
    expect(await countProducts(t)).toBe(before);
    const cookie = await t.cookieFor('JewelleryManager');
    const search = await t.app.inject({ url: '/api/product?search=a%00b', headers: { cookie } });
    expect(search.statusCode).toBe(400);
    expect(search.json().errorMessages).toEqual(['search: must not contain the NUL character']);
    const sku = await t.app.inject({ url: '/api/product-varients/%00' });
    expect(sku.statusCode).toBe(400);
    expect(sku.json().errorMessages).toEqual(['sku: must not contain the NUL character']);
  });

  it('is for the jewellery staff only', async () => {
    for (const [role, status] of [
      ['StoneManager', 403],
      ['Customer', 403],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/product',
        headers: { cookie: await t.cookieFor(role) },
        payload: ringDraft({ productName: `By ${role}` }),
      });
      expect(response.statusCode).toBe(status);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/product', payload: ringDraft() });
    expect(anonymous.statusCode).toBe(401);
    await createProductAs(t, ringDraft({ productName: 'By the Manager' }), 'Manager' as 'JewelleryManager');
  });
});

describe('figures and names a product may not have', () => {
  const HIDDEN = 'must not contain invisible or direction-changing characters';

  it('refuses weights and stone costs that round to nothing or make no sense, and writes nothing', async () => {
    const before = await countProducts(t);
    const draft = ringDraft({ productName: 'Weighed Wrong' });
    const [first, second, third, fourth] = draft.variants;
    const response = await post(t, {
      ...draft,
      baseWeight: 1e-320,
      variants: [
        { ...first!, weight: 0 },
        { ...second!, weight: 4_000 },
        { ...third!, stoneCost: 1e-320 },
        { ...fourth!, weight: 0.004 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      'baseWeight: must be between 0.01 g and 1,000 g',
      'variants.0.weight: must be between 0.01 g and 1,000 g',
      'variants.1.weight: must be between 0.01 g and 1,000 g',
      'variants.2.stoneCost: must have at most 2 decimals',
      'variants.3.weight: must be between 0.01 g and 1,000 g',
    ]);
    expect(await countProducts(t)).toBe(before);
  });

  it.each([
    ['a right-to-left override', '\u202Egnir ylimaF'],
    ['a zero-width space', 'Family Ring\u200B'],
    ['a left-to-right isolate', 'Family \u2066Ring'],
    ['a Hangul filler', 'Family\u3164Ring'],
    ['a control character', 'Family\u001bRing'],
  ])('refuses a product name with %s, on create and on update', async (_what, productName) => {
    const before = await countProducts(t);
    const created = await post(t, ringDraft({ productName }));
    expect(created.statusCode).toBe(400);
    expect(created.json().errorMessages).toEqual([`productName: ${HIDDEN}`]);
    expect(await countProducts(t)).toBe(before);

    const product = await createProductAs(t, ringDraft({ productName: `Plain Name ${before}` }));
    const updated = await put(t, { ...draftOf(product), productName });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().errorMessages).toEqual([`productName: ${HIDDEN}`]);
    expect(await forUpdate(t, product.productId)).toEqual(product);
  });

  it('refuses direction overrides in the description but keeps Indic joiners there and in names', async () => {
    const spoofed = await post(
      t,
      ringDraft({ productName: 'Quiet Band', productDescription: 'Solid gold \u202Eeulav ksa\u202C, hallmarked.' }),
    );
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().errorMessages).toEqual([`productDescription: ${HIDDEN}`]);

    // Marathi कर्(U+200D)हाडे writes the eyelash ra with a zero-width joiner after the virama.
    const product = await createProductAs(
      t,
      ringDraft({
        productName: 'Karhade कर्\u200Dहाडे Band',
        productDescription: 'कर्\u200Dहाडे घराण्याची अंगठी.\nLine two.',
      }),
    );
    expect(product.productName).toBe('Karhade कर्\u200Dहाडे Band');
    expect(product.productDescription).toBe('कर्\u200Dहाडे घराण्याची अंगठी.\nLine two.');
  });
});
