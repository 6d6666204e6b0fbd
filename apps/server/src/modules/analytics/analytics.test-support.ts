import type { CustomJewelleryState } from '@facet/contracts/custom-jewellery';
import type { OrderState } from '@facet/contracts/order-states';
import { type Role, roles } from '@facet/contracts/permissions';
import { customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { orders } from '@facet/db/schema/orders';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * What the analytics test files share (area-figures, order-figures, needs-attention): orders
 * and custom jewellery requests written straight into their tables, and answers as the Admin
 * or as each role.
 */

type Currency = 'INR' | 'USD';
export const DAY_MS = 24 * 60 * 60 * 1000;

// They only keep each row's key unique; any number serves a file's fresh database.
let orderSerial = 0;
let requestSerial = 0;

export async function placeOrder(
  t: TestApp,
  customerId: string,
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

export async function asAdmin(t: TestApp, url: string) {
  return t.app.inject({ url, headers: { cookie: await t.cookieFor('Admin') } });
}

/** Answers `url` as each role: those given 200, the other roles 403, anonymous 401. */
export async function expectOnlyFor(t: TestApp, url: string, allowed: readonly Role[]) {
  for (const role of roles) {
    const response = await t.app.inject({ url, headers: { cookie: await t.cookieFor(role) } });
    expect(response.statusCode, `${url} as ${role}`).toBe(allowed.includes(role) ? 200 : 403);
  }
  const anonymous = await t.app.inject({ url });
  expect(anonymous.statusCode, url).toBe(401);
  expect(anonymous.json().errorMessages).toEqual(['Please sign in to continue.']);
}

export const ago = (ms: number) => new Date(Date.now() - ms);

/** A custom jewellery request written straight to the table, received `receivedAt`. */
export async function insertRequest(
  t: TestApp,
  state: CustomJewelleryState,
  receivedAt: Date,
  name = 'Asha Rao',
): Promise<number> {
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
