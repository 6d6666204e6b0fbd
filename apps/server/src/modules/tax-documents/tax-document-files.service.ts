import type { Database } from '@facet/db/client';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import { listDocumentSnapshots } from './tax-documents.queries.ts';

/**
 * The PDFs an e-mail carries, made from the documents' snapshots when it is sent (the documents
 * never change, so the file is the one issued). A document that is not there is left out.
 */
export async function taxDocumentPdfFiles(
  db: Database,
  attachments: readonly { filename: string; taxDocumentId: number }[],
): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  if (attachments.length === 0) return [];
  const rows = await listDocumentSnapshots(
    db,
    attachments.map((attachment) => attachment.taxDocumentId),
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
