import {
  type ExportRegister,
  type HsnSummary,
  monthBounds,
  rupeesText,
  type SalesRegister,
  shopMonthOf,
} from '@facet/contracts/accounts';
import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentStart } from '@facet/contracts/checkout';
import type { TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import { queryRows } from '@facet/db/client';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hsnRowsOf } from './accounts-reads.service.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

interface SnapshotRow {
  snapshot: TaxDocumentSnapshot;
}

interface AddressIdRow {
  id: string;
}

interface IssuedAtRow {
  issued_at: string | Date;
}

/*
 * The accountant's registers for a month: orders placed and paid now (a Mumbai buyer, a
 * Bengaluru buyer, a US export, a business buyer with a GSTIN), one cancelled by staff so a
 * credit note reverses it. The registers must add up to the documents to the paisa.
 */

const GSTIN = '27AAPFU0939F1ZV';
const LUT = 'AD2703260012345';
const BUYER_GSTIN = '29AABCT1332L1ZL';

let t: TestApp;
let admin: string;
let earring: string;
let ring: string;
const orders: OrderDetail[] = [];
let month: string;

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

function read(path: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
}

async function readJson<T>(path: string): Promise<T> {
  const response = await read(path, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** The documents the database holds as issued in the month (India time), straight from the table. */
async function documentsOfMonth(): Promise<TaxDocumentSnapshot[]> {
  const { from, to } = monthBounds(month);
  const rows = await queryRows<SnapshotRow>(
    t.database.db,
    sql`select snapshot from tax_documents
         where issued_at >= ${from.toISOString()}::timestamptz and issued_at < ${to.toISOString()}::timestamptz`,
  );
  return rows.map((row) => row.snapshot);
}

beforeAll(async () => {
  t = await createTestApp({ COMPANY_GSTIN: GSTIN });
  await t.database.db.execute(
    sql`update business_details set lut_reference = ${LUT}, lut_date = '2026-04-01' where id = 1`,
  );
  admin = await t.cookieFor('Admin');
  const sku = async (query: ReturnType<typeof sql>) => (await oneRow<{ sku: string }>(t.database.db, query)).sku;
  earring = await firstListedSku(t.database.db, 'Earring');
  ring = await sku(
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
         where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
  );

  // Mumbai, in the shop's state: CGST + SGST; two rings and an earring.
  const mumbai = await checkoutCustomer(t, 'accounts.mumbai@example.com');
  await addToBag(t, mumbai.cookie, { kind: 'product', sku: ring, ringSize: '6', quantity: 2 });
  await addToBag(t, mumbai.cookie, { kind: 'product', sku: earring });
  orders.push(await pay(mumbai.cookie, mumbai.addressId));

  // Bengaluru, another state: IGST.
  const bengaluru = await checkoutCustomer(t, 'accounts.bengaluru@example.com');
  const [address] = await queryRows<AddressIdRow>(
    t.database.db,
    sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
        values (${bengaluru.id}, 'Kavya Iyer', '+919845012345', '7 Residency Road', 'Bengaluru', 'Karnataka', '560025', 'IN', false)
        returning id`,
  );
  await addToBag(t, bengaluru.cookie, { kind: 'product', sku: earring, quantity: 2 });
  orders.push(await pay(bengaluru.cookie, address!.id));

  // The US, in dollars: an export under the LUT.
  const export_ = await checkoutCustomer(t, 'accounts.export@example.com', 'US');
  await addToBag(t, export_.cookie, { kind: 'product', sku: earring });
  orders.push(await pay(export_.cookie, export_.addressId, 'USD'));

  // A business buyer with a GSTIN whose name starts like a spreadsheet formula.
  const business = await checkoutCustomer(t, 'accounts.business@example.com');
  await addToBag(t, business.cookie, { kind: 'product', sku: ring, ringSize: '7' });
  orders.push(
    await pay(business.cookie, business.addressId, 'INR', async (orderId) => {
      await t.database.db.execute(
        sql`update orders set buyer_gstin = ${BUYER_GSTIN}, buyer_business_name = '=Tara Gems, "LLP"' where id = ${orderId}`,
      );
    }),
  );

  // Staff cancel the Bengaluru order: a credit note reverses its invoice.
  const cancelled = await t.app.inject({
    method: 'PUT',
    url: '/api/order-detail/updateStatus',
    headers: { cookie: await t.cookieFor('Manager') },
    payload: { id: orders[1]!.id, status: 'Cancelled', note: 'The customer changed their mind.' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  orders[1] = cancelled.json().data as OrderDetail;

  const [first] = await queryRows<IssuedAtRow>(
    t.database.db,
    sql`select issued_at from tax_documents order by id limit 1`,
  );
  month = shopMonthOf(new Date(first!.issued_at));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the sales register', () => {
  it('has a row per document line, adding up to the documents’ totals to the paisa', async () => {
    const register = await readJson<SalesRegister>(`/api/accounts/sales-register?month=${month}`);
    const documents = await documentsOfMonth();
    expect(documents.length).toBeGreaterThanOrEqual(5);
    expect(register.documents).toBe(documents.length);
    expect(register.rows).toHaveLength(documents.reduce((sum, document) => sum + document.lines.length, 0));

    for (const document of documents) {
      const rows = register.rows.filter((row) => row.number === document.number);
      // `+ 0`: a credit note's zero is a zero, not −0.
      const signed = (amount: number) => (document.kind === 'credit_note' ? -amount : amount) + 0;
      expect(rows).toHaveLength(document.lines.length);
      const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
      expect(sum((row) => row.total)).toBe(signed(document.totals.total));
      expect(sum((row) => row.taxable)).toBe(signed(document.totals.taxable));
      expect(sum((row) => row.cgst)).toBe(signed(document.totals.cgst));
      expect(sum((row) => row.sgst)).toBe(signed(document.totals.sgst));
      expect(sum((row) => row.igst)).toBe(signed(document.totals.igst));
    }
    const net = (pick: (document: TaxDocumentSnapshot) => number) =>
      documents.reduce((acc, document) => acc + (document.kind === 'credit_note' ? -1 : 1) * pick(document), 0);
    expect(register.totals).toEqual({
      taxable: net((document) => document.totals.taxable),
      cgst: net((document) => document.totals.cgst),
      sgst: net((document) => document.totals.sgst),
      igst: net((document) => document.totals.igst),
      total: net((document) => document.totals.total),
    });
    expect(register.totals.taxable + register.totals.cgst + register.totals.sgst + register.totals.igst).toBe(
      register.totals.total,
    );
  });

  it('shows each buyer, place of supply and tax as the document does', async () => {
    const register = await readJson<SalesRegister>(`/api/accounts/sales-register?month=${month}`);
    const of = (order: OrderDetail, kind = 'invoice') =>
      register.rows.filter((row) => row.number === order.documents.find((document) => document.kind === kind)!.number);
    const mumbai = of(orders[0]!);
    expect(mumbai.every((row) => row.placeOfSupply === 'Maharashtra' && row.placeOfSupplyCode === '27')).toBe(true);
    expect(mumbai.every((row) => row.igst === 0 && row.cgst > 0 && row.cgst === row.sgst)).toBe(true);
    expect(mumbai.find((row) => row.lineKind === 'goods' && row.quantity === 2)).toBeDefined();

    const export_ = of(orders[2]!);
    expect(export_.every((row) => row.placeOfSupply === 'Outside India' && row.placeOfSupplyCode === '96')).toBe(true);
    expect(export_.every((row) => row.cgst + row.sgst + row.igst === 0)).toBe(true);
    expect(export_.every((row) => row.currency === 'USD' && row.conversion !== null && row.conversion > 0)).toBe(true);

    const business = of(orders[3]!);
    expect(business.every((row) => row.buyerGstin === BUYER_GSTIN && row.buyerName === '=Tara Gems, "LLP"')).toBe(true);
  });

  it('has the credit note negative, netting off its invoice', async () => {
    const register = await readJson<SalesRegister>(`/api/accounts/sales-register?month=${month}`);
    const [invoice, note] = ['invoice', 'credit_note'].map((kind) =>
      register.rows.filter(
        (row) => row.number === orders[1]!.documents.find((document) => document.kind === kind)!.number,
      ),
    );
    expect(note!.length).toBeGreaterThan(0);
    expect(note!.every((row) => row.kind === 'credit_note' && row.total < 0 && row.igst < 0 && row.quantity < 0)).toBe(
      true,
    );
    for (const field of ['taxable', 'cgst', 'sgst', 'igst', 'total', 'quantity'] as const) {
      const sum = [...invoice!, ...note!].reduce((acc, row) => acc + row[field], 0);
      expect(sum, field).toBe(0);
    }
  });

  it('is empty for a month without documents', async () => {
    const register = await readJson<SalesRegister>('/api/accounts/sales-register?month=2021-02');
    expect(register).toEqual({
      month: '2021-02',
      documents: 0,
      rows: [],
      totals: { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
    });
    expect((await readJson<HsnSummary>('/api/accounts/hsn-summary?month=2021-02')).rows).toEqual([]);
    expect((await readJson<ExportRegister>('/api/accounts/exports?month=2021-02')).rows).toEqual([]);
  });
});

describe('the HSN summary', () => {
  it('is the sales register grouped by HSN and rate, invoices less credit notes', async () => {
    const register = await readJson<SalesRegister>(`/api/accounts/sales-register?month=${month}`);
    const summary = await readJson<HsnSummary>(`/api/accounts/hsn-summary?month=${month}`);
    expect(summary.rows).toEqual(hsnRowsOf(register.rows));
    expect(summary.rows.length).toBeGreaterThan(0);
    expect(summary.rows.find((row) => row.hsn === '7113')).toBeDefined();
    // Every register row is counted once, under its own code and rate.
    for (const row of summary.rows) {
      const grouped = register.rows.filter((line) => line.hsn === row.hsn && line.rateBp === row.rateBp);
      expect(row.total).toBe(grouped.reduce((sum, line) => sum + line.total, 0));
      expect(row.igst).toBe(grouped.reduce((sum, line) => sum + line.igst, 0));
      expect(row.quantity).toBe(
        grouped.filter((line) => line.lineKind === 'goods').reduce((sum, line) => sum + line.quantity, 0),
      );
    }
    expect(summary.totals.total).toBe(register.totals.total);
    expect(summary.totals.taxable).toBe(register.totals.taxable);
    expect(summary.totals.cgst + summary.totals.sgst + summary.totals.igst).toBe(
      register.totals.cgst + register.totals.sgst + register.totals.igst,
    );
  });
});

describe('the exports', () => {
  it('lists the export invoice with its LUT note, in rupees and dollars', async () => {
    const exports = await readJson<ExportRegister>(`/api/accounts/exports?month=${month}`);
    const number = orders[2]!.documents[0]!.number;
    const row = exports.rows.find((candidate) => candidate.number === number);
    expect(row).toBeDefined();
    expect(row!.exportNote).toContain(LUT);
    expect(row!.currency).toBe('USD');
    expect(row!.foreignTotal).toBeGreaterThan(0);
    const documents = (await documentsOfMonth()).filter((document) => document.supply === 'export');
    expect(exports.rows).toHaveLength(documents.length);
    expect(row!.total).toBe(documents.find((document) => document.number === number)!.totals.total);
    // No document within India is an export.
    const domestic = orders[0]!.documents[0]!.number;
    expect(exports.rows.some((candidate) => candidate.number === domestic)).toBe(false);
  });
});

describe('the CSV downloads', () => {
  it('is the sales register JSON, row for row, with a totals row', async () => {
    const register = await readJson<SalesRegister>(`/api/accounts/sales-register?month=${month}`);
    const response = await read(`/api/accounts/sales-register?month=${month}&format=csv`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sales-register-${month}.csv"`);
    const records = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(register.rows.length + 1);
    register.rows.forEach((row, index) => {
      const record = records[index]!;
      expect(record['Number']).toBe(row.number);
      expect(record['Date']).toBe(row.date);
      expect(record['HSN']).toBe(row.hsn);
      expect(record['Buyer GSTIN']).toBe(row.buyerGstin ?? '');
      expect(record['Quantity']).toBe(String(row.quantity));
      expect(record['Taxable value']).toBe(rupeesText(row.taxable));
      expect(record['CGST']).toBe(rupeesText(row.cgst));
      expect(record['SGST']).toBe(rupeesText(row.sgst));
      expect(record['IGST']).toBe(rupeesText(row.igst));
      expect(record['Total']).toBe(rupeesText(row.total));
      expect(record['Currency']).toBe(row.currency);
      // A name that starts like a formula is written so a spreadsheet shows it, not runs it.
      expect(record['Buyer']).toBe(row.buyerName.startsWith('=') ? `'${row.buyerName}` : row.buyerName);
    });
    const totals = records.at(-1)!;
    expect(totals['Document']).toBe('Total');
    expect(totals['Total']).toBe(rupeesText(register.totals.total));
    expect(totals['IGST']).toBe(rupeesText(register.totals.igst));
  });

  it('is the HSN summary and the exports, as their JSON says', async () => {
    const summary = await readJson<HsnSummary>(`/api/accounts/hsn-summary?month=${month}`);
    const hsnCsv = await read(`/api/accounts/hsn-summary?month=${month}&format=csv`, admin);
    expect(hsnCsv.headers['content-disposition']).toBe(`attachment; filename="hsn-summary-${month}.csv"`);
    const hsnRecords = parse(hsnCsv.body, { columns: true }) as Record<string, string>[];
    expect(hsnRecords.slice(0, -1).map((record) => [record['HSN'], record['Quantity'], record['Total']])).toEqual(
      summary.rows.map((row) => [row.hsn, String(row.quantity), rupeesText(row.total)]),
    );
    expect(hsnRecords.at(-1)!['Total']).toBe(rupeesText(summary.totals.total));

    const exports = await readJson<ExportRegister>(`/api/accounts/exports?month=${month}`);
    const exportCsv = await read(`/api/accounts/exports?month=${month}&format=csv`, admin);
    expect(exportCsv.headers['content-disposition']).toBe(`attachment; filename="exports-${month}.csv"`);
    const exportRecords = parse(exportCsv.body, { columns: true }) as Record<string, string>[];
    expect(
      exportRecords.slice(0, -1).map((record) => [record['Number'], record['LUT note'], record['Total (INR)']]),
    ).toEqual(exports.rows.map((row) => [row.number, row.exportNote ?? '', rupeesText(row.total)]));
  });
});

describe('who may read, and what is refused', () => {
  it('is the Admin’s only: 403 for staff of other areas, 401 signed out', async () => {
    for (const role of ['Manager', 'StoneManager', 'JewelleryManager', 'Customer'] as const) {
      for (const register of ['sales-register', 'hsn-summary', 'exports']) {
        const response = await read(`/api/accounts/${register}?month=${month}`, await t.cookieFor(role));
        expect(response.statusCode, `${role} ${register}`).toBe(403);
      }
    }
    const csv = await read(`/api/accounts/sales-register?month=${month}&format=csv`, await t.cookieFor('Manager'));
    expect(csv.statusCode).toBe(403);
    expect(csv.body).not.toContain(orders[0]!.documents[0]!.number);
    expect((await read(`/api/accounts/sales-register?month=${month}`)).statusCode).toBe(401);
    expect((await read(`/api/accounts/exports?month=${month}&format=csv`)).statusCode).toBe(401);
  });

  it('answers a bad month or format with 400 and a sentence', async () => {
    for (const query of [
      '?month=2026-13',
      '?month=abc',
      '',
      '?month=',
      '?month=2026-1',
      '?month=2026-11-01',
      '?month=1999-12',
      '?month[]=2026-11',
      '?month=2026-11&month=2026-12',
      `?month=${month}&format=pdf`,
    ]) {
      const response = await read(`/api/accounts/sales-register${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      const body = response.json() as { isSuccess: boolean; errorMessages: string[] };
      expect(body.isSuccess).toBe(false);
      // The field, then a sentence: "month: Give the month as year and month, like 2026-11."
      expect(body.errorMessages[0], query).toMatch(/^(month|format): [A-Z].*\.$/);
    }
    const response = await read('/api/accounts/hsn-summary?month=2026-13', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages[0]).toBe('month: Give the month as year and month, like 2026-11.');
  });
});
