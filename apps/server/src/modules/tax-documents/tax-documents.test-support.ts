import { amountInWords } from '@facet/contracts/amount-in-words';
import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import { includedTax } from '@facet/contracts/tax';
import type { TaxDocumentRecord, TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import { queryRows } from '@facet/db/client';
import type { addresses } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { startCheckout } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * What the tax document test files share (tax-documents-invoice, -supply, -numbering): the demo
 * shop with a GSTIN and a LUT, paying for an order with the test provider, reading its documents
 * and their PDFs, and the check that a document's figures add up.
 */

export const GSTIN = '27AAPFU0939F1ZV';
export const LUT = 'AD2703260012345';
export const BUYER_GSTIN = '29AABCT1332L1ZL';

/** The id of an address inserted for a buyer. */
type AddressId = Pick<typeof addresses.$inferSelect, 'id'>;

/** The demo shop with the shop's GSTIN and LUT, and the SKUs of an earring and of a ring to buy. */
export async function openTaxDocumentShop(): Promise<{ t: TestApp; earring: string; ring: string }> {
  const t = await createTestApp({ COMPANY_GSTIN: GSTIN });
  const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);
  // Exports go under a letter of undertaking: its reference is one of the business details.
  await t.database.db.execute(
    sql`update business_details set lut_reference = ${LUT}, lut_date = '2026-04-01' where id = 1`,
  );
  const sku = async (query: ReturnType<typeof sql>) => (await one<{ sku: string }>(query)).sku;
  const earring = await firstListedSku(t.database.db, 'Earring');
  const ring = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
         where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
  );
  return { t, earring, ring };
}

/** Calls for one test file, on the app `app` answers once the file's beforeAll has made it. */
export function taxDocumentCalls(app: () => TestApp) {
  const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(app().database.db, query);

  async function addressIn(userId: string, city: string, state: string, postalCode: string): Promise<string> {
    const [row] = await queryRows<AddressId>(
      app().database.db,
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
    const started = await startCheckout(app(), cookie, { addressId, currency });
    expect(started.statusCode, started.body).toBe(200);
    const { payment, order } = started.json().data as PaymentStart;
    if (beforePaying) await beforePaying(order.id);
    const captured = await app().app.inject({
      method: 'POST',
      url: '/api/test-payment/cart/orders/capture',
      headers: { cookie },
      payload: { paymentId: payment.providerOrderId, outcome: 'success' },
    });
    expect(captured.statusCode, captured.body).toBe(200);
    return captured.json().data as OrderDetail;
  }

  async function readDocument(id: number, cookie: string) {
    return app().app.inject({ method: 'GET', url: `/api/tax-documents/${id}`, headers: { cookie } });
  }

  async function documentOf(order: OrderDetail, cookie: string, kind = 'invoice'): Promise<TaxDocumentSnapshot> {
    const summary = order.documents.find((document) => document.kind === kind);
    expect(summary, `the order has a ${kind}`).toBeDefined();
    const response = await readDocument(summary!.id, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as TaxDocumentRecord).snapshot;
  }

  async function pdfOf(id: number, cookie: string): Promise<Buffer> {
    const response = await app().app.inject({
      method: 'GET',
      url: `/api/tax-documents/${id}/pdf`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.rawPayload;
  }

  return { one, addressIn, pay, readDocument, documentOf, pdfOf };
}

/** Every line's tax adds up to the document's, and every line's rupees to its total. */
export function expectFiguresAddUp(document: TaxDocumentSnapshot) {
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
