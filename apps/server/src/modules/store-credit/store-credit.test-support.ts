import type { CheckoutQuote } from '@facet/contracts/checkout';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addToBag, checkoutCustomer } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * What the store credit test files share (store-credit-grants, store-credit-spending,
 * store-credit-give-backs): a test app with an earring to buy, a shopper holding credit, staff
 * giving credit and moving orders, the checkout's quote and capture, and the ledger read back.
 */

/** A test app on the demo shop; `earring` is the SKU the store credit tests buy. */
export async function createStoreCreditTestApp(): Promise<{ t: TestApp; earring: string }> {
  const t = await createTestApp();
  const earring = await firstListedSku(t.database.db, 'Earring');
  return { t, earring };
}

export const balanceOf = async (t: TestApp, userId: string, currency = 'INR') =>
  Number(
    (
      await oneRow<{ balance: string | null }>(
        t.database.db,
        sql`select (select balance from store_credit_balances where user_id = ${userId} and currency = ${currency})::text as balance`,
      )
    ).balance ?? 0,
  );
export const entriesOf = async (t: TestApp, userId: string) =>
  (
    await oneRow<{ kinds: string[] | null }>(
      t.database.db,
      sql`select array_agg(kind || ' ' || amount order by id) as kinds from store_credit_entries where user_id = ${userId}`,
    )
  ).kinds ?? [];

export async function give(
  t: TestApp,
  body: Record<string, unknown>,
  role: 'Admin' | 'Manager' | 'StoneManager' | 'Customer' = 'Manager',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/store-credit',
    headers: { cookie: await t.cookieFor(role) },
    payload: body,
  });
}

export async function moveAs(t: TestApp, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/order-detail/updateStatus',
    headers: { cookie: await t.cookieFor('Manager') },
    payload,
  });
}

export async function quoteFor(t: TestApp, shopper: { cookie: string; addressId: string }): Promise<CheckoutQuote> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/check-out/quote?addressId=${shopper.addressId}&provider=test-payment&currency=INR`,
    headers: { cookie: shopper.cookie },
  });
  return answer.json().data as CheckoutQuote;
}

/** A customer with the earring in their bag and `credit` rupees of store credit. */
export async function shopperWithCredit(t: TestApp, earring: string, name: string, credit: number) {
  const shopper = await checkoutCustomer(t, `${name}@example.com`);
  await addToBag(t, shopper.cookie, { kind: 'product', sku: earring });
  if (credit > 0) {
    const given = await give(t, { userId: shopper.id, amount: credit, reason: 'Goodwill for a late delivery.' });
    expect(given.statusCode, given.body).toBe(200);
  }
  return shopper;
}

export async function capture(t: TestApp, cookie: string, paymentId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/test-payment/cart/orders/capture',
    headers: { cookie },
    payload: { paymentId, outcome: 'success' },
  });
}
