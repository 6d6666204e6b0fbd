import { amountInWords } from '@facet/contracts/amount-in-words';
import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import { metals } from '@facet/contracts/lookups';
import { includedTax } from '@facet/contracts/tax';
import { EXPORT_SENTENCE, formatRupees } from '@facet/contracts/tax-document-text';
import { finenessOf, type TaxDocumentRecord, type TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deliverMessage } from '../messages/messages.service.ts';
import type { EmailOut } from '../messages/transports.ts';
import { issueInvoice } from './tax-document-issue.service.ts';

/*
 * Tax invoices and credit notes (decision 024) on the demo shop, paid with the test provider:
 * CGST + SGST for a buyer in the shop's state, IGST for another state, none for an export (with
 * the LUT sentence), a dollar order reckoned in rupees at its fixed rate, a business buyer's
 * GSTIN, numbers consecutive per series and financial year, a credit note when a paid order is
 * cancelled, documents that later changes never touch, and who may read them.
 */

const GSTIN = '27AAPFU0939F1ZV';
const LUT = 'AD2703260012345';
const BUYER_GSTIN = '29AABCT1332L1ZL';

let t: TestApp;
let earring: string;
let ring: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

async function addressIn(userId: string, city: string, state: string, postalCode: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
        values (${userId}, 'Kavya Iyer', '+919845012345', '7 Residency Road', ${city}, ${state}, ${postalCode}, 'IN', false)
        returning id`,
  );
  return row!.id;
}

/** Places the bag as an order and pays it; answers the order. */
async function pay(
  cookie: string,
  addressId: string,
  currency: 'INR' | 'USD' = 'INR',
  beforePaying?: (orderId: number) => Promise<void>,
): Promise<OrderDetail> {
  const started = await startCheckout(t, cookie, { addressId, currency });
  expect(started.statusCode, started.body).toBe(200);
  const { payment, order } = started.json().data as PaymentStart;
  if (beforePaying) await beforePaying(order.id);
  const captured = await t.app.inject({
    method: 'POST',
    url: '/api/test-payment/cart/orders/capture',
    headers: { cookie },
    payload: { paymentId: payment.providerOrderId, outcome: 'success' },
  });
  expect(captured.statusCode, captured.body).toBe(200);
  return captured.json().data as OrderDetail;
}

async function readDocument(id: number, cookie: string) {
  return t.app.inject({ method: 'GET', url: `/api/tax-documents/${id}`, headers: { cookie } });
}

async function documentOf(order: OrderDetail, cookie: string, kind = 'invoice'): Promise<TaxDocumentSnapshot> {
  const summary = order.documents.find((document) => document.kind === kind);
  expect(summary, `the order has a ${kind}`).toBeDefined();
  const response = await readDocument(summary!.id, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as TaxDocumentRecord).snapshot;
}

async function pdfOf(id: number, cookie: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url: `/api/tax-documents/${id}/pdf`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

/** Every line's tax adds up to the document's, and every line's rupees to its total. */
function expectFiguresAddUp(document: TaxDocumentSnapshot) {
  const sum = (pick: (line: TaxDocumentSnapshot['lines'][number]) => number) =>
    document.lines.reduce((acc, line) => acc + pick(line), 0);
  expect(sum((line) => line.total)).toBe(document.totals.total);
  expect(sum((line) => line.cgst + line.sgst + line.igst)).toBe(document.totals.tax);
  expect(sum((line) => line.taxable)).toBe(document.totals.taxable);
  expect(document.totals.taxable + document.totals.tax).toBe(document.totals.total);
  for (const line of document.lines) {
    expect(line.cgst + line.sgst + line.igst).toBe(
      document.supply === 'export' ? 0 : includedTax(line.total, line.rateBp),
    );
    expect(line.cgst).toBe(line.sgst);
  }
  expect(document.totals.inWords).toBe(amountInWords(document.totals.total));
}

beforeAll(async () => {
  t = await createTestApp({ COMPANY_GSTIN: GSTIN });
  // Exports go under a letter of undertaking: its reference is one of the business details.
  await t.database.db.execute(
    sql`update business_details set lut_reference = ${LUT}, lut_date = '2026-04-01' where id = 1`,
  );
  const sku = async (query: ReturnType<typeof sql>) => (await one<{ sku: string }>(query)).sku;
  earring = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
         where jt.name = 'Earring' and p.is_listed and v.is_active order by v.id limit 1`,
  );
  ring = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
         where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

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

describe('place of supply', () => {
  it('is another state for a buyer in Bengaluru: IGST', async () => {
    const buyer = await checkoutCustomer(t, 'invoice.bengaluru@example.com');
    const addressId = await addressIn(buyer.id, 'Bengaluru', 'Karnataka', '560025');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const order = await pay(buyer.cookie, addressId);
    const invoice = await documentOf(order, buyer.cookie);
    expect(invoice.placeOfSupply).toEqual({ name: 'Karnataka', code: '29' });
    expect(invoice.supply).toBe('inter');
    expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0);
    expect(invoice.totals.igst).toBeGreaterThan(0);
    expectFiguresAddUp(invoice);
    const text = await pdfText(await pdfOf(order.documents[0]!.id, buyer.cookie));
    expect(text).toContain('IGST');
    expect(text).toContain(formatRupees(invoice.totals.igst));
    expect(text).not.toContain('CGST');
  });

  it('is outside India for a buyer in the US: no GST, the LUT sentence', async () => {
    const buyer = await checkoutCustomer(t, 'invoice.export@example.com', 'US');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const order = await pay(buyer.cookie, buyer.addressId, 'USD');
    const invoice = await documentOf(order, buyer.cookie);
    expect(invoice.supply).toBe('export');
    expect(invoice.placeOfSupply.name).toBe('Outside India');
    expect(invoice.totals.tax).toBe(0);
    expect(invoice.lines.every((line) => line.rateBp === 0)).toBe(true);
    expect(invoice.exportNote).toBe(`${EXPORT_SENTENCE}. LUT: ${LUT} (filed 2026-04-01)`);
    expectFiguresAddUp(invoice);
    const text = await pdfText(await pdfOf(order.documents[0]!.id, buyer.cookie));
    expect(text).toContain(EXPORT_SENTENCE);
    expect(text).toContain(LUT);
  });
});

describe('a dollar order delivered in India', () => {
  it('is in rupees at the rate fixed at placement, the dollars beside them, the tax adding up to the paisa', async () => {
    const buyer = await checkoutCustomer(t, 'invoice.dollars@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: ring, ringSize: '7' });
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring, quantity: 3 });
    const order = await pay(buyer.cookie, buyer.addressId, 'USD');
    const stored = await one<{ total: number; conversion: number }>(
      sql`select total::float8 as total, conversion from orders where id = ${order.id}`,
    );
    const invoice = await documentOf(order, buyer.cookie);
    expect(invoice.currency).toBe('USD');
    expect(invoice.conversion).toBe(stored.conversion);
    expect(invoice.totals.foreignTotal).toBe(stored.total);
    expect(invoice.totals.total).toBe(Math.round((stored.total * stored.conversion) / 10_000));
    expect(invoice.exchangeRateText).toMatch(/^US\$1 = ₹\d+\.\d{2,4}, fixed when the order was placed$/);
    expect(invoice.lines.every((line) => line.foreignTotal !== null)).toBe(true);
    expectFiguresAddUp(invoice);
    const text = await pdfText(await pdfOf(order.documents[0]!.id, buyer.cookie));
    expect(text).toContain(invoice.exchangeRateText);
    expect(text).toContain(formatRupees(invoice.totals.total));
    expect(text).toContain('US$');
  });
});

describe('a business buyer', () => {
  it('has their GSTIN and business name on the invoice', async () => {
    const buyer = await checkoutCustomer(t, 'invoice.business@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const order = await pay(buyer.cookie, buyer.addressId, 'INR', async (orderId) => {
      await t.database.db.execute(
        sql`update orders set buyer_gstin = ${BUYER_GSTIN}, buyer_business_name = 'Tara Gems LLP' where id = ${orderId}`,
      );
    });
    const invoice = await documentOf(order, buyer.cookie);
    expect(invoice.buyer).toMatchObject({ gstin: BUYER_GSTIN, businessName: 'Tara Gems LLP' });
    const text = await pdfText(await pdfOf(order.documents[0]!.id, buyer.cookie));
    expect(text).toContain(`GSTIN ${BUYER_GSTIN}`);
    expect(text).toContain('Tara Gems LLP');
  });
});

describe('numbering', () => {
  it('runs per financial year: 31 March 23:59 and 1 April 00:01 India time are different years', async () => {
    const buyer = await checkoutCustomer(t, 'invoice.year-end@example.com');
    const orders: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
      const started = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId, currency: 'INR' });
      orders.push((started.json().data as PaymentStart).order.id);
    }
    const [march, april] = await t.database.db.transaction(async (tx) => [
      await issueInvoice(tx, orders[0]!, new Date('2031-03-31T23:59:00+05:30')),
      await issueInvoice(tx, orders[1]!, new Date('2031-04-01T00:01:00+05:30')),
    ]);
    expect(march!.number).toBe('FCT/30-31/000001');
    expect(april!.number).toBe('FCT/31-32/000001');
  });

  it('is consecutive within a year, and takes the prefix the Admin sets', async () => {
    const admin = await t.cookieFor('Admin');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/tax/document-prefixes',
      headers: { cookie: admin },
      payload: { invoicePrefix: 'INV/', creditNotePrefix: 'FCN' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessages.join(' ')).toMatch(/one to three capital letters or digits/);
    const manager = await t.app.inject({
      method: 'PUT',
      url: '/api/tax/document-prefixes',
      headers: { cookie: await t.cookieFor('Manager') },
      payload: { invoicePrefix: 'INV', creditNotePrefix: 'CRN' },
    });
    expect(manager.statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/tax/document-prefixes',
      headers: { cookie: admin },
      payload: { invoicePrefix: 'INV', creditNotePrefix: 'CRN' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const audit = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'tax.document-prefixes-changed'`,
    );
    expect(audit.n).toBe(1);

    const buyer = await checkoutCustomer(t, 'invoice.prefix@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const order = await pay(buyer.cookie, buyer.addressId);
    const serials = await queryRows<{ serial: number; number: string }>(
      t.database.db,
      sql`select serial, number from tax_documents
           where kind = 'invoice' and financial_year = (select financial_year from tax_documents d
                                                          join orders o on o.id = d.order_id where o.id = ${order.id})
           order by serial`,
    );
    expect(serials.map((row) => row.serial)).toEqual(serials.map((_, index) => index + 1));
    expect(serials.at(-1)!.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
    await t.app.inject({
      method: 'PUT',
      url: '/api/tax/document-prefixes',
      headers: { cookie: admin },
      payload: { invoicePrefix: 'FCT', creditNotePrefix: 'FCN' },
    });
  });

  it('labels a document "Proforma invoice" when the shop has no GSTIN configured', async () => {
    const buyer = await checkoutCustomer(t, 'invoice.proforma@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const started = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId, currency: 'INR' });
    const orderId = (started.json().data as PaymentStart).order.id;
    // The shop without a GSTIN while this one is issued (the Admin has not set it yet).
    const issued = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update business_details set gstin = null where id = 1`);
      return issueInvoice(tx, orderId);
    });
    await t.database.db.execute(sql`update business_details set gstin = ${GSTIN} where id = 1`);
    const document = await readDocument(issued.id, buyer.cookie);
    const snapshot = (document.json().data as TaxDocumentRecord).snapshot;
    expect(snapshot.title).toBe('Proforma invoice');
    expect(snapshot.gstinMissing).toBe(true);
    const text = await pdfText(await pdfOf(issued.id, buyer.cookie));
    expect(text).toContain('Proforma invoice');
    expect(text).toContain('GSTIN not configured');
  });

  it('issues no credit note when an order is cancelled before it was paid', async () => {
    const buyer = await checkoutCustomer(t, 'invoice.unpaid@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: earring });
    const started = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId, currency: 'INR' });
    const orderId = (started.json().data as PaymentStart).order.id;
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: { id: orderId, status: 'Cancelled', note: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json().data as OrderDetail).documents).toEqual([]);
  });
});
