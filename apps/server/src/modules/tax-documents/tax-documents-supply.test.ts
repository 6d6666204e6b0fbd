import { EXPORT_SENTENCE, formatRupees } from '@facet/contracts/tax-document-text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer } from '../../testing/orders.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  BUYER_GSTIN,
  expectFiguresAddUp,
  LUT,
  openTaxDocumentShop,
  taxDocumentCalls,
} from './tax-documents.test-support.ts';

/*
 * Where and to whom an invoice says the goods are supplied (decision 024): IGST for another
 * state, none for an export (with the LUT sentence), a dollar order reckoned in rupees at its
 * fixed rate, and a business buyer's GSTIN.
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

const { one, addressIn, pay, documentOf, pdfOf } = taxDocumentCalls(() => t);

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
