import type { OrderDetail } from '@facet/contracts/orders';
import { metals } from '@facet/contracts/lookups';
import { formatRupees } from '@facet/contracts/tax-document-text';
import { finenessOf, type TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer } from '../../testing/orders.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { deliverMessage } from '../messages/messages.service.ts';
import type { EmailOut } from '../messages/transports.ts';
import { GSTIN, expectFiguresAddUp, openTaxDocumentShop, taxDocumentCalls } from './tax-documents.test-support.ts';

/*
 * The tax invoice (decision 024) on the demo shop, paid with the test provider: CGST + SGST for a
 * buyer in the shop's state, what it prints of each piece, one however often the capture is
 * repeated, its PDF in the e-mail and on its own, who may read it, that later changes never touch
 * it, and the credit note when a paid order is cancelled.
 */

let t: TestApp;
let earring: string;
let ring: string;

beforeAll(async () => {
  ({ t, earring, ring } = await openTaxDocumentShop());
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const { one, pay, readDocument, documentOf, pdfOf } = taxDocumentCalls(() => t);

describe('the tax invoice', () => {
  let mumbai: { id: string; cookie: string; addressId: string };
  let order: OrderDetail;
  let invoice: TaxDocumentSnapshot;

  beforeAll(async () => {
    mumbai = await checkoutCustomer(t, 'invoice.mumbai@example.com');
    await addToBag(t, mumbai.cookie, { kind: 'product', sku: ring, ringSize: '6', quantity: 2 });
    await addToBag(t, mumbai.cookie, { kind: 'product', sku: earring });
    order = await pay(mumbai.cookie, mumbai.addressId);
    invoice = await documentOf(order, mumbai.cookie);
  });

  it('is issued when a buyer in the shop’s state pays: CGST and SGST, half each', async () => {
    expect(order.state).toBe('Paid');
    expect(invoice.title).toBe('Tax invoice');
    expect(invoice.number).toMatch(/^FCT\/\d{2}-\d{2}\/000001$/);
    expect(invoice.supplier).toMatchObject({ gstin: GSTIN, state: 'Maharashtra', stateCode: '27' });
    expect(invoice.placeOfSupply).toEqual({ name: 'Maharashtra', code: '27' });
    expect(invoice.supply).toBe('intra');
    expect(invoice.totals.igst).toBe(0);
    expect(invoice.totals.cgst).toBeGreaterThan(0);
    expect(invoice.totals.cgst).toBe(invoice.totals.sgst);
    // The order's own figures: its lines' GST and shipping's, to the paisa (the order's `tax`
    // column is the bag's whole-rupee line, which the document does not round to).
    const stored = await one<{ total: number; tax: number }>(
      sql`select o.total::float8 as total,
                 (select sum(l.tax) from order_lines l where l.order_id = o.id)::float8 + o.shipping_tax as tax
            from orders o where o.id = ${order.id}`,
    );
    expect(invoice.totals.total).toBe(stored.total);
    expect(invoice.totals.tax).toBe(stored.tax);
    expect(invoice.lines.map((line) => [line.kind, line.hsn, line.quantity])).toEqual([
      ['goods', '7113', 2],
      ['goods', '7113', 1],
    ]);
    expectFiguresAddUp(invoice);
  });

  it('prints each piece’s metal, fineness, weights and making charge, fixed at placement', () => {
    const piece = invoice.lines[0]!;
    const metal = metals.find((entry) => entry.name === piece.facts!.metal)!;
    expect(piece.facts).toMatchObject({ purity: metal.purity, fineness: finenessOf(metal.purity) });
    expect(piece.facts!.fineness).toBeGreaterThanOrEqual(750);
    expect(piece.facts!.netMetalMg).toBeGreaterThan(0);
    expect(piece.facts!.grossMg).toBe(piece.facts!.netMetalMg! + piece.facts!.stoneCarats * 2);
    expect(piece.facts!.making).toBeGreaterThan(0);
    expect(piece.huids).toEqual([]);
  });

  it('is one invoice however often the capture is repeated', async () => {
    const payment = await one<{ provider_order_id: string }>(
      sql`select provider_order_id from order_payments where order_id = ${order.id}`,
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/test-payment/cart/orders/capture',
      headers: { cookie: mumbai.cookie },
      payload: { paymentId: payment.provider_order_id, outcome: 'success' },
    });
    expect(again.statusCode).toBe(200);
    const count = await one<{ n: number }>(
      sql`select count(*)::int as n from tax_documents where order_id = ${order.id}`,
    );
    expect(count.n).toBe(1);
  });

  it('is attached as a PDF to the "payment received" e-mail, which the outbox says', async () => {
    const message = await one<{ id: number; attachments: { filename: string; taxDocumentId: number }[] }>(
      sql`select id, attachments from messages
           where "to" = 'invoice.mumbai@example.com' and subject like '%payment received%'`,
    );
    expect(message.attachments).toEqual([
      { filename: `${invoice.number.replaceAll('/', '-')}.pdf`, taxDocumentId: order.documents[0]!.id },
    ]);
    const sent: EmailOut[] = [];
    await deliverMessage(
      t.database.db,
      { messageId: message.id },
      {
        email: async (mail) => {
          sent.push(mail);
        },
        sms: null,
      },
    );
    expect(sent[0]!.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [message.attachments[0]!.filename, 'application/pdf'],
    ]);
    expect(await pdfText(sent[0]!.attachments[0]!.content)).toContain(invoice.number);
    expect(sent[0]!.text).toContain(`Your tax invoice ${invoice.number} is attached as a PDF.`);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/outbox?search=invoice.mumbai',
      headers: { cookie: await t.cookieFor('Admin') },
    });
    expect(outbox.statusCode, outbox.body).toBe(200);
    const listed = (outbox.json().data.records as { id: number; attachments: string[] }[]).find(
      (record) => record.id === message.id,
    );
    expect(listed!.attachments).toEqual([message.attachments[0]!.filename]);
  });

  it('is a PDF whose text carries the number, GSTINs, HSN, tax and the total in words', async () => {
    const text = await pdfText(await pdfOf(order.documents[0]!.id, mumbai.cookie));
    expect(text).toContain(invoice.number);
    expect(text).toContain(`GSTIN ${GSTIN}`);
    expect(text).toContain('7113');
    expect(text).toContain('CGST');
    expect(text).toContain(formatRupees(invoice.totals.cgst));
    expect(text).toContain(formatRupees(invoice.lines[0]!.sgst));
    expect(text).toContain(formatRupees(invoice.totals.total));
    expect(text).toContain(invoice.totals.inWords);
    expect(text).toContain('Maharashtra (27)');
    const facts = invoice.lines[0]!.facts!;
    expect(text).toContain(`${facts.metal}, ${facts.fineness}`);
  });

  it('is the owner’s and Orders staff’s only: another customer, other staff and strangers get nothing', async () => {
    const id = order.documents[0]!.id;
    const other = await checkoutCustomer(t, 'invoice.other@example.com');
    expect((await readDocument(id, other.cookie)).statusCode).toBe(404);
    const otherPdf = await t.app.inject({
      method: 'GET',
      url: `/api/tax-documents/${id}/pdf`,
      headers: { cookie: other.cookie },
    });
    expect(otherPdf.statusCode).toBe(404);
    expect(otherPdf.json().errorMessages).toEqual(['There is no such document.']);
    expect((await readDocument(id, await t.cookieFor('StoneManager'))).statusCode).toBe(404);
    expect((await readDocument(id, await t.cookieFor('Manager'))).statusCode).toBe(200);
    expect((await readDocument(id, await t.cookieFor('Admin'))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/tax-documents/${id}` })).statusCode).toBe(401);
    for (const path of [`/api/tax-documents/${id + 1000}`, '/api/tax-documents/abc', '/api/tax-documents/-1']) {
      const response = await t.app.inject({ method: 'GET', url: path, headers: { cookie: mumbai.cookie } });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
    }
  });

  it('never changes: not with a tax rate, a metal rate or a product name changed, nor by an UPDATE', async () => {
    const id = order.documents[0]!.id;
    const before = (await readDocument(id, mumbai.cookie)).body;
    const pdfBefore = await pdfOf(id, mumbai.cookie);
    const admin = await t.cookieFor('Admin');
    const rate = await t.app.inject({
      method: 'PUT',
      url: '/api/tax/classes/jewellery',
      headers: { cookie: admin },
      payload: { hsn: '7113', description: 'Articles of jewellery', rate: 5 },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    await t.database.db.execute(sql`update metals set price_per_unit = price_per_unit * 2`);
    await t.database.db.execute(
      sql`update products set name = 'Renamed' where id = (select product_id from product_variants where sku = ${ring})`,
    );
    expect((await readDocument(id, mumbai.cookie)).body).toBe(before);
    expect(Buffer.compare(await pdfOf(id, mumbai.cookie), pdfBefore)).toBe(0);
    await expect(
      t.database.db.execute(sql`update tax_documents set number = 'FCT/00-01/000009' where id = ${id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from tax_documents where id = ${id}`)).rejects.toThrow();
    // Put the rate back for the tests that follow.
    await t.app.inject({
      method: 'PUT',
      url: '/api/tax/classes/jewellery',
      headers: { cookie: admin },
      payload: { hsn: '7113', description: 'Articles of jewellery', rate: 3 },
    });
  });

  it('is reversed by a credit note when staff cancel the paid order, in its own series', async () => {
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      headers: { cookie: await t.cookieFor('Manager') },
      payload: { id: order.id, status: 'Cancelled', note: 'The customer changed their mind.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json().data as OrderDetail;
    expect(after.documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
    const note = await documentOf(after, mumbai.cookie, 'credit_note');
    expect(note.number).toMatch(/^FCN\/\d{2}-\d{2}\/000001$/);
    expect(note.title).toBe('Credit note');
    expect(note.reference).toEqual({ number: invoice.number, issuedAt: invoice.issuedAt });
    expect(note.reason).toBe('Order cancelled: The customer changed their mind.');
    expect(note.totals).toEqual(invoice.totals);
    expect(note.lines).toEqual(invoice.lines);
    const text = await pdfText(await pdfOf(after.documents[1]!.id, mumbai.cookie));
    expect(text).toContain(note.number);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Credit note');
  });
});
