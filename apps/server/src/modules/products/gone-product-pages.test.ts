import type { GoneProduct } from '@facet/contracts/gone-pages';
import type { Role } from '@facet/contracts/permissions';
import type { ProductForUpdate, ProductVariantDetail } from '@facet/contracts/products';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft, unlistEveryProduct } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A variant's stored INR price, as the driver answers a bigint (a string or a number). */
interface StoredPriceRow {
  price_inr: string | number;
}

/*
 * A piece's page that can no longer be bought — a combination no longer made, or a product
 * unlisted — answers 410 with the piece asked for and the nearest pieces on sale: the same
 * product in its nearest combinations first, then pieces of the same sub type nearest in price,
 * then of the same kind of jewellery. An unknown SKU stays 404. Staff still get an unlisted
 * product's own page.
 */

let t: TestApp;
/** An engagement ring in yellow gold and platinum, oval 1 ct and 1.5 ct: four variants. */
let ring: ProductForUpdate;
/** Other engagement rings: one priced near the ring's platinum 1.5 ct, one far cheaper, one far dearer. */
let nearRing: ProductForUpdate;
let cheapRing: ProductForUpdate;
let dearRing: ProductForUpdate;
/** A wedding band: another sub type of rings. */
let band: ProductForUpdate;

const variantOf = (product: ProductForUpdate, metal: string, carat: number) =>
  product.productVarients.find((v) => v.metal === metal && v.centerStoneCarat === carat)!;

beforeAll(async () => {
  t = await createTestApp();
  await unlistEveryProduct(t);
  ring = await createProductAs(t, ringDraft({ productName: 'Gone Aurora' }));
  const oneMetal = {
    metalAttribute: ['Platinum'],
    centerStoneShapeAttribute: [{ shape: 'Oval', carats: [1.5] }],
  };
  const ringOf = (name: string, stoneCost: number) => {
    const draft = ringDraft({ productName: name, ...oneMetal });
    return { ...draft, variants: draft.variants.map((variant) => ({ ...variant, stoneCost })) };
  };
  nearRing = await createProductAs(t, ringOf('Near Aurora', 61_000));
  cheapRing = await createProductAs(t, ringOf('Cheap Aurora', 5_000));
  dearRing = await createProductAs(t, ringOf('Dear Aurora', 900_000));
  band = await createProductAs(
    t,
    ringDraft({
      productName: 'Plain Band',
      jewellerySubType: 'Wedding Band',
      metalAttribute: ['Platinum'],
      ringStyleAttribute: ['Classic'],
      centerStoneShapeAttribute: [],
      widthAttribute: [2],
      stoneCategory: null,
      stoneColor: null,
      stoneClarity: null,
      stoneCut: null,
    }),
  );
});
afterAll(() => t.close());

async function page(sku: string, role: Role | null = null, query = '') {
  return t.injectAs(role, { method: 'GET', url: `/api/product-varients/${encodeURIComponent(sku)}${query}` });
}

async function goneAnswer(sku: string, role: Role | null = null, query = '') {
  const response = await page(sku, role, query);
  expect(response.statusCode, response.body).toBe(410);
  const body = response.json();
  expect(body).toMatchObject({
    statusCode: 410,
    isSuccess: false,
    errorMessages: ['This piece is no longer available.'],
  });
  return body.data as GoneProduct;
}

async function priceInr(sku: string): Promise<number> {
  const [row] = await queryRows<StoredPriceRow>(
    t.database.db,
    sql`select price_inr from product_variants where sku = ${sku}`,
  );
  return Number(row!.price_inr);
}

/** Every alternative is on sale: its own page answers 200 to a shopper. */
async function expectOnSale(data: GoneProduct) {
  for (const card of data.alternatives) {
    const own = await page(card.sku);
    expect(own.statusCode, card.sku).toBe(200);
    expect((own.json().data as ProductVariantDetail).variant.sku).toBe(card.sku);
  }
}

describe('a combination no longer made', () => {
  let dropped: string;

  beforeAll(async () => {
    const platinum = variantOf(ring, 'Platinum', 1.5);
    dropped = platinum.sku;
    const {
      productVarients: _v,
      droppedVariants: _d,
      productMedias: _m,
      createDate: _c,
      updateDate: _u,
      ...rest
    } = ring;
    const saved = await t.injectAs('JewelleryManager', {
      method: 'PUT',
      url: '/api/product',
      payload: { ...rest, variants: [], removedVariantIds: [platinum.id], mediaFile: [], filesToDelete: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('answers 410 with the same piece in its nearest combinations first, then the nearest piece by price', async () => {
    const data = await goneAnswer(dropped);
    expect(data).toMatchObject({
      kind: 'product',
      reason: 'discontinued',
      currency: 'USD',
      product: {
        sku: dropped,
        name: 'Gone Aurora',
        jewellerySubType: 'Engagement Ring',
        jewellerySubTypeSlug: 'engagement-rings',
        metal: 'Platinum',
        centerStoneShape: 'Oval',
        centerStoneCarat: 1.5,
      },
    });
    expect(data.product).not.toHaveProperty('price');
    // Platinum 1 ct and yellow gold 1.5 ct each change one attribute: the nearer in price first.
    const goneprice = await priceInr(dropped);
    const oneChange = [variantOf(ring, 'Platinum', 1), variantOf(ring, 'Yellow Gold', 1.5)];
    const distances = await Promise.all(oneChange.map(async (v) => Math.abs((await priceInr(v.sku)) - goneprice)));
    const [first, second] = distances[0]! <= distances[1]! ? oneChange : [...oneChange].reverse();
    expect(data.alternatives.map((card) => card.sku)).toEqual([
      first!.sku,
      second!.sku,
      variantOf(ring, 'Yellow Gold', 1).sku,
      nearRing.productVarients[0]!.sku,
    ]);
    expect(data.alternatives.slice(0, 3).every((card) => card.id === ring.productId)).toBe(true);
    // Each card says which combination it is.
    expect(data.alternatives[2]).toMatchObject({ metal: 'Yellow Gold', combination: 'Yellow Gold · Halo · 1 ct Oval' });
    await expectOnSale(data);
  });

  it('is gone for staff too, and for a signed-in customer', async () => {
    expect((await goneAnswer(dropped, 'JewelleryManager')).reason).toBe('discontinued');
    expect((await goneAnswer(dropped, 'Customer', '?currency=INR')).currency).toBe('INR');
  });
});

describe('an unlisted product', () => {
  const sku = () => variantOf(ring, 'Platinum', 1).sku;

  beforeAll(async () => {
    const unlisted = await t.injectAs('JewelleryManager', {
      method: 'PUT',
      url: `/api/product/unlist/${ring.productId}`,
    });
    expect(unlisted.statusCode).toBe(200);
  });

  it('answers shoppers 410 with pieces of its sub type nearest in price, then of its kind', async () => {
    for (const role of [null, 'Customer'] as const) {
      const data = await goneAnswer(sku(), role);
      expect(data.reason, String(role)).toBe('unlisted');
      expect(data.product).toMatchObject({ sku: sku(), name: 'Gone Aurora', metal: 'Platinum', centerStoneCarat: 1 });
      // None of the unlisted product's own variants: they are not on sale.
      expect(data.alternatives.map((card) => card.id)).toEqual([
        nearRing.productId,
        cheapRing.productId,
        dearRing.productId,
        band.productId,
      ]);
      await expectOnSale(data);
    }
  });

  it('is still the product’s own page for jewellery staff', async () => {
    const response = await page(sku(), 'JewelleryManager');
    expect(response.statusCode).toBe(200);
    expect((response.json().data as ProductVariantDetail).variant.sku).toBe(sku());
    // A combination no longer made stays gone for them: it has no page.
    expect((await page(variantOf(ring, 'Platinum', 1.5).sku, 'JewelleryManager')).statusCode).toBe(410);
  });

  it('leaves the sitemap, and comes back as its page once relisted', async () => {
    const sitemap = (await t.injectAs(null, { method: 'GET', url: '/api/product/sitemap' })).json().data as {
      sku: string;
    }[];
    expect(sitemap.map((entry) => entry.sku)).not.toContain(sku());
    await t.injectAs('JewelleryManager', { method: 'PUT', url: `/api/product/relist/${ring.productId}` });
    try {
      expect((await page(sku())).statusCode).toBe(200);
    } finally {
      await t.injectAs('JewelleryManager', { method: 'PUT', url: `/api/product/unlist/${ring.productId}` });
    }
    expect((await page(sku())).statusCode).toBe(410);
  });
});

describe('product pages that are not gone', () => {
  it('answers an unknown SKU 404 without data, and one longer than any SKU 404 too', async () => {
    const unknown = await page('no-such-piece-white-gold');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      errorMessages: ['There is no such product.'],
      data: null,
      isSuccess: false,
    });
    const tooLong = await page('x'.repeat(201));
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toMatchObject({ statusCode: 404, isSuccess: false, data: null });
  });
});
