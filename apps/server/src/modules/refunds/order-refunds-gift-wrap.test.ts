import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@facet/contracts/orders';
import { refundMessages } from '@facet/contracts/refunds';
import { includedTax } from '@facet/contracts/tax';
import type { TaxDocumentRecord, TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * Refunding the gift wrap (decisions 042 and 032), on PGlite and on the PostgreSQL server: staff
 * give back the wrap as its own item, all of what it was charged with its tax, once; its credit
 * note has the invoice's "Gift wrapping" line and nothing else; the invoice does not change; a
 * second wrap refund, an unwrapped order's and an empty request are refused with a sentence and
 * change nothing; the whole-order refund gives back the wrap unless it was given back already;
 * the database refuses a second wrap row by hand.
 */

let t: TestApp;
let manager: string;
let earring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

function refund(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/order-detail/refund', headers: { cookie: manager }, payload });
}

async function documentOf(id: number): Promise<TaxDocumentSnapshot> {
  const response = await t.app.inject({ method: 'GET', url: `/api/tax-documents/${id}`, headers: { cookie: manager } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as TaxDocumentRecord).snapshot;
}

async function paidOrder(name: string, giftWrap: boolean): Promise<OrderDetail> {
  const buyer = await checkoutCustomer(t, `${name}@example.com`);
  await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
  return placeAndPay(t, buyer.cookie, buyer.addressId, { giftWrap });
}

/** What the ledger and documents hold for an order: a change anywhere shows here. */
async function footprint(orderId: number) {
  return one<Record<string, number>>(
    sql`select (select count(*)::int from order_refunds where order_id = ${orderId}) as refunds,
               (select count(*)::int from tax_documents where order_id = ${orderId}) as documents,
               (select count(*)::int from order_events where order_id = ${orderId}) as events,
               (select sum(refunded_amount)::float8 from order_payments where order_id = ${orderId}) as paid_back`,
  );
}

beforeAll(async () => {
  t = await createTestApp({ COMPANY_GSTIN: '27AAPFU0939F1ZV' });
  manager = await t.cookieFor('Manager');
  earring = await firstListedSku(t.database.db, 'Earring');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('refunding the gift wrap', () => {
  let order: OrderDetail;
  let invoice: TaxDocumentSnapshot;

  beforeAll(async () => {
    order = await paidOrder('wrap.refund', true);
    invoice = await documentOf(order.documents[0]!.id);
  });

  it('gives back the wrap alone, with a credit note of the invoice’s wrap line; the invoice is unchanged', async () => {
    expect(order.figures.giftWrap).toBe(250);
    const answer = await refund({
      orderId: order.id,
      lines: [],
      giftWrap: true,
      reason: 'The wrapping was torn',
      requestKey: randomUUID(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json().data as OrderDetail;
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ amount: 250, giftWrap: 250, shipping: 0, lines: [] });
    expect(after.lines.every((line) => line.refunded === 0)).toBe(true);
    expect(after.payments[0]).toMatchObject({ status: 'captured', refundedAmount: 250 });
    expect(after.events.at(-1)!.note).toBe('Refunded ₹250 for the gift wrapping: The wrapping was torn');

    const wrapLine = invoice.lines.find((line) => line.kind === 'charge')!;
    const note = await documentOf(after.refunds[0]!.creditNote!.id);
    expect(note.lines).toEqual([{ ...wrapLine }]);
    expect(note.lines[0]).toMatchObject({ description: 'Gift wrapping', total: 250_00, quantity: 1 });
    expect(note.lines[0]!.cgst + note.lines[0]!.sgst).toBe(includedTax(250_00, wrapLine.rateBp));
    expect(note.totals.total).toBe(250_00);
    expect(await documentOf(order.documents[0]!.id)).toEqual(invoice);
  });

  it('refuses the wrap a second time with a sentence, changing nothing', async () => {
    const before = await footprint(order.id);
    const again = await refund({
      orderId: order.id,
      lines: [],
      giftWrap: true,
      reason: 'Again',
      requestKey: randomUUID(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessages).toEqual([refundMessages.wrapRefunded]);
    expect(await footprint(order.id)).toEqual(before);
  });

  it('gives back everything else but not the wrap again when the order is refunded whole', async () => {
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      headers: { cookie: manager },
      payload: { id: order.id, status: 'Refunded', note: 'Returned' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json().data as OrderDetail;
    expect(after.payments[0]).toMatchObject({ status: 'refunded', refundedAmount: order.figures.total });
    expect(after.refunds).toHaveLength(2);
    expect(after.refunds[1]).toMatchObject({ giftWrap: 0, amount: order.figures.total - 250 });
    const note = await documentOf(after.refunds[1]!.creditNote!.id);
    expect(note.lines.map((line) => line.kind)).not.toContain('charge');
    // The invoice and its two credit notes net to nothing.
    const first = await documentOf(after.refunds[0]!.creditNote!.id);
    expect(first.totals.total + note.totals.total).toBe(invoice.totals.total);
    expect(first.totals.tax + note.totals.tax).toBe(invoice.totals.tax);
  });
});

describe('the wrap in a whole-order refund and the refusals', () => {
  it('gives back the wrap with its own credit-note line when a wrapped order is refunded whole', async () => {
    const order = await paidOrder('wrap.whole', true);
    const invoice = await documentOf(order.documents[0]!.id);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      headers: { cookie: manager },
      payload: { id: order.id, status: 'Refunded', note: 'Returned' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json().data as OrderDetail;
    expect(after.refunds[0]).toMatchObject({ giftWrap: 250, amount: order.figures.total });
    const note = await documentOf(after.refunds[0]!.creditNote!.id);
    expect(note.lines.find((line) => line.kind === 'charge')).toEqual(
      invoice.lines.find((line) => line.kind === 'charge'),
    );
    expect(note.totals).toEqual(invoice.totals);
  });

  it('refuses the wrap of an unwrapped order and a request with nothing in it', async () => {
    const order = await paidOrder('wrap.none', false);
    const before = await footprint(order.id);
    const unwrapped = await refund({
      orderId: order.id,
      lines: [],
      giftWrap: true,
      reason: 'Wrap',
      requestKey: randomUUID(),
    });
    expect(unwrapped.statusCode).toBe(422);
    expect(unwrapped.json().errorMessages).toEqual([refundMessages.notWrapped]);
    const empty = await refund({ orderId: order.id, lines: [], reason: 'Nothing', requestKey: randomUUID() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages.join(' ')).toMatch(/Choose at least one line or the gift wrapping/);
    expect(await footprint(order.id)).toEqual(before);
  });

  it('refuses a gift wrapping answer of the wrong JSON type with a sentence, changing nothing', async () => {
    const order = await paidOrder('wrap.types', true);
    const before = await footprint(order.id);
    for (const giftWrap of ['true', 1, null, [true], { yes: true }]) {
      const response = await refund({
        orderId: order.id,
        lines: [],
        giftWrap,
        reason: 'Wrap',
        requestKey: randomUUID(),
      });
      expect(response.statusCode, JSON.stringify(giftWrap)).toBe(400);
      expect(response.json().errorMessages.join(' ')).toMatch(/giftWrap|gift wrap/i);
    }
    expect(await footprint(order.id)).toEqual(before);
  });

  it('has the database refuse a second wrap row for an order, written by hand', async () => {
    const order = await paidOrder('wrap.by.hand', true);
    const insert = () =>
      t.database.db.execute(
        sql`insert into order_refunds (order_id, amount, gift_wrap, reason) values (${order.id}, 1, 1, 'by hand')`,
      );
    await insert();
    const refused = await insert().then(
      () => 'not refused',
      (error: { cause?: { constraint?: string; message?: string } }) =>
        `${error.cause?.constraint ?? ''} ${error.cause?.message ?? ''}`,
    );
    expect(refused).toMatch(/order_refunds_gift_wrap_once/);
  });
});
