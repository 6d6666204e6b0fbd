import { canEnter, type Actor } from '@facet/contracts/permissions';
import {
  type DocumentPrefixesRecord,
  type TaxDocumentRecord,
  type TaxDocumentSnapshot,
  type TaxDocumentSummary,
} from '@facet/contracts/tax-documents';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

export const NO_SUCH_DOCUMENT = 'There is no such document.';

/**
 * One tax document, for the customer whose order it is or staff of the Orders area; anyone else
 * is told there is no such document (404), as for another customer's order.
 */
export async function getTaxDocument(db: Database, input: { id: number }, actor: Actor): Promise<TaxDocumentRecord> {
  const [row] = await queryRows<{ id: number; order_id: number; user_id: string; snapshot: TaxDocumentSnapshot }>(
    db,
    sql`select d.id, d.order_id, o.user_id, d.snapshot
          from tax_documents d join orders o on o.id = d.order_id
         where d.id = ${input.id}`,
  );
  if (!row || (row.user_id !== actor.userId && !canEnter(actor.role, 'orders'))) {
    throw new AppError('not-found', NO_SUCH_DOCUMENT);
  }
  return { id: row.id, orderId: row.order_id, snapshot: row.snapshot };
}

/** The documents of an order, oldest first (the invoice, then any credit note). */
export async function listOrderDocuments(db: Database, orderId: number): Promise<TaxDocumentSummary[]> {
  const rows = await queryRows<{
    id: number;
    kind: TaxDocumentSummary['kind'];
    number: string;
    issued_at: string | Date;
  }>(db, sql`select id, kind, number, issued_at from tax_documents where order_id = ${orderId} order by id`);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
  }));
}

export async function readDocumentPrefixes(db: Database): Promise<DocumentPrefixesRecord> {
  const [row] = await queryRows<{ invoice_prefix: string; credit_note_prefix: string; update_date: string | Date }>(
    db,
    sql`select invoice_prefix, credit_note_prefix, update_date from tax_document_settings where id = 1`,
  );
  if (!row) throw new Error('tax document settings are missing');
  return {
    invoicePrefix: row.invoice_prefix,
    creditNotePrefix: row.credit_note_prefix,
    updateDate: new Date(row.update_date).toISOString(),
  };
}
