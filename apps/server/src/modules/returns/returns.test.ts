import type { OrderDetail } from '@facet/contracts/orders';
import type { OrderReturnOptions, ReturnRequestPage, ReturnRequestRecord } from '@facet/contracts/returns';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { messagesTo } from '../../testing/messages.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { addToBag, checkoutCustomer, huidsFor, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Return requests: a customer asks to return, resize or exchange a line of their delivered
 * order (each allowed or refused with its reason), staff move the request through the table of
 * contracts/return-states.ts, each move recorded and e-mailed; bad input and other customers'
 * lines are refused, changing nothing.
 */

let t: TestApp;
let ring: string;
let stoneNo = 0;
let customerNo = 0;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
const requestCount = async () => (await one<{ n: number }>(sql`select count(*)::int as n from return_requests`)).n;

interface Delivered {
  order: OrderDetail;
  cookie: string;
  email: string;
  ringLine: number;
  engravedLine: number;
  stoneLine: number;
}

/** A new customer's delivered order: a ring (size 6), an engraved ring and a loose stone. */
async function deliveredOrder(): Promise<Delivered> {
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
  for (const [status, extra] of [
    ['Processing', {}],
    ['Shipped', { trackingNumber: 'BD 4455 IN', huids: huidsFor(paid) }],
    ['Delivered', {}],
  ] as const) {
    const moved = await t.injectAs('Manager', {
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      payload: { id: paid.id, status, ...extra },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
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

function ask(cookie: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/return-requests', headers: { cookie }, payload: payload as object });
}

function move(payload: Record<string, unknown>, role: 'Manager' | 'Admin' | 'Customer' = 'Manager') {
  return t.injectAs(role, { method: 'PUT', url: '/api/return-requests/move', payload });
}

/** Moves the delivery back `days` days, as if it had happened then. */
async function deliveredDaysAgo(orderId: number, days: number) {
  await t.database.db.execute(
    sql`update order_events set create_date = now() - make_interval(days => ${days})
         where order_id = ${orderId} and to_state = 'Delivered'`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const product = await createProductAs(
    t,
    ringDraft({ productName: 'Test Return Solitaire', metalAttribute: ['Platinum'] }),
  );
  ring = product.productVarients.find((v) => v.centerStoneCarat === 1)!.sku;
});

afterAll(async () => {
  await t?.close();
});

describe('asking for a return, resize or exchange (POST /api/return-requests)', () => {
  it('takes a return of one of two rings: a number, the refund estimate, the history and an e-mail', async () => {
    const delivered = await deliveredOrder();
    const asked = await ask(delivered.cookie, {
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
    const delivered = await deliveredOrder();
    const body = { orderLineId: delivered.stoneLine, kind: 'exchange', reason: 'I would like a larger stone.' };
    const [first, second] = await Promise.all([ask(delivered.cookie, body), ask(delivered.cookie, body)]);
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
    const delivered = await deliveredOrder();
    const engraved = await ask(delivered.cookie, {
      orderLineId: delivered.engravedLine,
      kind: 'return',
      reason: 'Changed my mind.',
    });
    expect(engraved.statusCode).toBe(422);
    expect(engraved.json().errorMessages).toEqual(['Engraved pieces cannot be returned.']);
    const stoneResize = await ask(delivered.cookie, {
      orderLineId: delivered.stoneLine,
      kind: 'resize',
      newRingSize: '7',
      reason: 'Too small.',
    });
    expect(stoneResize.statusCode).toBe(422);
    expect(stoneResize.json().errorMessages).toEqual(['Only rings can be resized.']);
    const resize = await ask(delivered.cookie, {
      orderLineId: delivered.engravedLine,
      kind: 'resize',
      newRingSize: '7.5',
      reason: 'A little tight.',
    });
    expect(resize.statusCode, resize.body).toBe(201);
    expect((resize.json().data as ReturnRequestRecord).newRingSize).toBe('7.5');
  });

  it('counts the return window in India’s days from delivery, and says when it ended', async () => {
    const delivered = await deliveredOrder();
    await deliveredDaysAgo(delivered.order.id, 31);
    const late = await ask(delivered.cookie, { orderLineId: delivered.ringLine, kind: 'return', reason: 'Too late?' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errorMessages[0]).toMatch(/^The 30 days for returns ended on \d{1,2} \w+ \d{4}\.$/);
    // An exchange is for life.
    const exchange = await ask(delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'exchange',
      reason: 'An upgrade.',
    });
    expect(exchange.statusCode, exchange.body).toBe(201);
  });

  it('follows the Admin’s after-sale policy: a shorter window, engraved pieces taken back', async () => {
    const delivered = await deliveredOrder();
    await deliveredDaysAgo(delivered.order.id, 10);
    const policy = (await t.app.inject({ method: 'GET', url: '/api/after-sale-policy' })).json().data;
    const { updateDate: _updateDate, ...terms } = policy;
    const changed = await t.injectAs('Admin', {
      method: 'PUT',
      url: '/api/after-sale-policy',
      payload: { ...terms, returnDays: 7, returnable: { ...terms.returnable, engraved: true } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const late = await ask(delivered.cookie, {
        orderLineId: delivered.ringLine,
        kind: 'return',
        reason: 'Ten days on.',
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().errorMessages[0]).toMatch(/^The 7 days for returns ended on /);
      await deliveredDaysAgo(delivered.order.id, 2);
      const engraved = await ask(delivered.cookie, {
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
    const delivered = await deliveredOrder();
    const stranger = await checkoutCustomer(t, `returns.stranger.${customerNo}@example.com`);
    const before = await requestCount();
    const theirs = await ask(stranger.cookie, { orderLineId: delivered.ringLine, kind: 'return', reason: 'Mine now.' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorMessages).toEqual(['There is no such item in your orders.']);
    const unknown = await ask(delivered.cookie, { orderLineId: 2_000_000_000, kind: 'return', reason: 'Nothing.' });
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
      const refused = await ask(delivered.cookie, body);
      expect(refused.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(refused.json().errorMessages[0]).toMatch(/\S/);
    }
    const notDelivered = await checkoutCustomer(t, `returns.waiting.${customerNo}@example.com`);
    await addToBag(t, notDelivered.cookie, { kind: 'product', sku: ring, ringSize: '6' });
    const paid = await placeAndPay(t, notDelivered.cookie, notDelivered.addressId);
    const early = await ask(notDelivered.cookie, { orderLineId: paid.lines[0]!.id, kind: 'return', reason: 'Early.' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errorMessages).toEqual(['Returns, resizes and exchanges open once the order is delivered.']);
    expect(await requestCount()).toBe(before);
  });

  it('takes the customer’s pictures of the piece, each once', async () => {
    const delivered = await deliveredOrder();
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
    const asked = await ask(delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      reason: 'A scratch on the band.',
      pictures: [pictureId],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json().data as ReturnRequestRecord).pictures.map((p) => [p.id, p.stage])).toEqual([
      [pictureId, 'request'],
    ]);
    const again = await ask(delivered.cookie, {
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
    const delivered = await deliveredOrder();
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
    const asked = await ask(delivered.cookie, { orderLineId: delivered.stoneLine, kind: 'return', reason: 'Cloudy.' });
    const number = (asked.json().data as ReturnRequestRecord).number;
    const after = (await options(delivered.cookie)).json().data as OrderReturnOptions;
    expect(after.requests.map((request) => request.number)).toEqual([number]);
    expect(after.lines.find((line) => line.lineId === delivered.stoneLine)!.options.exchange).toEqual({
      allowed: false,
      reason: `A return of this item is under way (${number}).`,
    });
    const stranger = await checkoutCustomer(t, `returns.peek.${customerNo}@example.com`);
    expect((await options(stranger.cookie)).statusCode).toBe(404);
  });
});

describe('working the Returns queue (PUT /api/return-requests/move)', () => {
  it('moves a request approved → received → failed with a note, e-mailing each step', async () => {
    const delivered = await deliveredOrder();
    const asked = await ask(delivered.cookie, { orderLineId: delivered.ringLine, kind: 'return', reason: 'Too big.' });
    const id = (asked.json().data as ReturnRequestRecord).id;
    for (const status of ['approved', 'received']) {
      const moved = await move({ id, status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const withoutNote = await move({ id, status: 'failed' });
    expect(withoutNote.statusCode).toBe(400);
    const failed = await move({ id, status: 'failed', note: 'The band has been cut and soldered.' });
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
    const delivered = await deliveredOrder();
    const asked = await ask(delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'resize',
      newRingSize: '6.5',
      reason: 'Tight.',
    });
    const id = (asked.json().data as ReturnRequestRecord).id;
    const skip = await move({ id, status: 'passed' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errorMessages).toEqual([
      'A resize at ‘Requested’ can only move to ‘Approved — send it to us’ or ‘Not accepted’.',
    ]);
    expect((await move({ id, status: 'approved' }, 'Customer')).statusCode).toBe(403);
    expect((await move({ id: 2_000_000_000, status: 'approved' })).statusCode).toBe(404);
    expect((await move({ id, status: 'approved', note: 42 })).statusCode).toBe(400);
    const state = await one<{ state: string }>(sql`select state from return_requests where id = ${id}`);
    expect(state.state).toBe('requested');
  });

  it('lists open requests oldest first, and by kind and state', async () => {
    const delivered = await deliveredOrder();
    await ask(delivered.cookie, { orderLineId: delivered.stoneLine, kind: 'exchange', reason: 'Bigger, please.' });
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

describe('settling a return (PUT /api/return-requests/move to refunded)', () => {
  async function passedReturn(delivered: Delivered, lineId: number, quantity = 1): Promise<number> {
    const asked = await ask(delivered.cookie, { orderLineId: lineId, kind: 'return', quantity, reason: 'Not for me.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = (asked.json().data as ReturnRequestRecord).id;
    for (const status of ['approved', 'received', 'passed']) {
      const moved = await move({ id, status, note: status === 'passed' ? 'As new.' : '' });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return id;
  }

  it('refunds what was paid for the pieces sent back, through the provider, with a credit note — once', async () => {
    const delivered = await deliveredOrder();
    const id = await passedReturn(delivered, delivered.ringLine);
    const line = delivered.order.lines.find((candidate) => candidate.id === delivered.ringLine)!;
    const refunded = await move({ id, status: 'refunded' });
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
    const again = await move({ id, status: 'refunded' });
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
    const delivered = await deliveredOrder();
    const id = await passedReturn(delivered, delivered.stoneLine);
    const stone = delivered.order.lines.find((candidate) => candidate.id === delivered.stoneLine)!;
    const above = await move({ id, status: 'refunded', amount: stone.lineTotal + 1 });
    expect(above.statusCode).toBe(422);
    expect(above.json().errorMessages[0]).toMatch(
      /^A return refunds at most ₹[\d,]+, what was paid for the pieces sent back\.$/,
    );
    const wrongMove = await move({ id, status: 'passed', amount: 10 });
    expect(wrongMove.statusCode).toBe(422);
    const passed = await t.injectAs('Manager', { method: 'GET', url: `/api/return-requests/${id}` });
    expect(passed.json().data).toMatchObject({ refunded: null, creditNote: null, credited: null });
    const less = await move({ id, status: 'refunded', amount: stone.lineTotal - 1000, note: 'A chip on the girdle.' });
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
    await deliveredDaysAgo(delivered.order.id, daysAgo);
    const asked = await ask(delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'exchange',
      reason: 'Upgrade.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data as ReturnRequestRecord;
    for (const status of ['approved', 'received', 'passed']) {
      expect((await move({ id: request.id, status, note: 'Fine.' })).statusCode).toBe(200);
    }
    return request;
  }

  it('credits what was paid when asked within the return window, once, to the customer’s store credit', async () => {
    const delivered = await deliveredOrder();
    const request = await passedExchange(delivered, 3);
    const line = delivered.order.lines.find((candidate) => candidate.id === delivered.ringLine)!;
    expect(request.creditEstimate).toBe(line.lineTotal / 2);
    const userId = (await one<{ user_id: string }>(sql`select user_id from orders where id = ${delivered.order.id}`))
      .user_id;
    expect(request).toMatchObject({ credited: null, refunded: null });
    const credited = await move({ id: request.id, status: 'credited' });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(await balanceOf(userId)).toBe((line.lineTotal / 2) * 100);
    // The settled request says what it credited (an estimate no longer: the rate of its day).
    expect(credited.json().data).toMatchObject({ credited: line.lineTotal / 2, creditEstimate: null, refunded: null });
    expect((await move({ id: request.id, status: 'credited' })).statusCode).toBe(422);
    expect(await balanceOf(userId)).toBe((line.lineTotal / 2) * 100);
  });

  it('credits the exchange value by the after-sale policy when asked after the return window', async () => {
    const delivered = await deliveredOrder();
    const request = await passedExchange(delivered, 45);
    const line = delivered.order.lines.find((candidate) => candidate.id === delivered.ringLine)!;
    expect(request.creditEstimate).not.toBeNull();
    expect(request.creditEstimate!).toBeLessThan(line.lineTotal / 2);
    expect(request.creditEstimate!).toBeGreaterThan(0);
    const userId = (await one<{ user_id: string }>(sql`select user_id from orders where id = ${delivered.order.id}`))
      .user_id;
    const before = await balanceOf(userId);
    expect((await move({ id: request.id, status: 'credited' })).statusCode).toBe(200);
    expect(await balanceOf(userId)).toBe(before + request.creditEstimate! * 100);
  });
});

describe('sending a piece back (PUT /api/return-requests/move to shipped-back or returned-to-customer)', () => {
  const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const blueDart = async () => (await one<{ id: number }>(sql`select id from carriers where name = 'Blue Dart'`)).id;
  let awb = 40_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

  it('ships a resized ring back with its carrier, insured for what was paid, and shows the tracking link', async () => {
    const delivered = await deliveredOrder();
    const asked = await ask(delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'resize',
      newRingSize: '7',
      reason: 'Too tight.',
    });
    const id = (asked.json().data as ReturnRequestRecord).id;
    for (const status of ['approved', 'received', 'passed']) {
      expect((await move({ id, status, note: 'Resized to US 7.' })).statusCode).toBe(200);
    }
    const carrierId = await blueDart();
    const withoutParcel = await move({ id, status: 'shipped-back' });
    expect(withoutParcel.statusCode).toBe(400);
    expect(withoutParcel.json().errorMessages).toEqual([
      'Give the carrier, the tracking number and the day the parcel should arrive.',
    ]);
    const wrongNumber = await move({
      id,
      status: 'shipped-back',
      carrierId,
      trackingNumber: 'BD-12',
      estimatedDelivery: inThreeDays(),
    });
    expect(wrongNumber.statusCode).toBe(422);
    awb += 1;
    const shipped = await move({
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
    const delivered = await deliveredOrder();
    const asked = await ask(delivered.cookie, { orderLineId: delivered.stoneLine, kind: 'return', reason: 'Cloudy.' });
    const id = (asked.json().data as ReturnRequestRecord).id;
    const carrierId = await blueDart();
    const early = await move({ id, status: 'approved', carrierId, trackingNumber: '12345678901' });
    expect(early.statusCode).toBe(400);
    for (const [status, note] of [
      ['approved', ''],
      ['received', ''],
      ['failed', 'Not the stone we sold: the inscription differs.'],
    ]) {
      expect((await move({ id, status, note })).statusCode).toBe(200);
    }
    awb += 1;
    const back = await move({
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

describe('withdrawing (PUT /api/return-requests/for-customer/:id/withdraw)', () => {
  it('lets the customer withdraw before the parcel is received, and no one else', async () => {
    const delivered = await deliveredOrder();
    const asked = await ask(delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      reason: 'Never mind.',
    });
    const id = (asked.json().data as ReturnRequestRecord).id;
    const stranger = await checkoutCustomer(t, `returns.other.${customerNo}@example.com`);
    const withdraw = (cookie: string) =>
      t.app.inject({ method: 'PUT', url: `/api/return-requests/for-customer/${id}/withdraw`, headers: { cookie } });
    expect((await withdraw(stranger.cookie)).statusCode).toBe(404);
    const withdrawn = await withdraw(delivered.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((withdrawn.json().data as ReturnRequestRecord).state).toBe('withdrawn');
    // The line is free again: a new request may be made.
    const again = await ask(delivered.cookie, {
      orderLineId: delivered.ringLine,
      kind: 'return',
      reason: 'After all.',
    });
    expect(again.statusCode, again.body).toBe(201);
    const againId = (again.json().data as ReturnRequestRecord).id;
    await move({ id: againId, status: 'approved' });
    await move({ id: againId, status: 'received' });
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/return-requests/for-customer/${againId}/withdraw`,
      headers: { cookie: delivered.cookie },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errorMessages).toEqual(['The return can no longer be withdrawn: we have received the piece.']);
  });
});
