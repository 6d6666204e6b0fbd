import { randomUUID } from 'node:crypto';
import { huidMessages } from '@facet/contracts/hallmark';
import { type OrderDetail } from '@facet/contracts/orders';
import { type PaymentStart, placementMessages } from '@facet/contracts/checkout';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import { addToBag, checkoutCustomer, placeAndPay, TEST_PAN } from '../../testing/orders.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { oneRow } from '../../testing/rows.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * Never oversell (issue 13), on the PostgreSQL server with two instances of the shop, each with
 * its own pool: 100 buyers of one unique stone, 100 placements against a coupon of limit 5, one
 * checkout attempt sent 10 times at once, one capture sent 10 times at once. Each count is
 * exact; each fails when the condition or lock it names is removed (tried by hand: see the
 * note in issue 13).
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const BUYERS = 100;
const COUPON_LIMIT = 5;

let t: TestApp;
let earring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

/** The instance the i-th request goes to: alternately one and the other. */
let instance: TwoInstances['instance'];

function place(i: number, cookie: string, addressId: string, key = randomUUID()) {
  return instance(i).inject({
    method: 'POST',
    url: '/api/test-payment/cart/orders',
    headers: { cookie, 'idempotency-key': key },
    payload: { addressId, currency: 'INR', pan: TEST_PAN },
  });
}

describe.runIf(onServer)('checkout under load, two instances on one PostgreSQL server', () => {
  twoInstances((made) => ({ t, instance } = made));
  beforeAll(async () => {
    earring = await firstListedSku(t.database.db, 'Earring');
  }, 60_000);

  it('lets exactly one of 100 buyers of one stone hold it, and pays for it once', async () => {
    const stoneId = await insertStoneRow(t, { sku: 'RACE-ONE-1', shape: 'Round', carat: 1.5, costRupees: 500_000 });
    const buyers = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const buyer = await checkoutCustomer(t, `stone.buyer.${i}@example.com`);
      await addToBag(t, buyer.cookie, { kind: 'stone', sku: 'RACE-ONE-1' });
      buyers.push(buyer);
    }
    const answers = await Promise.all(buyers.map((buyer, i) => place(i, buyer.cookie, buyer.addressId)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(BUYERS - 1);
    for (const answer of refused) {
      expect(answer.json().errorMessages).toEqual([placementMessages.stoneHeld('RACE-ONE-1')]);
    }
    const holders = await one<{ n: number }>(
      sql`select count(*)::int as n from order_lines where stone_id = ${stoneId}`,
    );
    expect(holders.n).toBe(1);
    expect((await one<{ state: string }>(sql`select state from stones where id = ${stoneId}`)).state).toBe('on_hold');

    // The winner's capture, sent 10 times at once to both instances: one payment, one move, one e-mail.
    const winner = buyers[answers.indexOf(won[0]!)]!;
    const { order, payment } = won[0]!.json().data as PaymentStart;
    const captures = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        instance(i).inject({
          method: 'POST',
          url: '/api/test-payment/cart/orders/capture',
          headers: { cookie: winner.cookie },
          payload: { paymentId: payment.providerOrderId, outcome: 'success' },
        }),
      ),
    );
    expect(captures.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const paidEvents = await one<{ n: number }>(
      sql`select count(*)::int as n from order_events where order_id = ${order.id} and to_state = 'Paid'`,
    );
    expect(paidEvents.n).toBe(1);
    const captured = await one<{ n: number }>(
      sql`select count(*)::int as n from order_payments where order_id = ${order.id} and status = 'captured'`,
    );
    expect(captured.n).toBe(1);
    const mails = await one<{ n: number }>(
      sql`select count(*)::int as n from messages where "to" = ${order.customer.email} and subject like '%payment received%'`,
    );
    expect(mails.n).toBe(1);
    const paidOrders = await one<{ n: number }>(
      sql`select count(*)::int as n from orders o join order_lines l on l.order_id = o.id
             where l.stone_id = ${stoneId} and o.state = 'Paid'`,
    );
    expect(paidOrders.n).toBe(1);
    expect((await one<{ state: string }>(sql`select state from stones where id = ${stoneId}`)).state).toBe('sold');
  }, 120_000);

  it('lets exactly as many orders carry a coupon as its limit allows, out of 100 placed at once', async () => {
    const coupon = await one<{ id: number }>(
      sql`insert into discount_coupons (code, discount, usage_limit, start_date, end_date)
            values ('RACE5', 500, ${COUPON_LIMIT}, current_date - 1, current_date + 30) returning id`,
    );
    const buyers = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const buyer = await checkoutCustomer(t, `coupon.buyer.${i}@example.com`);
      await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
      const applied = await t.app.inject({
        method: 'POST',
        url: '/api/shopping-cart/apply-coupon',
        headers: { cookie: buyer.cookie },
        payload: { couponCode: 'RACE5' },
      });
      expect(applied.statusCode, applied.body).toBe(200);
      buyers.push(buyer);
    }
    const answers = await Promise.all(buyers.map((buyer, i) => place(i, buyer.cookie, buyer.addressId)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(COUPON_LIMIT);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(BUYERS - COUPON_LIMIT);
    for (const answer of refused) expect(answer.json().errorMessages[0]).toContain('RACE5');
    const carried = await one<{ n: number }>(
      sql`select count(*)::int as n from orders where discount_coupon_id = ${coupon.id}`,
    );
    expect(carried.n).toBe(COUPON_LIMIT);
    const uses = await one<{ uses: number; rows: number }>(
      sql`select uses, (select count(*)::int from coupon_uses where discount_coupon_id = ${coupon.id}) as rows
              from discount_coupons where id = ${coupon.id}`,
    );
    expect(uses).toEqual({ uses: COUPON_LIMIT, rows: COUPON_LIMIT });
  }, 120_000);

  it('places one order for one checkout attempt sent 10 times at once to both instances', async () => {
    const buyer = await checkoutCustomer(t, 'double.click@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => place(i, buyer.cookie, buyer.addressId, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const orderIds = new Set(answers.map((answer) => (answer.json().data as PaymentStart).order.id));
    expect(orderIds.size).toBe(1);
    const payments = new Set(answers.map((answer) => (answer.json().data as PaymentStart).payment.providerOrderId));
    expect(payments.size).toBe(1);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${buyer.id}`)).n).toBe(
      1,
    );
  });

  it('records a HUID on exactly one of 10 orders shipped at once with it, on both instances', async () => {
    const gold = await one<{ sku: string }>(
      sql`select v.sku from product_variants v join products p on p.id = v.product_id join metals m on m.id = v.metal_id
           where m.name = 'Yellow Gold' and v.weight >= 2000 and p.is_listed and p.has_attached_stone
             and p.huid_exempt_reason is null and v.is_active
           order by v.id limit 1`,
    );
    const orders: OrderDetail[] = [];
    for (let i = 0; i < 10; i += 1) {
      const buyer = await checkoutCustomer(t, `huid.race.${i}@example.com`);
      await addToBag(t, buyer.cookie, { kind: 'product', sku: gold.sku, ringSize: '6' });
      const paid = await placeAndPay(t, buyer.cookie, buyer.addressId);
      const moved = await t.injectAs('Manager', {
        method: 'PUT',
        url: '/api/order-detail/updateStatus',
        payload: { id: paid.id, status: 'Processing' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      orders.push(moved.json().data as OrderDetail);
    }
    const manager = await t.cookieFor('Manager');
    const answers = await Promise.all(
      orders.map((order, i) =>
        instance(i).inject({
          method: 'PUT',
          url: '/api/order-detail/updateStatus',
          headers: { cookie: manager },
          payload: {
            id: order.id,
            status: 'Shipped',
            trackingNumber: `RACE ${i}`,
            huids: [{ lineId: order.lines[0]!.id, huids: ['RACE01'] }],
          },
        }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(9);
    const winner = (won[0]!.json().data as OrderDetail).number;
    for (const answer of refused) expect(answer.json().errorMessages).toEqual([huidMessages.taken('RACE01', winner)]);
    const recorded = await one<{ n: number }>(
      sql`select count(*)::int as n from order_line_huids where huid = 'RACE01'`,
    );
    expect(recorded.n).toBe(1);
    const shipped = await one<{ n: number }>(
      sql`select count(*)::int as n from orders where id in (${sql.join(
        orders.map((order) => sql`${order.id}`),
        sql`, `,
      )}) and state = 'Shipped'`,
    );
    expect(shipped.n).toBe(1);
  }, 120_000);
});
