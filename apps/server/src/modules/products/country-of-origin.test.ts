import type { ProductForUpdate, ProductVariantDetail } from '@facet/contracts/products';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A product's stored country, as the raw read gives it. */
interface StoredCountryRow {
  country_of_origin: string;
}

/* A piece's country of origin: India unless staff say otherwise, saved by the editor, read by the product page. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function put(payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/product',
    headers: { cookie: await t.cookieFor('JewelleryManager') },
    payload,
  });
}

async function forUpdate(id: number): Promise<ProductForUpdate> {
  const response = await t.app.inject({
    url: `/api/product/forUpdate/${id}`,
    headers: { cookie: await t.cookieFor('JewelleryManager') },
  });
  return response.json().data as ProductForUpdate;
}

async function productPage(sku: string): Promise<ProductVariantDetail> {
  const response = await t.app.inject({ url: `/api/product-varients/${sku}?currency=INR` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ProductVariantDetail;
}

/** The product's fields as an untouched editor sends them back, with no variant changes. */
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

async function storedCountry(id: number): Promise<string> {
  const [row] = await queryRows<StoredCountryRow>(
    t.database.db,
    sql`select country_of_origin from products where id = ${id}`,
  );
  return row!.country_of_origin;
}

describe('country of origin', () => {
  it('is India for a new piece when the editor says nothing', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Origin Default' }));
    expect(product.countryOfOrigin).toBe('India');
    const page = await productPage(product.productVarients[0]!.sku);
    expect(page.product.countryOfOrigin).toBe('India');
  });

  it('is saved as typed (trimmed) and read by the editor and the product page', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Origin Italy', countryOfOrigin: '  Italy ' }));
    expect(product.countryOfOrigin).toBe('Italy');
    const saved = await put({ ...draftOf(product), productId: product.productId, countryOfOrigin: 'Thailand' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await forUpdate(product.productId)).countryOfOrigin).toBe('Thailand');
    expect((await productPage(product.productVarients[0]!.sku)).product.countryOfOrigin).toBe('Thailand');
    // A save that leaves it out (an older client) keeps it.
    const { countryOfOrigin: _left, ...without } = draftOf(await forUpdate(product.productId));
    expect((await put({ ...without, productId: product.productId })).statusCode).toBe(200);
    expect(await storedCountry(product.productId)).toBe('Thailand');
  });

  it('refuses a blank, a too long or a non-text country with a sentence, changing nothing', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Origin Refused' }));
    const draft = { ...draftOf(product), productId: product.productId };
    const cases: [unknown, RegExp][] = [
      ['   ', /^countryOfOrigin: /],
      ['x'.repeat(61), /^countryOfOrigin: /],
      [42, /^countryOfOrigin: /],
      [null, /^countryOfOrigin: /],
      ['India\u0000', /./],
      ['\u{1F1EE}', /^countryOfOrigin: must be at least 2 characters/],
    ];
    for (const [countryOfOrigin, message] of cases) {
      const response = await put({ ...draft, countryOfOrigin });
      expect(response.statusCode, JSON.stringify(countryOfOrigin)).toBe(400);
      const body = response.json();
      expect(body.isSuccess).toBe(false);
      expect(body.errorMessages[0]).toMatch(message);
    }
    expect(await storedCountry(product.productId)).toBe('India');
  });

  it('is kept by the database as a name, never an empty string', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Origin Database' }));
    await expect(
      t.database.db.execute(sql`update products set country_of_origin = ' ' where id = ${product.productId}`),
    ).rejects.toThrow();
  });
});
