import type { CustomJewelleryState } from '@facet/contracts/custom-jewellery';
import { type OrderState, orderStates } from '@facet/contracts/order-states';
import { type Role, roles } from '@facet/contracts/permissions';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { inquiries } from '@facet/db/schema/inquiries';
import { orders } from '@facet/db/schema/orders';
import { products } from '@facet/db/schema/products';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { oneRow } from '../../testing/rows.ts';
import { deleteEveryStone, insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard figures', () => {
  it('counts customers', async () => {
    const figures = async () =>
      (
        await t.app.inject({ url: '/api/analytics/minimal/customer', headers: { cookie: await t.cookieFor('Admin') } })
      ).json().data;
    // The demo's shoppers are counted too: the new one is read as the difference it makes.
    const before = await figures();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Ira',
        lastName: 'Menon',
        email: 'ira.menon@example.org',
        password: 'Princess-Cut-6060',
        phoneNumber: '+91 99000 11223',
        sendNewsAndOffer: true,
      },
    });
    expect(await figures()).toEqual({
      total: before.total + 1,
      active: before.active + 1,
      emailConfirmed: before.emailConfirmed,
      newLast30Days: before.newLast30Days + 1,
      subscribedToNews: before.subscribedToNews + 1,
    });
  });

  it('counts staff by role', async () => {
    const response = await t.app.inject({
      url: '/api/analytics/minimal/member',
      headers: { cookie: await t.cookieFor('Admin') },
    });
    expect(response.json().data).toEqual({
      total: 4,
      active: 4,
      awaitingActivation: 0,
      byRole: { Admin: 1, Manager: 1, StoneManager: 1, JewelleryManager: 1 },
    });
  });
});

/*
 * Orders' figures and the dashboard's series. Orders are written straight into the table (the
 * checkout is not what is tested here) at instants chosen around India's midnights: an order at
 * 20:00 UTC is placed on the next Indian day, one at 18:29 UTC on the same day. Each block
 * empties the orders table and writes its own, so its sums are exact.
 */

type Currency = 'INR' | 'USD';
const DAY_MS = 24 * 60 * 60 * 1000;

let customerId: string;
let orderSerial = 0;

async function placeOrder(
  placedAt: Date,
  state: OrderState,
  currency: Currency,
  totalMinor: number,
  moments: { holdUntil?: Date; paidAt?: Date } = {},
): Promise<number> {
  orderSerial += 1;
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId: customerId,
      state,
      provider: 'test-payment',
      currency,
      delivery: currency === 'INR' ? 'india' : 'export',
      email: 'buyer@example.org',
      address: { line1: '12 MG Road', city: 'Pune' },
      conversion: 88_4500,
      subtotal: totalMinor,
      itemDiscount: 0,
      couponDiscount: 0,
      shipping: 0,
      tax: 0,
      taxRemoved: 0,
      taxRate: 300,
      total: totalMinor,
      idempotencyKey: `analytics-test-${orderSerial}`,
      holdUntil: moments.holdUntil ?? new Date(placedAt.getTime() + 30 * 60 * 1000),
      trackingNumber: state === 'Shipped' || state === 'Delivered' ? `TRK${orderSerial}` : null,
      paidAt: moments.paidAt ?? null,
      createDate: placedAt,
      updateDate: placedAt,
    })
    .returning({ id: orders.id });
  return order!.id;
}

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

async function asAdmin(url: string) {
  return t.app.inject({ url, headers: { cookie: await t.cookieFor('Admin') } });
}

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
      const days = (await asAdmin('/api/dashboard/analytics/orders?days=7')).json().data;
      const today = shopDateOf(new Date());
      expect(days).toEqual(
        Array.from({ length: 7 }, (_, i) => ({ day: addDays(today, i - 6), orders: 0, revenue: none })),
      );
      const months = (await asAdmin('/api/dashboard/analytics/monthly-sales?months=3')).json().data;
      expect(months).toEqual(
        [-2, -1, 0].map((n) => ({ month: addMonths(today.slice(0, 7), n), orders: 0, revenue: none })),
      );
      const states = (await asAdmin('/api/dashboard/analytics/order-status')).json().data;
      expect(states).toEqual(orderStates.map((state) => ({ state, count: 0 })));
      const figures = (await asAdmin('/api/analytics/minimal/order-detail')).json().data;
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
      await placeOrder(ago(60 * 60 * 1000), 'Paid', 'INR', 12_345_678);
      await placeOrder(ago(2 * DAY_MS), 'Processing', 'INR', 100_050);
      await placeOrder(ago(3 * DAY_MS), 'Shipped', 'USD', 12_345);
      await placeOrder(ago(4 * DAY_MS), 'Delivered', 'USD', 20_000);
      await placeOrder(ago(5 * DAY_MS), 'PendingPayment', 'INR', 999_900);
      await placeOrder(ago(6 * DAY_MS), 'Paid', 'USD', 5_000);
      await placeOrder(ago(7 * DAY_MS), 'Cancelled', 'INR', 10_000);
      await placeOrder(ago(8 * DAY_MS), 'Refunded', 'USD', 10_000);
      // The 30 days' edge: five minutes inside and outside it.
      await placeOrder(ago(30 * DAY_MS - 5 * 60 * 1000), 'Paid', 'INR', 50_000);
      await placeOrder(ago(30 * DAY_MS + 5 * 60 * 1000), 'Paid', 'INR', 70_000);
      await placeOrder(ago(400 * DAY_MS), 'Delivered', 'USD', 99_999);
    });

    it('counts the orders waiting at each step and the last 30 days’ orders and paid takings', async () => {
      const response = await asAdmin('/api/analytics/minimal/order-detail');
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
      await placeOrder(new Date(`${addDays(today, -2)}T18:29:00Z`), 'Processing', 'INR', 100_050);
      await placeOrder(new Date(`${addDays(today, -2)}T20:00:00Z`), 'Paid', 'INR', 250_000);
      // Four on one day: the unpaid and cancelled ones count as placed, not as takings.
      await placeOrder(inIndia(addDays(today, -3), '10:00'), 'Shipped', 'USD', 12_345);
      await placeOrder(inIndia(addDays(today, -3), '11:00'), 'PendingPayment', 'INR', 999_900);
      await placeOrder(inIndia(addDays(today, -3), '12:00'), 'Cancelled', 'USD', 50_000);
      await placeOrder(inIndia(addDays(today, -3), '13:00'), 'Delivered', 'USD', 20_000);
      // Today from its first minute.
      await placeOrder(inIndia(today, '00:00'), 'Refunded', 'INR', 700_000);
      await placeOrder(inIndia(today, '00:00'), 'Paid', 'USD', 1_000);
      // The 30 days' edges: the first minute of the first day, the last minute of the day before.
      await placeOrder(inIndia(addDays(today, -29), '00:00'), 'Paid', 'INR', 300_000);
      await placeOrder(inIndia(addDays(today, -30), '23:59'), 'Paid', 'INR', 400_000);
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
      const response = await asAdmin('/api/dashboard/analytics/orders');
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toHaveLength(30);
      expect(data[0].day).toBe(addDays(today, -29));
      expect(data).toEqual(expectedDays(30));
    });

    it('moves the window’s first day with `days`', async () => {
      expect((await asAdmin('/api/dashboard/analytics/orders?days=31')).json().data).toEqual(expectedDays(31));
      expect((await asAdmin('/api/dashboard/analytics/orders?days=7')).json().data).toEqual(expectedDays(7));
      const year = (await asAdmin('/api/dashboard/analytics/orders?days=366')).json().data;
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
        const response = await asAdmin(`/api/dashboard/analytics/orders?${query}`);
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
      await placeOrder(inIndia(firstOf(addMonths(thisMonth, -11)), '00:00'), 'Paid', 'INR', 500_000);
      await placeOrder(inIndia(lastOf(addMonths(thisMonth, -12)), '23:59'), 'Paid', 'INR', 600_000);
      // One UTC date, two Indian months.
      await placeOrder(new Date(`${lastOf(addMonths(thisMonth, -2))}T18:29:00Z`), 'Processing', 'USD', 3_000);
      await placeOrder(new Date(`${lastOf(addMonths(thisMonth, -2))}T20:00:00Z`), 'Paid', 'INR', 10_000);
      await placeOrder(inIndia(firstOf(addMonths(thisMonth, -1)), '09:00'), 'Cancelled', 'INR', 80_000);
      await placeOrder(inIndia(firstOf(addMonths(thisMonth, -1)), '10:00'), 'Refunded', 'USD', 80_000);
      await placeOrder(inIndia(firstOf(thisMonth), '00:00'), 'Delivered', 'USD', 25_050);
      await placeOrder(inIndia(firstOf(thisMonth), '00:00'), 'PendingPayment', 'INR', 1_000);
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
      const response = await asAdmin('/api/dashboard/analytics/monthly-sales');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(expectedMonths(12));
    });

    it('moves the window’s first month with `months`', async () => {
      expect((await asAdmin('/api/dashboard/analytics/monthly-sales?months=13')).json().data).toEqual(
        expectedMonths(13),
      );
      expect((await asAdmin('/api/dashboard/analytics/monthly-sales?months=3')).json().data).toEqual(expectedMonths(3));
      expect((await asAdmin('/api/dashboard/analytics/monthly-sales?months=36')).json().data).toEqual(
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
        const response = await asAdmin(`/api/dashboard/analytics/monthly-sales?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errorMessages, query).toEqual([message]);
      }
    });

    it('counts the orders in every state, in the order of an order’s life', async () => {
      const response = await asAdmin('/api/dashboard/analytics/order-status');
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
      expect((await asAdmin(url)).statusCode, url).toBe(200);
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

/** Answers `url` as each role: those given 200, the other roles 403, anonymous 401. */
async function expectOnlyFor(url: string, allowed: readonly Role[]) {
  for (const role of roles) {
    const response = await t.app.inject({ url, headers: { cookie: await t.cookieFor(role) } });
    expect(response.statusCode, `${url} as ${role}`).toBe(allowed.includes(role) ? 200 : 403);
  }
  const anonymous = await t.app.inject({ url });
  expect(anonymous.statusCode, url).toBe(401);
  expect(anonymous.json().errorMessages).toEqual(['Please sign in to continue.']);
}

const ago = (ms: number) => new Date(Date.now() - ms);
let requestSerial = 0;

/** A custom jewellery request written straight to the table, received `receivedAt`. */
async function insertRequest(state: CustomJewelleryState, receivedAt: Date, name = 'Asha Rao'): Promise<number> {
  requestSerial += 1;
  const [row] = await t.database.db
    .insert(customJewelleryRequests)
    .values({
      name,
      email: `request${requestSerial}@example.org`,
      kind: 'engagement_ring',
      budgetMin: 10_000_000,
      budgetMax: 20_000_000,
      currency: 'INR',
      description: 'An oval solitaire in platinum, like my grandmother’s.',
      state,
      createDate: receivedAt,
      updateDate: receivedAt,
    })
    .returning({ id: customJewelleryRequests.id });
  return row!.id;
}

describe('custom jewellery figures', () => {
  beforeAll(async () => {
    await t.database.db.delete(customJewelleryRequests);
    await insertRequest('new', ago(60 * 60 * 1000));
    await insertRequest('new', ago(29 * DAY_MS));
    await insertRequest('in_discussion', ago(2 * DAY_MS));
    await insertRequest('quoted', ago(3 * DAY_MS));
    await insertRequest('declined', ago(31 * DAY_MS));
    await insertRequest('completed', ago(90 * DAY_MS));
  });

  it('counts the requests in every state and those received in the last 30 days', async () => {
    const response = await asAdmin('/api/analytics/minimal/custom-jewellery');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 6,
      byState: { new: 2, in_discussion: 1, quoted: 1, accepted: 0, declined: 1, completed: 1 },
      receivedLast30Days: 4,
    });
  });

  it('is for the Custom Jewelleries area: Admin, Manager and JewelleryManager', async () => {
    await expectOnlyFor('/api/analytics/minimal/custom-jewellery', ['Admin', 'Manager', 'JewelleryManager']);
  });
});

describe('jewellery figures', () => {
  /** A piece written straight to the tables, with its variants (one per metal) and pictures. */
  async function insertPiece(piece: {
    listed: boolean;
    addedAt?: Date;
    activeVariants: number;
    inactiveVariants?: number;
    pictures?: number;
    discounted?: boolean;
  }): Promise<void> {
    const { id } = await oneRow<{ id: number }>(
      t.database.db,
      sql`insert into products (name, sub_type_id, base_weight, gender_id, attributes, is_listed, discount_id, create_date)
          values ('Figures ring', (select min(id) from jewellery_sub_types), 3000, (select min(id) from genders),
                  '{}'::jsonb, ${piece.listed},
                  ${piece.discounted ? sql`(select min(id) from product_discounts)` : null},
                  ${piece.addedAt ?? new Date()})
          returning id`,
    );
    const variants = piece.activeVariants + (piece.inactiveVariants ?? 0);
    for (let i = 0; i < variants; i += 1) {
      await t.database.db.execute(
        sql`insert into product_variants (product_id, sku, metal_id, weight, stone_cost, price_inr, list_price_inr,
                                          price_usd, list_price_usd, is_active)
            values (${id}, ${`figures-ring-${id}-${i}`}, (select id from metals order by id offset ${i} limit 1),
                    3000, 0, 5000000, 5000000, 60000, 60000, ${i < piece.activeVariants})`,
      );
    }
    for (let i = 0; i < (piece.pictures ?? 0); i += 1) {
      await t.database.db.execute(
        sql`with picture as (
              insert into media (key, width, height, byte_size) values (${`figures-${id}-${i}`}, 800, 800, 1000)
              returning id
            )
            insert into product_media (product_id, media_id, media_category_id, position)
            select ${id}, picture.id, (select min(id) from media_categories), ${i} from picture`,
      );
    }
  }

  beforeAll(async () => {
    // Orders' lines keep their variants; with the orders gone the demo catalogue can go too.
    await t.database.db.delete(orders);
    await t.database.db.delete(products);
    await t.database.db.execute(sql`insert into product_discounts (name, discount) values ('Figures sale', 1000)`);
    await insertPiece({ listed: true, activeVariants: 3, inactiveVariants: 1, pictures: 2, discounted: true });
    await insertPiece({ listed: true, activeVariants: 2, pictures: 1, addedAt: ago(29 * DAY_MS) });
    // Listed, but every variant dropped: the shop cannot show it.
    await insertPiece({ listed: true, activeVariants: 0, inactiveVariants: 2, pictures: 1, addedAt: ago(31 * DAY_MS) });
    await insertPiece({ listed: false, activeVariants: 1, addedAt: ago(200 * DAY_MS) });
    // Unlisted with no variant at all is not "listed without variants".
    await insertPiece({ listed: false, activeVariants: 0, discounted: true });
  });

  it('counts pieces listed and unlisted, active variants, new pieces, and those missing pictures or variants', async () => {
    const response = await asAdmin('/api/analytics/minimal/product');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 5,
      listed: 3,
      unlisted: 2,
      variants: 6,
      addedLast30Days: 3,
      withoutPictures: 2,
      listedWithoutVariants: 1,
      discounted: 2,
    });
  });

  it('is for the Jewelleries area: Admin, Manager and JewelleryManager', async () => {
    await expectOnlyFor('/api/analytics/minimal/product', ['Admin', 'Manager', 'JewelleryManager']);
  });
});

describe('needs attention', () => {
  const HOUR_MS = 60 * 60 * 1000;
  let ids: Record<string, number>;

  async function insertInquiry(name: string, receivedAt: Date, sku: string | null, answered = false) {
    const { id } = await oneRow<{ id: number }>(
      t.database.db,
      sql`insert into inquiries (name, email, message, sku, state, answer_date, create_date)
          values (${name}, 'asker@example.org', 'Is this stone still available?', ${sku},
                  ${answered ? 'answered' : 'new'}, ${answered ? new Date() : null}, ${receivedAt})
          returning id`,
    );
    return id;
  }

  /** An order line holding the stone (the order's own figures do not matter here). */
  async function holdStone(orderId: number, stoneId: number) {
    await t.database.db.execute(
      sql`insert into order_lines (order_id, position, stone_id, sku, name, details, quantity, unit_price, list_price,
                                   line_total, tax_class, hsn, tax_rate, amount, tax)
          values (${orderId}, 0, ${stoneId}, 'held', 'A held stone', 'F VS1', 1, 100, 100, 100,
                  'natural-diamond', '7102', 300, 100, 2)`,
    );
  }

  beforeAll(async () => {
    customerId = (await newCustomer(t, 'waiting@example.org')).id;
    await t.database.db.delete(customJewelleryRequests);
    await t.database.db.delete(inquiries);
    await t.database.db.delete(orders);
    await deleteEveryStone(t);

    // Seven new requests (the list shows the five waiting longest), and others already taken up.
    const newRequests: number[] = [];
    for (let hours = 7; hours >= 1; hours -= 1) {
      newRequests.push(await insertRequest('new', ago(hours * HOUR_MS), `Shopper ${8 - hours}`));
    }
    await insertRequest('in_discussion', ago(100 * DAY_MS));
    await insertRequest('quoted', ago(100 * DAY_MS));

    const olderInquiry = await insertInquiry('Meera Iyer', ago(3 * DAY_MS), 'LG-2001');
    const newerInquiry = await insertInquiry('Dev Shah', ago(HOUR_MS), null);
    await insertInquiry('Answered Already', ago(9 * DAY_MS), null, true);

    // Paid orders by when they were paid, not placed; those further along or unpaid are not waiting.
    const paidLater = await placeOrder(ago(5 * DAY_MS), 'Paid', 'INR', 10_000, { paidAt: ago(HOUR_MS) });
    const paidEarlier = await placeOrder(ago(2 * DAY_MS), 'Paid', 'USD', 10_000, { paidAt: ago(2 * DAY_MS) });
    await placeOrder(ago(8 * DAY_MS), 'Processing', 'INR', 10_000, { paidAt: ago(8 * DAY_MS) });
    await placeOrder(ago(8 * DAY_MS), 'Delivered', 'INR', 10_000, { paidAt: ago(8 * DAY_MS) });

    // Stones on hold: one whose checkout's hold ran out, one held by nothing, one still held in time.
    const expired = await insertStoneRow(t, {
      sku: 'HOLD-EXPIRED',
      shape: 'Round',
      carat: 1,
      costRupees: 90_000,
      state: 'on_hold',
    });
    const orphan = await insertStoneRow(t, {
      sku: 'HOLD-ORPHAN',
      shape: 'Oval',
      carat: 1,
      costRupees: 90_000,
      state: 'on_hold',
    });
    const running = await insertStoneRow(t, {
      sku: 'HOLD-RUNNING',
      shape: 'Pear',
      carat: 1,
      costRupees: 90_000,
      state: 'on_hold',
    });
    await insertStoneRow(t, { sku: 'FOR-SALE', shape: 'Round', carat: 1, costRupees: 90_000 });
    const expiredOrder = await placeOrder(ago(2 * HOUR_MS), 'PendingPayment', 'INR', 10_000, {
      holdUntil: ago(HOUR_MS),
    });
    const runningOrder = await placeOrder(ago(10 * 60 * 1000), 'PendingPayment', 'INR', 10_000, {
      holdUntil: new Date(Date.now() + 20 * 60 * 1000),
    });
    await holdStone(expiredOrder, expired);
    await holdStone(runningOrder, running);
    await t.database.db.execute(sql`update stones set update_date = ${ago(3 * HOUR_MS)} where id = ${orphan}`);

    ids = {
      ...Object.fromEntries(newRequests.map((id, index) => [`request${index + 1}`, id])),
      olderInquiry,
      newerInquiry,
      paidLater,
      paidEarlier,
      expired,
      orphan,
      expiredOrder,
    };
  });

  it('lists what waits, each list its count and the longest waiting first, with the record’s page', async () => {
    const response = await asAdmin('/api/dashboard/needs-attention');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Math.abs(Date.parse(data.asOf) - Date.now())).toBeLessThan(60_000);

    expect(data.customJewellery.count).toBe(7);
    expect(data.customJewellery.items).toHaveLength(5);
    expect(data.customJewellery.items[0]).toEqual({
      id: ids.request1,
      label: 'Shopper 1 · Engagement ring',
      since: expect.any(String),
      path: `/custom-jewelleries/detail/${ids.request1}`,
    });
    expect(data.customJewellery.items.map((item: { id: number }) => item.id)).toEqual(
      [1, 2, 3, 4, 5].map((n) => ids[`request${n}`]),
    );

    expect(data.inquiries).toEqual({
      count: 2,
      items: [
        {
          id: ids.olderInquiry,
          label: 'Meera Iyer · LG-2001',
          since: expect.any(String),
          path: `/inquiries/detail/${ids.olderInquiry}`,
        },
        {
          id: ids.newerInquiry,
          label: 'Dev Shah',
          since: expect.any(String),
          path: `/inquiries/detail/${ids.newerInquiry}`,
        },
      ],
    });
    const older = Date.parse(data.inquiries.items[0].since);
    expect(Math.abs(older - ago(3 * DAY_MS).getTime())).toBeLessThan(60_000);

    const orderNumber = (id: number) => `FCT-${String(id).padStart(6, '0')}`;
    expect(data.paidOrders).toEqual({
      count: 2,
      items: [
        {
          id: ids.paidEarlier,
          label: `${orderNumber(ids.paidEarlier!)} · Test Customer`,
          since: expect.any(String),
          path: `/orders/detail/${ids.paidEarlier}`,
        },
        {
          id: ids.paidLater,
          label: `${orderNumber(ids.paidLater!)} · Test Customer`,
          since: expect.any(String),
          path: `/orders/detail/${ids.paidLater}`,
        },
      ],
    });
    // Waiting since it was paid, not since it was placed.
    expect(Math.abs(Date.parse(data.paidOrders.items[1].since) - ago(HOUR_MS).getTime())).toBeLessThan(60_000);

    // The orphan has waited since it was held (3 hours), the expired one since its hold ran out (1 hour).
    expect(data.heldStones).toEqual({
      count: 2,
      items: [
        { id: ids.orphan, label: 'HOLD-ORPHAN', since: expect.any(String), path: `/stones/detail/${ids.orphan}` },
        {
          id: ids.expired,
          label: `HOLD-EXPIRED · ${orderNumber(ids.expiredOrder!)}`,
          since: expect.any(String),
          path: `/stones/detail/${ids.expired}`,
        },
      ],
    });
    expect(Math.abs(Date.parse(data.heldStones.items[1].since) - ago(HOUR_MS).getTime())).toBeLessThan(60_000);
  });

  it('answers empty lists when nothing waits', async () => {
    await t.database.db.execute(sql`update custom_jewellery_requests set state = 'in_discussion'`);
    await t.database.db.execute(sql`update inquiries set state = 'answered', answer_date = now()`);
    await t.database.db.execute(sql`update orders set state = 'Processing' where state = 'Paid'`);
    await t.database.db.execute(sql`update stones set state = 'sold' where state = 'on_hold'`);
    const data = (await asAdmin('/api/dashboard/needs-attention')).json().data;
    const empty = { count: 0, items: [] };
    expect(data).toEqual({
      asOf: expect.any(String),
      complaints: { ...empty, overdue: 0 },
      customJewellery: empty,
      inquiries: empty,
      paidOrders: empty,
      heldStones: empty,
    });
  });

  it('is the dashboard’s: Admin only', async () => {
    await expectOnlyFor('/api/dashboard/needs-attention', ['Admin']);
  });
});
