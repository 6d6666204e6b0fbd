import { randomUUID } from 'node:crypto';
import type { SalesRegister } from '@facet/contracts/accounts';
import { shopMonthOf } from '@facet/contracts/accounts';
import type { OrderDetail } from '@facet/contracts/orders';
import { refundMessages } from '@facet/contracts/refunds';
import { includedTax } from '@facet/contracts/tax';
import type { TaxDocumentRecord, TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, placeAndPay, startCheckout } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ProviderError } from '../payments/payment-provider.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * Refunds by line (decision 032) with the test provider, on PGlite and on the PostgreSQL server:
 * part of a line, the rest of it by default, then the whole order through the same ledger; the
 * credit notes' figures worked as the invoice's and adding up to it; the sales register netting
 * each credit note; refusals that change nothing; a replayed request; a provider failure; and
 * the database's own caps.
 */

let t: TestApp;
let manager: string;
let earring: string;
let ring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
const count = async (query: ReturnType<typeof sql>) => (await one<{ n: number }>(query)).n;

function refund(payload: Record<string, unknown>, cookie = manager) {
  return t.app.inject({ method: 'POST', url: '/api/order-detail/refund', headers: { cookie }, payload });
}

async function documentOf(id: number): Promise<TaxDocumentSnapshot> {
  const response = await t.app.inject({ method: 'GET', url: `/api/tax-documents/${id}`, headers: { cookie: manager } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as TaxDocumentRecord).snapshot;
}

/** Why the database refused: the driver's own message (constraint or trigger), under Drizzle's wrapper. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string; constraint?: string } }).cause;
    return `${cause?.constraint ?? ''} ${cause?.message ?? String(error)}`;
  }
  return 'not refused';
}

/** What the ledger and the documents hold for an order: a change anywhere shows here. */
async function footprint(orderId: number) {
  return one<Record<string, number>>(
    sql`select (select count(*)::int from order_refunds where order_id = ${orderId}) as refunds,
               (select count(*)::int from tax_documents where order_id = ${orderId}) as documents,
               (select count(*)::int from order_events where order_id = ${orderId}) as events,
               (select count(*)::int from messages m join orders o on o.email = m."to" where o.id = ${orderId}) as mails,
               (select sum(refunded_amount)::float8 from order_lines where order_id = ${orderId}) as lines_refunded,
               (select sum(refunded_amount)::float8 from order_payments where order_id = ${orderId}) as paid_back`,
  );
}

/** A delivered-in-Maharashtra order of a ring and an earring, paid with the test provider. */
async function twoLineOrder(name: string): Promise<OrderDetail & { cookie: string }> {
  const buyer = await checkoutCustomer(t, `${name}@example.com`);
  await addToBag(t, buyer.cookie, { kind: 'product', sku: ring, ringSize: '6' });
  await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
  const order = await placeAndPay(t, buyer.cookie, buyer.addressId);
  return { ...order, cookie: buyer.cookie };
}

beforeAll(async () => {
  t = await createTestApp({ COMPANY_GSTIN: '27AAPFU0939F1ZV' });
  manager = await t.cookieFor('Manager');
  const sku = async (query: ReturnType<typeof sql>) => (await one<{ sku: string }>(query)).sku;
  earring = await firstListedSku(t.database.db, 'Earring');
  ring = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
         where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('refunding part of a line, then the rest, then the whole order', () => {
  let order: OrderDetail & { cookie: string };
  let invoice: TaxDocumentSnapshot;

  beforeAll(async () => {
    order = await twoLineOrder('refund.parts');
    invoice = await documentOf(order.documents[0]!.id);
  });

  it('gives back ₹1,000 of the ring: the payment partly refunded, a credit note for just that, the history, e-mail and audit', async () => {
    const ringLine = order.lines[0]!;
    const answer = await refund({
      orderId: order.id,
      lines: [{ lineId: ringLine.id, amount: 1000 }],
      reason: 'Price match with the showroom',
      requestKey: randomUUID(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json().data as OrderDetail;
    expect(after.state).toBe('Paid');
    expect(after.lines[0]).toMatchObject({ charged: ringLine.charged, refunded: 1000 });
    expect(after.lines[1]!.refunded).toBe(0);
    expect(after.payments[0]).toMatchObject({ status: 'captured', refundedAmount: 1000 });
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ amount: 1000, shipping: 0, reason: 'Price match with the showroom' });
    expect(after.refunds[0]!.lines).toEqual([{ lineId: ringLine.id, amount: 1000 }]);
    expect(after.canRefund).toBe(true);

    const note = await documentOf(after.refunds[0]!.creditNote!.id);
    expect(note.kind).toBe('credit_note');
    expect(note.reference).toEqual({ number: invoice.number, issuedAt: invoice.issuedAt });
    expect(note.reason).toBe('Refund: Price match with the showroom');
    expect(note.lines).toHaveLength(1);
    const line = note.lines[0]!;
    expect(line).toMatchObject({ kind: 'goods', sku: invoice.lines[0]!.sku, quantity: 0, total: 100_000 });
    expect(line.cgst + line.sgst).toBe(includedTax(100_000, line.rateBp));
    expect(line.cgst).toBe(line.sgst);
    expect(line.taxable).toBe(100_000 - line.cgst - line.sgst);
    expect(note.totals).toMatchObject({ total: 100_000, tax: line.cgst + line.sgst, taxable: line.taxable });

    expect(after.events.at(-1)).toMatchObject({
      fromState: 'Paid',
      toState: 'Paid',
      mover: 'staff',
      note: `Refunded ₹1,000 of ${ringLine.name}: Price match with the showroom`,
    });
    const mail = await one<{ subject: string; attachments: { taxDocumentId: number }[] }>(
      sql`select subject, attachments from messages where "to" = ${order.customer.email} order by id desc limit 1`,
    );
    expect(mail.subject).toContain('part refunded');
    expect(mail.attachments).toEqual([expect.objectContaining({ taxDocumentId: after.refunds[0]!.creditNote!.id })]);
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where action = 'order.refunded' and entity_id = ${String(order.id)}`,
      ),
    ).toBe(1);

    // The customer sees the refund on the line, why, and the credit note.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/order-detail/for-customer/${order.id}`,
      headers: { cookie: order.cookie },
    });
    const seen = mine.json().data as OrderDetail;
    expect(seen.lines[0]!.refunded).toBe(1000);
    expect(seen.refunds[0]).toMatchObject({
      amount: 1000,
      reason: 'Price match with the showroom',
      creditNote: after.refunds[0]!.creditNote,
    });
    expect(seen.documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
  });

  it('nets the part credit note off the invoice in the sales register', async () => {
    const month = shopMonthOf(new Date(invoice.issuedAt));
    const admin = await t.cookieFor('Admin');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/sales-register?month=${month}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const register = response.json().data as SalesRegister;
    const rows = register.rows.filter((row) => row.orderNumber === order.number);
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
    expect(rows.filter((row) => row.kind === 'credit_note').map((row) => row.total)).toEqual([-100_000]);
    expect(sum((row) => row.total)).toBe(invoice.totals.total - 100_000);
    const creditTax = includedTax(100_000, invoice.lines[0]!.rateBp);
    expect(sum((row) => row.cgst + row.sgst)).toBe(invoice.totals.tax - creditTax);
  });

  it('gives back the rest of the ring when no amount is given; its credit notes add up to its invoice line to the paisa', async () => {
    const ringLine = order.lines[0]!;
    const answer = await refund({
      orderId: order.id,
      lines: [{ lineId: ringLine.id }],
      reason: 'Returned within 30 days',
      requestKey: randomUUID(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json().data as OrderDetail;
    expect(after.lines[0]!.refunded).toBe(ringLine.charged);
    const notes = await Promise.all(after.refunds.map((made) => documentOf(made.creditNote!.id)));
    const ringParts = notes.flatMap((note) => note.lines);
    const printed = invoice.lines[0]!;
    expect(ringParts.reduce((acc, line) => acc + line.total, 0)).toBe(printed.total);
    expect(ringParts.reduce((acc, line) => acc + line.cgst, 0)).toBe(printed.cgst);
    expect(ringParts.reduce((acc, line) => acc + line.taxable, 0)).toBe(printed.taxable);
    // The part that gives back the last of the line counts its pieces; the price cut before did not.
    expect(ringParts.map((line) => line.quantity)).toEqual([0, printed.quantity]);

    const again = await refund({
      orderId: order.id,
      lines: [{ lineId: ringLine.id, amount: 1 }],
      reason: 'Again',
      requestKey: randomUUID(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessages).toEqual([refundMessages.lineUsedUp(ringLine.name)]);
  });

  it('refunds everything left when staff move the order to Refunded, through the same ledger', async () => {
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      headers: { cookie: manager },
      payload: { id: order.id, status: 'Refunded', note: 'Customer returned the earrings too' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json().data as OrderDetail;
    expect(after.state).toBe('Refunded');
    expect(after.payments[0]).toMatchObject({ status: 'refunded', refundedAmount: order.figures.total });
    expect(after.lines.every((line) => line.refunded === line.charged)).toBe(true);
    expect(after.refunds).toHaveLength(3);
    expect(after.refunds[2]!.amount).toBe(order.figures.total - order.lines[0]!.charged);
    expect(after.canRefund).toBe(false);
    const notes = await Promise.all(after.refunds.map((made) => documentOf(made.creditNote!.id)));
    expect(notes.reduce((acc, note) => acc + note.totals.total, 0)).toBe(invoice.totals.total);
    expect(notes.reduce((acc, note) => acc + note.totals.tax, 0)).toBe(invoice.totals.tax);
    expect(notes[2]!.reason).toBe('Order refunded: Customer returned the earrings too');

    const late = await refund({
      orderId: order.id,
      lines: [{ lineId: order.lines[1]!.id, amount: 1 }],
      reason: 'Late',
      requestKey: randomUUID(),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errorMessages).toEqual([refundMessages.nothingLeft]);
  });
});

describe('refusals, which change nothing', () => {
  let order: OrderDetail & { cookie: string };
  let other: OrderDetail & { cookie: string };

  beforeAll(async () => {
    order = await twoLineOrder('refund.refusals');
    other = await twoLineOrder('refund.other');
  });

  const base = () => ({ orderId: order.id, reason: 'Goodwill', requestKey: randomUUID() });

  it('answers a sentence for each kind of bad input', async () => {
    const before = await footprint(order.id);
    const otherBefore = await footprint(other.id);
    const line = order.lines[0]!;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base(), lines: [{ lineId: other.lines[0]!.id, amount: 10 }] }, 422, refundMessages.noSuchLine],
      [
        { ...base(), lines: [{ lineId: line.id, amount: line.charged + 1 }] },
        422,
        refundMessages.aboveLine(line.name, `₹${new Intl.NumberFormat('en-IN').format(line.charged)}`),
      ],
      [{ ...base(), lines: [{ lineId: line.id, amount: -5 }] }, 400, 'must be more than 0'],
      [{ ...base(), lines: [{ lineId: line.id, amount: 0 }] }, 400, 'must be more than 0'],
      [{ ...base(), lines: [{ lineId: line.id, amount: '100' }] }, 400, 'must be a number'],
      [{ ...base(), lines: [{ lineId: line.id, amount: 10.5 }] }, 400, 'must be a whole amount'],
      [{ ...base(), lines: [] }, 400, 'Choose at least one line or the gift wrapping to refund.'],
      [{ ...base(), lines: [{ lineId: line.id }, { lineId: line.id }] }, 400, 'Name each line once.'],
      [{ ...base(), reason: '', lines: [{ lineId: line.id }] }, 400, 'reason'],
      [{ ...base(), orderId: 2_000_000, lines: [{ lineId: line.id }] }, 404, 'There is no such order.'],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await refund(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json().errorMessages.join(' ')).toContain(message);
    }
    expect(await footprint(order.id)).toEqual(before);
    expect(await footprint(other.id)).toEqual(otherBefore);
  });

  it('refuses an order not paid yet, and anyone outside the Orders area', async () => {
    const buyer = await checkoutCustomer(t, 'refund.unpaid@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const started = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId, currency: 'INR' });
    const pending = (started.json().data as { order: OrderDetail }).order;
    const unpaid = await refund({ ...base(), orderId: pending.id, lines: [{ lineId: pending.lines[0]!.id }] });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errorMessages).toEqual([refundMessages.notPaid]);

    const payload = { ...base(), lines: [{ lineId: order.lines[0]!.id, amount: 10 }] };
    expect((await refund(payload, order.cookie)).statusCode).toBe(403);
    expect((await refund(payload, await t.cookieFor('JewelleryManager'))).statusCode).toBe(403);
    expect((await refund(payload, '')).statusCode).toBe(401);
  });

  it('makes one refund of a request sent twice (same key), answering the same', async () => {
    const payload = { ...base(), lines: [{ lineId: order.lines[1]!.id, amount: 100 }] };
    const first = await refund(payload);
    const second = await refund(payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json().data as OrderDetail).refunds).toEqual((first.json().data as OrderDetail).refunds);
    expect(await count(sql`select count(*)::int as n from order_refunds where order_id = ${order.id}`)).toBe(1);
  });

  it('changes nothing when the provider fails, and says why', async () => {
    const gateway = t.app.paymentGateways.get('test-payment')!;
    const refundAtProvider = gateway.refund;
    const before = await footprint(order.id);
    (gateway as { refund: typeof gateway.refund }).refund = () =>
      Promise.reject(new ProviderError('The bank is closed for maintenance.'));
    try {
      const answer = await refund({ ...base(), lines: [{ lineId: order.lines[0]!.id, amount: 500 }] });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().errorMessages).toEqual([
        refundMessages.providerFailed('The bank is closed for maintenance.'),
      ]);
    } finally {
      (gateway as { refund: typeof gateway.refund }).refund = refundAtProvider;
    }
    expect(await footprint(order.id)).toEqual(before);
  });

  it('lets the database refuse a line refunded above its charge, a payment above its capture, and any change to the ledger', async () => {
    const line = await one<{ id: number; amount: number; refunded: number }>(
      sql`select id, amount::float8 as amount, refunded_amount::float8 as refunded from order_lines where id = ${order.lines[0]!.id}`,
    );
    const payment = await one<{ id: number; left: number }>(
      sql`select id, (captured_amount - refunded_amount)::float8 as left from order_payments where order_id = ${order.id}`,
    );
    expect(
      await refusal(
        t.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into order_refunds (order_id, amount, reason) values (${order.id}, 1, 'by hand')`,
          );
          await tx.execute(
            sql`insert into order_refund_lines (refund_id, order_line_id, amount)
              values (currval(pg_get_serial_sequence('order_refunds', 'id')), ${line.id}, ${line.amount - line.refunded + 1})`,
          );
        }),
      ),
    ).toMatch(/order_lines_refunded_within_amount/);
    expect(
      await refusal(
        t.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into order_refunds (order_id, amount, reason) values (${order.id}, 1, 'by hand')`,
          );
          await tx.execute(
            sql`insert into order_refund_payments (refund_id, order_payment_id, amount, provider_refund_id)
              values (currval(pg_get_serial_sequence('order_refunds', 'id')), ${payment.id}, ${payment.left + 1}, 'x')`,
          );
        }),
      ),
    ).toMatch(/order_payments_refunded_within_captured/);
    expect(
      await refusal(
        t.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into order_refunds (order_id, amount, reason) values (${order.id}, 1, 'by hand')`,
          );
          await tx.execute(
            sql`insert into order_refund_lines (refund_id, order_line_id, amount)
              values (currval(pg_get_serial_sequence('order_refunds', 'id')), ${other.lines[0]!.id}, 1)`,
          );
        }),
      ),
    ).toMatch(/its own order/);
    expect(await refusal(t.database.db.execute(sql`update order_refunds set amount = 1`))).toMatch(/cannot be changed/);
  });
});
