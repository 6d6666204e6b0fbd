import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * A tax document the shop issued (decision 024): the tax invoice of a paid order, or a credit
 * note when a paid order is cancelled or refunded. `snapshot` is everything it prints, as
 * issued; a trigger refuses any change to a document or its deletion, so later changes to rates,
 * the shop's details, products or the order never alter it. `number` is unique across both
 * series; an order has at most one invoice, and a credit note per refund (decision 032): each
 * covers the lines, or parts of lines, that refund gave back.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['invoice', 'credit_note'] }).notNull(),
    number: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The year the financial year starts in (April, India time): 2026 for 2026-27. */
    financialYear: integer().notNull(),
    serial: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    snapshot: jsonb().notNull(),
  },
  (t) => [
    check('tax_documents_kind_valid', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('tax_documents_number_length', sql`char_length(${t.number}) between 1 and 16`),
    check('tax_documents_serial_positive', sql`${t.serial} > 0`),
    uniqueIndex('tax_documents_number_unique').on(t.number),
    uniqueIndex('tax_documents_serial_unique').on(t.kind, t.financialYear, t.serial),
    uniqueIndex('tax_documents_one_invoice_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_order_idx').on(t.orderId, t.kind),
    index('tax_documents_issued_idx').on(t.kind, t.issuedAt),
  ],
);

/**
 * The last serial given in each series per financial year. A document's serial is taken with an
 * upsert that increments this row, whose lock is held until the issuing transaction ends: the
 * next payment waits, and a transaction that rolls back gives its serial back — no gaps.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text({ enum: ['invoice', 'credit_note'] }).notNull(),
    financialYear: integer().notNull(),
    lastSerial: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.financialYear] }),
    check('tax_document_counters_kind_valid', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('tax_document_counters_serial_positive', sql`${t.lastSerial} > 0`),
  ],
);

/** The series' prefixes, one row, Admin-edited and audited: "FCT/26-27/000123". */
export const taxDocumentSettings = pgTable(
  'tax_document_settings',
  {
    id: integer().primaryKey().default(1),
    invoicePrefix: text().notNull().default('FCT'),
    creditNotePrefix: text().notNull().default('FCN'),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_document_settings_single_row', sql`${t.id} = 1`),
    check(
      'tax_document_settings_prefix_shape',
      sql`${t.invoicePrefix} ~ '^[A-Z0-9]{1,3}$' and ${t.creditNotePrefix} ~ '^[A-Z0-9]{1,3}$'
          and ${t.invoicePrefix} <> ${t.creditNotePrefix}`,
    ),
  ],
);
