import { ringSizerMessages } from '@facet/contracts/ring-sizer';
import { queryRows } from '@facet/db/client';
import type { addresses as addressTable } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import { checkoutCustomer } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * Ring sizer requests sent at once to two instances on the PostgreSQL server: the same shopper's
 * 20 requests, each to another of their addresses, make one waiting request, and 20 shoppers
 * asking for the same address make one — each partial unique index decides on its own, every
 * other answer is a 429.
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

  it('makes one waiting request of one shopper’s many, each to another of their addresses', async () => {
    // Every request names an address of its own, so the per-address index cannot decide:
    // only the per-shopper one stands between them (dropped, 2 to 20 of them were stored).
    const shopper = await checkoutCustomer(t, 'sizer.race@example.com', 'US');
    const addresses = await queryRows<Pick<typeof addressTable.$inferSelect, 'id'>>(
      t.database.db,
      sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country)
          select ${shopper.id}, 'Amy Lee', '+12125550123', n || ' Park Avenue', 'New York', 'NY', '10016', 'US'
            from generate_series(1, ${AT_ONCE}) as n
          returning id`,
    );
    expect(addresses).toHaveLength(AT_ONCE);
    const answers = await Promise.all(addresses.map((address, i) => ask(i, shopper.cookie, address.id)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array(AT_ONCE - 1).fill(429)]);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json().errorMessages).toEqual([ringSizerMessages.waiting]);
    }
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
