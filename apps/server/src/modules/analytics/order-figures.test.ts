import { orderStates } from '@facet/contracts/order-states';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { orders } from '@facet/db/schema/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asAdmin, DAY_MS, placeOrder } from './analytics.test-support.ts';

/*
 * Orders' figures and the dashboard's series. Orders are written straight into the table (the
 * checkout is not what is tested here) at instants chosen around India's midnights: an order at
 * 20:00 UTC is placed on the next Indian day, one at 18:29 UTC on the same day. Each block
 * empties the orders table and writes its own, so its sums are exact.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let customerId: string;

/** `day` (YYYY-MM-DD) moved by `n` calendar days. */
function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** `month` (YYYY-MM) moved by `n` calendar months. */
function addMonths(month: string, n: number): string {
  const [year, monthNo] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNo! - 1 + n, 1)).toISOString().slice(0, 7);
}

/** That wall-clock time in India on `day`, as an instant. */
function inIndia(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

const none = { INR: 0, USD: 0 };

describe('order figures and series', () => {
  beforeAll(async () => {
    customerId = (await newCustomer(t, 'buyer@example.org')).id;
  });

  describe('with no orders', () => {
    beforeAll(async () => {
      // The demo's delivered orders (and their reviews, with their lines) go first.
      await t.database.db.delete(orders);
    });

    it('lists every day, month and state with zeros', async () => {
      const days = (await asAdmin(t, '/api/dashboard/analytics/orders?days=7')).json().data;
      const today = shopDateOf(new Date());
      expect(days).toEqual(
        Array.from({ length: 7 }, (_, i) => ({ day: addDays(today, i - 6), orders: 0, revenue: none })),
      );
      const months = (await asAdmin(t, '/api/dashboard/analytics/monthly-sales?months=3')).json().data;
      expect(months).toEqual(
        [-2, -1, 0].map((n) => ({ month: addMonths(today.slice(0, 7), n), orders: 0, revenue: none })),
      );
      const states = (await asAdmin(t, '/api/dashboard/analytics/order-status')).json().data;
      expect(states).toEqual(orderStates.map((state) => ({ state, count: 0 })));
      const figures = (await asAdmin(t, '/api/analytics/minimal/order-detail')).json().data;
      expect(figures).toEqual({
        total: 0,
        awaitingPayment: 0,
        toProcess: 0,
        processing: 0,
        shipped: 0,
        placedLast30Days: 0,
        revenueLast30Days: none,
      });
    });
  });

  describe('the Orders area’s figures', () => {
    beforeAll(async () => {
      await t.database.db.delete(orders);
      const ago = (ms: number) => new Date(Date.now() - ms);
      await placeOrder(t, customerId, ago(60 * 60 * 1000), 'Paid', 'INR', 12_345_678);
      await placeOrder(t, customerId, ago(2 * DAY_MS), 'Processing', 'INR', 100_050);
      await placeOrder(t, customerId, ago(3 * DAY_MS), 'Shipped', 'USD', 12_345);
      await placeOrder(t, customerId, ago(4 * DAY_MS), 'Delivered', 'USD', 20_000);
      await placeOrder(t, customerId, ago(5 * DAY_MS), 'PendingPayment', 'INR', 999_900);
      await placeOrder(t, customerId, ago(6 * DAY_MS), 'Paid', 'USD', 5_000);
      await placeOrder(t, customerId, ago(7 * DAY_MS), 'Cancelled', 'INR', 10_000);
      await placeOrder(t, customerId, ago(8 * DAY_MS), 'Refunded', 'USD', 10_000);
      // The 30 days' edge: five minutes inside and outside it.
      await placeOrder(t, customerId, ago(30 * DAY_MS - 5 * 60 * 1000), 'Paid', 'INR', 50_000);
      await placeOrder(t, customerId, ago(30 * DAY_MS + 5 * 60 * 1000), 'Paid', 'INR', 70_000);
      await placeOrder(t, customerId, ago(400 * DAY_MS), 'Delivered', 'USD', 99_999);
    });

    it('counts the orders waiting at each step and the last 30 days’ orders and paid takings', async () => {
      const response = await asAdmin(t, '/api/analytics/minimal/order-detail');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        total: 11,
        awaitingPayment: 1,
        toProcess: 4,
        processing: 1,
        shipped: 1,
        placedLast30Days: 9,
        // ₹1,23,456.78 + ₹1,000.50 + ₹500; $123.45 + $200 + $50 (cancelled, refunded and unpaid left out).
        revenueLast30Days: { INR: 124_957.28, USD: 373.45 },
      });
    });

    it('is for the Orders area: Admin and Manager', async () => {
      for (const role of ['Admin', 'Manager'] as const) {
        const response = await t.app.inject({
          url: '/api/analytics/minimal/order-detail',
          headers: { cookie: await t.cookieFor(role) },
        });
        expect(response.statusCode, role).toBe(200);
      }
      for (const role of ['StoneManager', 'JewelleryManager', 'Customer'] as const) {
        const response = await t.app.inject({
          url: '/api/analytics/minimal/order-detail',
          headers: { cookie: await t.cookieFor(role) },
        });
        expect(response.statusCode, role).toBe(403);
      }
      expect((await t.app.inject({ url: '/api/analytics/minimal/order-detail' })).statusCode).toBe(401);
    });
  });

  describe('orders per day (India)', () => {
    let today: string;
    beforeAll(async () => {
      await t.database.db.delete(orders);
      today = shopDateOf(new Date());
      // One UTC date, two Indian days: 18:29 UTC is 23:59 in India, 20:00 UTC is 01:30 the next day.
      await placeOrder(t, customerId, new Date(`${addDays(today, -2)}T18:29:00Z`), 'Processing', 'INR', 100_050);
      await placeOrder(t, customerId, new Date(`${addDays(today, -2)}T20:00:00Z`), 'Paid', 'INR', 250_000);
      // Four on one day: the unpaid and cancelled ones count as placed, not as takings.
      await placeOrder(t, customerId, inIndia(addDays(today, -3), '10:00'), 'Shipped', 'USD', 12_345);
      await placeOrder(t, customerId, inIndia(addDays(today, -3), '11:00'), 'PendingPayment', 'INR', 999_900);
      await placeOrder(t, customerId, inIndia(addDays(today, -3), '12:00'), 'Cancelled', 'USD', 50_000);
      await placeOrder(t, customerId, inIndia(addDays(today, -3), '13:00'), 'Delivered', 'USD', 20_000);
      // Today from its first minute.
      await placeOrder(t, customerId, inIndia(today, '00:00'), 'Refunded', 'INR', 700_000);
      await placeOrder(t, customerId, inIndia(today, '00:00'), 'Paid', 'USD', 1_000);
      // The 30 days' edges: the first minute of the first day, the last minute of the day before.
      await placeOrder(t, customerId, inIndia(addDays(today, -29), '00:00'), 'Paid', 'INR', 300_000);
      await placeOrder(t, customerId, inIndia(addDays(today, -30), '23:59'), 'Paid', 'INR', 400_000);
    });

    function expectedDays(count: number) {
      const figures: Record<string, { orders: number; revenue: { INR: number; USD: number } }> = {
        [addDays(today, -30)]: { orders: 1, revenue: { INR: 4_000, USD: 0 } },
        [addDays(today, -29)]: { orders: 1, revenue: { INR: 3_000, USD: 0 } },
        [addDays(today, -3)]: { orders: 4, revenue: { INR: 0, USD: 323.45 } },
        [addDays(today, -2)]: { orders: 1, revenue: { INR: 1_000.5, USD: 0 } },
        [addDays(today, -1)]: { orders: 1, revenue: { INR: 2_500, USD: 0 } },
        [today]: { orders: 2, revenue: { INR: 0, USD: 10 } },
      };
      return Array.from({ length: count }, (_, i) => {
        const day = addDays(today, i - count + 1);
        return { day, ...(figures[day] ?? { orders: 0, revenue: none }) };
      });
    }

    it('gives the last 30 days by default, oldest first, empty days included', async () => {
      const response = await asAdmin(t, '/api/dashboard/analytics/orders');
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toHaveLength(30);
      expect(data[0].day).toBe(addDays(today, -29));
      expect(data).toEqual(expectedDays(30));
    });

    it('moves the window’s first day with `days`', async () => {
      expect((await asAdmin(t, '/api/dashboard/analytics/orders?days=31')).json().data).toEqual(expectedDays(31));
      expect((await asAdmin(t, '/api/dashboard/analytics/orders?days=7')).json().data).toEqual(expectedDays(7));
      const year = (await asAdmin(t, '/api/dashboard/analytics/orders?days=366')).json().data;
      expect(year).toEqual(expectedDays(366));
    });

    it('refuses days out of range or not a whole number, saying why', async () => {
      const cases: [string, string][] = [
        ['days=0', 'days: must be at least 7'],
        ['days=6', 'days: must be at least 7'],
        ['days=367', 'days: must be at most 366'],
        ['days=abc', 'days: must be a number'],
        ['days=7.5', 'days: must be a whole number'],
      ];
      for (const [query, message] of cases) {
        const response = await asAdmin(t, `/api/dashboard/analytics/orders?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errorMessages, query).toEqual([message]);
      }
    });
  });

  describe('sales per month (India) and orders by state', () => {
    let thisMonth: string;
    beforeAll(async () => {
      await t.database.db.delete(orders);
      thisMonth = shopDateOf(new Date()).slice(0, 7);
      const firstOf = (month: string) => `${month}-01`;
      const lastOf = (month: string) => addDays(firstOf(addMonths(month, 1)), -1);
      // The twelve months' edges: the first minute of the first month, the last minute of the one before.
      await placeOrder(t, customerId, inIndia(firstOf(addMonths(thisMonth, -11)), '00:00'), 'Paid', 'INR', 500_000);
      await placeOrder(t, customerId, inIndia(lastOf(addMonths(thisMonth, -12)), '23:59'), 'Paid', 'INR', 600_000);
      // One UTC date, two Indian months.
      await placeOrder(
        t,
        customerId,
        new Date(`${lastOf(addMonths(thisMonth, -2))}T18:29:00Z`),
        'Processing',
        'USD',
        3_000,
      );
      await placeOrder(t, customerId, new Date(`${lastOf(addMonths(thisMonth, -2))}T20:00:00Z`), 'Paid', 'INR', 10_000);
      await placeOrder(t, customerId, inIndia(firstOf(addMonths(thisMonth, -1)), '09:00'), 'Cancelled', 'INR', 80_000);
      await placeOrder(t, customerId, inIndia(firstOf(addMonths(thisMonth, -1)), '10:00'), 'Refunded', 'USD', 80_000);
      await placeOrder(t, customerId, inIndia(firstOf(thisMonth), '00:00'), 'Delivered', 'USD', 25_050);
      await placeOrder(t, customerId, inIndia(firstOf(thisMonth), '00:00'), 'PendingPayment', 'INR', 1_000);
    });

    function expectedMonths(count: number) {
      const figures: Record<string, { orders: number; revenue: { INR: number; USD: number } }> = {
        [addMonths(thisMonth, -12)]: { orders: 1, revenue: { INR: 6_000, USD: 0 } },
        [addMonths(thisMonth, -11)]: { orders: 1, revenue: { INR: 5_000, USD: 0 } },
        [addMonths(thisMonth, -2)]: { orders: 1, revenue: { INR: 0, USD: 30 } },
        [addMonths(thisMonth, -1)]: { orders: 1, revenue: { INR: 100, USD: 0 } },
        [thisMonth]: { orders: 1, revenue: { INR: 0, USD: 250.5 } },
      };
      return Array.from({ length: count }, (_, i) => {
        const month = addMonths(thisMonth, i - count + 1);
        return { month, ...(figures[month] ?? { orders: 0, revenue: none }) };
      });
    }

    it('gives the last 12 months by default: paid orders and their takings, empty months included', async () => {
      const response = await asAdmin(t, '/api/dashboard/analytics/monthly-sales');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(expectedMonths(12));
    });

    it('moves the window’s first month with `months`', async () => {
      expect((await asAdmin(t, '/api/dashboard/analytics/monthly-sales?months=13')).json().data).toEqual(
        expectedMonths(13),
      );
      expect((await asAdmin(t, '/api/dashboard/analytics/monthly-sales?months=3')).json().data).toEqual(
        expectedMonths(3),
      );
      expect((await asAdmin(t, '/api/dashboard/analytics/monthly-sales?months=36')).json().data).toEqual(
        expectedMonths(36),
      );
    });

    it('refuses months out of range, saying why', async () => {
      const cases: [string, string][] = [
        ['months=100', 'months: must be at most 36'],
        ['months=2', 'months: must be at least 3'],
        ['months=twelve', 'months: must be a number'],
      ];
      for (const [query, message] of cases) {
        const response = await asAdmin(t, `/api/dashboard/analytics/monthly-sales?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errorMessages, query).toEqual([message]);
      }
    });

    it('counts the orders in every state, in the order of an order’s life', async () => {
      const response = await asAdmin(t, '/api/dashboard/analytics/order-status');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        { state: 'PendingPayment', count: 1 },
        { state: 'Paid', count: 3 },
        { state: 'Processing', count: 1 },
        { state: 'Shipped', count: 0 },
        { state: 'Delivered', count: 1 },
        { state: 'Cancelled', count: 1 },
        { state: 'Refunded', count: 1 },
      ]);
    });
  });

  it('keeps the dashboard’s series to Admin', async () => {
    const urls = [
      '/api/dashboard/analytics/orders',
      '/api/dashboard/analytics/order-status',
      '/api/dashboard/analytics/monthly-sales',
    ];
    for (const url of urls) {
      expect((await asAdmin(t, url)).statusCode, url).toBe(200);
      for (const role of ['Manager', 'StoneManager', 'JewelleryManager', 'Customer'] as const) {
        const response = await t.app.inject({ url, headers: { cookie: await t.cookieFor(role) } });
        expect(response.statusCode, `${url} as ${role}`).toBe(403);
      }
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().errorMessages).toEqual(['Please sign in to continue.']);
    }
  });
});
