import { randomUUID } from 'node:crypto';
import { type CheckoutStart, placementMessages } from '@facet/contracts/checkout';
import { storeCreditMessages } from '@facet/contracts/store-credit';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import { addToBag, checkoutCustomer, TEST_PAN } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { giveBackStoreCreditPart, issueStoreCredit, spendStoreCredit } from './store-credit.service.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

interface OrderNumberRow {
  id: number;
  number: string;
}

/*
 * Store credit is spent once (decision 031), on the PostgreSQL server with two instances of the
 * shop, each with its own pool: 50 checkouts at once by one customer spending the same credit
 * (half of them one attempt replayed), and 50 spends at once of one balance for 50 orders, where
 * only the balance row's lock and check stand between the ledger and a negative balance. The
 * second fails when that check is dropped (tried by hand: all 50 spends went through).
 * Partial give-backs of one order's spend: 50 at once, without the order's lock the refunds
 * take, where only orders' store_credit_given_back check stands between the ledger and giving
 * back more than was spent (with it dropped, all 50 went through: tried by hand); and 12 partial
 * refunds at once of an order the credit paid in full, through both instances' API.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const ATTEMPTS = 50;

let t: TestApp;
let earring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
let instance: TwoInstances['instance'];
/** A customer with the earring in their bag and a placed, unpaid order of it; answers them and the order's id. */
async function buyerWithOrder(email: string) {
  const buyer = await checkoutCustomer(t, email);
  await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/test-payment/cart/orders',
    headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID() },
    payload: { addressId: buyer.addressId, currency: 'INR', pan: TEST_PAN },
  });
  return { buyer, first: (placed.json().data as CheckoutStart).order.id };
}

async function credit(userId: string, amount: number) {
  await t.database.db.transaction((tx) =>
    issueStoreCredit(tx, {
      userId,
      amount,
      currency: 'INR',
      kind: 'issued-by-staff',
      reason: 'Race credit.',
      actorId: null,
    }),
  );
}

const balanceOf = async (userId: string) =>
  Number(
    (await one<{ balance: string }>(sql`select balance::text from store_credit_balances where user_id = ${userId}`))
      .balance,
  );

describe.runIf(onServer)('store credit under load, two instances on one PostgreSQL server', () => {
  twoInstances((made) => ({ t, instance } = made));
  beforeAll(async () => {
    earring = await firstListedSku(t.database.db, 'Earring');
  }, 60_000);

  it('spends one customer’s credit once across 50 checkouts at once, half of them one attempt replayed', async () => {
    const buyer = await checkoutCustomer(t, 'credit.racer@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    await t.database.db.transaction((tx) =>
      issueStoreCredit(tx, {
        userId: buyer.id,
        amount: 1000_00,
        currency: 'INR',
        kind: 'issued-by-staff',
        reason: 'Race credit.',
        actorId: null,
      }),
    );
    const replayed = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        instance(i).inject({
          method: 'POST',
          url: '/api/test-payment/cart/orders',
          headers: { cookie: buyer.cookie, 'idempotency-key': i % 2 === 0 ? replayed : randomUUID() },
          payload: { addressId: buyer.addressId, currency: 'INR', pan: TEST_PAN, useStoreCredit: true },
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.statusCode === 200);
    const orderIds = new Set(placed.map((answer) => (answer.json().data as CheckoutStart).order.id));
    expect(orderIds.size).toBe(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errorMessages).toEqual([placementMessages.emptyBag]);
    }
    const spent = await one<{ n: number; total: string }>(
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total
            from store_credit_entries where user_id = ${buyer.id} and kind = 'spent'`,
    );
    expect(spent).toEqual({ n: 1, total: '-100000' });
    expect(await balanceOf(buyer.id)).toBe(0);
  });

  it('lets 50 spends at once of one balance, for 50 orders, take only what it holds', async () => {
    const buyer = await checkoutCustomer(t, 'credit.ledger.racer@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/test-payment/cart/orders',
      headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID() },
      payload: { addressId: buyer.addressId, currency: 'INR', pan: TEST_PAN },
    });
    const first = (placed.json().data as CheckoutStart).order.id;
    const orders = await queryRows<OrderNumberRow>(
      t.database.db,
      sql`insert into orders (user_id, provider, currency, delivery, email, address, subtotal, item_discount,
                              coupon_discount, shipping, tax, tax_removed, tax_rate, total, conversion,
                              idempotency_key, hold_until)
          select user_id, provider, currency, delivery, email, address, subtotal, item_discount, coupon_discount,
                 shipping, tax, tax_removed, tax_rate, total, conversion, 'ledger-race-' || g, hold_until
            from orders, generate_series(1, ${ATTEMPTS}) g where id = ${first}
          returning id, number`,
    );
    await t.database.db.transaction((tx) =>
      issueStoreCredit(tx, {
        userId: buyer.id,
        amount: 1000_00,
        currency: 'INR',
        kind: 'issued-by-staff',
        reason: 'Race credit.',
        actorId: null,
      }),
    );
    // Each takes 300 of the 1,000: three fit, whatever the order they arrive in.
    const outcomes = await Promise.allSettled(
      orders.map((order, i) =>
        instance(i).database.db.transaction((tx) =>
          spendStoreCredit(tx, {
            userId: buyer.id,
            orderId: order.id,
            orderNumber: order.number,
            amount: 300_00,
            currency: 'INR',
          }),
        ),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(3);
    for (const outcome of refused) {
      const reason = (outcome as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).messages).toEqual([storeCreditMessages.notEnough]);
    }
    expect(await balanceOf(buyer.id)).toBe(100_00);
  });

  it('lets 50 partial give-backs at once of one order’s spend, from two instances, give back only what it spent', async () => {
    const { buyer, first } = await buyerWithOrder('credit.giveback.racer@example.com');
    const [order] = await queryRows<OrderNumberRow>(
      t.database.db,
      sql`insert into orders (user_id, provider, currency, delivery, email, address, subtotal, item_discount,
                              coupon_discount, shipping, tax, tax_removed, tax_rate, total, conversion,
                              idempotency_key, hold_until, store_credit)
          select user_id, provider, currency, delivery, email, address, subtotal, item_discount, coupon_discount,
                 shipping, tax, tax_removed, tax_rate, total, conversion, 'give-back-race', hold_until, ${1000_00}
            from orders where id = ${first}
          returning id, number`,
    );
    await credit(buyer.id, 1000_00);
    await t.database.db.transaction((tx) =>
      spendStoreCredit(tx, {
        userId: buyer.id,
        orderId: order!.id,
        orderNumber: order!.number,
        amount: 1000_00,
        currency: 'INR',
      }),
    );
    // Each gives back 300 of the 1,000 spent, none holding the order's lock: three fit, whatever their order.
    const outcomes = await Promise.allSettled(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        instance(i).database.db.transaction((tx) =>
          giveBackStoreCreditPart(tx, { orderId: order!.id, refundId: null, amount: 300_00, why: `Part ${i}.` }),
        ),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(3);
    for (const outcome of refused) {
      const reason = (outcome as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).messages).toEqual([storeCreditMessages.givenBackAlready]);
    }
    expect(await balanceOf(buyer.id)).toBe(900_00);
    const given = await one<{ n: number; sum: string; on_order: string }>(
      sql`select count(*)::int as n, sum(amount)::text as sum,
                 (select store_credit_given_back::text from orders where id = ${order!.id}) as on_order
            from store_credit_entries where order_id = ${order!.id} and kind = 'given-back'`,
    );
    expect(given).toEqual({ n: 3, sum: '90000', on_order: '90000' });
  });

  it('gives back an order the credit paid in full once over 12 partial refunds at once through both instances', async () => {
    const buyer = await checkoutCustomer(t, 'credit.refund.racer@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    await credit(buyer.id, 400_000_00);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/test-payment/cart/orders',
      headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID() },
      payload: { addressId: buyer.addressId, currency: 'INR', pan: TEST_PAN, useStoreCredit: true },
    });
    const { order } = placed.json().data as CheckoutStart;
    expect(order.state).toBe('Paid');
    const line = order.lines[0]!;
    // Twelve ask for a quarter of the line each: four fit, whatever their order.
    const quarter = Math.floor(line.charged / 4);
    const manager = await t.cookieFor('Manager');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        instance(i).inject({
          method: 'POST',
          url: '/api/order-detail/refund',
          headers: { cookie: manager },
          payload: {
            orderId: order.id,
            lines: [{ lineId: line.id, amount: quarter }],
            reason: 'Race',
            requestKey: `race-refund-${i}`,
          },
        }),
      ),
    );
    const made = answers.filter((answer) => answer.statusCode === 200);
    expect(made).toHaveLength(4);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(answer.statusCode).toBe(422);
    }
    const given = await one<{ n: number; sum: string }>(
      sql`select count(*)::int as n, sum(amount)::text as sum
            from store_credit_entries where order_id = ${order.id} and kind = 'given-back'`,
    );
    expect(given).toEqual({ n: 4, sum: String(4 * quarter * 100) });
    expect(await balanceOf(buyer.id)).toBe(400_000_00 - order.figures.total * 100 + 4 * quarter * 100);
  });
});
