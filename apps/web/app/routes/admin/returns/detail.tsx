import { ringSizeLabel } from '@facet/contracts/ring-sizes';
import { returnKindLabels, type ReturnRequestRecord } from '@facet/contracts/returns';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/detail';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { DetailPanel } from '../../../components/back-office/detail-panel.tsx';
import { Facts } from '../../../components/back-office/facts.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { PictureLink } from '../../../components/back-office/picture-link.tsx';
import { RecordErrorBoundary } from '../../../components/back-office/record-error-boundary.tsx';
import { OrderLinePicture } from '../../../features/orders/order-lines-view.tsx';
import { runReturnAction } from '../../../features/returns/staff-actions.server.ts';
import { bookPickup } from '../../../features/returns/return-parcel.server.ts';
import { StaffPickupForm } from '../../../features/returns/staff-pickup-form.tsx';
import { ParcelFacts } from '../../../features/orders/parcel-tracking.tsx';
import { ReturnHistory } from '../../../features/returns/return-history.tsx';
import { carrierEndpoints } from '@facet/contracts/carrier-endpoints';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import { ReturnMoveForm } from '../../../features/returns/staff-move-form.tsx';
import { ReturnStateBadge } from '../../../features/returns/return-state-badge.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDateTime, formatPrice, plural } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { loadRecord } from '../../../lib/load-record.server.ts';
import { EmailLink } from '../../../components/back-office/email-link.tsx';

/*
 * /returns/:id: one return request as staff work it — the item and what was paid for it, the
 * customer and their order, why they ask, their pictures and the inspection's, the parcel to us
 * (the customer's, or the pick-up to book when we collect it), the history, and "Move the
 * request" (the moves staff may make from here, first on a phone).
 */

const MISSING = 'There is no such return request.';

export function meta({ loaderData }: Route.MetaArgs) {
  const number = loaderData?.request.number;
  return [{ title: `${number ? `Return request ${number}` : 'Return request'} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'orders');
  const [record, carriers] = await Promise.all([
    loadRecord(context, params.id, {
      load: (api, id) => api.call(returnRequestEndpoints.one, { params: { id } }),
      missing: MISSING,
    }),
    apiFor(context).call(carrierEndpoints.list),
  ]);
  // Sending a piece back offers the active carriers; without them the form says the list could not be read.
  return { request: record, carriers: carriers.isSuccess ? carriers.data.filter((carrier) => carrier.active) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'orders');
  const formData = await request.formData();
  if (formData.get('intent') === 'parcel') return bookPickup(apiFor(context), formData);
  return runReturnAction(apiFor(context), formData);
}

function Item({ request }: { request: ReturnRequestRecord }) {
  const { line } = request;
  return (
    <div className="flex min-w-0 gap-4" data-testid="return-item">
      <OrderLinePicture url={line.pictureUrl} stoneShape={null} small={false} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-display text-lg leading-snug break-words text-ink">{line.name}</p>
        <p className="font-mono text-xs break-all text-stone">
          <span className="sr-only">SKU </span>
          {line.sku}
        </p>
        {line.details ? <p className="mt-0.5 text-graphite">{line.details}</p> : null}
        <div className="mt-1 space-y-0.5 text-graphite">
          {line.ringSize ? <p>Ring size: {ringSizeLabel(line.ringSize)}</p> : null}
          {line.engraving ? (
            <p>
              Engraving: <span className="font-medium text-ink">“{line.engraving}”</span>
            </p>
          ) : null}
          <p>
            Bought: {plural(line.quantity, 'piece')}, {formatPrice(line.amount, request.order.currency)} paid
          </p>
        </div>
      </div>
    </div>
  );
}

/** What settling the request gave: the refund and its credit note, or the store credit. */
function settledFacts(request: ReturnRequestRecord): [string, ReactNode][] {
  const { currency, id: orderId } = request.order;
  const facts: [string, ReactNode][] = [];
  if (request.refunded !== null) {
    facts.push([
      'Refunded',
      <span key="refunded">
        <span className="figures text-ink" data-testid="return-refunded">
          {formatPrice(request.refunded, currency)}
        </span>
        {request.creditNote ? (
          <>
            {' · '}
            <Link
              to={`/orders/detail/${orderId}/documents/${request.creditNote.id}`}
              className="link-underline text-ink"
              data-testid="return-credit-note"
            >
              Credit note {request.creditNote.number}
            </Link>
          </>
        ) : null}
      </span>,
    ]);
  }
  if (request.credited !== null) {
    facts.push([
      'Store credit given',
      <span key="credited" className="figures text-ink" data-testid="return-credited">
        {formatPrice(request.credited, currency)}
      </span>,
    ]);
  }
  return facts;
}

function Pictures({ request, stage, empty }: { request: ReturnRequestRecord; stage: string; empty: string }) {
  const pictures = request.pictures.filter((picture) => picture.stage === stage);
  if (pictures.length === 0) return <p className="text-sm text-stone">{empty}</p>;
  const whose = stage === 'request' ? `from ${request.customer.name}` : 'from the inspection';
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid={`return-pictures-${stage}`}>
      {pictures.map((picture, index) => (
        <li key={picture.id}>
          <PictureLink url={picture.url} alt={`Picture ${index + 1} ${whose}`} />
        </li>
      ))}
    </ul>
  );
}

export default function ReturnDetail({ loaderData }: Route.ComponentProps) {
  const { request, carriers } = loaderData;
  const kind = returnKindLabels[request.kind];
  return (
    <>
      <DetailBreadcrumb listTo="/returns" listLabel="Returns">
        {request.number}
      </DetailBreadcrumb>
      <PageHeader
        title={`${kind} ${request.number}`}
        description={`Asked ${formatDateTime(request.createDate)} by ${request.customer.name}, for an item of order ${request.order.number}.`}
        badge={<ReturnStateBadge state={request.state} />}
      />
      {/* Narrow screens read the move form first: it is what staff come here for. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <DetailPanel id="return-move" title="Move the request">
            <ReturnMoveForm request={request} carriers={carriers} />
          </DetailPanel>
          <DetailPanel id="return-customer" title="Customer">
            <Facts
              className="space-y-4 text-sm"
              items={[
                ['Name', request.customer.name || '—'],
                ['E-mail', <EmailLink key="email" email={request.customer.email} />],
                [
                  'Order',
                  <Link
                    key="order"
                    to={`/orders/detail/${request.order.id}`}
                    className="link-underline inline-block font-mono text-ink"
                  >
                    <span className="sr-only">Order </span>
                    {request.order.number}
                  </Link>,
                ],
              ]}
            />
          </DetailPanel>
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <DetailPanel id="return-request" title="The request">
            <Item request={request} />
            <Facts
              className="mt-6 grid gap-4 border-t border-line pt-5 text-sm sm:grid-cols-2"
              items={[
                ['Kind', kind],
                ['Pieces sent back', String(request.quantity)],
                ...(request.newRingSize
                  ? ([['New ring size', ringSizeLabel(request.newRingSize)]] as [string, string][])
                  : []),
                [
                  'The parcel to us',
                  request.pickup
                    ? `We collect it (${request.pickup.cost === 0 ? 'free' : `${formatPrice(request.pickup.cost, request.order.currency)}, off the refund or credit`})`
                    : 'The customer sends it',
                ],
                ['Refund estimate', formatPrice(request.refundEstimate, request.order.currency)],
                ...(request.creditEstimate !== null
                  ? ([['Store credit today', formatPrice(request.creditEstimate, request.order.currency)]] as [
                      string,
                      string,
                    ][])
                  : []),
                ...settledFacts(request),
              ]}
            />
            <h3 className="mt-6 font-sans text-xs font-medium tracking-wide text-stone uppercase">Reason</h3>
            <p
              className="mt-1 text-[15px] leading-7 break-words whitespace-pre-wrap text-ink"
              data-testid="return-reason"
            >
              {request.reason}
            </p>
          </DetailPanel>
          <DetailPanel id="return-pictures" title="Pictures">
            <h3 className="mb-3 font-sans text-sm font-medium text-graphite">From the customer</h3>
            <Pictures request={request} stage="request" empty="The customer sent no pictures." />
            <h3 className="mt-6 mb-3 font-sans text-sm font-medium text-graphite">From the inspection</h3>
            {request.inspectionNote ? (
              <p className="mb-3 text-sm break-words whitespace-pre-wrap text-graphite" data-testid="inspection-note">
                {request.inspectionNote}
              </p>
            ) : null}
            <Pictures request={request} stage="inspection" empty="No inspection pictures yet." />
          </DetailPanel>
          {request.returnParcel ? (
            <DetailPanel id="return-parcel-in" title="Parcel to us">
              <div className="text-sm text-graphite" data-testid="return-parcel-in">
                <ParcelFacts parcel={request.returnParcel} staff />
              </div>
            </DetailPanel>
          ) : request.state === 'approved' ? (
            <DetailPanel id="return-parcel-in" title="Parcel to us">
              {request.pickup ? (
                <StaffPickupForm request={request} carriers={carriers} />
              ) : (
                <p className="text-sm text-graphite" data-testid="parcel-awaited">
                  Not sent yet: the customer records their parcel’s carrier and tracking number once they send it.
                </p>
              )}
            </DetailPanel>
          ) : null}
          {request.shipment ? (
            <DetailPanel id="return-parcel" title="Parcel back to the customer">
              <div className="text-sm text-graphite">
                <ParcelFacts parcel={request.shipment} staff />
              </div>
            </DetailPanel>
          ) : null}
          <DetailPanel id="return-history" title="History">
            <ReturnHistory events={request.events} reader="staff" />
          </DetailPanel>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
