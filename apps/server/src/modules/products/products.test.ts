import { toMilligrams, toMinor } from '@facet/contracts/money';
import { priceJewellery } from '@facet/contracts/pricing';
import type { ProductForUpdate } from '@facet/contracts/products';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violatesConstraint } from '../../lib/database-errors.ts';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function put(payload: object, role = 'JewelleryManager' as const) {
  return t.app.inject({ method: 'PUT', url: '/api/product', headers: { cookie: await t.cookieFor(role) }, payload });
}
async function post(payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/product',
    headers: { cookie: await t.cookieFor('JewelleryManager') },
    payload,
  });
}
async function forUpdate(id: number) {
  const response = await t.app.inject({
    url: `/api/product/forUpdate/${id}`,
    headers: { cookie: await t.cookieFor('JewelleryManager') },
  });
  return response.json().data as ProductForUpdate;
}
async function countProducts() {
  const [row] = await queryRows<{ n: string | number }>(t.database.db, sql`select count(*) as n from products`);
  return Number(row!.n);
}
/** The draft of a stored product, with no variant changes: what an untouched editor would send. */
function draftOf(product: ProductForUpdate) {
  const {
    productVarients: _v,
    droppedVariants: _d,
    productMedias: _m,
    createDate: _c,
    updateDate: _u,
    isListed: _l,
    ...fields
  } = product;
  return { ...fields, variants: [], removedVariantIds: [], mediaFile: [], filesToDelete: [] };
}

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
    const [gold] = await queryRows<{ price_per_unit: number; labour: number }>(
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
    const before = await countProducts();
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
    expect(await countProducts()).toBe(before);
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
    const before = await countProducts();
    const draft = ringDraft({ productName: 'Stray Variant' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: { cookie: await t.cookieFor('JewelleryManager') },
      payload: { ...draft, variants: [...draft.variants, { ...draft.variants[0]!, metal: 'Rose Gold' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages[0]).toMatch(/Rose Gold is not one of the product's metals/);
    expect(await countProducts()).toBe(before);
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
    const before = await countProducts();
    for (const productName of ['💎💎', '日本語リング', '--']) {
      const response = await post(ringDraft({ productName }));
      expect(response.statusCode, productName).toBe(400);
      expect(response.json().errorMessages).toEqual([
        'productName: must contain letters or digits (A–Z, 0–9): every SKU begins with them',
      ]);
    }
    const draft = ringDraft({ productName: 'Half Stone' });
    const response = await post({
      ...draft,
      variants: [...draft.variants, { ...draft.variants[0]!, centerStoneCarat: null }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      `variants.${draft.variants.length}: the centre stone is not one of the product’s`,
    ]);
    expect(await countProducts()).toBe(before);
  });

  it('refuses text holding the NUL character with 400 naming the field, before anything is written', async () => {
    const before = await countProducts();
    const response = await post(ringDraft({ productName: 'Nul Ring', productDescription: 'a\u0000b' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(['productDescription: must not contain the NUL character']);
    expect(await countProducts()).toBe(before);
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

describe('saving changes to a product', () => {
  it('keeps ids and SKUs when renamed, and gives new combinations SKUs of the new name', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Celeste' }));
    const response = await put({
      ...draftOf(product),
      productName: 'Celeste Royale',
      widthAttribute: [],
      centerStoneShapeAttribute: [{ shape: 'Oval', carats: [1, 1.5, 2] }],
      variants: [
        {
          metal: 'Yellow Gold',
          ringStyle: 'Halo',
          centerStoneShape: 'Oval',
          centerStoneCarat: 2,
          weight: 4.3,
          stoneCost: 90_000,
        },
        {
          metal: 'Platinum',
          ringStyle: 'Halo',
          centerStoneShape: 'Oval',
          centerStoneCarat: 2,
          weight: 5.5,
          stoneCost: 90_000,
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as ProductForUpdate;
    expect(saved.productName).toBe('Celeste Royale');
    const skus = saved.productVarients.map((v) => v.sku);
    for (const old of product.productVarients) expect(skus).toContain(old.sku);
    expect(skus).toContain('celeste-royale-yellow-gold-halo-2ct-oval');
    expect(saved.productVarients).toHaveLength(6);
  });

  it('changes only the variants sent, and reprices them', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Only Changed' }));
    const [first, second] = product.productVarients;
    const response = await put({ ...draftOf(product), variants: [{ ...first!, weight: 6 }] });
    const saved = response.json().data as ProductForUpdate;
    const savedFirst = saved.productVarients.find((v) => v.id === first!.id)!;
    expect(savedFirst.weight).toBe(6);
    expect(savedFirst.price).toBeGreaterThan(first!.price);
    expect(saved.productVarients.find((v) => v.id === second!.id)).toEqual(second);
  });

  it('refuses to drop a metal while its variants are kept, and leaves the product as it was', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Left As It Was' }));
    const response = await put({
      ...draftOf(product),
      productName: 'Renamed Halfway',
      metalAttribute: ['Yellow Gold'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages[0]).toMatch(
      /^variants: left-as-it-was-platinum-halo-1ct-oval: Platinum is not one/,
    );
    expect(await forUpdate(product.productId)).toEqual(product);
  });

  it('drops removed variants and brings a combination back with its old id and SKU', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Comes Back' }));
    const platinum = product.productVarients.filter((v) => v.metal === 'Platinum');
    const dropped = await put({
      ...draftOf(product),
      metalAttribute: ['Yellow Gold'],
      removedVariantIds: platinum.map((v) => v.id),
    });
    expect(dropped.statusCode).toBe(200);
    expect((dropped.json().data as ProductForUpdate).productVarients.map((v) => v.metal)).toEqual([
      'Yellow Gold',
      'Yellow Gold',
    ]);

    const back = await put({
      ...draftOf(product),
      metalAttribute: ['Yellow Gold', 'Platinum'],
      variants: platinum.map(({ id: _id, sku: _sku, ...rest }) => ({ ...rest, weight: 5.4 })),
    });
    const revived = (back.json().data as ProductForUpdate).productVarients.filter((v) => v.metal === 'Platinum');
    expect(revived.map((v) => [v.id, v.sku, v.weight])).toEqual(platinum.map((v) => [v.id, v.sku, 5.4]));
  });

  it('refuses a variant id of another product and a changed combination for a known id', async () => {
    const mine = await createProductAs(t, ringDraft({ productName: 'Mine' }));
    const theirs = await createProductAs(t, ringDraft({ productName: 'Theirs' }));
    const stranger = await put({ ...draftOf(mine), variants: [{ ...theirs.productVarients[0]! }] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorMessages[0]).toMatch(/is not one of this product's/);
    const changed = await put({ ...draftOf(mine), variants: [{ ...mine.productVarients[0]!, centerStoneCarat: 1.5 }] });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errorMessages[0]).toMatch(/cannot change/);
  });

  it('reads ids in paths as digits within the database range, and says which methods a path has', async () => {
    const cookie = await t.cookieFor('JewelleryManager');
    const cases: [string, string][] = [
      ['/api/product/forUpdate/2147483648', 'id: must be at most 2147483647'],
      ['/api/product/forUpdate/0x10', 'id: must be a whole number'],
      ['/api/product/forUpdate/1e3', 'id: must be a whole number'],
    ];
    for (const [url, message] of cases) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errorMessages).toEqual([message]);
    }
    const unlist = await t.app.inject({ method: 'PUT', url: '/api/product/unlist/99999999999', headers: { cookie } });
    expect(unlist.statusCode).toBe(400);
    const body = await put({ ...ringDraft(), productId: 2_147_483_648 });
    expect(body.statusCode).toBe(400);
    expect(body.json().errorMessages).toEqual(['productId: must be at most 2147483647']);

    // DELETE /api/product/{id} does not make "for-customer" an id.
    const wrongMethod = await t.app.inject({ method: 'POST', url: '/api/product/for-customer' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    const unknown = await t.app.inject({ url: '/api/product/nonexistent' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await put({ ...ringDraft(), productId: 999_999 });
    expect(response.statusCode).toBe(404);
  });
});

describe('listing state and deleting', () => {
  it('takes an unlisted product out of the shop and brings it back when relisted', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Now You See It' }));
    const sku = product.productVarients[0]!.sku;
    const cookie = await t.cookieFor('JewelleryManager');
    expect((await t.app.inject({ url: `/api/product-varients/${sku}` })).statusCode).toBe(200);

    const unlisted = await t.app.inject({
      method: 'PUT',
      url: `/api/product/unlist/${product.productId}`,
      headers: { cookie },
    });
    expect(unlisted.json().data.isListed).toBe(false);
    // Its page is gone for shoppers (gone-product-pages.test.ts has the details).
    expect((await t.app.inject({ url: `/api/product-varients/${sku}` })).statusCode).toBe(410);
    // Staff may still look at it.
    expect((await t.app.inject({ url: `/api/product-varients/${sku}`, headers: { cookie } })).statusCode).toBe(200);

    await t.app.inject({ method: 'PUT', url: `/api/product/relist/${product.productId}`, headers: { cookie } });
    expect((await t.app.inject({ url: `/api/product-varients/${sku}` })).statusCode).toBe(200);
  });

  it('deletes a product nothing refers to, and then knows it no more', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Short Lived' }));
    const cookie = await t.cookieFor('JewelleryManager');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${product.productId}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/product/forUpdate/${product.productId}`, headers: { cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/product/${product.productId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses (409) to delete a product something still refers to, and leaves it whole', async () => {
    // Carts, wish lists and orders arrive later; a table that holds on to a variant stands in for them.
    const product = await createProductAs(t, ringDraft({ productName: 'Held On To' }));
    await t.database.db.execute(
      sql`create table if not exists held_variants (variant_id integer references product_variants (id) on delete restrict)`,
    );
    await t.database.db.execute(sql`insert into held_variants values (${product.productVarients[0]!.id})`);
    const cookie = await t.cookieFor('JewelleryManager');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${product.productId}`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessages).toEqual([
      'This product is in carts, wish lists or orders, so it cannot be deleted; unlist it instead.',
    ]);
    expect(await forUpdate(product.productId)).toEqual(product);
    await t.database.db.execute(sql`drop table held_variants`);
  });

  it('lists products for the back-office with search, sub type and listed state', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Findable Marquise' }));
    const cookie = await t.cookieFor('JewelleryManager');
    const found = await t.app.inject({ url: '/api/product?search=findable&listed=listed', headers: { cookie } });
    expect(found.json().data).toMatchObject({
      totalRecords: 1,
      records: [
        { id: product.productId, name: 'Findable Marquise', variantCount: 4, metals: ['Yellow Gold', 'Platinum'] },
      ],
    });
    const none = await t.app.inject({ url: '/api/product?search=findable&listed=unlisted', headers: { cookie } });
    expect(none.json().data.totalRecords).toBe(0);
    const bad = await t.app.inject({ url: '/api/product?subType=Teapot', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages[0]).toMatch(/^subType: must be one of: Engagement Ring/);
  });
});

describe('figures and names a product may not have', () => {
  const HIDDEN = 'must not contain invisible or direction-changing characters';

  it('refuses weights and stone costs that round to nothing or make no sense, and writes nothing', async () => {
    const before = await countProducts();
    const draft = ringDraft({ productName: 'Weighed Wrong' });
    const [first, second, third, fourth] = draft.variants;
    const response = await post({
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
    expect(await countProducts()).toBe(before);
  });

  it.each([
    ['a right-to-left override', '\u202Egnir ylimaF'],
    ['a zero-width space', 'Family Ring\u200B'],
    ['a left-to-right isolate', 'Family \u2066Ring'],
    ['a Hangul filler', 'Family\u3164Ring'],
    ['a control character', 'Family\u001bRing'],
  ])('refuses a product name with %s, on create and on update', async (_what, productName) => {
    const before = await countProducts();
    const created = await post(ringDraft({ productName }));
    expect(created.statusCode).toBe(400);
    expect(created.json().errorMessages).toEqual([`productName: ${HIDDEN}`]);
    expect(await countProducts()).toBe(before);

    const product = await createProductAs(t, ringDraft({ productName: `Plain Name ${before}` }));
    const updated = await put({ ...draftOf(product), productName });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().errorMessages).toEqual([`productName: ${HIDDEN}`]);
    expect(await forUpdate(product.productId)).toEqual(product);
  });

  it('refuses direction overrides in the description but keeps Indic joiners there and in names', async () => {
    const spoofed = await post(
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

describe('the stone cost of a setting', () => {
  /** A setting: sold without its centre stone, so only its own stones are in its stone cost. */
  function settingDraft(productName: string, stoneCostOf: (metal: string, carat: number | null) => number) {
    const draft = ringDraft({ productName, hasAttachedStone: false });
    return {
      ...draft,
      variants: draft.variants.map((v) => ({ ...v, stoneCost: stoneCostOf(v.metal, v.centerStoneCarat) })),
    };
  }
  const rule = (piece: string, costs: string) =>
    `variants: ${piece} is a setting, sold without its centre stone, so its stone cost (its own side and accent ` +
    `stones only) is the same for every centre stone; it is ${costs}. Enter one stone cost, or sell the piece ` +
    `complete with its stones (General information) if the stone comes with it.`;

  it('is refused (400, in words) when it changes with the centre stone, and nothing is written', async () => {
    const before = await countProducts();
    const response = await post(settingDraft('Bare Halo', (_metal, carat) => (carat === 1.5 ? 60_000 : 40_000)));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      rule('Yellow Gold · Halo', '₹40,000 with a 1 ct Oval, ₹60,000 with a 1.5 ct Oval'),
      rule('Platinum · Halo', '₹40,000 with a 1 ct Oval, ₹60,000 with a 1.5 ct Oval'),
    ]);
    expect(await countProducts()).toBe(before);
  });

  it('is one figure for every centre stone, and may differ by metal', async () => {
    const product = await createProductAs(
      t,
      settingDraft('Even Halo', (metal) => (metal === 'Platinum' ? 7_500 : 5_000)),
    );
    expect(product.hasAttachedStone).toBe(false);
    expect(product.productVarients.map((v) => [v.metal, v.centerStoneCarat, v.stoneCost])).toEqual([
      ['Yellow Gold', 1, 5_000],
      ['Yellow Gold', 1.5, 5_000],
      ['Platinum', 1, 7_500],
      ['Platinum', 1.5, 7_500],
    ]);
  });

  it('is checked on every save against the variants not sent, and when a piece becomes a setting', async () => {
    const setting = await createProductAs(
      t,
      settingDraft('Kept Even', () => 5_000),
    );
    const larger = setting.productVarients.find((v) => v.metal === 'Platinum' && v.centerStoneCarat === 1.5)!;
    const changed = await put({ ...draftOf(setting), variants: [{ ...larger, stoneCost: 90_000 }] });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errorMessages).toEqual([
      rule('Platinum · Halo', '₹5,000 with a 1 ct Oval, ₹90,000 with a 1.5 ct Oval'),
    ]);
    expect(await forUpdate(setting.productId)).toEqual(setting);

    // A piece sold with its centre stone prices that stone in: its stone cost follows the carat.
    const complete = await createProductAs(t, ringDraft({ productName: 'Comes Complete' }));
    const unticked = await put({ ...draftOf(complete), hasAttachedStone: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errorMessages[0]).toMatch(/^variants: Yellow Gold · Halo is a setting/);
    expect(await forUpdate(complete.productId)).toEqual(complete);
    const evened = await put({
      ...draftOf(complete),
      hasAttachedStone: false,
      variants: complete.productVarients.map((v) => ({ ...v, stoneCost: 3_000 })),
    });
    expect(evened.statusCode).toBe(200);
    expect((evened.json().data as ProductForUpdate).hasAttachedStone).toBe(false);
  });
});

describe('which pieces may be settings', () => {
  /** A round pendant in yellow gold, 0.5 or 1 ct, sold as `sold` says. */
  function pendantDraft(productName: string, hasAttachedStone?: boolean) {
    const draft = ringDraft({
      productName,
      jewelleryType: 'Pendant',
      jewellerySubType: 'Diamond Pendant',
      metalAttribute: ['Yellow Gold'],
      ringStyleAttribute: [],
      centerStoneShapeAttribute: [{ shape: 'Round', carats: [0.5, 1] }],
      hasAttachedStone,
    });
    return { ...draft, variants: draft.variants.map((v) => ({ ...v, stoneCost: 8_000 })) };
  }
  const pendantRefusal =
    'hasAttachedStone: only engagement rings can be settings (sold without the centre stone the shopper chooses); ' +
    'a Diamond Pendant is sold complete with its stones';

  it('refuses a pendant as a setting with a sentence, and writes nothing', async () => {
    const before = await countProducts();
    const response = await post(pendantDraft('Setting Pendant', false));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, errorMessages: [pendantRefusal] });
    expect(await countProducts()).toBe(before);
  });

  it('takes an engagement ring as a setting, and shows it to shoppers as one', async () => {
    const draft = ringDraft({ productName: 'Setting Solitaire', hasAttachedStone: false });
    const setting = await createProductAs(t, {
      ...draft,
      variants: draft.variants.map((v) => ({ ...v, stoneCost: 4_000 })),
    });
    expect(setting.hasAttachedStone).toBe(false);
    const listing = await t.app.inject({
      url: '/api/product/for-customer?jewellerySubTypeName=Engagement%20Ring&hasAttachedStone=false&pageSize=60',
    });
    const card = (listing.json().data.records as { name: string; isSetting: boolean }[]).find(
      (record) => record.name === 'Setting Solitaire',
    );
    expect(card?.isSetting).toBe(true);
  });

  it('wants to be told how a piece is sold, and a setting to name its centre stones', async () => {
    const silent = await post(pendantDraft('Silent Pendant'));
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errorMessages).toEqual([
      'hasAttachedStone: say how the piece is sold: complete with its stones (true), or as a setting for a centre ' +
        'stone the shopper chooses (false)',
    ]);
    const band = ringDraft({ productName: 'Setting Band', centerStoneShapeAttribute: [], hasAttachedStone: false });
    const bare = await post(band);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errorMessages).toEqual([
      'centerStoneShapeAttribute: a setting is made for a centre stone: choose the shapes and carats it takes, or ' +
        'sell the piece complete with its stones',
    ]);
    const complete = await post(pendantDraft('Complete Pendant', true));
    expect(complete.statusCode).toBe(201);
  });

  it('refuses to turn a stored pendant into a setting', async () => {
    const pendant = await createProductAs(t, pendantDraft('Turned Pendant', true));
    const response = await put({ ...draftOf(pendant), hasAttachedStone: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([pendantRefusal]);
    expect(await forUpdate(pendant.productId)).toEqual(pendant);
  });

  it('is held by the database too: no row is a setting of another kind, nor a setting without a centre stone', async () => {
    const pendant = await createProductAs(t, pendantDraft('Held Pendant', true));
    const refusal = (write: Promise<unknown>) =>
      write.then(
        () => null,
        (error: unknown) => error,
      );
    const asSetting = await refusal(
      t.database.db.execute(sql`update products set has_attached_stone = false where id = ${pendant.productId}`),
    );
    expect(violatesConstraint(asSetting, 'products_setting_is_engagement_ring', ['23514'])).toBe(true);
    const ring = await createProductAs(t, ringDraft({ productName: 'Held Ring' }));
    const withoutCentre = await refusal(
      t.database.db.execute(
        sql`update products
               set has_attached_stone = false,
                   attributes = jsonb_set(attributes, '{centerStoneShapeAttribute}', '[]'::jsonb)
             where id = ${ring.productId}`,
      ),
    );
    expect(violatesConstraint(withoutCentre, 'products_setting_has_centre_stone', ['23514'])).toBe(true);
    // An engagement ring with a centre stone may be one.
    await t.database.db.execute(sql`update products set has_attached_stone = false where id = ${ring.productId}`);
  });
});
