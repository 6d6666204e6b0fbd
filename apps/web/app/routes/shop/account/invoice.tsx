import { ArrowLeft } from 'lucide-react';
import { isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/invoice';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { UnexpectedErrorPage } from '../../../components/unexpected-error-page.tsx';
import { loadOrder } from '../../../features/orders/order-loaders.server.ts';
import { DispatchHuids } from '../../../features/orders/dispatch-huids.tsx';
import { hasInvoice, noInvoiceSentence } from '../../../features/orders/order-wording.ts';
import { PrintButton } from '../../../features/orders/print-button.tsx';
import { loadTaxDocument } from '../../../features/tax-documents/tax-document-loaders.server.ts';
import { taxDocumentPdfPath } from '../../../features/tax-documents/tax-document-paths.ts';
import { TaxDocumentView } from '../../../features/tax-documents/tax-document-view.tsx';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

/*
 * /my-orders/:id/invoice: the tax invoice of one of the customer's orders, as issued when it was
 * paid (decision 024), and /my-orders/:id/documents/:documentId any of its documents (a credit
 * note). A page of its own, outside the shop's header, footer and account navigation, made to be
 * printed, with the PDF to download. An order not (yet) paid has no invoice: the page says why.
 */

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireUser(context, request);
  },
];

export function meta(args: Route.MetaArgs) {
  const document = args.loaderData?.document?.snapshot;
  return pageMeta(args, {
    title: document ? `${document.title} ${document.number}` : 'Invoice',
    description: 'A tax document of your order.',
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(context, request);
  const order = await loadOrder(context, params.id, 'own');
  const wanted =
    'documentId' in params && typeof params.documentId === 'string'
      ? params.documentId
      : order.documents.find((document) => document.kind === 'invoice')?.id.toString();
  const document = wanted ? await loadTaxDocument(context, order.id, wanted) : null;
  return {
    order: { id: order.id, number: order.number, state: order.state, paid: hasInvoice(order) },
    document,
    // The HUIDs recorded at dispatch go with the invoice, not into it.
    lines: document?.snapshot.kind === 'invoice' ? order.lines : [],
  };
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order, document, lines } = loaderData;
  const back = (
    <Link
      to={`/my-orders/${order.id}`}
      className="link-underline inline-flex items-center gap-1.5 text-sm text-graphite"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to order {order.number}
    </Link>
  );
  if (!document) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-5 py-16">
        {back}
        <h1 className="mt-6 text-3xl">{order.state === 'PendingPayment' ? 'No invoice yet' : 'No invoice'}</h1>
        <p className="mt-4 text-[15px] leading-7 text-graphite" data-testid="no-invoice">
          {order.paid
            ? 'This order was paid before the shop issued its tax invoices online. Write to us and we will send you a copy.'
            : noInvoiceSentence(order.state)}
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-5xl bg-white px-5 py-8 sm:px-10 sm:py-12 print:max-w-none print:p-0">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 print:hidden">
        {back}
        <div className="flex flex-wrap gap-3">
          <a
            href={taxDocumentPdfPath(document.id)}
            download
            className="button-secondary gap-2 px-5 py-2.5"
            data-testid="download-pdf"
          >
            Download PDF
          </a>
          <PrintButton />
        </div>
      </div>
      <TaxDocumentView document={document.snapshot} forStaff={false} />
      <DispatchHuids lines={lines} />
    </main>
  );
}

/** Without the shop's chrome: the not-found page for an unknown or another customer's order. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone />;
  return <UnexpectedErrorPage standalone error={error} />;
}
