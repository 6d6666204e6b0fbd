import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import type { TaxDocumentRecord } from '@facet/contracts/tax-documents';
import { queryRows } from '@facet/db/client';
import type { taxDocuments } from '@facet/db/schema/tax-documents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { issueInvoice } from './tax-document-issue.service.ts';
import { GSTIN, openTaxDocumentShop, taxDocumentCalls } from './tax-documents.test-support.ts';

/*
 * Tax documents' numbers (decision 024): consecutive per series and financial year, with the
 * prefix the Admin sets; a proforma invoice when the shop has no GSTIN; no credit note for an
 * order cancelled before it was paid.
 */

/** An invoice's serial and number. */
type SerialRow = Pick<typeof taxDocuments.$inferSelect, 'serial' | 'number'>;

let t: TestApp;
let earring: string;

beforeAll(async () => {
  ({ t, earring } = await openTaxDocumentShop());
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const { one, pay, readDocument, pdfOf } = taxDocumentCalls(() => t);

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
    const serials = await queryRows<SerialRow>(
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
