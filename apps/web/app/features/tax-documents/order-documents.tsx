import { formatDate } from '@facet/contracts/shop-time';
import { taxDocumentKindLabels, type TaxDocumentSummary } from '@facet/contracts/tax-documents';
import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { taxDocumentPdfPath } from './tax-document-paths.ts';

/** An order's tax invoice and credit notes: each to read (and print) as a page, or download as a PDF. */
export function OrderDocuments({
  documents,
  pageOf,
}: {
  documents: readonly TaxDocumentSummary[];
  pageOf: (document: TaxDocumentSummary) => string;
}) {
  if (documents.length === 0) {
    return <p className="text-sm text-stone">The tax invoice is issued once the order is paid.</p>;
  }
  return (
    <ul className="space-y-3" data-testid="order-documents">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <span className="min-w-0">
            <span className="block font-medium text-ink">{taxDocumentKindLabels[document.kind]}</span>
            <span className="text-graphite">
              {document.number} · {formatDate(document.issuedAt)}
            </span>
          </span>
          <span className="flex gap-4">
            <Link
              to={pageOf(document)}
              className="link-underline inline-flex items-center gap-1.5 text-ink"
              aria-label={`View ${taxDocumentKindLabels[document.kind].toLowerCase()} ${document.number}`}
            >
              <FileText className="h-4 w-4" aria-hidden="true" /> View
            </Link>
            <a
              href={taxDocumentPdfPath(document.id)}
              className="link-underline inline-flex items-center gap-1.5 text-ink"
              download
              aria-label={`Download ${taxDocumentKindLabels[document.kind].toLowerCase()} ${document.number} as PDF`}
            >
              <Download className="h-4 w-4" aria-hidden="true" /> PDF
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
