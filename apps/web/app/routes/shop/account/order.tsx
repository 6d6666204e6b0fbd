import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import type { OrderDetail } from '@facet/contracts/orders';
import type { CustomerReviewRecord } from '@facet/contracts/reviews';
import type { OrderReturnOptions } from '@facet/contracts/returns';
import { Clock, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/order';
import { BuyerIdentity, OrderAddress } from '../../../features/orders/order-address.tsx';
import { ParcelTracking } from '../../../features/orders/parcel-tracking.tsx';
import { GiftFacts, MyGiftReceiptLink } from '../../../features/orders/order-gift.tsx';
import { PlacedOrderFigures } from '../../../features/orders/order-figures.tsx';
import { OrderHistory } from '../../../features/orders/order-history.tsx';
import { OrderLines } from '../../../features/orders/order-lines-view.tsx';
import { OrderRefundsView } from '../../../features/orders/order-refunds-view.tsx';
import { loadOrder } from '../../../features/orders/order-loaders.server.ts';
import { OrderDocuments } from '../../../features/tax-documents/order-documents.tsx';
import { OrderStatusBadge } from '../../../features/orders/order-status-badge.tsx';
import { OrderReviews } from '../../../features/reviews/order-reviews.tsx';
import { OrderReturns } from '../../../features/returns/order-returns.tsx';
import { loadOrderReturns } from '../../../features/returns/return-loaders.server.ts';
import { writeReview } from '../../../features/reviews/write-review.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { formatTime } from '@facet/contracts/shop-time';
import { shopDateInWords } from '@facet/contracts/shop-dates';
import { isWithinWindow } from '@facet/contracts/after-sale-values';
import { paymentWording } from '../../../features/orders/order-wording.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

/*
 * /my-orders/:id: one of the customer's orders — what they bought, the figures, where it goes,
 * how it was paid, its history; while it awaits payment, the way to pay and how long its stones
 * are held. Another customer's order, or none, is the not-found page (the API answers 404).
 */

export function meta(args: Route.MetaArgs) {
  const number = args.loaderData?.order.number;
  return pageMeta(args, {
    title: number ? `Order ${number}` : 'Order',
    description: 'Your order, its status and history.',
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(context, request);
  const order = await loadOrder(context, params.id, 'own');
  // A delivered order's lines can be reviewed: its reviews say which already are.
  // And returned, resized or exchanged: what each line may have today.
  let reviews: CustomerReviewRecord[] = [];
  let returns: OrderReturnOptions | null = null;
  if (order.state === 'Delivered') {
    const [answer, options] = await Promise.all([
      apiFor(context).call(reviewEndpoints.mine, { query: { orderId: order.id } }),
      loadOrderReturns(context, order.id),
    ]);
    if (answer.isSuccess) reviews = answer.data;
    returns = options;
  }
  return { order, reviews, returns };
}

/** Writing a review of one of the order's lines. */
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  return writeReview(context, await request.formData());
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-md border border-line bg-white p-5 sm:p-6" data-testid={testId}>
      <h2 id={id} className="font-display text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** While the order awaits payment: pay now while its stones are held, or say the time ran out. */
function PayBox({ order }: { order: OrderDetail }) {
  if (order.state !== 'PendingPayment') return null;
  if (!order.canPay) {
    return (
      <p
        className="mt-6 rounded-md border border-line bg-pearl px-4 py-3 text-sm text-graphite"
        data-testid="hold-over"
      >
        The time to pay for this order has run out, so its pieces are no longer held; it will be cancelled. Your bag is
        the way to order them again.
      </p>
    );
  }
  return (
    <div
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-4 sm:px-5"
      data-testid="pay-box"
    >
      <p className="flex items-start gap-2 text-sm text-amber-950">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          This order is awaiting payment.{' '}
          {order.holdUntil ? (
            <strong className="font-medium">Your pieces are held until {formatTime(order.holdUntil)}.</strong>
          ) : null}
        </span>
      </p>
      {/* A document load: only the checkout page's policy lets the payment providers' scripts in. */}
      <Link to={`/check-out?order=${order.id}`} reloadDocument className="button-primary px-6" data-testid="pay-now">
        Pay now
      </Link>
    </div>
  );
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order, reviews, returns } = loaderData;
  const shipped = order.state === 'Shipped' || order.state === 'Delivered';
  return (
    <article>
      <nav aria-label="Breadcrumb" className="text-sm text-stone">
        <Link to="/my-orders" className="link-underline">
          My orders
        </Link>{' '}
        / {order.number}
      </nav>
      <header className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl">Order {order.number}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-graphite">
            <span>
              Placed <time dateTime={order.createDate}>{formatDateTime(order.createDate)}</time>
            </span>
            <OrderStatusBadge state={order.state} />
          </p>
        </div>
        {order.documents.some((document) => document.kind === 'invoice') ? (
          <Link
            to={`/my-orders/${order.id}/invoice`}
            className="button-secondary gap-2 px-5 py-2.5"
            data-testid="print-invoice"
          >
            <Printer className="h-4 w-4" aria-hidden="true" /> Tax invoice
          </Link>
        ) : null}
      </header>
      <PayBox order={order} />

      {/* A phone reads the items, what they came to, where and how, then the history. */}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1">
          <Section title="Items">
            <OrderLines lines={order.lines} currency={order.currency} />
            {order.returnLastDay ? (
              <p className="mt-4 border-t border-line pt-3 text-sm text-graphite" data-testid="return-last-day">
                {isWithinWindow(order.returnLastDay)
                  ? `You may return it until ${shopDateInWords(order.returnLastDay)}.`
                  : `Its return window closed on ${shopDateInWords(order.returnLastDay)}.`}{' '}
                <Link to="/lifetime-warranty#buyback">Buyback and exchange</Link>
              </p>
            ) : null}
          </Section>
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Section title="Summary">
            <PlacedOrderFigures order={order} />
          </Section>
          <Section title="Delivery">
            <OrderAddress address={order.address} />
            <BuyerIdentity pan={order.buyerPan} form60={order.form60} business={order.buyerBusiness} />
            {shipped ? <ParcelTracking order={order} /> : null}
            {order.delivery === 'export' ? (
              <p className="mt-4 text-xs text-stone">Sent abroad: charged without India’s GST.</p>
            ) : null}
          </Section>
          {order.state === 'PendingPayment' ? null : (
            <Section title="Gift" testId="order-gift-section">
              <GiftFacts gift={order.gift} />
              <p className={order.gift ? 'mt-3 text-sm' : 'text-sm'}>
                <MyGiftReceiptLink order={order} />
              </p>
            </Section>
          )}
          {order.documents.length > 0 ? (
            <Section title="Tax documents" testId="order-tax-documents">
              <OrderDocuments
                documents={order.documents}
                pageOf={(document) =>
                  document.kind === 'invoice'
                    ? `/my-orders/${order.id}/invoice`
                    : `/my-orders/${order.id}/documents/${document.id}`
                }
              />
            </Section>
          ) : null}
          <Section title="Payment" testId="order-payment">
            <p className="text-sm text-ink">{paymentWording(order)}</p>
            {order.paidAt ? (
              <p className="mt-1 text-xs text-stone">
                Paid <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time>
              </p>
            ) : null}
          </Section>
          {order.refunds.length > 0 ? (
            <Section title="Refunds" testId="order-refunds-section">
              <OrderRefundsView order={order} />
            </Section>
          ) : null}
        </div>
        {returns ? (
          <div className="lg:col-start-1">
            <Section title="Returns, resizes and exchanges" testId="order-returns-section">
              <OrderReturns orderId={order.id} lines={order.lines} returns={returns} />
            </Section>
          </div>
        ) : null}
        {order.state === 'Delivered' ? (
          <div className="lg:col-start-1">
            <Section title="Your reviews" testId="order-reviews-section">
              <p className="mb-4 text-sm text-graphite">
                Tell other shoppers about your pieces. Reviews appear on the shop once our team has read them.
              </p>
              <OrderReviews order={order} reviews={reviews} action={`/my-orders/${order.id}`} />
            </Section>
          </div>
        ) : null}
        <div className="lg:col-start-1">
          <Section title="History">
            <OrderHistory events={order.events} />
          </Section>
        </div>
      </div>
    </article>
  );
}
