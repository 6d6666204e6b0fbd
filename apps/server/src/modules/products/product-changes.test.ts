import type { ProductForUpdate } from '@facet/contracts/products';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { draftOf, forUpdate, put } from './products.test-support.ts';

/*
 * Changing a stored product: saving its changes (PUT /api/product: ids, SKUs, variants kept,
 * dropped and brought back), taking it out of the shop and back, deleting it, and the
 * back-office list.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('saving changes to a product', () => {
  it('keeps ids and SKUs when renamed, and gives new combinations SKUs of the new name', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Celeste' }));
    const response = await put(t, {
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
    const response = await put(t, { ...draftOf(product), variants: [{ ...first!, weight: 6 }] });
    const saved = response.json().data as ProductForUpdate;
    const savedFirst = saved.productVarients.find((v) => v.id === first!.id)!;
    expect(savedFirst.weight).toBe(6);
    expect(savedFirst.price).toBeGreaterThan(first!.price);
    expect(saved.productVarients.find((v) => v.id === second!.id)).toEqual(second);
  });

  it('refuses to drop a metal while its variants are kept, and leaves the product as it was', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Left As It Was' }));
    const response = await put(t, {
      ...draftOf(product),
      productName: 'Renamed Halfway',
      metalAttribute: ['Yellow Gold'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages[0]).toMatch(
      /^variants: left-as-it-was-platinum-halo-1ct-oval: Platinum is not one/,
    );
    expect(await forUpdate(t, product.productId)).toEqual(product);
  });

  it('drops removed variants and brings a combination back with its old id and SKU', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Comes Back' }));
    const platinum = product.productVarients.filter((v) => v.metal === 'Platinum');
    const dropped = await put(t, {
      ...draftOf(product),
      metalAttribute: ['Yellow Gold'],
      removedVariantIds: platinum.map((v) => v.id),
    });
    expect(dropped.statusCode).toBe(200);
    expect((dropped.json().data as ProductForUpdate).productVarients.map((v) => v.metal)).toEqual([
      'Yellow Gold',
      'Yellow Gold',
    ]);

    const back = await put(t, {
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
    const stranger = await put(t, { ...draftOf(mine), variants: [{ ...theirs.productVarients[0]! }] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorMessages[0]).toMatch(/is not one of this product's/);
    const changed = await put(t, {
      ...draftOf(mine),
      variants: [{ ...mine.productVarients[0]!, centerStoneCarat: 1.5 }],
    });
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
    const body = await put(t, { ...ringDraft(), productId: 2_147_483_648 });
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
    const response = await put(t, { ...ringDraft(), productId: 999_999 });
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
    expect(await forUpdate(t, product.productId)).toEqual(product);
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
