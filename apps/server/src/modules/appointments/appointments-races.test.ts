import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { hourAhead, openAlways, setAppointmentSettings } from './appointment-test-support.ts';

/*
 * Fifty shoppers ask for a slot's last seat at once, through two instances on the PostgreSQL
 * server: the seat's conditional update lets one booking through, the others are told the slot
 * has just been taken, and the slot never holds more bookings than it has consultants.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const SHOPPERS = 50;

interface StoredRow {
  bookings: number;
  booked: number;
}

let t: TestApp;
let instance: TwoInstances['instance'];

describe.runIf(onServer)('the last seat of a slot, asked for at once through two instances', () => {
  twoInstances((made) => ({ t, instance } = made));

  it('goes to one shopper only', async () => {
    await setAppointmentSettings(t, { ...openAlways, consultants: 2 });
    const start = hourAhead(4);
    const payload = { kind: 'showroom', start: start.toISOString(), zone: 'Asia/Kolkata', source: 'contact' };
    const early = await newCustomer(t, 'race-early@example.com');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: early.cookie },
      payload,
    });
    expect(first.statusCode).toBe(201);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) => newCustomer(t, `race-${i}@example.com`)),
    );
    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        instance(i).inject({
          method: 'POST',
          url: '/api/appointments',
          headers: { cookie: shopper.cookie },
          payload,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 1);
    const [stored] = await queryRows<StoredRow>(
      t.database.db,
      sql`select (select count(*)::int from appointments where slot_start = ${start.toISOString()} and state = 'booked') as bookings,
                 (select booked from appointment_slots where slot_start = ${start.toISOString()}) as booked`,
    );
    expect(stored).toEqual({ bookings: 2, booked: 2 });
  }, 60_000);
});
