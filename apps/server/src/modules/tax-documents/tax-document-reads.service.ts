import { canEnter, type Actor } from '@facet/contracts/permissions';
import {
  type DocumentPrefixesRecord,
  type TaxDocumentRecord,
  type TaxDocumentSummary,
} from '@facet/contracts/tax-documents';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { findDocumentPrefixes, findDocumentWithOwner, listOrderDocumentRows } from './tax-documents.queries.ts';

export const NO_SUCH_DOCUMENT = 'There is no such document.';

/**
 * One tax document, for the customer whose order it is or staff of the Orders area; anyone else
 * is told there is no such document (404), as for another customer's order.
 */
export async function getTaxDocument(db: Database, input: { id: number }, actor: Actor): Promise<TaxDocumentRecord> {
  const row = await findDocumentWithOwner(db, input.id);
  if (!row || (row.userId !== actor.userId && !canEnter(actor.role, 'orders'))) {
    throw new AppError('not-found', NO_SUCH_DOCUMENT);
  }
  return { id: row.id, orderId: row.orderId, snapshot: row.snapshot };
}

/** The documents of an order, oldest first (the invoice, then any credit note). */
export async function listOrderDocuments(db: Database, orderId: number): Promise<TaxDocumentSummary[]> {
  const rows = await listOrderDocumentRows(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
  }));
}

export async function readDocumentPrefixes(db: Database): Promise<DocumentPrefixesRecord> {
  const row = await findDocumentPrefixes(db);
  if (!row) throw new Error('tax document settings are missing');
  return {
    invoicePrefix: row.invoicePrefix,
    creditNotePrefix: row.creditNotePrefix,
    updateDate: row.updateDate.toISOString(),
  };
}
