import { orderStateLabels } from '@facet/contracts/order-states';
import { ArrowLeft } from 'lucide-react';
import { isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/invoice';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { UnexpectedErrorPage } from '../../../components/unexpected-error-page.tsx';
import { OrderAddress } from '../../../features/orders/order-address.tsx';
import { OrderFigures } from '../../../features/orders/order-figures.tsx';
import { OrderLines } from '../../../features/orders/order-lines-view.tsx';
import { loadOrder } from '../../../features/orders/order-loaders.server.ts';
import {
  hasInvoice,
  invoiceHeading,
  noInvoiceSentence,
  paymentWording,
} from '../../../features/orders/order-wording.ts';
import { PrintButton } from '../../../features/orders/print-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta } from '../../../lib/seo.ts';

/*
 * /my-orders/:id/invoice: the invoice of one of the customer's paid orders, a page of its own
 * (outside the shop's header, footer and account navigation) made to be printed. Within India a
 * tax invoice with the GST the total includes; an export's invoice says it is zero-rated. An
 * order not (yet) paid has no invoice: the page says why.
 */

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireUser(context, request);
  },
];

export function meta(args: Route.MetaArgs) {
  const number = args.loaderData?.order.number;
  return pageMeta(args, {
    title: number ? `Invoice ${number}` : 'Invoice',
    description: 'The invoice of your order.',
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(context, request);
  return { order: await loadOrder(context, params.id, 'own') };
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const company = useRootData()?.company;
  const heading = invoiceHeading(order.delivery);
  const back = (
    <Link
      to={`/my-orders/${order.id}`}
      className="link-underline inline-flex items-center gap-1.5 text-sm text-graphite"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to order {order.number}
    </Link>
  );
  if (!hasInvoice(order)) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-5 py-16">
        {back}
        <h1 className="mt-6 text-3xl">{order.state === 'PendingPayment' ? 'No invoice yet' : 'No invoice'}</h1>
        <p className="mt-4 text-[15px] leading-7 text-graphite" data-testid="no-invoice">
          {noInvoiceSentence(order.state)}
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-4xl bg-white px-5 py-8 sm:px-10 sm:py-12 print:max-w-none print:p-0">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 print:hidden">
        {back}
        <PrintButton />
      </div>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-line pb-6">
        {company ? (
          <div className="text-sm leading-6 text-graphite" data-testid="invoice-company">
            <p className="font-display text-2xl text-ink">{company.businessName}</p>
            <address className="not-italic">
              {company.address.line1}
              {company.address.line2 ? <>, {company.address.line2}</> : null}
              <br />
              {company.address.city}, {company.address.state} {company.address.postalCode}, {company.address.country}
              <br />
              {company.email} · {company.phone}
            </address>
            {company.gstin ? <p className="mt-1 text-ink">GSTIN {company.gstin}</p> : null}
          </div>
        ) : null}
        <div className="sm:text-right">
          <h1 className="text-3xl sm:text-4xl">{heading.title}</h1>
          {heading.note ? (
            <p className="mt-1 text-sm text-graphite" data-testid="export-note">
              {heading.note}
            </p>
          ) : null}
        </div>
      </header>

      {order.isTestPayment ? (
        <p
          className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
          data-testid="test-payment"
        >
          Test payment — no money taken
        </p>
      ) : null}

      <dl className="mt-6 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
        <Fact label="Invoice number" value={order.number} />
        <Fact label="Invoice date" value={formatDate(order.paidAt ?? order.createDate)} />
        <Fact label="Order date" value={formatDate(order.createDate)} />
        <Fact label="Payment" value={paymentWording(order)} />
      </dl>
      {order.state === 'Refunded' || order.state === 'Cancelled' ? (
        <p className="mt-4 text-sm text-graphite" data-testid="invoice-state">
          This order has since been {orderStateLabels[order.state].toLowerCase()}: its payment was given back.
        </p>
      ) : null}

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer" className="font-sans text-xs font-medium tracking-wide text-stone uppercase">
            Billed to
          </h2>
          <p className="mt-2 text-sm leading-6 text-graphite">
            <span className="block font-medium text-ink">{order.customer.name}</span>
            <span className="block break-all">{order.customer.email}</span>
          </p>
        </section>
        <section aria-labelledby="invoice-delivery">
          <h2 id="invoice-delivery" className="font-sans text-xs font-medium tracking-wide text-stone uppercase">
            Delivered to
          </h2>
          <div className="mt-2">
            <OrderAddress address={order.address} />
          </div>
        </section>
      </div>

      <section aria-labelledby="invoice-items" className="mt-10">
        <h2 id="invoice-items" className="sr-only">
          Items
        </h2>
        <OrderLines lines={order.lines} currency={order.currency} pictures={false} />
      </section>
      <section aria-labelledby="invoice-figures" className="mt-6 ml-auto max-w-sm break-inside-avoid">
        <h2 id="invoice-figures" className="sr-only">
          Amounts
        </h2>
        <OrderFigures
          figures={order.figures}
          currency={order.currency}
          delivery={order.delivery}
          coupon={order.coupon}
        />
      </section>
      <p className="mt-10 border-t border-line pt-4 text-xs text-stone">
        Amounts in {order.currency === 'INR' ? 'Indian rupees (INR)' : 'US dollars (USD)'}.{' '}
        {order.delivery === 'india' ? 'Prices include GST.' : 'Goods for export: GST is not charged.'}{' '}
        {company ? `Questions about this invoice: ${company.email}.` : null}
      </p>
    </main>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-stone uppercase">{label}</dt>
      <dd className="mt-1 break-words text-ink">{value}</dd>
    </div>
  );
}

/** Without the shop's chrome: the not-found page for an unknown or another customer's order. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone />;
  return <UnexpectedErrorPage standalone error={error} />;
}
