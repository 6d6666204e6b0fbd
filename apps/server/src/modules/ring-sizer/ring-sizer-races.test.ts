import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import { checkoutCustomer } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * Ring sizer requests sent at once to two instances on the PostgreSQL server: the same shopper's
 * 20 requests make one waiting request, and 20 shoppers asking for the same address make one —
 * the partial unique indexes decide, every other answer is a 429.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const AT_ONCE = 20;

let t: TestApp;
let instance: TwoInstances['instance'];

describe.runIf(onServer)('ring sizer requests at once, two instances on one PostgreSQL server', () => {
  twoInstances((made) => ({ t, instance } = made));

  const ask = (index: number, cookie: string, addressId: string) =>
    instance(index).inject({
      method: 'POST',
      url: '/api/ring-sizer/requests',
      headers: { cookie },
      payload: { addressId },
    });

  it('makes one waiting request of one shopper’s many', async () => {
    const shopper = await checkoutCustomer(t, 'sizer.race@example.com', 'US');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => ask(i, shopper.cookie, shopper.addressId)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array(AT_ONCE - 1).fill(429)]);
    const stored = await oneRow<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ring_sizer_requests where user_id = ${shopper.id}`,
    );
    expect(stored.n).toBe(1);
  });

  it('makes one waiting request for one address asked by many shoppers', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => checkoutCustomer(t, `sizer.same.${i}@example.com`)),
    );
    const answers = await Promise.all(shoppers.map((shopper, i) => ask(i, shopper.cookie, shopper.addressId)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array(AT_ONCE - 1).fill(429)]);
    const stored = await oneRow<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ring_sizer_requests r join addresses a on a.user_id = r.user_id
           where a.postal_code = '400002' and r.state = 'requested'`,
    );
    expect(stored.n).toBe(1);
  });
});
