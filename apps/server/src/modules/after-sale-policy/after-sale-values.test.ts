import type { OrderDetail } from '@facet/contracts/orders';
import type { ProductForUpdate } from '@facet/contracts/products';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { addToBag, checkoutCustomer, huidsFor, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * A delivered order's buyback and exchange values on its pages: what the line recorded when it
 * was placed, today's metal rate and the policy in force, reckoned on every read — so a rate
 * change moves them at once. Not before delivery; only for the order's owner and Orders staff.
 */

let t: TestApp;
let product: ProductForUpdate;
let gold: string;
let customerNo = 0;

beforeAll(async () => {
  t = await createTestApp();
  product = await createProductAs(t, ringDraft({ productName: 'Test Buyback Halo', metalAttribute: ['Yellow Gold'] }));
  gold = product.productVarients.find((variant) => variant.centerStoneCarat === 1)!.sku;
  for (const n of [1, 2, 3, 4]) {
    await insertStoneRow(t, { sku: `BUYBACK-STONE-${n}`, shape: 'Oval', carat: 1 + n / 10, costRupees: 250_000 });
  }
  await setYellowGold(9_000);
});

afterAll(async () => {
  await t?.close();
});

async function setYellowGold(pricePerUnit: number) {
  const response = await t.injectAs('Admin', {
    method: 'PUT',
    url: '/api/metal',
    payload: { name: 'Yellow Gold', pricePerUnit, labour: 900 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

function move(id: number, body: Record<string, unknown>) {
  return t.injectAs('Manager', { method: 'PUT', url: '/api/order-detail/updateStatus', payload: { id, ...body } });
}

/** A new customer's paid order of the gold ring and a loose stone, moved on to `until`. */
async function orderUntil(until: 'Paid' | 'Shipped' | 'Delivered') {
  customerNo += 1;
  const buyer = await checkoutCustomer(t, `buyback.buyer.${customerNo}@example.com`);
  await addToBag(t, buyer.cookie, { kind: 'product', sku: gold, ringSize: '6', quantity: 1 });
  const stoneSku = `BUYBACK-STONE-${customerNo}`;
  await addToBag(t, buyer.cookie, { kind: 'stone', sku: stoneSku });
  let order = await placeAndPay(t, buyer.cookie, buyer.addressId);
  if (until !== 'Paid') {
    expect((await move(order.id, { status: 'Processing' })).statusCode).toBe(200);
    const shipped = await move(order.id, { status: 'Shipped', trackingNumber: 'BD 1 IN', huids: huidsFor(order) });
    expect(shipped.statusCode, shipped.body).toBe(200);
    order = shipped.json().data;
  }
  if (until === 'Delivered') expect((await move(order.id, { status: 'Delivered' })).statusCode).toBe(200);
  return { order, cookie: buyer.cookie, stoneSku };
}

async function customerView(id: number, cookie: string): Promise<OrderDetail> {
  const response = await t.app.inject({ url: `/api/order-detail/for-customer/${id}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function recorded(id: number, sku: string) {
  return oneRow<{
    stones_paid: number;
    net_metal_mg: number | null;
    metal_fineness: number | null;
    stone_kind: string;
  }>(
    t.database.db,
    sql`select stones_paid::float8 as stones_paid, net_metal_mg, metal_fineness, stone_kind
          from order_lines where order_id = ${id} and sku = ${sku}`,
  );
}

describe('buyback values on an order', () => {
  it('are none before delivery', async () => {
    const { order, cookie } = await orderUntil('Shipped');
    const view = await customerView(order.id, cookie);
    expect(view.lines.map((line) => line.afterSale)).toEqual([null, null]);
    expect(view.returnLastDay).toBeNull();
  });

  it('follow today’s metal rate for a delivered piece, and what was paid for a loose stone', async () => {
    const { order, cookie, stoneSku } = await orderUntil('Delivered');
    const piece = await recorded(order.id, gold);
    expect(piece).toMatchObject({ net_metal_mg: 4000, metal_fineness: 750, stone_kind: 'natural' });
    // What was paid for the ring's stones is a share of what the line cost: more than nothing, less than all.
    const ringPaid = order.lines.find((line) => line.sku === gold)!.unitPrice * 100;
    expect(piece.stones_paid).toBeGreaterThan(0);
    expect(piece.stones_paid).toBeLessThan(ringPaid);
    const stone = await recorded(order.id, stoneSku);
    expect(stone.stone_kind).toBe('natural');

    const before = await customerView(order.id, cookie);
    const [ring, loose] = before.lines;
    const stones = piece.stones_paid / 100;
    // 4 g at ₹9,000 less 10 % and 70 % of the stones; the whole metal and 90 % towards an exchange.
    expect(ring!.afterSale).toEqual({
      currency: 'INR',
      buyback: Math.round(32_400 + stones * 0.7),
      exchange: Math.round(36_000 + stones * 0.9),
    });
    expect(loose!.afterSale).toEqual({
      currency: 'INR',
      buyback: Math.round((stone.stones_paid / 100) * 0.7),
      exchange: Math.round((stone.stones_paid / 100) * 0.9),
    });
    expect(before.returnLastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await setYellowGold(10_000);
    const after = await customerView(order.id, cookie);
    expect(after.lines[0]!.afterSale!.buyback - ring!.afterSale!.buyback).toBe(3_600);
    expect(after.lines[0]!.afterSale!.exchange - ring!.afterSale!.exchange).toBe(4_000);
    expect(after.lines[1]!.afterSale).toEqual(loose!.afterSale);
    await setYellowGold(9_000);
  });

  it('follow the policy: a new deduction moves them, a new window moves the last day', async () => {
    const { order, cookie } = await orderUntil('Delivered');
    const before = await customerView(order.id, cookie);
    const policy = (await t.app.inject({ url: '/api/after-sale-policy' })).json().data;
    const { updateDate: _date, ...terms } = policy;
    const put = await t.injectAs('Admin', {
      method: 'PUT',
      url: '/api/after-sale-policy',
      payload: { ...terms, returnDays: terms.returnDays + 5, buyback: { ...terms.buyback, metalDeduction: 20 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await customerView(order.id, cookie);
    // 10 % more off 4 g at ₹9,000.
    expect(before.lines[0]!.afterSale!.buyback - after.lines[0]!.afterSale!.buyback).toBe(3_600);
    const day = (text: string) => new Date(`${text}T00:00:00Z`).getTime();
    expect((day(after.returnLastDay!) - day(before.returnLastDay!)) / 86_400_000).toBe(5);
    await t.injectAs('Admin', { method: 'PUT', url: '/api/after-sale-policy', payload: terms });
  });

  it('are shown to Orders staff on the back-office order, and another customer gets 404', async () => {
    const { order, cookie } = await orderUntil('Delivered');
    const staff = await t.injectAs('Manager', { method: 'GET', url: `/api/order-detail/${order.id}` });
    expect(staff.statusCode).toBe(200);
    const mine = await customerView(order.id, cookie);
    expect(staff.json().data.lines.map((line: { afterSale: unknown }) => line.afterSale)).toEqual(
      mine.lines.map((line) => line.afterSale),
    );
    const other = await checkoutCustomer(t, 'buyback.someone.else@example.com');
    const refused = await t.app.inject({
      url: `/api/order-detail/for-customer/${order.id}`,
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(404);
    expect(JSON.stringify(refused.json())).not.toContain('buyback');
  });
});
