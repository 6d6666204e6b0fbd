import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { latestMessageTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hourAhead, openAlways, setAppointmentSettings } from './appointment-test-support.ts';
import { changeShortlist } from './appointment-shortlist.service.ts';
import { lockAppointment } from './appointments.queries.ts';

/*
 * The shortlist after booking and the consultants' desk: the shopper and staff add and take off
 * pieces and stones until the appointment starts (then it is read-only); another shopper's is not
 * found; staff see the calendar with shortlists, write notes and send the selection by e-mail.
 */

interface SkuRow {
  sku: string;
}

interface AuditRow {
  action: string;
}

let t: TestApp;
let pieceSku: string;
let stoneSku: string;
beforeAll(async () => {
  t = await createTestApp();
  await setAppointmentSettings(t, { ...openAlways, consultants: 5 });
  const [piece] = await queryRows<SkuRow>(
    t.database.db,
    sql`select v.sku from product_variants v join products p on p.id = v.product_id where p.is_listed and v.is_active order by v.id limit 1`,
  );
  const [stone] = await queryRows<SkuRow>(
    t.database.db,
    sql`select sku from stones where state = 'available' order by id limit 1`,
  );
  pieceSku = piece!.sku;
  stoneSku = stone!.sku;
});
afterAll(() => t.close());

async function booked(email: string, start = hourAhead(6)) {
  const shopper = await newCustomer(t, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { cookie: shopper.cookie },
    payload: { kind: 'showroom', start: start.toISOString(), zone: 'Asia/Kolkata', source: 'contact' },
  });
  return { id: response.json().data.id as number, cookie: shopper.cookie, start };
}

const skusOf = (record: { shortlist: { sku: string }[] }) => record.shortlist.map((item) => item.sku);

describe('the shortlist after booking', () => {
  it('is changed by its shopper, not by another; refused after the start', async () => {
    const mine = await booked('list-owner@example.com');
    const other = await newCustomer(t, 'list-other@example.com');
    const url = `/api/appointments/${mine.id}/shortlist`;
    const add = (cookie: string, payload: object, path = url) =>
      t.app.inject({ method: 'POST', url: path, headers: { cookie }, payload });
    expect((await add(other.cookie, { kind: 'stone', sku: stoneSku })).statusCode).toBe(404);
    let answer = await add(mine.cookie, { kind: 'stone', sku: stoneSku.toLowerCase() });
    expect(skusOf(answer.json().data)).toEqual([stoneSku]);
    answer = await add(mine.cookie, { kind: 'product', sku: pieceSku });
    expect(skusOf(answer.json().data)).toEqual([stoneSku, pieceSku]);
    answer = await add(mine.cookie, { kind: 'stone', sku: stoneSku }, `${url}/remove`);
    expect(skusOf(answer.json().data)).toEqual([pieceSku]);
    const unknown = await add(mine.cookie, { kind: 'product', sku: 'no-such-piece' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errorMessages).toEqual(['We could not find the piece no-such-piece.']);
    // An hour after the start, the same change is refused.
    const later = new Date(mine.start.getTime() + 3_600_000);
    await expect(
      changeShortlist(
        t.database.db,
        { change: { kind: 'stone', sku: stoneSku }, add: true },
        (tx) => lockAppointment(tx, mine.id),
        later,
      ),
    ).rejects.toThrow('its shortlist can no longer change');
  });
});

describe('the appointments desk', () => {
  it('is for the staff of the area only', async () => {
    for (const role of ['Admin', 'Manager', 'JewelleryManager', 'StoneManager'] as const) {
      expect((await t.injectAs(role, { method: 'GET', url: '/api/appointment-desk' })).statusCode, role).toBe(200);
    }
    expect((await t.injectAs('Customer', { method: 'GET', url: '/api/appointment-desk' })).statusCode).toBe(403);
    expect((await t.injectAs(null, { method: 'GET', url: '/api/appointment-desk' })).statusCode).toBe(401);
  });

  it('lists the day’s appointments with their shoppers, edits the shortlist, writes notes and sends the selection', async () => {
    const start = hourAhead(30);
    const mine = await booked('desk-shopper@example.com', start);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(start);
    const calendar = (
      await t.injectAs('StoneManager', { method: 'GET', url: `/api/appointment-desk?from=${day}&days=1` })
    ).json().data;
    const listed = calendar.days[0].appointments.find((a: { id: number }) => a.id === mine.id);
    expect(listed).toMatchObject({ customer: { email: 'desk-shopper@example.com' }, day, notes: '' });

    const empty = await t.injectAs('Manager', {
      method: 'POST',
      url: `/api/appointment-desk/${mine.id}/send-selection`,
    });
    expect(empty.statusCode).toBe(409);
    const added = await t.injectAs('JewelleryManager', {
      method: 'POST',
      url: `/api/appointment-desk/${mine.id}/shortlist`,
      payload: { kind: 'product', sku: pieceSku },
    });
    expect(skusOf(added.json().data)).toEqual([pieceSku]);
    const notes = await t.injectAs('Manager', {
      method: 'PUT',
      url: `/api/appointment-desk/${mine.id}/notes`,
      payload: { notes: 'Liked the oval halo; wants it in rose gold.' },
    });
    expect(notes.json().data.notes).toBe('Liked the oval halo; wants it in rose gold.');
    const sent = await t.injectAs('Manager', {
      method: 'POST',
      url: `/api/appointment-desk/${mine.id}/send-selection`,
    });
    expect(sent.statusCode).toBe(200);
    const message = await latestMessageTo(t.database.db, 'desk-shopper@example.com');
    expect(message.subject).toContain('Your selection');
    expect(message.text).toContain(pieceSku);
    expect(message.links).toEqual([`${t.config.publicUrl}/my-appointments#appointment-${mine.id}`]);
    const audits = await queryRows<AuditRow>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'appointment' and entity_id = ${String(mine.id)} order by id`,
    );
    expect(audits.map((row) => row.action)).toEqual([
      'appointment.shortlist-added',
      'appointment.notes-written',
      'appointment.selection-sent',
    ]);
  });
});
