import { placementMessages } from '@facet/contracts/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer } from '../../testing/orders.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createOrdersTestApp, bagOf } from './orders.test-support.ts';

/*
 * Before placing an order: the ways to pay, and the review that quotes the bag as the order
 * would be (tax by the address or the country, the provider's currency, the blockers).
 */

let t: TestApp;
let earring: string;

beforeAll(async () => ({ t, earring } = await createOrdersTestApp()));
afterAll(() => t?.close());

describe('before placing: the ways to pay and the review', () => {
  it('offers the test provider when no real provider is configured, to anyone', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/payment-providers' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([
      {
        provider: 'test-payment',
        label: 'Test payment — no money taken',
        currency: null,
        scriptUrl: null,
        publicKey: null,
      },
    ]);
  });

  it('quotes the bag as the order would be: tax by the address, the provider’s currency, the blockers', async () => {
    const jay = await checkoutCustomer(t, 'jay.quote@example.com');
    const abroad = await checkoutCustomer(t, 'kim.quote@example.com', 'US');
    const quote = (cookie: string, addressId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/check-out/quote?addressId=${addressId}&provider=test-payment&currency=INR`,
        headers: { cookie },
      });
    const empty = await quote(jay.cookie, jay.addressId);
    expect(empty.json().data.blockers).toEqual([placementMessages.emptyBag]);

    await addToBag(t, jay.cookie, { kind: 'product', sku: earring });
    await addToBag(t, abroad.cookie, { kind: 'product', sku: earring });
    const bag = await bagOf(t, jay.cookie);
    const india = (await quote(jay.cookie, jay.addressId)).json().data;
    expect(india).toMatchObject({ currency: 'INR', delivery: 'india', count: 1, blockers: [] });
    expect(india.figures.total).toBe(bag.totals.total);
    expect(india.figures.tax).toBe(bag.totals.taxIncluded);
    const exported = (await quote(abroad.cookie, abroad.addressId)).json().data;
    expect(exported.delivery).toBe('export');
    expect(exported.figures.tax).toBe(0);
    expect(exported.figures.taxRemoved).toBe(bag.totals.taxIncluded);

    expect((await quote(jay.cookie, abroad.addressId)).statusCode).toBe(404);
    const notOffered = await t.app.inject({
      method: 'GET',
      url: `/api/check-out/quote?addressId=${jay.addressId}&provider=paypal`,
      headers: { cookie: jay.cookie },
    });
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json().errorMessages).toEqual(['Payments with PayPal are not offered here.']);
    expect((await quote(jay.cookie, 'not-a-uuid')).statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/check-out/quote?addressId=${jay.addressId}&provider=test-payment`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('estimates the bag for a country before there is an address, the same figures the address then gives', async () => {
    const eve = await checkoutCustomer(t, 'eve.estimate@example.com');
    const ned = await checkoutCustomer(t, 'ned.estimate@example.com', 'US');
    for (const customer of [eve, ned]) await addToBag(t, customer.cookie, { kind: 'product', sku: earring });
    const ask = (cookie: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/check-out/quote?provider=test-payment&${query}`, headers: { cookie } });

    const inIndia = (await ask(eve.cookie, 'country=IN&currency=INR')).json().data;
    expect(inIndia).toMatchObject({ estimate: true, country: 'IN', delivery: 'india', currency: 'INR', count: 1 });
    const exact = (await ask(eve.cookie, `addressId=${eve.addressId}&currency=INR`)).json().data;
    expect(exact).toMatchObject({ estimate: false, country: 'IN', delivery: 'india' });
    expect(exact.figures).toEqual(inIndia.figures);

    const abroad = (await ask(ned.cookie, 'country=US&currency=USD')).json().data;
    expect(abroad).toMatchObject({ estimate: true, country: 'US', delivery: 'export', currency: 'USD' });
    expect(abroad.figures.tax).toBe(0);
    expect(abroad.figures.taxRemoved).toBeGreaterThan(0);
    expect((await ask(ned.cookie, `addressId=${ned.addressId}&currency=USD`)).json().data.figures).toEqual(
      abroad.figures,
    );

    for (const query of ['country=XX', 'country=in', `country=IN&addressId=${eve.addressId}`, '']) {
      const refused = await ask(eve.cookie, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().errorMessages[0], query).toMatch(/^(country|addressId): /);
    }
  });
});
