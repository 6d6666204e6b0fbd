import { randomUUID } from 'node:crypto';
import { type CheckoutStart, placementMessages } from '@facet/contracts/orders';
import { storeCreditMessages } from '@facet/contracts/store-credit';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { secondInstance } from '../../testing/instances.ts';
import { addToBag, checkoutCustomer, TEST_PAN } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueStoreCredit, spendStoreCredit } from './store-credit.service.ts';

/*
 * Store credit is spent once (decision 031), on the PostgreSQL server with two instances of the
 * shop, each with its own pool: 50 checkouts at once by one customer spending the same credit
 * (half of them one attempt replayed), and 50 spends at once of one balance for 50 orders, where
 * only the balance row's lock and check stand between the ledger and a negative balance. The
 * second fails when that check is dropped (tried by hand: all 50 spends went through).
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const ATTEMPTS = 50;

let t: TestApp;
let instances: { app: FastifyInstance; close(): Promise<void> }[] = [];
let earring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
const instance = (i: number) => instances[i % instances.length]!.app;
const balanceOf = async (userId: string) =>
  Number(
    (await one<{ balance: string }>(sql`select balance::text from store_credit_balances where user_id = ${userId}`))
      .balance,
  );

describe.runIf(onServer)('store credit under load, two instances on one PostgreSQL server', () => {
  beforeAll(async () => {
    t = await createTestApp();
    instances = [await secondInstance(t), await secondInstance(t)];
    earring = (
      await one<{ sku: string }>(
        sql`select v.sku from product_variants v join products p on p.id = v.product_id
              join jewellery_sub_types st on st.id = p.sub_type_id
              join jewellery_types jt on jt.id = st.jewellery_type_id
             where jt.name = 'Earring' and p.is_listed and v.is_active order by v.id limit 1`,
      )
    ).sku;
  }, 60_000);

  afterAll(async () => {
    for (const running of instances) await running.close();
    await t?.close();
  });

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
    const orders = await queryRows<{ id: number; number: string }>(
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
});
