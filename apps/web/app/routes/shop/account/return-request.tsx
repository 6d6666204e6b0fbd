import { carrierEndpoints } from '@facet/contracts/carrier-endpoints';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import { isFinalReturnState, returnKindLabels } from '@facet/contracts/return-states';
import type { ReturnRequestRecord } from '@facet/contracts/returns';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/return-request';
import { OrderLinePicture } from '../../../features/orders/order-lines-view.tsx';
import { ParcelFacts } from '../../../features/orders/parcel-tracking.tsx';
import { loadReturnRequest } from '../../../features/returns/return-loaders.server.ts';
import { ReturnParcelForm } from '../../../features/returns/return-parcel-form.tsx';
import { recordMyParcel } from '../../../features/returns/return-parcel.server.ts';
import { ReturnHistory } from '../../../features/returns/return-history.tsx';
import { ReturnStateBadge } from '../../../features/returns/return-state-badge.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

/*
 * /my-returns/:id: one of the customer's return requests — the item, what they asked and why,
 * where it stands and its history; once approved, the return slip to print and the parcel to us:
 * "I have sent it" (carrier and tracking number) when they send it, or the pick-up we book; before
 * the parcel is received, the way to withdraw it. Another customer's request, or none, is the
 * not-found page.
 */

export function meta(args: Route.MetaArgs) {
  const request = args.loaderData?.request;
  return pageMeta(args, {
    title: request ? `${returnKindLabels[request.kind]} ${request.number}` : 'Return request',
    description: 'Your return, resize or exchange request and where it stands.',
    noindex: true,
  });
}

/** The customer records the parcel themselves: approved, not collected by us, not recorded yet. */
function awaitsMyParcel(request: ReturnRequestRecord): boolean {
  return request.state === 'approved' && request.pickup === null && request.returnParcel === null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(context, request);
  const record = await loadReturnRequest(context, params.id);
  if (!awaitsMyParcel(record)) return { request: record, carriers: null };
  const carriers = await apiFor(context).call(carrierEndpoints.active);
  return { request: record, carriers: carriers.isSuccess ? carriers.data : null };
}

/** Withdrawing the request, or recording the parcel sent to us. */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireUser(context, request);
  const formData = await request.formData();
  if (formData.get('intent') === 'parcel') {
    const outcome = await recordMyParcel(apiFor(context), params.id, formData);
    return { refusal: null, parcelRefusal: outcome.ok ? null : outcome.message };
  }
  const answer = await apiFor(context).call(returnRequestEndpoints.withdraw, { params: { id: params.id } });
  return answer.isSuccess
    ? { refusal: null, parcelRefusal: null }
    : { refusal: answer.errorMessages[0] ?? 'The request could not be withdrawn.', parcelRefusal: null };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `return-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-md border border-line bg-white p-5 sm:p-6">
      <h2 id={id} className="font-display text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function ReturnRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, carriers } = loaderData;
  const navigation = useNavigation();
  const mayWithdraw = request.nextStates.includes('withdrawn');
  const slipReady = request.state === 'approved';
  // A refund estimate is said only while the request may still end in one.
  const open = !isFinalReturnState(request.state);
  return (
    <article>
      <nav aria-label="Breadcrumb" className="text-sm text-stone">
        <Link to="/my-orders" className="link-underline">
          My orders
        </Link>{' '}
        /{' '}
        <Link to={`/my-orders/${request.order.id}`} className="link-underline">
          {request.order.number}
        </Link>{' '}
        / {request.number}
      </nav>
      <header className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl">
            {returnKindLabels[request.kind]} {request.number}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-graphite">
            <span>
              Asked <time dateTime={request.createDate}>{formatDateTime(request.createDate)}</time>
            </span>
            <ReturnStateBadge state={request.state} />
          </p>
        </div>
        {slipReady ? (
          <Link
            to={`/my-returns/${request.id}/slip`}
            className="button-primary gap-2 px-5 py-2.5"
            data-testid="print-slip"
          >
            <Printer className="h-4 w-4" aria-hidden="true" /> Return slip
          </Link>
        ) : null}
      </header>
      {slipReady ? (
        <p className="mt-6 rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
          {request.pickup
            ? 'Approved: print the return slip, film yourself packing the piece, and have it ready: we collect it, insured.'
            : 'Approved: print the return slip, film yourself packing the piece, and send it to us insured.'}
        </p>
      ) : null}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Section title="The item">
            <div className="flex items-start gap-4">
              <OrderLinePicture url={request.line.pictureUrl} stoneShape={null} small={false} />
              <div className="text-sm">
                <p className="font-medium text-ink">{request.line.name}</p>
                <p className="text-graphite">{request.line.details}</p>
                {request.line.ringSize ? <p className="text-graphite">Size US {request.line.ringSize}</p> : null}
                {request.quantity > 1 ? <p className="text-graphite">{request.quantity} pieces</p> : null}
              </div>
            </div>
            <dl className="mt-5 space-y-3 text-sm">
              {request.newRingSize ? (
                <div>
                  <dt className="text-stone">New size</dt>
                  <dd className="text-ink">US {request.newRingSize}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-stone">Why</dt>
                <dd className="break-words whitespace-pre-wrap text-ink">{request.reason}</dd>
              </div>
              {request.pickup ? (
                <div>
                  <dt className="text-stone">The parcel to us</dt>
                  <dd className="text-ink" data-testid="pickup-terms">
                    {request.pickup.cost === 0
                      ? 'We collect it, free of charge'
                      : `We collect it, for ${formatPrice(request.pickup.cost, request.order.currency)} taken off what you get back`}
                  </dd>
                </div>
              ) : null}
              {request.refunded !== null ? (
                <div>
                  <dt className="text-stone">Refunded</dt>
                  <dd className="text-ink">
                    <span className="figures" data-testid="return-refunded">
                      {formatPrice(request.refunded, request.order.currency)}
                    </span>
                    , to the way you paid
                    {request.creditNote ? (
                      <>
                        {' '}
                        ·{' '}
                        <Link
                          to={`/my-orders/${request.order.id}/documents/${request.creditNote.id}`}
                          className="link-underline"
                          data-testid="return-credit-note"
                        >
                          Credit note {request.creditNote.number}
                        </Link>
                      </>
                    ) : null}
                  </dd>
                </div>
              ) : request.kind === 'return' && open ? (
                <div>
                  <dt className="text-stone">Refund</dt>
                  <dd className="text-ink figures" data-testid="refund-estimate">
                    {formatPrice(request.refundEstimate, request.order.currency)}
                  </dd>
                </div>
              ) : null}
              {request.credited !== null ? (
                <div>
                  <dt className="text-stone">Credited</dt>
                  <dd className="text-ink">
                    <span className="figures" data-testid="return-credited">
                      {formatPrice(request.credited, request.order.currency)}
                    </span>{' '}
                    to your{' '}
                    <Link to="/account#store-credit" className="link-underline">
                      store credit
                    </Link>
                    , towards any piece
                  </dd>
                </div>
              ) : null}
              {request.creditEstimate !== null ? (
                <div>
                  <dt className="text-stone">Store credit it brings</dt>
                  <dd className="figures text-ink" data-testid="credit-estimate">
                    {formatPrice(request.creditEstimate, request.order.currency)}, towards any piece
                  </dd>
                </div>
              ) : null}
              {request.inspectionNote ? (
                <div>
                  <dt className="text-stone">Our inspection</dt>
                  <dd className="break-words whitespace-pre-wrap text-ink">{request.inspectionNote}</dd>
                </div>
              ) : null}
            </dl>
            {request.pictures.length > 0 ? (
              <ul className="mt-5 flex flex-wrap gap-3" aria-label="Pictures">
                {request.pictures.map((picture) => (
                  <li key={picture.id}>
                    <img
                      src={picture.url}
                      alt={picture.stage === 'request' ? 'Your picture of the piece' : 'Our inspection picture'}
                      width={96}
                      height={96}
                      loading="lazy"
                      className="h-24 w-24 rounded-sm object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
          {request.returnParcel ? (
            <Section title="Your parcel to us">
              <div className="text-sm text-graphite" data-testid="my-return-parcel">
                <ParcelFacts parcel={request.returnParcel} />
              </div>
            </Section>
          ) : request.state === 'approved' ? (
            <Section title="Your parcel to us">
              {request.pickup ? (
                <p className="text-sm text-graphite" data-testid="pickup-pending">
                  We are booking the pick-up: we will e-mail you its day and tracking number. Have the parcel packed,
                  with the return slip inside.
                </p>
              ) : (
                <ReturnParcelForm carriers={carriers} refusal={actionData?.parcelRefusal ?? null} />
              )}
            </Section>
          ) : null}
          {request.shipment ? (
            <Section title="On its way back">
              <div className="text-sm text-graphite" data-testid="return-parcel">
                <ParcelFacts parcel={request.shipment} />
              </div>
            </Section>
          ) : null}
          {mayWithdraw ? (
            <Section title="Changed your mind?">
              <Form method="post" data-testid="withdraw-form">
                <input type="hidden" name="intent" value="withdraw" />
                {actionData?.refusal ? (
                  <p role="alert" className="mb-3 text-sm text-red-800">
                    {actionData.refusal}
                  </p>
                ) : null}
                <p className="text-sm text-graphite">You can withdraw the request until the piece reaches us.</p>
                <button
                  type="submit"
                  className="button-secondary mt-4 px-5 py-2.5"
                  disabled={navigation.state !== 'idle'}
                  data-testid="withdraw"
                  onClick={(event) => {
                    if (
                      !window.confirm(`Withdraw ${request.number}? You can ask again later while the terms allow it.`)
                    ) {
                      event.preventDefault();
                    }
                  }}
                >
                  Withdraw the request
                </button>
              </Form>
            </Section>
          ) : null}
        </div>
        <Section title="History">
          <ReturnHistory events={request.events} reader="customer" />
        </Section>
      </div>
    </article>
  );
}
