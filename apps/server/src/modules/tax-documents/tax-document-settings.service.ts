import type { Actor } from '@facet/contracts/permissions';
import type { DocumentPrefixesInput, DocumentPrefixesRecord } from '@facet/contracts/tax-documents';
import type { Database } from '@facet/db/client';
import { recordAudit } from '../audit/audit.service.ts';
import { readDocumentPrefixes } from './tax-document-reads.service.ts';
import { lockDocumentPrefixes, upsertDocumentPrefixes } from './tax-documents.queries.ts';

/**
 * PUT /api/tax/document-prefixes: the Admin changes the series' prefixes, audited. Numbers
 * already issued keep theirs; the serials carry on (a prefix is best changed at the start of a
 * financial year — the accountant's call).
 */
export async function updateDocumentPrefixes(
  db: Database,
  input: DocumentPrefixesInput,
  actor: Actor,
): Promise<DocumentPrefixesRecord> {
  await db.transaction(async (tx) => {
    const before = await lockDocumentPrefixes(tx);
    await upsertDocumentPrefixes(tx, { invoicePrefix: input.invoicePrefix, creditNotePrefix: input.creditNotePrefix });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'tax.document-prefixes-changed',
      entityType: 'tax-document-settings',
      entityId: 'prefixes',
      before: before ? { invoicePrefix: before.invoicePrefix, creditNotePrefix: before.creditNotePrefix } : null,
      after: { invoicePrefix: input.invoicePrefix, creditNotePrefix: input.creditNotePrefix },
    });
  });
  return readDocumentPrefixes(db);
}
