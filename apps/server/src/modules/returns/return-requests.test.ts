import type { OrderReturnOptions, ReturnRequestPage, ReturnRequestRecord } from '@facet/contracts/returns';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo } from '../../testing/messages.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { addToBag, checkoutCustomer, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  ask,
  createReturnsTestApp,
  deliveredDaysAgo,
  deliveredOrder,
  lastCustomerNo,
  move,
} from './returns.test-support.ts';

/*
 * Return requests: a customer asks to return, resize or exchange a line of their delivered
 * order (each allowed or refused with its reason), staff move the request through the table of
 * contracts/return-states.ts, each move recorded and e-mailed, and the customer may withdraw;
 * bad input and other customers' lines are refused, changing nothing. Settling a request:
 * return-settling.test.ts.
 */

let t: TestApp;
let ringSku: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
const requestCount = async () => (await one<{ n: number }>(sql`select count(*)::int as n from return_requests`)).n;

beforeAll(async () => ({ t, ring: ringSku } = await createReturnsTestApp()));
afterAll(() => t?.close());

describe('asking for a return, resize or exchange (POST /api/return-requests)', () => {
  it('takes a return of one of two rings: a number, the refund estimate, the history and an e-mail', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const asked = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      quantity: 1,
      reason: 'It is smaller than I hoped.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data as ReturnRequestRecord;
    expect(request.number).toMatch(/^RTN-\d{6}$/);
    expect(request).toMatchObject({ kind: 'return', state: 'requested', quantity: 1, nextStates: ['withdrawn'] });
    const line = delivered.order.lines.find((candidate) => candidate.id === delivered.ringLine)!;
    expect(request.refundEstimate).toBe(line.lineTotal / 2);
    expect(request.events.map((event) => [event.fromState, event.toState, event.mover])).toEqual([
      [null, 'requested', 'customer'],
    ]);
    const mails = await messagesTo(t.database.db, delivered.email);
    const mail = mails.find((candidate) =>
      candidate.subject.startsWith(`Return ${request.number}: we have your request`),
    );
    expect(mail!.text).toContain(`/my-returns/${request.id}`);
    // The customer reads it back; the order's requests list it.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/return-requests/for-customer?orderId=${delivered.order.id}`,
      headers: { cookie: delivered.cookie },
    });
    expect((mine.json().data as ReturnRequestRecord[]).map((r) => r.number)).toEqual([request.number]);
  });

  it('answers a second request for the line, or a replay, with the first under way and keeps one', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const body = { orderLineId: delivered.stoneLine, kind: 'exchange', reason: 'I would like a larger stone.' };
    const [first, second] = await Promise.all([ask(t, delivered.cookie, body), ask(t, delivered.cookie, body)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([201, 422]);
    const refused = first.statusCode === 422 ? first : second;
    expect(refused.json().errorMessages[0]).toMatch(/^An exchange of this item is under way \(RTN-\d{6}\)\.$/);
    const rows = await one<{ n: number }>(
      sql`select count(*)::int as n from return_requests where order_line_id = ${delivered.stoneLine}`,
    );
    expect(rows.n).toBe(1);
  });

  it('refuses an engraved piece’s return but takes its exchange, and resizes only rings', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const engraved = await ask(t, delivered.cookie, {
      orderLineId: delivered.engravedLine,
      kind: 'return',
      reason: 'Changed my mind.',
    });
    expect(engraved.statusCode).toBe(422);
    expect(engraved.json().errorMessages).toEqual(['Engraved pieces cannot be returned.']);
    const stoneResize = await ask(t, delivered.cookie, {
      orderLineId: delivered.stoneLine,
      kind: 'resize',
      newRingSize: '7',
      reason: 'Too small.',
    });
    expect(stoneResize.statusCode).toBe(422);
    expect(stoneResize.json().errorMessages).toEqual(['Only rings can be resized.']);
    const resize = await ask(t, delivered.cookie, {
      orderLineId: delivered.engravedLine,
      kind: 'resize',
      newRingSize: '7.5',
      reason: 'A little tight.',
    });
    expect(resize.statusCode, resize.body).toBe(201);
    expect((resize.json().data as ReturnRequestRecord).newRingSize).toBe('7.5');
  });

  it('counts the return window in India’s days from delivery, and says when it ended', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    await deliveredDaysAgo(t, delivered.order.id, 31);
    const late = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      reason: 'Too late?',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errorMessages[0]).toMatch(/^The 30 days for returns ended on \d{1,2} \w+ \d{4}\.$/);
    // An exchange is for life.
    const exchange = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'exchange',
      reason: 'An upgrade.',
    });
    expect(exchange.statusCode, exchange.body).toBe(201);
  });

  it('follows the Admin’s after-sale policy: a shorter window, engraved pieces taken back', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    await deliveredDaysAgo(t, delivered.order.id, 10);
    const policy = (await t.app.inject({ method: 'GET', url: '/api/after-sale-policy' })).json().data;
    const { updateDate: _updateDate, ...terms } = policy;
    const changed = await t.injectAs('Admin', {
      method: 'PUT',
      url: '/api/after-sale-policy',
      payload: { ...terms, returnDays: 7, returnable: { ...terms.returnable, engraved: true } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const late = await ask(t, delivered.cookie, {
        orderLineId: delivered.ringLine,
        kind: 'return',
        reason: 'Ten days on.',
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().errorMessages[0]).toMatch(/^The 7 days for returns ended on /);
      await deliveredDaysAgo(t, delivered.order.id, 2);
      const engraved = await ask(t, delivered.cookie, {
        orderLineId: delivered.engravedLine,
        kind: 'return',
        reason: 'Engraved, and still coming back.',
      });
      expect(engraved.statusCode, engraved.body).toBe(201);
    } finally {
      await t.injectAs('Admin', { method: 'PUT', url: '/api/after-sale-policy', payload: terms });
    }
  });

  it('refuses, changing nothing: another customer’s line, an undelivered order, bad bodies', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const stranger = await checkoutCustomer(t, `returns.stranger.${lastCustomerNo()}@example.com`);
    const before = await requestCount();
    const theirs = await ask(t, stranger.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      reason: 'Mine now.',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorMessages).toEqual(['There is no such item in your orders.']);
    const unknown = await ask(t, delivered.cookie, { orderLineId: 2_000_000_000, kind: 'return', reason: 'Nothing.' });
    expect(unknown.statusCode).toBe(404);
    for (const body of [
      { orderLineId: delivered.ringLine, kind: 'return' },
      { orderLineId: delivered.ringLine, kind: 'refund', reason: 'A kind we do not have.' },
      { orderLineId: String(delivered.ringLine), kind: 'return', reason: 'A string id.' },
      { orderLineId: delivered.ringLine, kind: 'resize', reason: 'No size given.' },
      { orderLineId: delivered.ringLine, kind: 'return', newRingSize: '7', reason: 'A size for a return.' },
      { orderLineId: delivered.ringLine, kind: 'return', quantity: 3, reason: 'Three of two.' },
      { orderLineId: delivered.ringLine, kind: 'return', quantity: -1, reason: 'Minus one.' },
      { orderLineId: delivered.ringLine, kind: 'resize', newRingSize: '6', reason: 'The same size.' },
      {
        orderLineId: delivered.ringLine,
        kind: 'return',
        reason: 'A stranger’s picture.',
        pictures: [crypto.randomUUID()],
      },
      [],
      'return',
    ]) {
      const refused = await ask(t, delivered.cookie, body);
      expect(refused.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(refused.json().errorMessages[0]).toMatch(/\S/);
    }
    const notDelivered = await checkoutCustomer(t, `returns.waiting.${lastCustomerNo()}@example.com`);
    await addToBag(t, notDelivered.cookie, { kind: 'product', sku: ringSku, ringSize: '6' });
    const paid = await placeAndPay(t, notDelivered.cookie, notDelivered.addressId);
    const early = await ask(t, notDelivered.cookie, {
      orderLineId: paid.lines[0]!.id,
      kind: 'return',
      reason: 'Early.',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errorMessages).toEqual(['Returns, resizes and exchanges open once the order is delivered.']);
    expect(await requestCount()).toBe(before);
  });

  it('takes the customer’s pictures of the piece, each once', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 170, b: 90 } } })
      .png()
      .toBuffer();
    const upload = multipartFile({ filename: 'scratch.png', contentType: 'image/png', data: png });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/return-requests/picture',
      headers: { ...upload.headers, cookie: delivered.cookie },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const pictureId = uploaded.json().data.id as string;
    const asked = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      reason: 'A scratch on the band.',
      pictures: [pictureId],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json().data as ReturnRequestRecord).pictures.map((p) => [p.id, p.stage])).toEqual([
      [pictureId, 'request'],
    ]);
    const again = await ask(t, delivered.cookie, {
      orderLineId: delivered.stoneLine,
      kind: 'exchange',
      reason: 'The same picture again.',
      pictures: [pictureId],
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('what each line may have (GET /api/return-requests/for-customer/order/:id)', () => {
  it('answers each line’s options with reasons, the windows’ last days, and the order’s requests', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const options = (cookie: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/return-requests/for-customer/order/${delivered.order.id}`,
        headers: { cookie },
      });
    const first = (await options(delivered.cookie)).json().data as OrderReturnOptions;
    expect(first.deliveredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.returnLastDay! > first.deliveredOn!).toBe(true);
    const byLine = new Map(first.lines.map((line) => [line.lineId, line]));
    expect(byLine.get(delivered.ringLine)).toMatchObject({
      quantity: 2,
      options: { return: { allowed: true }, resize: { allowed: true }, exchange: { allowed: true } },
    });
    expect(byLine.get(delivered.engravedLine)!.options.return).toEqual({
      allowed: false,
      reason: 'Engraved pieces cannot be returned.',
    });
    expect(byLine.get(delivered.stoneLine)!.options.resize).toEqual({
      allowed: false,
      reason: 'Only rings can be resized.',
    });
    const asked = await ask(t, delivered.cookie, {
      orderLineId: delivered.stoneLine,
      kind: 'return',
      reason: 'Cloudy.',
    });
    const number = (asked.json().data as ReturnRequestRecord).number;
    const after = (await options(delivered.cookie)).json().data as OrderReturnOptions;
    expect(after.requests.map((request) => request.number)).toEqual([number]);
    expect(after.lines.find((line) => line.lineId === delivered.stoneLine)!.options.exchange).toEqual({
      allowed: false,
      reason: `A return of this item is under way (${number}).`,
    });
    const stranger = await checkoutCustomer(t, `returns.peek.${lastCustomerNo()}@example.com`);
    expect((await options(stranger.cookie)).statusCode).toBe(404);
  });
});

describe('working the Returns queue (PUT /api/return-requests/move)', () => {
  it('moves a request approved → received → failed with a note, e-mailing each step', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const asked = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      reason: 'Too big.',
    });
    const id = (asked.json().data as ReturnRequestRecord).id;
    for (const status of ['approved', 'received']) {
      const moved = await move(t, { id, status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const withoutNote = await move(t, { id, status: 'failed' });
    expect(withoutNote.statusCode).toBe(400);
    const failed = await move(t, { id, status: 'failed', note: 'The band has been cut and soldered.' });
    expect(failed.statusCode, failed.body).toBe(200);
    const record = failed.json().data as ReturnRequestRecord;
    expect(record).toMatchObject({ state: 'failed', inspectionNote: 'The band has been cut and soldered.' });
    expect(record.nextStates).toEqual(['returned-to-customer']);
    expect(record.events.map((event) => event.toState)).toEqual(['requested', 'approved', 'received', 'failed']);
    const mails = await messagesTo(t.database.db, delivered.email);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('your request is approved'))).toBe(true);
    expect(subjects.some((subject) => subject.includes('we have received your parcel'))).toBe(true);
    expect(mails.find((mail) => mail.subject.includes('about your piece'))!.text).toContain(
      'The band has been cut and soldered.',
    );
  });

  it('refuses a move the table does not have, a customer’s call, and an unknown request', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const asked = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'resize',
      newRingSize: '6.5',
      reason: 'Tight.',
    });
    const id = (asked.json().data as ReturnRequestRecord).id;
    const skip = await move(t, { id, status: 'passed' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errorMessages).toEqual([
      'A resize at ‘Requested’ can only move to ‘Approved — send it to us’ or ‘Not accepted’.',
    ]);
    expect((await move(t, { id, status: 'approved' }, 'Customer')).statusCode).toBe(403);
    expect((await move(t, { id: 2_000_000_000, status: 'approved' })).statusCode).toBe(404);
    expect((await move(t, { id, status: 'approved', note: 42 })).statusCode).toBe(400);
    const state = await one<{ state: string }>(sql`select state from return_requests where id = ${id}`);
    expect(state.state).toBe('requested');
  });

  it('lists open requests oldest first, and by kind and state', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    await ask(t, delivered.cookie, { orderLineId: delivered.stoneLine, kind: 'exchange', reason: 'Bigger, please.' });
    const open = await t.injectAs('Manager', { method: 'GET', url: '/api/return-requests' });
    expect(open.statusCode).toBe(200);
    const page = open.json().data as ReturnRequestPage;
    expect(page.totalRecords).toBeGreaterThan(0);
    const ids = page.records.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const exchanges = await t.injectAs('Manager', {
      method: 'GET',
      url: '/api/return-requests?kind=exchange&state=all',
    });
    expect((exchanges.json().data as ReturnRequestPage).records.every((record) => record.kind === 'exchange')).toBe(
      true,
    );
    expect((await t.injectAs('JewelleryManager', { method: 'GET', url: '/api/return-requests' })).statusCode).toBe(403);
  });
});

describe('withdrawing (PUT /api/return-requests/for-customer/:id/withdraw)', () => {
  it('lets the customer withdraw before the parcel is received, and no one else', async () => {
    const delivered = await deliveredOrder(t, ringSku);
    const asked = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      reason: 'Never mind.',
    });
    const id = (asked.json().data as ReturnRequestRecord).id;
    const stranger = await checkoutCustomer(t, `returns.other.${lastCustomerNo()}@example.com`);
    const withdraw = (cookie: string) =>
      t.app.inject({ method: 'PUT', url: `/api/return-requests/for-customer/${id}/withdraw`, headers: { cookie } });
    expect((await withdraw(stranger.cookie)).statusCode).toBe(404);
    const withdrawn = await withdraw(delivered.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((withdrawn.json().data as ReturnRequestRecord).state).toBe('withdrawn');
    // The line is free again: a new request may be made.
    const again = await ask(t, delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      reason: 'After all.',
    });
    expect(again.statusCode, again.body).toBe(201);
    const againId = (again.json().data as ReturnRequestRecord).id;
    await move(t, { id: againId, status: 'approved' });
    await move(t, { id: againId, status: 'received' });
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/return-requests/for-customer/${againId}/withdraw`,
      headers: { cookie: delivered.cookie },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errorMessages).toEqual(['The return can no longer be withdrawn: we have received the piece.']);
  });
});
