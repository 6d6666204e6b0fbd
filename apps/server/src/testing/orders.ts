import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import { queryRows } from '@facet/db/client';
import type { addresses } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';
import { newCustomer } from './customers.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in customer with a confirmed e-mail and one delivery address (in India unless told). */
export async function checkoutCustomer(
  t: TestApp,
  email: string,
  country: 'IN' | 'US' = 'IN',
): Promise<{ id: string; cookie: string; addressId: string }> {
  const customer = await newCustomer(t, email);
  const [address] = await queryRows<Pick<typeof addresses.$inferSelect, 'id'>>(
    t.database.db,
    country === 'IN'
      ? sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
            values (${customer.id}, 'Asha Rao', '+919820012345', '12 Marine Drive', 'Mumbai', 'Maharashtra', '400002', 'IN', true)
            returning id`
      : sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
            values (${customer.id}, 'Amy Lee', '+12125550123', '5 Park Avenue', 'New York', 'NY', '10016', 'US', true)
            returning id`,
  );
  return { ...customer, addressId: address!.id };
}

/** Adds to the customer's bag through the API; throws unless it worked. */
export async function addToBag(t: TestApp, cookie: string, body: Record<string, unknown>): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/shopping-cart',
    headers: { cookie },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
}

/** The PAN the test buyers give: most test bags are above the PAN threshold (₹2,00,000). */
export const TEST_PAN = 'AAAPL1234C';

/**
 * POST /api/{provider}/cart/orders from the bag, as the checkout page sends it. A new order
 * carries the buyer's PAN unless the body says otherwise (`pan` or `form60`) or `withoutPan`.
 */
export function startCheckout(
  t: TestApp,
  cookie: string,
  body: Record<string, unknown>,
  options: { provider?: string; key?: string | null; withoutPan?: boolean } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  const identified =
    options.withoutPan || 'pan' in body || 'form60' in body || !('addressId' in body)
      ? body
      : { ...body, pan: TEST_PAN };
  return t.app.inject({
    method: 'POST',
    url: `/api/${options.provider ?? 'test-payment'}/cart/orders`,
    headers: { cookie, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: identified,
  });
}

/** Places the order (with `extra` in the body: a gift wrap, say) and pays it with the test provider. */
export async function placeAndPay(
  t: TestApp,
  cookie: string,
  addressId: string,
  extra: Record<string, unknown> = {},
): Promise<OrderDetail> {
  const started = await startCheckout(t, cookie, { addressId, currency: 'INR', ...extra });
  if (started.statusCode !== 200) throw new Error(`placement failed: ${started.statusCode} ${started.body}`);
  const { payment } = started.json().data as PaymentStart;
  const captured = await t.app.inject({
    method: 'POST',
    url: '/api/test-payment/cart/orders/capture',
    headers: { cookie },
    payload: { paymentId: payment.providerOrderId, outcome: 'success' },
  });
  if (captured.statusCode !== 200) throw new Error(`capture failed: ${captured.statusCode} ${captured.body}`);
  return captured.json().data as OrderDetail;
}

let huidSerial = 0;

/**
 * A HUID no other test piece has: six capitals or digits, from the process, a serial and chance
 * (test files share a PostgreSQL server's template, never each other's orders).
 */
export function freshHuid(): string {
  huidSerial += 1;
  const serial = huidSerial.toString(36).toUpperCase().padStart(2, '0').slice(-2);
  const chance = Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `${chance}${serial}`;
}

/** The HUIDs a move to Shipped needs: a fresh one for each piece of each line that needs them. */
export function huidsFor(order: OrderDetail): { lineId: number; huids: string[] }[] {
  return order.lines
    .filter((line) => line.needsHuid)
    .map((line) => ({ lineId: line.id, huids: Array.from({ length: line.quantity }, () => freshHuid()) }));
}

/** Moves a paid order on to Delivered as the Manager would: Processing, Shipped (with its HUIDs), Delivered. */
export async function deliverOrder(t: TestApp, order: OrderDetail): Promise<void> {
  for (const [status, extra] of [
    ['Processing', {}],
    ['Shipped', { trackingNumber: 'BD 4455 IN', huids: huidsFor(order) }],
    ['Delivered', {}],
  ] as const) {
    const moved = await t.injectAs('Manager', {
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      payload: { id: order.id, status, ...extra },
    });
    if (moved.statusCode !== 200) throw new Error(`${status}: ${moved.statusCode} ${moved.body}`);
  }
}
