import { toBasisPoints, toConversionUnits, toMilligrams, toMinor } from '@facet/contracts/money';
import { priceJewellery } from '@facet/contracts/pricing';
import type { ProductCardPage, ProductForUpdate, ProductVariantDetail } from '@facet/contracts/products';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Rates, parameters and discounts reprice stored prices in the same transaction,
 * and everything a shopper sees follows at once.
 */

/** A row's id, as a raw select answers it. */
interface IdRow {
  id: number;
}

let t: TestApp;
let ring: ProductForUpdate;
beforeAll(async () => {
  t = await createTestApp();
  ring = await createProductAs(t, ringDraft({ productName: 'Rate Watcher' }));
});
afterAll(() => t.close());

async function as(
  role: 'Admin' | 'Manager' | 'JewelleryManager',
  method: 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({ method, url, headers: { cookie: await t.cookieFor(role) }, ...(payload ? { payload } : {}) });
}

async function storedVariants() {
  const response = await t.app.inject({
    url: `/api/product/forUpdate/${ring.productId}`,
    headers: { cookie: await t.cookieFor('Admin') },
  });
  return (response.json().data as ProductForUpdate).productVarients;
}

/** A variant's stored prices beside what they are computed from, as the check reads them. */
interface StoredPriceRow {
  weight: number;
  stone_cost: string;
  price_per_unit: number;
  labour: number;
  discount: number;
  price_inr: string;
  price_usd: string;
  list_price_inr: string;
  conversion: number;
  charge: number;
  shop_discount: number;
  profit_rate: number;
}

/** Every stored price must equal the pricing function applied to today's rates. */
async function expectPricesFollowRates() {
  const rows = await queryRows<StoredPriceRow>(
    t.database.db,
    sql`select v.weight, v.stone_cost, m.price_per_unit, m.labour, v.discount, v.price_inr, v.price_usd, v.list_price_inr,
               pp.conversion, pp.charge, pp.shop_discount, pp.profit_rate
          from product_variants v join metals m on m.id = v.metal_id cross join pricing_parameters pp`,
  );
  for (const row of rows) {
    const expected = priceJewellery(
      {
        weightMg: row.weight,
        metal: { pricePerUnit: row.price_per_unit, labour: row.labour },
        stoneCost: Number(row.stone_cost),
      },
      { conversion: row.conversion, charge: row.charge, shopDiscount: row.shop_discount, profitRate: row.profit_rate },
      row.discount,
    );
    expect([Number(row.price_inr), Number(row.list_price_inr), Number(row.price_usd)]).toEqual([
      expected.inr.price,
      expected.inr.listPrice,
      expected.usd.price,
    ]);
  }
}

describe('metal rates (PUT /api/metal)', () => {
  it('reprices every variant in that metal at once, and the shop shows it', async () => {
    const before = await storedVariants();
    const sku = before.find((v) => v.metal === 'Yellow Gold')!.sku;
    const pageBefore = (await t.app.inject({ url: `/api/product-varients/${sku}?currency=INR` })).json()
      .data as ProductVariantDetail;

    const response = await as('Admin', 'PUT', '/api/metal', { name: 'Yellow Gold', pricePerUnit: 11_000, labour: 950 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Yellow Gold', pricePerUnit: 11_000, labour: 950 });
    expect(response.json().data.repricedVariants).toBeGreaterThanOrEqual(2);

    const after = await storedVariants();
    for (const variant of after) {
      const old = before.find((v) => v.id === variant.id)!;
      if (variant.metal === 'Yellow Gold') expect(variant.price).toBeGreaterThan(old.price);
      else expect(variant.price).toBe(old.price);
    }
    const expected = priceJewellery(
      {
        weightMg: toMilligrams(4),
        metal: { pricePerUnit: toMinor(11_000), labour: toMinor(950) },
        stoneCost: toMinor(40_000),
      },
      {
        conversion: toConversionUnits(88.45),
        charge: toBasisPoints(3),
        shopDiscount: 0,
        profitRate: toBasisPoints(32),
      },
    );
    expect(after.find((v) => v.sku === sku)!.price).toBe(expected.inr.price / 100);

    await expect
      .poll(async () => {
        const page = (await t.app.inject({ url: `/api/product-varients/${sku}?currency=INR` })).json()
          .data as ProductVariantDetail;
        return page.variant.price;
      })
      .toBe(expected.inr.price / 100);
    expect(pageBefore.variant.price).toBeLessThan(expected.inr.price / 100);
    await expectPricesFollowRates();
  });

  it('accepts the original spelling of a metal, refuses nonsense, and is Admin’s only', async () => {
    const silver = await as('Admin', 'PUT', '/api/metal', {
      name: '925 Starling Silver',
      pricePerUnit: 170,
      labour: 140,
    });
    expect(silver.json().data.name).toBe('925 Sterling Silver');
    const unknown = await as('Admin', 'PUT', '/api/metal', { name: 'Unobtainium', pricePerUnit: 1_000, labour: 100 });
    expect(unknown.statusCode).toBe(404);
    const bad = await as('Admin', 'PUT', '/api/metal', { name: 'Platinum', pricePerUnit: -5, labour: 100.234 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages).toEqual(
      expect.arrayContaining([
        'pricePerUnit: must be between ₹10 and ₹50,000 per gram',
        'labour: must have at most 2 decimals',
      ]),
    );
    const huge = await as('Admin', 'PUT', '/api/metal', { name: 'Platinum', pricePerUnit: 100_000_000, labour: 100 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errorMessages).toEqual(['pricePerUnit: must be between ₹10 and ₹50,000 per gram']);
    expect(
      (await as('Manager', 'PUT', '/api/metal', { name: 'Platinum', pricePerUnit: 4_400, labour: 1_450 })).statusCode,
    ).toBe(403);
  });
});

describe('concurrent changes', () => {
  // Meaningful on the PostgreSQL server (CI runs this file there too): PGlite runs one query at a time.
  it('never leaves a price computed from a rate that was replaced while the product was saved', async () => {
    const saves = Array.from({ length: 6 }, (_, i) =>
      createProductAs(t, ringDraft({ productName: `Race ${i}`, metalAttribute: ['Yellow Gold', 'Rose Gold'] })),
    );
    const rates = [10_100, 10_200, 10_300].map((rate) =>
      as('Admin', 'PUT', '/api/metal', { name: 'Yellow Gold', pricePerUnit: rate, labour: 900 }),
    );
    const discounts = [as('JewelleryManager', 'POST', '/api/product-varient-discount', { style: 'Halo', discount: 7 })];
    const settled = await Promise.all([...saves, ...rates, ...discounts]);
    expect(settled).toHaveLength(10);
    await expectPricesFollowRates();
    const [halo] = await queryRows<IdRow>(
      t.database.db,
      sql`select sd.id from style_discounts sd join ring_styles rs on rs.id = sd.ring_style_id where rs.name = 'Halo'`,
    );
    await as('JewelleryManager', 'DELETE', `/api/product-varient-discount/${halo!.id}`);
  });
});

describe('pricing parameters', () => {
  it('reprices dollars only when the conversion changes', async () => {
    const before = await storedVariants();
    const response = await as('Admin', 'PUT', '/api/conversion', { conversion: 90 });
    expect(response.json().data).toMatchObject({ conversion: 90 });
    const after = await storedVariants();
    for (const variant of after) {
      const old = before.find((v) => v.id === variant.id)!;
      expect(variant.price).toBe(old.price);
      expect(variant.priceUsd).toBeLessThan(old.priceUsd);
    }
    await expectPricesFollowRates();
  });

  it('reprices everything on charge, profit rate and shop discount; not on shipping', async () => {
    const start = await storedVariants();
    await as('Admin', 'PUT', '/api/conversion/profit-rate', { profitRate: 40 });
    const marked = await storedVariants();
    expect(marked[0]!.price).toBeGreaterThan(start[0]!.price);

    await as('Admin', 'PUT', '/api/conversion/shop-discount', { shopDiscount: 10 });
    const sale = await storedVariants();
    expect(sale[0]!.price).toBeLessThan(marked[0]!.price);
    expect(sale[0]!.listPrice).toBe(marked[0]!.listPrice);

    const shipping = await as('Admin', 'PUT', '/api/conversion/shipping-cost', { shippingCost: 1500 });
    expect(shipping.json().data).toMatchObject({ shippingCost: 1500, repricedVariants: 0 });
    expect(await storedVariants()).toEqual(sale);

    const charge = await as('Admin', 'PUT', '/api/conversion/charge', { charge: 5 });
    expect(charge.json().data.repricedVariants).toBeGreaterThan(0);
    await expectPricesFollowRates();
    await as('Admin', 'PUT', '/api/conversion/shop-discount', { shopDiscount: 0 });
  });

  it('refuses values out of range and keeps the old one', async () => {
    const response = await as('Admin', 'PUT', '/api/conversion/shop-discount', { shopDiscount: 95 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(['shopDiscount: must be between 0 % and 90 %']);
    const zero = await as('Admin', 'PUT', '/api/conversion', { conversion: 0 });
    expect(zero.statusCode).toBe(400);
    const params = (await t.app.inject({ url: '/api/conversion/all-params' })).json().data;
    expect(params.shopDiscount).toBe(0);
    expect((await as('JewelleryManager', 'PUT', '/api/conversion/charge', { charge: 1 })).statusCode).toBe(403);
  });
});

describe('discounts', () => {
  it('takes the larger of the product and style discounts, shown as was and now', async () => {
    const discount = await as('JewelleryManager', 'POST', '/api/discount', { name: 'Festive Test', discount: 10 });
    expect(discount.statusCode).toBe(201);
    const discountId = discount.json().data.id as number;
    const {
      productVarients: _v,
      droppedVariants: _d,
      productMedias: _m,
      createDate: _c,
      updateDate: _u,
      isListed: _l,
      ...fields
    } = ring;
    await as('JewelleryManager', 'PUT', '/api/product', { ...fields, discountId });
    let variants = await storedVariants();
    expect(variants.every((v) => v.discount === 10 && v.price < v.listPrice)).toBe(true);

    const style = await as('JewelleryManager', 'POST', '/api/product-varient-discount', {
      style: 'Halo',
      discount: 15,
    });
    expect(style.statusCode).toBe(201);
    expect(style.json().data).toMatchObject({ style: 'Halo', discount: 15 });
    variants = await storedVariants();
    expect(variants.every((v) => v.discount === 15)).toBe(true);

    const again = await as('JewelleryManager', 'POST', '/api/product-varient-discount', { style: 'halo', discount: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages).toEqual(['Halo already has a discount; change that one instead.']);

    const card = (await t.app.inject({ url: '/api/product/for-customer?ringStyleName=Halo&currency=INR' })).json()
      .data as ProductCardPage;
    const shown = card.records.find((r) => r.id === ring.productId)!;
    expect(shown.discount).toBe(15);
    expect(shown.listPrice).toBeGreaterThan(shown.price);

    await as('JewelleryManager', 'DELETE', `/api/product-varient-discount/${style.json().data.id}`);
    expect((await storedVariants()).every((v) => v.discount === 10)).toBe(true);
    await as('JewelleryManager', 'DELETE', `/api/discount/${discountId}`);
    expect((await storedVariants()).every((v) => v.discount === 0 && v.price === v.listPrice)).toBe(true);
    await expectPricesFollowRates();
  });

  it('refuses a discount out of range or for a style that does not exist', async () => {
    expect((await as('JewelleryManager', 'DELETE', '/api/discount/99999999999')).json().errorMessages).toEqual([
      'id: must be at most 2147483647',
    ]);
    const big = await as('JewelleryManager', 'POST', '/api/discount', { name: 'Too Much', discount: 95 });
    expect(big.statusCode).toBe(400);
    const style = await as('JewelleryManager', 'POST', '/api/product-varient-discount', {
      style: 'Teapot',
      discount: 5,
    });
    expect(style.statusCode).toBe(400);
    expect(style.json().errorMessages[0]).toMatch(/^style: must be one of: Solitaire/);
  });
});
