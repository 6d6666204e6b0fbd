import { customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { inquiries } from '@facet/db/schema/inquiries';
import { orders } from '@facet/db/schema/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { oneRow } from '../../testing/rows.ts';
import { deleteEveryStone, insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ago, asAdmin, DAY_MS, expectOnlyFor, insertRequest, placeOrder } from './analytics.test-support.ts';

/*
 * What waits on the dashboard (GET /api/dashboard/needs-attention): new custom jewellery
 * requests and inquiries, paid orders, and stones held by no running order, longest waiting first.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let customerId: string;

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
      newRequests.push(await insertRequest(t, 'new', ago(hours * HOUR_MS), `Shopper ${8 - hours}`));
    }
    await insertRequest(t, 'in_discussion', ago(100 * DAY_MS));
    await insertRequest(t, 'quoted', ago(100 * DAY_MS));

    const olderInquiry = await insertInquiry('Meera Iyer', ago(3 * DAY_MS), 'LG-2001');
    const newerInquiry = await insertInquiry('Dev Shah', ago(HOUR_MS), null);
    await insertInquiry('Answered Already', ago(9 * DAY_MS), null, true);

    // Paid orders by when they were paid, not placed; those further along or unpaid are not waiting.
    const paidLater = await placeOrder(t, customerId, ago(5 * DAY_MS), 'Paid', 'INR', 10_000, { paidAt: ago(HOUR_MS) });
    const paidEarlier = await placeOrder(t, customerId, ago(2 * DAY_MS), 'Paid', 'USD', 10_000, {
      paidAt: ago(2 * DAY_MS),
    });
    await placeOrder(t, customerId, ago(8 * DAY_MS), 'Processing', 'INR', 10_000, { paidAt: ago(8 * DAY_MS) });
    await placeOrder(t, customerId, ago(8 * DAY_MS), 'Delivered', 'INR', 10_000, { paidAt: ago(8 * DAY_MS) });

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
    const expiredOrder = await placeOrder(t, customerId, ago(2 * HOUR_MS), 'PendingPayment', 'INR', 10_000, {
      holdUntil: ago(HOUR_MS),
    });
    const runningOrder = await placeOrder(t, customerId, ago(10 * 60 * 1000), 'PendingPayment', 'INR', 10_000, {
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
    const response = await asAdmin(t, '/api/dashboard/needs-attention');
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
    const data = (await asAdmin(t, '/api/dashboard/needs-attention')).json().data;
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
    await expectOnlyFor(t, '/api/dashboard/needs-attention', ['Admin']);
  });
});
