import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import { readApiFilters } from '@facet/contracts/product-filters';
import { productShapes } from '@facet/contracts/product-shapes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSerialiser } from '../../lib/endpoint-routes.ts';
import { ReferenceCache } from '../../lib/reference-cache.ts';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getVariantDetail } from './product-detail.service.ts';
import { listCanonicalProductPages, listProductCards } from './product-listing.service.ts';

/*
 * The storefront's cached catalogue answers: what is served from the cache is what the route's
 * response schema makes of a fresh answer, and an unlisted product stays hidden from shoppers
 * even when its page is in the cache.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Changes a product's name without announcing it: only a fresh read would see the new name. */
async function renameQuietly(productId: number, name: string) {
  await t.database.db.execute(sql`update products set name = ${name} where id = ${productId}`);
}

describe('answers served from the cache', () => {
  it('are the fresh answers as their response schemas serialise them, byte for byte', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Cached Comet' }));
    const sku = product.productVarients[0]!.sku;
    t.app.referenceCache.drop();
    const query = { pageNo: 1, pageSize: 60, sort: 'newest', currency: 'INR' } as const;
    const fresh = {
      list: JSON.stringify(
        envelopeSchema(productShapes.cardPage.response).parse(
          successEnvelope(await listProductCards(t.database.db, { filters: readApiFilters({}), ...query })),
        ),
      ),
      page: JSON.stringify(
        envelopeSchema(productShapes.variantPage.response).parse(
          successEnvelope((await getVariantDetail(t.database.db, { sku, currency: 'INR' })).detail),
        ),
      ),
      sitemap: JSON.stringify(
        envelopeSchema(productShapes.sitemap.response).parse(
          successEnvelope(await listCanonicalProductPages(t.database.db)),
        ),
      ),
    };
    const urls = {
      list: '/api/product/for-customer?pageSize=60&currency=INR',
      page: `/api/product-varients/${sku}?currency=INR`,
      sitemap: '/api/product/sitemap',
    };
    for (const [what, url] of Object.entries(urls) as [keyof typeof urls, string][]) {
      const first = await t.app.inject({ url });
      expect(first.statusCode, what).toBe(200);
      expect(first.body, what).toBe(fresh[what]);
    }
    // Served from the cache now: the quiet rename is not seen, and the bytes are the same.
    await renameQuietly(product.productId, 'Renamed Comet');
    for (const [what, url] of Object.entries(urls) as [keyof typeof urls, string][]) {
      const cached = await t.app.inject({ url });
      expect(cached.body, what).toBe(fresh[what]);
      expect(cached.headers['content-type'], what).toBe('application/json; charset=utf-8');
    }
    expect(fresh.page).toContain('Cached Comet');
    t.app.referenceCache.drop();
    expect((await t.app.inject({ url: urls.page })).body).toContain('Renamed Comet');
  });

  it('are never an answer the schema refuses, nor carry what it does not name', async () => {
    const serialise = answerSerialiser(productShapes.sitemap.response, productEndpoints.sitemap);
    const entry = { sku: 'a-ring', updateDate: '2026-01-01T00:00:00.000Z' };
    // A field the schema does not name is left out, as a fresh answer would leave it out.
    expect(JSON.parse(serialise(successEnvelope([{ ...entry, costPrice: 12_000 }])).body)).toEqual(
      successEnvelope([entry]),
    );
    // An answer of the wrong shape fails, and the cache keeps nothing of it.
    const wrong = successEnvelope([{ sku: 42, updateDate: null }]) as unknown as ReturnType<
      typeof successEnvelope<(typeof entry)[]>
    >;
    expect(() => serialise(wrong)).toThrow();
    const cache = new ReferenceCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return serialise(loads === 1 ? wrong : successEnvelope([entry]));
    };
    await expect(cache.get('catalogue:sitemap', load)).rejects.toThrow();
    expect(JSON.parse((await cache.get('catalogue:sitemap', load)).body)).toEqual(successEnvelope([entry]));
    expect(loads).toBe(2);
  });
});

describe('an unlisted product', () => {
  it('is gone for shoppers even when staff put its page in the cache', async () => {
    const product = await createProductAs(t, ringDraft({ productName: 'Backroom Beryl', isListed: false }));
    const sku = product.productVarients[0]!.sku;
    const staff = { cookie: await t.cookieFor('JewelleryManager') };
    const customer = { cookie: await t.cookieFor('Customer') };
    const page = `/api/product-varients/${sku}`;
    const styles = `/api/product/ring-styles/${product.productId}`;
    expect((await t.app.inject({ url: page, headers: staff })).statusCode).toBe(200);
    for (const headers of [{}, customer]) {
      const refused = await t.app.inject({ url: page, headers });
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toMatchObject({
        errorMessages: ['This piece is no longer available.'],
        data: { kind: 'product', reason: 'unlisted', product: { sku } },
      });
      expect(refused.json().data).not.toHaveProperty('variant');
      expect((await t.app.inject({ url: styles, headers })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: page, headers: staff })).statusCode).toBe(200);
    const staffStyles = await t.app.inject({ url: styles, headers: staff });
    expect(staffStyles.json().data.map((style: { name: string }) => style.name)).toEqual(['Halo']);
  });
});
