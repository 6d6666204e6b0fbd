import type { OrderDetail } from '@facet/contracts/orders';
import { sql } from 'drizzle-orm';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { addToBag, checkoutCustomer, deliverOrder, placeAndPay } from '../../testing/orders.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * What the return-request test files share (return-requests.test.ts, return-settling.test.ts):
 * a test app with a ring to buy, a customer's delivered order, and asking and moving a request.
 */

// They only make each order's e-mail and stone SKU unique; any number serves a file's fresh database.
let stoneNo = 0;
let customerNo = 0;

/** The number in the last delivered order's customer's e-mail: names a stranger after them uniquely. */
export const lastCustomerNo = () => customerNo;

/** A test app with a platinum solitaire on sale; `ring` is its 1-carat variant's SKU. */
export async function createReturnsTestApp(): Promise<{ t: TestApp; ring: string }> {
  const t = await createTestApp();
  const product = await createProductAs(
    t,
    ringDraft({ productName: 'Test Return Solitaire', metalAttribute: ['Platinum'] }),
  );
  const ring = product.productVarients.find((v) => v.centerStoneCarat === 1)!.sku;
  return { t, ring };
}

export interface Delivered {
  order: OrderDetail;
  cookie: string;
  email: string;
  ringLine: number;
  engravedLine: number;
  stoneLine: number;
}

/** A new customer's delivered order: a ring (size 6), an engraved ring and a loose stone. */
export async function deliveredOrder(t: TestApp, ring: string): Promise<Delivered> {
  customerNo += 1;
  stoneNo += 1;
  const email = `returns.buyer.${customerNo}@example.com`;
  const buyer = await checkoutCustomer(t, email);
  const stoneSku = `RTN-STONE-${stoneNo}`;
  await insertStoneRow(t, { sku: stoneSku, shape: 'Oval', carat: 1.1, costRupees: 150_000 });
  await addToBag(t, buyer.cookie, { kind: 'product', sku: ring, ringSize: '6', quantity: 2 });
  await addToBag(t, buyer.cookie, { kind: 'product', sku: ring, ringSize: '7', engraving: 'A & R' });
  await addToBag(t, buyer.cookie, { kind: 'stone', sku: stoneSku });
  const paid = await placeAndPay(t, buyer.cookie, buyer.addressId);
  await deliverOrder(t, paid);
  const lines = paid.lines;
  return {
    order: paid,
    cookie: buyer.cookie,
    email,
    ringLine: lines.find((line) => line.ringSize === '6')!.id,
    engravedLine: lines.find((line) => line.engraving)!.id,
    stoneLine: lines.find((line) => line.sku === stoneSku)!.id,
  };
}

export function ask(t: TestApp, cookie: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/return-requests', headers: { cookie }, payload: payload as object });
}

export function move(t: TestApp, payload: Record<string, unknown>, role: 'Manager' | 'Admin' | 'Customer' = 'Manager') {
  return t.injectAs(role, { method: 'PUT', url: '/api/return-requests/move', payload });
}

/** Moves the delivery back `days` days, as if it had happened then. */
export async function deliveredDaysAgo(t: TestApp, orderId: number, days: number) {
  await t.database.db.execute(
    sql`update order_events set create_date = now() - make_interval(days => ${days})
         where order_id = ${orderId} and to_state = 'Delivered'`,
  );
}
