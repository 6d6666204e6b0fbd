import type { TaxDocumentSnapshot } from '@facet/contracts/tax-documents';
import { type Database, queryRows } from '@facet/db/client';
import { intArray } from '@facet/db/sql-helpers';
import { sql } from 'drizzle-orm';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';

/**
 * The PDFs an e-mail carries, made from the documents' snapshots when it is sent (the documents
 * never change, so the file is the one issued). A document that is not there is left out.
 */
export async function taxDocumentPdfFiles(
  db: Database,
  attachments: readonly { filename: string; taxDocumentId: number }[],
): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  if (attachments.length === 0) return [];
  const rows = await queryRows<{ id: number; snapshot: TaxDocumentSnapshot }>(
    db,
    sql`select id, snapshot from tax_documents
         where id = any(${intArray(attachments.map((attachment) => attachment.taxDocumentId))}::int[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row.snapshot]));
  const files = [];
  for (const attachment of attachments) {
    const snapshot = byId.get(attachment.taxDocumentId);
    if (!snapshot) continue;
    files.push({
      filename: attachment.filename,
      content: await renderTaxDocumentPdf(snapshot),
      contentType: 'application/pdf',
    });
  }
  return files;
}
