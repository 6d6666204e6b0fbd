import type { OrderReturnOptions, ReturnRequestRecord } from '@facet/contracts/returns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  ask,
  createReturnsTestApp,
  type Delivered,
  deliveredDaysAgo,
  deliveredOrder,
  move,
} from './returns.test-support.ts';

/*
 * Settling a return request (see return-requests.test.ts for asking and the queue): a return
 * refunded through the provider with a credit note, an exchange credited to store credit, and a
 * piece sent back to the customer with its carrier, each once.
 */

let t: TestApp;
let ringSku: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

beforeAll(async () => ({ t, ring: ringSku } = await createReturnsTestApp()));
afterAll(() => t?.close());

describe('settling a return (PUT /api/return-requests/move to refunded)', () => {
  async function passedReturn(delivered: Delivered, lineId: number, quantity = 1): Promise<number> {
    const asked = await ask(t, delivered.cookie, {
      orderLineId: lineId,
      kind: 'return',
      quantity,
      reason: 'Not for me.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = (asked.json().data as ReturnRequestRecord).id;
    for (const status of ['approved', 'received', 'passed']) {
      const moved = await move(t, { id, status, note: status === 'passed' ? 'As new.' : '' });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return id;
  }

  it('refunds what was paid for the pieces sent back, through the provider, with a credit note — once', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const id = await passedReturn(delivered, delivered.ringLine);
    const line = delivered.order.lines.find((candidate) => candidate.id === delivered.ringLine)!;
    const refunded = await move(t, { id, status: 'refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const settled = refunded.json().data as ReturnRequestRecord;
    expect(settled.state).toBe('refunded');
    const ledger = await one<{ refunded: number; notes: number }>(
      sql`select (select refunded_amount::float8 from order_lines where id = ${delivered.ringLine}) as refunded,
                 (select count(*)::int from tax_documents where order_id = ${delivered.order.id} and kind = 'credit_note') as notes`,
    );
    expect(ledger).toEqual({ refunded: (line.lineTotal / 2) * 100, notes: 1 });
    // The request says what it refunded and its credit note, to staff and to the customer.
    const note = await one<{ id: number; number: string }>(
      sql`select id, number from tax_documents where order_id = ${delivered.order.id} and kind = 'credit_note'`,
    );
    expect(settled).toMatchObject({ refunded: line.lineTotal / 2, creditNote: note, credited: null });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/return-requests/for-customer/${id}`,
      headers: { cookie: delivered.cookie },
    });
    expect(seen.json().data).toMatchObject({ refunded: line.lineTotal / 2, creditNote: note });
    // A second click finds the request settled and gives nothing more.
    const again = await move(t, { id, status: 'refunded' });
    expect(again.statusCode).toBe(422);
    const after = await one<{ refunded: number }>(
      sql`select refunded_amount::float8 as refunded from order_lines where id = ${delivered.ringLine}`,
    );
    expect(after.refunded).toBe((line.lineTotal / 2) * 100);
    // The line's other ring can still come back; this one is settled.
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/return-requests/for-customer/order/${delivered.order.id}`,
      headers: { cookie: delivered.cookie },
    });
    const ringOptions = (options.json().data as OrderReturnOptions).lines.find((l) => l.lineId === delivered.ringLine)!;
    expect(ringOptions.quantity).toBe(1);
  });

  it('refunds less when staff say so, never more, and puts a returned stone back on sale', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const id = await passedReturn(delivered, delivered.stoneLine);
    const stone = delivered.order.lines.find((candidate) => candidate.id === delivered.stoneLine)!;
    const above = await move(t, { id, status: 'refunded', amount: stone.lineTotal + 1 });
    expect(above.statusCode).toBe(422);
    expect(above.json().errorMessages[0]).toMatch(
      /^A return refunds at most ₹[\d,]+, what was paid for the pieces sent back\.$/,
    );
    const wrongMove = await move(t, { id, status: 'passed', amount: 10 });
    expect(wrongMove.statusCode).toBe(422);
    const passed = await t.injectAs('Manager', { method: 'GET', url: `/api/return-requests/${id}` });
    expect(passed.json().data).toMatchObject({ refunded: null, creditNote: null, credited: null });
    const less = await move(t, {
      id,
      status: 'refunded',
      amount: stone.lineTotal - 1000,
      note: 'A chip on the girdle.',
    });
    expect(less.statusCode, less.body).toBe(200);
    // What was refunded, not what a return would have refunded.
    expect(less.json().data).toMatchObject({ refundEstimate: stone.lineTotal, refunded: stone.lineTotal - 1000 });
    const after = await one<{ refunded: number; state: string }>(
      sql`select l.refunded_amount::float8 as refunded, s.state
            from order_lines l join stones s on s.id = l.stone_id where l.id = ${delivered.stoneLine}`,
    );
    expect(after).toEqual({ refunded: (stone.lineTotal - 1000) * 100, state: 'available' });
  });
});

describe('settling an exchange (PUT /api/return-requests/move to credited)', () => {
  const balanceOf = async (userId: string) =>
    (
      await one<{ balance: number | null }>(
        sql`select (select balance::float8 from store_credit_balances
                     where user_id = ${userId} and currency = 'INR') as balance`,
      )
    ).balance ?? 0;

  async function passedExchange(delivered: Delivered, daysAgo: number): Promise<ReturnRequestRecord> {
    await deliveredDaysAgo(t, delivered.order.id, daysAgo);
    const asked = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'exchange',
      reason: 'Upgrade.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data as ReturnRequestRecord;
    for (const status of ['approved', 'received', 'passed']) {
      expect((await move(t, { id: request.id, status, note: 'Fine.' })).statusCode).toBe(200);
    }
    return request;
  }

  it('credits what was paid when asked within the return window, once, to the customer’s store credit', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const request = await passedExchange(delivered, 3);
    const line = delivered.order.lines.find((candidate) => candidate.id === delivered.ringLine)!;
    expect(request.creditEstimate).toBe(line.lineTotal / 2);
    const userId = (await one<{ user_id: string }>(sql`select user_id from orders where id = ${delivered.order.id}`))
      .user_id;
    expect(request).toMatchObject({ credited: null, refunded: null });
    const credited = await move(t, { id: request.id, status: 'credited' });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(await balanceOf(userId)).toBe((line.lineTotal / 2) * 100);
    // The settled request says what it credited (an estimate no longer: the rate of its day).
    expect(credited.json().data).toMatchObject({ credited: line.lineTotal / 2, creditEstimate: null, refunded: null });
    expect((await move(t, { id: request.id, status: 'credited' })).statusCode).toBe(422);
    expect(await balanceOf(userId)).toBe((line.lineTotal / 2) * 100);
  });

  it('credits the exchange value by the after-sale policy when asked after the return window', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const request = await passedExchange(delivered, 45);
    const line = delivered.order.lines.find((candidate) => candidate.id === delivered.ringLine)!;
    expect(request.creditEstimate).not.toBeNull();
    expect(request.creditEstimate!).toBeLessThan(line.lineTotal / 2);
    expect(request.creditEstimate!).toBeGreaterThan(0);
    const userId = (await one<{ user_id: string }>(sql`select user_id from orders where id = ${delivered.order.id}`))
      .user_id;
    const before = await balanceOf(userId);
    expect((await move(t, { id: request.id, status: 'credited' })).statusCode).toBe(200);
    expect(await balanceOf(userId)).toBe(before + request.creditEstimate! * 100);
  });
});

describe('sending a piece back (PUT /api/return-requests/move to shipped-back or returned-to-customer)', () => {
  const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const blueDart = async () => (await one<{ id: number }>(sql`select id from carriers where name = 'Blue Dart'`)).id;
  let awb = 40_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

  it('ships a resized ring back with its carrier, insured for what was paid, and shows the tracking link', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const asked = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'resize',
      newRingSize: '7',
      reason: 'Too tight.',
    });
    const id = (asked.json().data as ReturnRequestRecord).id;
    for (const status of ['approved', 'received', 'passed']) {
      expect((await move(t, { id, status, note: 'Resized to US 7.' })).statusCode).toBe(200);
    }
    const carrierId = await blueDart();
    const withoutParcel = await move(t, { id, status: 'shipped-back' });
    expect(withoutParcel.statusCode).toBe(400);
    expect(withoutParcel.json().errorMessages).toEqual([
      'Give the carrier, the tracking number and the day the parcel should arrive.',
    ]);
    const wrongNumber = await move(t, {
      id,
      status: 'shipped-back',
      carrierId,
      trackingNumber: 'BD-12',
      estimatedDelivery: inThreeDays(),
    });
    expect(wrongNumber.statusCode).toBe(422);
    awb += 1;
    const shipped = await move(t, {
      id,
      status: 'shipped-back',
      carrierId,
      trackingNumber: String(awb),
      estimatedDelivery: inThreeDays(),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const record = shipped.json().data as ReturnRequestRecord;
    const line = delivered.order.lines.find((candidate) => candidate.id === delivered.ringLine)!;
    expect(record.shipment).toMatchObject({
      direction: 'back-to-customer',
      carrier: { name: 'Blue Dart' },
      trackingNumber: String(awb),
      insuredValue: line.lineTotal / 2,
    });
    expect(record.shipment!.trackingUrl).toContain(String(awb));
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/return-requests/for-customer/${id}`,
      headers: { cookie: delivered.cookie },
    });
    expect((mine.json().data as ReturnRequestRecord).shipment?.trackingNumber).toBe(String(awb));
    // A ring resized once has used its free resize, and cannot come back as a return.
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/return-requests/for-customer/order/${delivered.order.id}`,
      headers: { cookie: delivered.cookie },
    });
    const ring = (options.json().data as OrderReturnOptions).lines.find((l) => l.lineId === delivered.ringLine)!;
    expect(ring.options.resize.allowed).toBe(false);
    expect(ring.options.return).toEqual({ allowed: false, reason: 'Resized pieces cannot be returned.' });
  });

  it('sends a piece that failed inspection back as it came, and takes a parcel on no other move', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const asked = await ask(t, delivered.cookie, {
      orderLineId: delivered.stoneLine,
      kind: 'return',
      reason: 'Cloudy.',
    });
    const id = (asked.json().data as ReturnRequestRecord).id;
    const carrierId = await blueDart();
    const early = await move(t, { id, status: 'approved', carrierId, trackingNumber: '12345678901' });
    expect(early.statusCode).toBe(400);
    for (const [status, note] of [
      ['approved', ''],
      ['received', ''],
      ['failed', 'Not the stone we sold: the inscription differs.'],
    ]) {
      expect((await move(t, { id, status, note })).statusCode).toBe(200);
    }
    awb += 1;
    const back = await move(t, {
      id,
      status: 'returned-to-customer',
      carrierId,
      trackingNumber: String(awb),
      estimatedDelivery: inThreeDays(),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json().data as ReturnRequestRecord).state).toBe('returned-to-customer');
    const stone = await one<{ state: string }>(
      sql`select s.state from stones s join order_lines l on l.stone_id = s.id where l.id = ${delivered.stoneLine}`,
    );
    expect(stone.state).toBe('sold');
  });
});
