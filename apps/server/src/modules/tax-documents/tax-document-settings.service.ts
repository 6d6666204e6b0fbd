import type { Actor } from '@facet/contracts/permissions';
import type { DocumentPrefixesInput, DocumentPrefixesRecord } from '@facet/contracts/tax-documents';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.service.ts';
import { readDocumentPrefixes } from './tax-document-reads.service.ts';

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
    const [before] = await queryRows<{ invoice_prefix: string; credit_note_prefix: string }>(
      tx,
      sql`select invoice_prefix, credit_note_prefix from tax_document_settings where id = 1 for update`,
    );
    await tx.execute(
      sql`insert into tax_document_settings (id, invoice_prefix, credit_note_prefix, update_date)
          values (1, ${input.invoicePrefix}, ${input.creditNotePrefix}, now())
          on conflict (id) do update set invoice_prefix = excluded.invoice_prefix,
                                         credit_note_prefix = excluded.credit_note_prefix, update_date = now()`,
    );
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'tax.document-prefixes-changed',
      entityType: 'tax-document-settings',
      entityId: 'prefixes',
      before: before ? { invoicePrefix: before.invoice_prefix, creditNotePrefix: before.credit_note_prefix } : null,
      after: { invoicePrefix: input.invoicePrefix, creditNotePrefix: input.creditNotePrefix },
    });
  });
  return readDocumentPrefixes(db);
}
