import { orderEndpoints } from '@facet/contracts/order-endpoints';
import type { OrderSummary } from '@facet/contracts/orders';
import { Package } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/my-orders';
import { readPageNumber } from '../../../components/back-office/list-query.ts';
import { Pager } from '../../../components/back-office/pager.tsx';
import { OrderStatusBadge } from '../../../features/orders/order-status-badge.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDate, formatPrice, plural } from '../../../lib/format.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

/* /my-orders: the signed-in customer's orders, newest first, a page at a time. */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'My orders', description: 'Your orders and their status.', noindex: true });
}

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const page = readPageNumber(new URL(request.url));
  const answer = await apiFor(context).call(orderEndpoints.mine, {
    query: { pageNo: page, pageSize: PAGE_SIZE },
  });
  if (!answer.isSuccess) throw data(answer.errorMessages[0] ?? 'Your orders could not be read.', { status: 503 });
  return { page, orders: answer.data.records, total: answer.data.totalRecords };
}

const orderPath = (order: OrderSummary) => `/my-orders/${order.id}`;

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { page, orders, total } = loaderData;
  return (
    <article>
      <p className="eyebrow">My account</p>
      <h1 className="mt-2 text-4xl">My orders</h1>
      {orders.length === 0 ? (
        <div className="mt-8 rounded-md border border-line bg-white p-8 text-center" data-testid="no-orders">
          <Package className="mx-auto h-8 w-8 text-gold" strokeWidth={1.25} aria-hidden="true" />
          <p className="mt-4 font-display text-2xl">No orders yet</p>
          <p className="mx-auto mt-2 max-w-md text-[15px] leading-7 text-graphite">
            {total > 0
              ? 'There are no orders on this page.'
              : 'When you order a piece or a stone, you can follow it here: its status, its history and its invoice.'}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {total > 0 ? (
              <Link to="/my-orders" className="button-secondary">
                Your newest orders
              </Link>
            ) : null}
            <Link to="/engagement-rings" className="button-primary">
              Visit the shop
            </Link>
            <Link to="/collections/diamonds" className="button-secondary">
              Loose diamonds
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-graphite">
            Newest first. Open an order for its details, history and invoice.
          </p>
          <ul className="mt-6 grid gap-3" aria-label="Your orders">
            {orders.map((order) => (
              <li
                key={order.id}
                className="rounded-md border border-line bg-white p-4 sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-6 sm:p-5"
                data-testid="my-order"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                    <Link to={orderPath(order)} className="link-underline font-medium text-ink">
                      <span className="sr-only">Order </span>
                      {order.number}
                    </Link>
                    <OrderStatusBadge state={order.state} />
                  </div>
                  <p className="mt-1.5 text-sm text-graphite">
                    Placed <time dateTime={order.createDate}>{formatDate(order.createDate)}</time>
                    {' · '}
                    {plural(order.itemCount, 'item')}
                  </p>
                </div>
                <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-line pt-3 sm:mt-0 sm:block sm:border-0 sm:pt-0 sm:text-right">
                  <span className="text-sm text-stone sm:block sm:text-xs">Total</span>
                  <span className="font-display text-xl text-ink figures">
                    {formatPrice(order.total, order.currency)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={total} query={new URLSearchParams()} />
        </>
      )}
    </article>
  );
}
