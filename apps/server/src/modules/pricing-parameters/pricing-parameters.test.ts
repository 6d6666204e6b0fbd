import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { roles, rolesFor } from '@facet/contracts/permissions';
import { marginReaders } from '@facet/contracts/pricing-parameters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A variant's stored prices, as the raw read gives them. */
interface VariantPricesRow {
  id: number;
  price_inr: string;
  list_price_inr: string;
  price_usd: string;
}

interface PriceUsdRow {
  price_usd: string;
}

/** An audit line's entity and change. */
interface AuditRow {
  entity_id: string;
  before: unknown;
  after: unknown;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What everybody reads: the demo's parameters, shipping set per currency in whole units, the HUID weight in grams. */
const publicParameters = {
  conversion: 88.45,
  charge: 3,
  shippingCost: 1250,
  shippingCostUsd: 25,
  freeShippingFromInr: 25_000,
  freeShippingFromUsd: 300,
  giftWrapInr: 250,
  giftWrapUsd: 5,
  shopDiscount: 0,
  huidMinWeight: 2,
};

describe('pricing parameters', () => {
  it('gives everyone conversion, charge, shipping and shop discount, but not the margin', async () => {
    for (const cookie of [undefined, await t.cookieFor('Customer')]) {
      const response = await t.app.inject({ url: '/api/conversion/all-params', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ ...publicParameters, updateDate: expect.any(String) });
    }
  });

  it('gives the Admin and the jewellery and stone staff (whose editors preview prices) the profit rate as well', async () => {
    for (const role of ['Admin', 'Manager', 'JewelleryManager', 'StoneManager'] as const) {
      const response = await t.app.inject({
        url: '/api/conversion/all-params',
        headers: { cookie: await t.cookieFor(role) },
      });
      expect(response.json().data).toEqual({ ...publicParameters, profitRate: 32, updateDate: expect.any(String) });
      // The same people, and only they, read it on its own path too (decision 007).
      const own = await t.app.inject({
        url: '/api/conversion/profit-rate',
        headers: { cookie: await t.cookieFor(role) },
      });
      expect(own.json().data).toEqual({ profitRate: 32 });
    }
    for (const role of ['Customer'] as const) {
      const own = await t.app.inject({
        url: '/api/conversion/profit-rate',
        headers: { cookie: await t.cookieFor(role) },
      });
      expect(own.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/conversion/profit-rate' })).statusCode).toBe(401);
  });

  it('answers each parameter on its own path', async () => {
    expect((await t.app.inject({ url: '/api/conversion' })).json().data).toEqual({ conversion: 88.45 });
    expect((await t.app.inject({ url: '/api/conversion/charge' })).json().data).toEqual({ charge: 3 });
    expect((await t.app.inject({ url: '/api/conversion/shipping-cost' })).json().data).toEqual({ shippingCost: 1250 });
    expect((await t.app.inject({ url: '/api/conversion/shop-discount' })).json().data).toEqual({ shopDiscount: 0 });
    expect((await t.app.inject({ url: '/api/conversion/shipping-cost-usd' })).json().data).toEqual({
      shippingCostUsd: 25,
    });
    expect((await t.app.inject({ url: '/api/conversion/free-shipping-from-inr' })).json().data).toEqual({
      freeShippingFromInr: 25_000,
    });
    expect((await t.app.inject({ url: '/api/conversion/free-shipping-from-usd' })).json().data).toEqual({
      freeShippingFromUsd: 300,
    });
    const admin = await t.cookieFor('Admin');
    expect(
      (await t.app.inject({ url: '/api/conversion/profit-rate', headers: { cookie: admin } })).json().data,
    ).toEqual({
      profitRate: 32,
    });
  });
});

describe('changing a pricing parameter', () => {
  async function putParam(path: string, body: Record<string, unknown>) {
    return t.app.inject({ method: 'PUT', url: path, headers: { cookie: await t.cookieFor('Admin') }, payload: body });
  }

  /** The stored parameters and the stored prices of every variant. */
  async function storedPricing() {
    const [params] = await queryRows(t.database.db, sql`select * from pricing_parameters where id = 1`);
    const variants = await queryRows<VariantPricesRow>(
      t.database.db,
      sql`select id, price_inr, list_price_inr, price_usd from product_variants order by id`,
    );
    return {
      params,
      variants: variants.map((v) => [v.id, Number(v.price_inr), Number(v.list_price_inr), Number(v.price_usd)]),
    };
  }

  // 1e-320 passes "greater than 0" but is stored × 10,000 as 0: dollar prices would divide by it.
  it.each([0, 1e-320, -1, 0.0113, 8_845, 100_000])(
    'refuses a conversion of %s with the range in words, and changes no price',
    async (conversion) => {
      const before = await storedPricing();
      expect(before.variants.length).toBeGreaterThan(0);
      const response = await putParam('/api/conversion', { conversion });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages).toEqual(['conversion: must be between ₹10 and ₹1,000 per US dollar']);
      expect(await storedPricing()).toEqual(before);
    },
  );

  it.each([
    ['/api/conversion/charge', 'charge', 1e-320, 'charge: must have at most 2 decimals'],
    ['/api/conversion/charge', 'charge', -1, 'charge: must be between 0 % and 28 %'],
    ['/api/conversion/charge', 'charge', 100, 'charge: must be between 0 % and 28 %'],
    ['/api/conversion/shipping-cost', 'shippingCost', 1e-320, 'shippingCost: must be a whole amount'],
    ['/api/conversion/shipping-cost', 'shippingCost', 1_250.5, 'shippingCost: must be a whole amount'],
    ['/api/conversion/shipping-cost-usd', 'shippingCostUsd', 14.13, 'shippingCostUsd: must be a whole amount'],
    [
      '/api/conversion/free-shipping-from-usd',
      'freeShippingFromUsd',
      -300,
      'freeShippingFromUsd: must be between $0 and $100,000',
    ],
    ['/api/conversion/shipping-cost', 'shippingCost', 5_000_000, 'shippingCost: must be between ₹0 and ₹1,00,000'],
    ['/api/conversion/shop-discount', 'shopDiscount', 1e-320, 'shopDiscount: must have at most 2 decimals'],
    ['/api/conversion/shop-discount', 'shopDiscount', 95, 'shopDiscount: must be between 0 % and 90 %'],
    ['/api/conversion/profit-rate', 'profitRate', 1e-320, 'profitRate: must have at most 2 decimals'],
    ['/api/conversion/profit-rate', 'profitRate', 900, 'profitRate: must be between 0 % and 500 %'],
  ] as const)('%s refuses %s = %s and changes nothing', async (path, key, value, message) => {
    const before = await storedPricing();
    const response = await putParam(path, { [key]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([message]);
    expect(await storedPricing()).toEqual(before);
  });

  it('still takes plausible values, and a new conversion reprices the dollar prices', async () => {
    const before = await storedPricing();
    const response = await putParam('/api/conversion', { conversion: 85.1234 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ conversion: 85.1234 });
    expect(response.json().data.repricedVariants).toBeGreaterThan(0);
    const after = await storedPricing();
    expect(after.variants).not.toEqual(before.variants);
    // Free shipping and no shop discount are real choices: 0 stays allowed where it means "none".
    expect((await putParam('/api/conversion/shipping-cost', { shippingCost: 0 })).statusCode).toBe(200);
    expect((await putParam('/api/conversion/shop-discount', { shopDiscount: 0 })).statusCode).toBe(200);
    await putParam('/api/conversion', { conversion: 88.45 });
    await putParam('/api/conversion/shipping-cost', { shippingCost: 1250 });
  });
});

describe('shipping per currency', () => {
  it('saves each shipping figure for the Admin alone, audited, repricing nothing', async () => {
    const admin = await t.cookieFor('Admin');
    const before = await queryRows<PriceUsdRow>(t.database.db, sql`select price_usd from product_variants order by id`);
    for (const role of ['Manager', 'JewelleryManager', 'StoneManager', 'Customer'] as const) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/conversion/shipping-cost-usd',
        headers: { cookie: await t.cookieFor(role) },
        payload: { shippingCostUsd: 30 },
      });
      expect(refused.statusCode).toBe(403);
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/conversion/shipping-cost-usd',
      headers: { cookie: admin },
      payload: { shippingCostUsd: 30 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ shippingCostUsd: 30, repricedVariants: 0 });
    expect(
      await queryRows<PriceUsdRow>(t.database.db, sql`select price_usd from product_variants order by id`),
    ).toEqual(before);
    const [audit] = await queryRows<AuditRow>(
      t.database.db,
      sql`select entity_id, before, after from audit_log where action = 'pricing.parameter-changed'
           order by id desc limit 1`,
    );
    expect(audit).toEqual({
      entity_id: 'shippingCostUsd',
      before: { shippingCostUsd: 25 },
      after: { shippingCostUsd: 30, repricedVariants: 0 },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/conversion/shipping-cost-usd',
      headers: { cookie: admin },
      payload: { shippingCostUsd: 25 },
    });
  });

  it('keeps a shipping figure whole in the database too', async () => {
    await expect(
      t.database.db.execute(sql`update pricing_parameters set free_shipping_from_usd = 30050 where id = 1`),
    ).rejects.toThrow();
  });
});

describe('the API document', () => {
  it('names, for the margin, exactly the roles the access rule lets read it', async () => {
    const document = (
      await t.app.inject({ url: '/api/docs/json', headers: { cookie: await t.cookieFor('Admin') } })
    ).json() as { paths: Record<string, { get?: { summary?: string } }> };
    const readers = rolesFor(marginReaders);
    expect(readers).toEqual(['Admin', 'Manager', 'StoneManager', 'JewelleryManager']);
    for (const path of ['/api/conversion/all-params', '/api/conversion/profit-rate']) {
      const summary = document.paths[path]?.get?.summary ?? '';
      expect(summary).toContain(readers.join(', '));
    }
    // And the rule is the one the routes apply: every reader gets it, everyone else does not.
    for (const role of roles) {
      const answer = await t.app.inject({
        url: '/api/conversion/profit-rate',
        headers: { cookie: await t.cookieFor(role) },
      });
      expect(answer.statusCode).toBe(readers.includes(role) ? 200 : 403);
    }
  });
});
