import type { OrderLineFacts, TaxDocumentKind, TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import { type Database, queryRows } from '@facet/db/client';
import { stoneCategories } from '@facet/db/schema/lookups';
import { orderLines, orders } from '@facet/db/schema/orders';
import { orderRefunds } from '@facet/db/schema/refunds';
import { stones } from '@facet/db/schema/stones';
import { taxDocumentCounters, taxDocuments, taxDocumentSettings } from '@facet/db/schema/tax-documents';
import { intArray } from '@facet/db/sql-helpers';
import { and, eq, sql } from 'drizzle-orm';

/*
 * The tax documents' SQL (decision 024), every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than
 * a query at run time; the rows' types come from the same tables. The services (line facts,
 * issuing, reads, the prefixes, the e-mails' files) hold the rules.
 *
 * A subquery on the outer row (the invoice's lines, the shipping's figures) is raw SQL: Drizzle's
 * select of one table writes its columns unqualified, which inside a subquery name the
 * subquery's own table.
 */

// ---- What a line prints about its thing (line-facts.service.ts)

/** A loose stone's facts: its carats, category and papers. */
export function listStoneFactRows(tx: Database, stoneIds: readonly number[]) {
  return tx
    .select({
      id: stones.id,
      carat: stones.carat,
      certificateLab: stones.certificateLab,
      certificateNumber: stones.certificateNumber,
      category: stoneCategories.name,
      growthMethod: stones.growthMethod,
    })
    .from(stones)
    .innerJoin(stoneCategories, eq(stoneCategories.id, stones.stoneCategoryId))
    .where(sql`${stones.id} = any(${intArray(stoneIds)}::int[])`);
}

export type StoneFactRow = Awaited<ReturnType<typeof listStoneFactRows>>[number];

// ---- Issuing (tax-document-issue.service.ts)

/** A document as its issuer names it. */
export type IssuedDocumentRow = Pick<typeof taxDocuments.$inferSelect, 'id' | 'kind' | 'number'>;

/**
 * The next serial of a series in a financial year, by an upsert on the series' counter: its row
 * stays locked until the transaction ends.
 */
export async function nextSerial(tx: Database, kind: TaxDocumentKind, financialYear: number): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ kind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.kind, taxDocumentCounters.financialYear],
      set: { lastSerial: sql`${taxDocumentCounters.lastSerial} + 1` },
    })
    .returning({ lastSerial: taxDocumentCounters.lastSerial });
  return row!.lastSerial;
}

/** The order's document of this kind (its invoice: there is one at most). */
export async function findIssuedDocument(
  tx: Database,
  orderId: number,
  kind: TaxDocumentKind,
): Promise<IssuedDocumentRow | undefined> {
  const [row] = await tx
    .select({ id: taxDocuments.id, kind: taxDocuments.kind, number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)));
  return row;
}

type TransactionTimeRow = { now: string | Date };

/** The transaction's time (now() is the same all through a transaction). */
export async function transactionTime(tx: Database): Promise<Date> {
  const [row] = await queryRows<TransactionTimeRow>(tx, sql`select now() as now`);
  return new Date(row!.now);
}

export async function insertTaxDocument(
  tx: Database,
  document: Omit<typeof taxDocuments.$inferInsert, 'snapshot'> & { snapshot: TaxDocumentSnapshot },
): Promise<IssuedDocumentRow> {
  const [row] = await tx
    .insert(taxDocuments)
    .values(document)
    .returning({ id: taxDocuments.id, kind: taxDocuments.kind, number: taxDocuments.number });
  return row!;
}

/** An order line as the invoice's query gives it (the keys are the JSON's). */
export interface InvoiceLineRow {
  name: string;
  details: string;
  sku: string;
  ring_size: string | null;
  quantity: number;
  hsn: string;
  tax_rate: number;
  amount: number;
  facts: OrderLineFacts | null;
}

/** An order as its invoice prints it, with its lines in order. */
export type InvoiceOrderRow = Pick<
  typeof orders.$inferSelect,
  'number' | 'provider' | 'currency' | 'delivery' | 'email'
> & {
  address: {
    fullName: string;
    phoneNumber: string;
    line1: string;
    line2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  total: number;
  conversion: number;
  store_credit: number;
  shipping_tax_rate: number;
  shipping_hsn: string | null;
  /** The gift wrap charged (decision 042): a charge line of its own, never the gift message. */
  gift_wrap: number;
  buyer_gstin: string | null;
  buyer_business_name: string | null;
  create_date: string | Date;
  lines: InvoiceLineRow[];
};

export async function findOrderForInvoice(tx: Database, orderId: number): Promise<InvoiceOrderRow | undefined> {
  const [row] = await queryRows<InvoiceOrderRow>(
    tx,
    sql`select ${orders.number}, ${orders.provider}, ${orders.currency}, ${orders.delivery}, ${orders.email}, ${orders.address},
               ${orders.total}::float8 as total, ${orders.conversion}, ${orders.storeCredit}::float8 as store_credit,
               ${orders.shippingTaxRate}, ${orders.shippingHsn}, ${orders.buyerGstin}, ${orders.buyerBusinessName},
               ${orders.createDate}, ${orders.giftWrap}::float8 as gift_wrap,
               (select coalesce(json_agg(json_build_object(
                  'name', ${orderLines.name}, 'details', ${orderLines.details}, 'sku', ${orderLines.sku},
                  'ring_size', ${orderLines.ringSize}, 'quantity', ${orderLines.quantity}, 'hsn', ${orderLines.hsn},
                  'tax_rate', ${orderLines.taxRate}, 'amount', ${orderLines.amount}, 'facts', ${orderLines.facts})
                  order by ${orderLines.position}), '[]')
                  from ${orderLines} where ${orderLines.orderId} = ${orders.id}) as lines
          from ${orders} where ${orders.id} = ${orderId}`,
  );
  return row;
}

/** The snapshot of the order's invoice; undefined when it has none. */
export async function findInvoiceSnapshot(tx: Database, orderId: number): Promise<TaxDocumentSnapshot | undefined> {
  const [row] = await tx
    .select({ snapshot: sql<TaxDocumentSnapshot>`${taxDocuments.snapshot}` })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return row?.snapshot;
}

/** The order's lines in order, each with its amount and what was refunded of it (minor units). */
export function listCreditableLines(tx: Database, orderId: number) {
  return tx
    .select({
      id: orderLines.id,
      amount: orderLines.amount,
      refunded: orderLines.refundedAmount,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position);
}

/**
 * What an order charged for shipping (its total less its lines and its gift wrap) and what refunds
 * gave back of it.
 */
export interface ShippingFiguresRow {
  shipping_charged: number;
  shipping_refunded: number;
}

export async function findShippingFigures(tx: Database, orderId: number): Promise<ShippingFiguresRow | undefined> {
  const [row] = await queryRows<ShippingFiguresRow>(
    tx,
    sql`select (${orders.total} - ${orders.giftWrap}
                - (select coalesce(sum(${orderLines.amount}), 0) from ${orderLines}
                    where ${orderLines.orderId} = ${orders.id}))::float8 as shipping_charged,
               (select coalesce(sum(${orderRefunds.shipping}), 0) from ${orderRefunds}
                 where ${orderRefunds.orderId} = ${orders.id})::float8 as shipping_refunded
          from ${orders} where ${orders.id} = ${orderId}`,
  );
  return row;
}

// ---- Reads, the prefixes and the e-mails' files

/** The series' prefixes and when they last changed; undefined without the settings' row. */
export async function findDocumentPrefixes(db: Database) {
  const [row] = await db
    .select({
      invoicePrefix: taxDocumentSettings.invoicePrefix,
      creditNotePrefix: taxDocumentSettings.creditNotePrefix,
      updateDate: taxDocumentSettings.updateDate,
    })
    .from(taxDocumentSettings)
    .where(eq(taxDocumentSettings.id, 1));
  return row;
}

export type DocumentPrefixes = Pick<typeof taxDocumentSettings.$inferSelect, 'invoicePrefix' | 'creditNotePrefix'>;

/** The series' prefixes, their row locked until the transaction ends; undefined without it. */
export async function lockDocumentPrefixes(tx: Database): Promise<DocumentPrefixes | undefined> {
  const [row] = await tx
    .select({
      invoicePrefix: taxDocumentSettings.invoicePrefix,
      creditNotePrefix: taxDocumentSettings.creditNotePrefix,
    })
    .from(taxDocumentSettings)
    .where(eq(taxDocumentSettings.id, 1))
    .for('update');
  return row;
}

/** Writes the series' prefixes, making the settings' row if it is missing. */
export async function upsertDocumentPrefixes(tx: Database, prefixes: DocumentPrefixes): Promise<void> {
  await tx
    .insert(taxDocumentSettings)
    .values({ id: 1, ...prefixes, updateDate: sql`now()` })
    .onConflictDoUpdate({ target: taxDocumentSettings.id, set: { ...prefixes, updateDate: sql`now()` } });
}

/** A document with the customer whose order it is. */
export async function findDocumentWithOwner(db: Database, id: number) {
  const [row] = await db
    .select({
      id: taxDocuments.id,
      orderId: taxDocuments.orderId,
      userId: orders.userId,
      snapshot: sql<TaxDocumentSnapshot>`${taxDocuments.snapshot}`,
    })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(eq(taxDocuments.id, id));
  return row;
}

/** An order's documents, oldest first. */
export function listOrderDocumentRows(db: Database, orderId: number) {
  return db
    .select({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(taxDocuments.id);
}

/** The snapshots of these documents, by id (those that exist). */
export function listDocumentSnapshots(db: Database, ids: readonly number[]) {
  return db
    .select({ id: taxDocuments.id, snapshot: sql<TaxDocumentSnapshot>`${taxDocuments.snapshot}` })
    .from(taxDocuments)
    .where(sql`${taxDocuments.id} = any(${intArray(ids)}::int[])`);
}
