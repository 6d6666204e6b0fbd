import { ArrowLeft } from 'lucide-react';
import { isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/tax-document';
import { ForbiddenPage } from '../../../components/forbidden-page.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { UnexpectedErrorPage } from '../../../components/unexpected-error-page.tsx';
import { PrintButton } from '../../../features/orders/print-button.tsx';
import { loadTaxDocument } from '../../../features/tax-documents/tax-document-loaders.server.ts';
import { taxDocumentPdfPath } from '../../../features/tax-documents/tax-document-paths.ts';
import { TaxDocumentView } from '../../../features/tax-documents/tax-document-view.tsx';
import { requireArea } from '../../../lib/guards.server.ts';

/*
 * /orders/detail/:id/documents/:documentId: an order's tax invoice or credit note for Orders
 * staff, as issued (decision 024) — outside the back-office's navigation so it prints as the
 * customer's does, with the PDF; a document issued without the shop's GSTIN says so in red.
 */

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireArea(context, request, 'orders');
  },
];

export function meta({ loaderData }: Route.MetaArgs) {
  const document = loaderData?.document.snapshot;
  return [{ title: `${document ? `${document.title} ${document.number}` : 'Document'} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'orders');
  const orderId = /^[0-9]{1,10}$/.test(params.id) ? Number(params.id) : -1;
  return { orderId, document: await loadTaxDocument(context, orderId, params.documentId) };
}

export default function StaffTaxDocument({ loaderData }: Route.ComponentProps) {
  const { orderId, document } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl bg-white px-5 py-8 sm:px-10 sm:py-12 print:max-w-none print:p-0">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 print:hidden">
        <Link
          to={`/orders/detail/${orderId}`}
          className="link-underline inline-flex items-center gap-1.5 text-sm text-graphite"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to order {document.snapshot.orderNumber}
        </Link>
        <div className="flex flex-wrap gap-3">
          <a href={taxDocumentPdfPath(document.id)} download className="button-secondary gap-2 px-5 py-2.5">
            Download PDF
          </a>
          <PrintButton />
        </div>
      </div>
      <TaxDocumentView document={document.snapshot} forStaff />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenPage />;
  return <UnexpectedErrorPage standalone error={error} />;
}
