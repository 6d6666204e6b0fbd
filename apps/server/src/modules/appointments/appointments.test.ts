import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { latestMessageTo, latestTokenTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hourAhead, openAlways, setAppointmentSettings } from './appointment-test-support.ts';

/*
 * Booking, cancelling and moving appointments: a signed-in shopper books an open slot with the
 * shortlist they came with and gets a confirmation with its invitation; times not bookable now are
 * refused with their reason and nothing is stored; another shopper's appointment is not found; the
 * e-mail's link works signed out and an altered one changes nothing.
 */

interface CountRow {
  n: number;
}

interface SeatRow {
  booked: number;
}

interface SkuRow {
  sku: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await setAppointmentSettings(t, openAlways);
});

async function count(table: 'appointments' | 'appointment_shortlist_items'): Promise<number> {
  const [row] = await queryRows<CountRow>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}

async function seats(start: Date): Promise<number> {
  const [row] = await queryRows<SeatRow>(
    t.database.db,
    sql`select booked from appointment_slots where slot_start = ${start.toISOString()}`,
  );
  return row?.booked ?? 0;
}

function book(cookie: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/appointments', headers: { cookie }, payload });
}

const bookingFor = (start: Date, extra: object = {}) => ({
  kind: 'video',
  start: start.toISOString(),
  zone: 'Europe/London',
  source: 'contact',
  ...extra,
});

describe('POST /api/appointments', () => {
  it('books an open slot with the shortlist, takes a seat and queues the confirmation with its invitation', async () => {
    const shopper = await newCustomer(t, 'book-one@example.com');
    const [variant] = await queryRows<SkuRow>(
      t.database.db,
      sql`select v.sku from product_variants v join products p on p.id = v.product_id where p.is_listed and v.is_active limit 1`,
    );
    const [stone] = await queryRows<SkuRow>(
      t.database.db,
      sql`select sku from stones where state <> 'unlisted' limit 1`,
    );
    const start = hourAhead(3);
    const response = await book(
      shopper.cookie,
      bookingFor(start, { source: 'product', shortlist: { skus: [variant!.sku], stones: [stone!.sku.toUpperCase()] } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json().data;
    expect(record).toMatchObject({ kind: 'video', state: 'booked', start: start.toISOString(), changeable: true });
    expect(record.shortlist.map((item: { sku: string }) => item.sku)).toEqual([variant!.sku, stone!.sku]);
    expect(record.shopperTime).toMatch(/\(GMT(\+0|\+1)\)$/);
    expect(record.indiaTime).toMatch(/\(GMT\+5:30\)$/);
    expect(await seats(start)).toBe(1);
    const message = await latestMessageTo(t.database.db, 'book-one@example.com');
    expect(message.subject).toContain('Your appointment is booked');
    expect(message.attachments).toHaveLength(1);
    const invitation = message.attachments[0] as { filename: string; text: string };
    expect(invitation.filename).toBe('appointment.ics');
    expect(invitation.text).toContain('BEGIN:VEVENT');
    expect(invitation.text).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
    expect(invitation.text).not.toContain(await latestTokenTo(t.database.db, 'book-one@example.com'));
  });

  it.each([
    ['a time past', () => new Date(hourAhead(0).getTime() - 3_600_000), 'That time has passed'],
    ['a time between slots', () => new Date(hourAhead(3).getTime() + 15 * 60_000), 'not one of our slots'],
    ['a day beyond the days ahead', () => hourAhead(24 * 40), 'up to 30 days ahead'],
  ])('refuses %s with its sentence and stores nothing', async (_name, startOf, sentence) => {
    const shopper = await newCustomer(t, `refused-${Math.random()}@example.com`);
    const before = await count('appointments');
    const response = await book(shopper.cookie, bookingFor(startOf()));
    expect(response.statusCode).toBe(422);
    expect(response.json().errorMessages.join(' ')).toContain(sentence);
    expect(await count('appointments')).toBe(before);
  });

  it('refuses a slot inside the lead time, on a closure and outside the hours', async () => {
    const shopper = await newCustomer(t, 'refused-rules@example.com');
    const before = await count('appointments');
    const soon = hourAhead(2);
    await setAppointmentSettings(t, { ...openAlways, leadHours: 24 });
    let response = await book(shopper.cookie, bookingFor(soon));
    expect(response.statusCode).toBe(422);
    expect(response.json().errorMessages[0]).toContain('at least 24 hours ahead');

    const later = hourAhead(48);
    const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(later);
    await setAppointmentSettings(t, { ...openAlways, closures: [{ day: indiaDay, reason: 'Diwali' }] });
    response = await book(shopper.cookie, bookingFor(later));
    expect(response.statusCode).toBe(422);
    expect(response.json().errorMessages[0]).toContain('closed that day');

    await setAppointmentSettings(t, {
      ...openAlways,
      weeklyHours: Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '11:00' })),
    });
    const slots = (
      await t.injectAs(null, { method: 'GET', url: '/api/appointments/slots?zone=Asia/Kolkata&days=3' })
    ).json().data;
    const open = slots.days.flatMap((day: { slots: { start: string }[] }) => day.slots.map((slot) => slot.start));
    const outside = [hourAhead(30), hourAhead(31)].find((start) => !open.includes(start.toISOString()))!;
    response = await book(shopper.cookie, bookingFor(outside));
    expect(response.statusCode).toBe(422);
    expect(response.json().errorMessages[0]).toContain('not one of our slots');
    expect(await count('appointments')).toBe(before);
  });

  it('refuses a full slot, a kind not offered, a bad zone and a signed-out shopper', async () => {
    const start = hourAhead(5);
    await setAppointmentSettings(t, { ...openAlways, consultants: 1, kinds: { video: true, showroom: false } });
    const first = await newCustomer(t, 'full-one@example.com');
    const second = await newCustomer(t, 'full-two@example.com');
    expect((await book(first.cookie, bookingFor(start))).statusCode).toBe(201);
    const full = await book(second.cookie, bookingFor(start));
    expect(full.statusCode).toBe(409);
    expect(full.json().errorMessages[0]).toContain('just been taken');
    const showroom = await book(second.cookie, bookingFor(hourAhead(6), { kind: 'showroom' }));
    expect(showroom.statusCode).toBe(422);
    const zone = await book(second.cookie, bookingFor(hourAhead(6), { zone: 'Mars/Olympus' }));
    expect(zone.statusCode).toBe(400);
    expect(zone.json().errorMessages[0]).toContain('zone: must be a time zone');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingFor(hourAhead(6)),
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await seats(start)).toBe(1);
  });
});

describe('cancelling and moving', () => {
  it('cancels and moves the shopper’s own appointment, giving seats back; another shopper’s is not found', async () => {
    const owner = await newCustomer(t, 'owner@example.com');
    const other = await newCustomer(t, 'other@example.com');
    const first = hourAhead(7);
    const second = hourAhead(8);
    const booked = (await book(owner.cookie, bookingFor(first))).json().data;
    const path = `/api/appointments/${booked.id}`;
    for (const [action, payload] of [
      ['cancel', undefined],
      ['rebook', { start: second.toISOString(), zone: 'Asia/Kolkata' }],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${path}/${action}`,
        headers: { cookie: other.cookie },
        payload,
      });
      expect(refused.statusCode, action).toBe(404);
    }
    const moved = await t.app.inject({
      method: 'POST',
      url: `${path}/rebook`,
      headers: { cookie: owner.cookie },
      payload: { start: second.toISOString(), zone: 'Asia/Kolkata' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.start).toBe(second.toISOString());
    expect([await seats(first), await seats(second)]).toEqual([0, 1]);
    const cancelled = await t.app.inject({ method: 'POST', url: `${path}/cancel`, headers: { cookie: owner.cookie } });
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', changeable: false });
    expect(await seats(second)).toBe(0);
    const again = await t.app.inject({ method: 'POST', url: `${path}/cancel`, headers: { cookie: owner.cookie } });
    expect(again.statusCode).toBe(409);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/appointments/mine', headers: { cookie: other.cookie } })
    ).json();
    expect(mine.data.records).toEqual([]);
  });

  it('acts through the e-mail’s link signed out; an altered link is refused and changes nothing', async () => {
    const shopper = await newCustomer(t, 'linked@example.com');
    const start = hourAhead(9);
    await book(shopper.cookie, bookingFor(start));
    const token = await latestTokenTo(t.database.db, 'linked@example.com');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/link?token=${encodeURIComponent(token)}`,
    });
    expect(read.json().data.start).toBe(start.toISOString());
    for (const payload of [{ token: altered }, { token: altered, start: hourAhead(10).toISOString(), zone: 'UTC' }]) {
      const url = 'start' in payload ? '/api/appointments/link/rebook' : '/api/appointments/link/cancel';
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/appointments/link?token=${encodeURIComponent(altered)}` }))
        .statusCode,
    ).toBe(404);
    expect(await seats(start)).toBe(1);
    const cancelled = await t.app.inject({ method: 'POST', url: '/api/appointments/link/cancel', payload: { token } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
    expect(await seats(start)).toBe(0);
  });
});
