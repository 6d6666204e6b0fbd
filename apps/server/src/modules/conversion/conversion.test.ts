import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pricing parameters', () => {
  it('gives everyone conversion, charge, shipping and shop discount, but not the margin', async () => {
    for (const cookie of [undefined, await t.cookieFor('Customer'), await t.cookieFor('StoneManager')]) {
      const response = await t.app.inject({ url: '/api/conversion/all-params', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        conversion: 88.45,
        charge: 3,
        shippingCost: 1250,
        shopDiscount: 0,
        updateDate: expect.any(String),
      });
    }
  });

  it('gives the Admin and the jewellery staff (whose editor previews prices) the profit rate as well', async () => {
    for (const role of ['Admin', 'Manager', 'JewelleryManager'] as const) {
      const response = await t.app.inject({
        url: '/api/conversion/all-params',
        headers: { cookie: await t.cookieFor(role) },
      });
      expect(response.json().data).toEqual({
        conversion: 88.45,
        charge: 3,
        shippingCost: 1250,
        shopDiscount: 0,
        profitRate: 32,
        updateDate: expect.any(String),
      });
      // The same people, and only they, read it on its own path too (decision 007).
      const own = await t.app.inject({
        url: '/api/conversion/profit-rate',
        headers: { cookie: await t.cookieFor(role) },
      });
      expect(own.json().data).toEqual({ profitRate: 32 });
    }
    for (const role of ['Customer', 'StoneManager'] as const) {
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
    const admin = await t.cookieFor('Admin');
    expect(
      (await t.app.inject({ url: '/api/conversion/profit-rate', headers: { cookie: admin } })).json().data,
    ).toEqual({
      profitRate: 32,
    });
  });
});
