import { carrierEndpoints } from '@facet/contracts/carrier-endpoints';
import { endpointUrl } from '@facet/contracts/endpoint';
import { GiftFacts, GiftPaperLinks } from '../../../features/orders/order-gift.tsx';
import { orderEndpoints } from '@facet/contracts/order-endpoints';
import type { OrderDetail, OrderPayment } from '@facet/contracts/orders';
import { paymentProviderLabels } from '@facet/contracts/payment-providers';
import { FileDown } from 'lucide-react';
import { storeCreditEndpoints } from '@facet/contracts/store-credit-endpoints';
import type { Route } from './+types/detail';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { DetailPanel } from '../../../components/back-office/detail-panel.tsx';
import { Facts } from '../../../components/back-office/facts.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { RecordErrorBoundary } from '../../../components/back-office/record-error-boundary.tsx';
import { BuyerIdentity, OrderAddress } from '../../../features/orders/order-address.tsx';
import { runOrderAction } from '../../../features/orders/order-actions.server.ts';
import { PlacedOrderFigures } from '../../../features/orders/order-figures.tsx';
import { OrderHistory } from '../../../features/orders/order-history.tsx';
import { OrderLines } from '../../../features/orders/order-lines-view.tsx';
import { loadOrder } from '../../../features/orders/order-loaders.server.ts';
import { OrderStatusBadge } from '../../../features/orders/order-status-badge.tsx';
import { ParcelTracking } from '../../../features/orders/parcel-tracking.tsx';
import { OrderDocuments } from '../../../features/tax-documents/order-documents.tsx';
import { OrderStatusForm } from '../../../features/orders/order-status-form.tsx';
import { runRefundAction } from '../../../features/orders/order-refund-action.server.ts';
import { OrderRefundForm } from '../../../features/orders/order-refund-form.tsx';
import { formatTime } from '@facet/contracts/shop-time';
import { paymentWording } from '../../../features/orders/order-wording.ts';
import { GiveStoreCreditForm } from '../../../features/store-credit/give-store-credit-form.tsx';
import { giveStoreCreditAction } from '../../../features/store-credit/give-store-credit.server.ts';
import { StoreCreditBalances, StoreCreditLedger } from '../../../features/store-credit/store-credit-ledger.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { EmailLink } from '../../../components/back-office/email-link.tsx';

/*
 * /orders/detail/:id: one order as the customer sees it, plus who they are, the payments with
 * the provider's references, "Change status" (the moves staff may make from here) and "Refund"
 * (some lines, or part of one).
 */

export function meta({ loaderData }: Route.MetaArgs) {
  const number = loaderData?.order.number;
  return [{ title: `${number ? `Order ${number}` : 'Order'} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'orders');
  const order = await loadOrder(context, params.id, 'all');
  const [carriers, credit] = await Promise.all([
    apiFor(context).call(carrierEndpoints.list),
    apiFor(context).call(storeCreditEndpoints.ofCustomer, { params: { userId: order.customer.id } }),
  ]);
  // The ship form offers the active carriers; without them it says the list could not be read.
  // A key per page load: the refund form sent twice (a double click, a retry) makes one refund.
  return {
    order,
    carriers: carriers.isSuccess ? carriers.data.filter((carrier) => carrier.active) : null,
    credit: credit.isSuccess ? credit.data : null,
    refundKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'orders');
  const formData = await request.formData();
  if (formData.get('intent') === 'refund') return runRefundAction(apiFor(context), formData);
  if (formData.get('intent') === 'give-store-credit') return giveStoreCreditAction(apiFor(context), formData);
  return runOrderAction(apiFor(context), formData);
}

const paymentStatusLabels: Record<OrderPayment['status'], string> = {
  creating: 'Being started',
  created: 'Started, not paid',
  captured: 'Captured (paid)',
  failed: 'Failed',
  refunded: 'Refunded',
};

const reference = (value: string | null) =>
  value ? <span className="font-mono text-xs break-all text-ink">{value}</span> : '—';

function Payments({ payments }: { payments: readonly OrderPayment[] }) {
  if (payments.length === 0) return <p className="text-sm text-stone">No payment was started.</p>;
  return (
    <ol className="space-y-4" data-testid="order-payments">
      {payments.map((payment, index) => (
        <li key={`${payment.createDate}-${index}`} className="rounded-md border border-line p-4">
          <p className="mb-3 text-sm text-graphite">
            <span className="font-medium text-ink">{paymentProviderLabels[payment.provider]}</span> · started{' '}
            {formatDateTime(payment.createDate)}
          </p>
          <Facts
            className="grid gap-3 text-sm sm:grid-cols-2"
            items={[
              ['Status', paymentStatusLabels[payment.status]],
              ['Amount', formatPrice(payment.amount, payment.currency)],
              ...(payment.refundedAmount > 0
                ? ([['Refunded', formatPrice(payment.refundedAmount, payment.currency)]] as [string, string][])
                : []),
              ['Provider order id', reference(payment.providerOrderId)],
              ['Payment id', reference(payment.providerPaymentId)],
              ['Refund id', reference(payment.providerRefundId)],
              ['Failure', payment.failure ? <span className="text-red-800">{payment.failure}</span> : '—'],
            ]}
          />
        </li>
      ))}
    </ol>
  );
}

/** What is printed for the parcel: where it goes and what is in it, and a certificate per piece. */
const parcelPapers = [
  { address: orderEndpoints.packingSlip, label: 'Packing slip' },
  { address: orderEndpoints.certificate, label: 'Certificate of authenticity' },
] as const;

function PaymentFacts({ order }: { order: OrderDetail }) {
  return (
    <Facts
      className="space-y-4 text-sm"
      items={[
        ['Payment', paymentWording(order)],
        ['Paid', order.paidAt ? formatDateTime(order.paidAt) : '—'],
        ...(order.holdUntil
          ? ([['Stones held until', `${formatTime(order.holdUntil)}${order.canPay ? '' : ' (ran out)'}`]] as [
              string,
              string,
            ][])
          : []),
      ]}
    />
  );
}

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  const { order, carriers, refundKey, credit } = loaderData;
  return (
    <>
      <DetailBreadcrumb listTo="/orders" listLabel="Orders">
        {order.number}
      </DetailBreadcrumb>
      <PageHeader
        title={`Order ${order.number}`}
        description={`Placed ${formatDateTime(order.createDate)} by ${order.customer.name}.`}
        badge={<OrderStatusBadge state={order.state} />}
      />
      {/* Narrow screens read the status form first: it is what staff come here for. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <DetailPanel id="order-change-status" title="Change status">
            <OrderStatusForm order={order} carriers={carriers} />
          </DetailPanel>
          <DetailPanel id="order-refund" title="Refund">
            <OrderRefundForm order={order} requestKey={refundKey} />
          </DetailPanel>
          <DetailPanel id="order-customer" title="Customer">
            <Facts
              className="space-y-4 text-sm"
              items={[
                ['Name', order.customer.name || '—'],
                ['E-mail', <EmailLink key="email" email={order.customer.email} />],
              ]}
            />
          </DetailPanel>
          <DetailPanel id="order-store-credit" title="Store credit">
            {credit ? (
              <>
                <StoreCreditBalances account={credit} />
                <div className="mt-4">
                  <GiveStoreCreditForm userId={order.customer.id} customerName={order.customer.name} />
                </div>
                <StoreCreditLedger account={credit} orderLink={(id) => `/orders/detail/${id}`} />
              </>
            ) : (
              <p className="text-sm text-stone">The customer’s store credit could not be read.</p>
            )}
          </DetailPanel>
          <DetailPanel id="order-delivery" title="Delivery">
            <OrderAddress address={order.address} />
            <BuyerIdentity pan={order.buyerPan} form60={order.form60} business={order.buyerBusiness} />
            <p className="mt-4 text-sm text-graphite">
              {order.delivery === 'india' ? 'Within India (GST included)' : 'Export (GST removed)'}
            </p>
            <ParcelTracking order={order} staff />
          </DetailPanel>
          {order.state === 'PendingPayment' ? null : (
            <DetailPanel id="order-parcel-papers" title="Parcel papers">
              <ul className="space-y-2 text-sm">
                {parcelPapers.map((paper) => (
                  <li key={paper.address.name}>
                    <a
                      href={endpointUrl(paper.address, { params: { id: order.id } })}
                      download
                      className="link-underline inline-flex items-center gap-1.5 text-ink"
                    >
                      <FileDown className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                      {paper.label} <span className="text-stone">(PDF)</span>
                    </a>
                  </li>
                ))}
                <GiftPaperLinks order={order} />
              </ul>
              <div className="mt-3">
                <GiftFacts gift={order.gift} />
              </div>
            </DetailPanel>
          )}
          <DetailPanel id="order-payment" title="Payment">
            <PaymentFacts order={order} />
          </DetailPanel>
          <DetailPanel id="order-tax-documents" title="Tax documents">
            <OrderDocuments
              documents={order.documents}
              pageOf={(document) => `/orders/detail/${order.id}/documents/${document.id}`}
            />
          </DetailPanel>
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <DetailPanel id="order-items" title="Items">
            <OrderLines lines={order.lines} currency={order.currency} />
            <div className="mt-4 border-t border-line pt-4 sm:ml-auto sm:max-w-sm">
              <PlacedOrderFigures order={order} />
            </div>
          </DetailPanel>
          <DetailPanel id="order-history" title="History">
            <OrderHistory events={order.events} showMover />
          </DetailPanel>
          <DetailPanel id="order-payments" title="Payments">
            <Payments payments={order.payments} />
          </DetailPanel>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
