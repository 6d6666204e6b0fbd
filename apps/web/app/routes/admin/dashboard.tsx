import type {
  CustomerAnalytics,
  MemberAnalytics,
  MonthlySales,
  OrderAnalytics,
  OrdersByStatus,
  OrdersOverTime,
} from '@facet/contracts/analytics';
import type { InquiryAnalytics } from '@facet/contracts/inquiries';
import type { StoneAnalytics } from '@facet/contracts/stones';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { MonthlySalesChart } from '../../features/dashboard/monthly-sales-chart.tsx';
import { OrderStatusChart } from '../../features/dashboard/order-status-chart.tsx';
import { OrdersChart } from '../../features/dashboard/orders-chart.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';

export function meta() {
  return [{ title: 'Dashboard · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'dashboard');
  const api = apiFor(context);
  const [customers, members, stones, inquiries, orders, ordersPerDay, ordersByState, salesPerMonth] = await Promise.all(
    [
      api.get<CustomerAnalytics>('/api/analytics/minimal/customer'),
      api.get<MemberAnalytics>('/api/analytics/minimal/member'),
      api.get<StoneAnalytics>('/api/analytics/minimal/stone'),
      api.get<InquiryAnalytics>('/api/analytics/minimal/inquiry'),
      api.get<OrderAnalytics>('/api/analytics/minimal/order-detail'),
      api.get<OrdersOverTime>('/api/dashboard/analytics/orders?days=30'),
      api.get<OrdersByStatus>('/api/dashboard/analytics/order-status'),
      api.get<MonthlySales>('/api/dashboard/analytics/monthly-sales?months=12'),
    ],
  );
  return {
    customers: customers.isSuccess ? customers.data : null,
    members: members.isSuccess ? members.data : null,
    stones: stones.isSuccess ? stones.data : null,
    inquiries: inquiries.isSuccess ? inquiries.data : null,
    orders: {
      figures: orders.isSuccess ? orders.data : null,
      perDay: ordersPerDay.isSuccess ? ordersPerDay.data : null,
      byState: ordersByState.isSuccess ? ordersByState.data : null,
      perMonth: salesPerMonth.isSuccess ? salesPerMonth.data : null,
    },
  };
}

/** A count, or an amount already written (`value` as text: money). */
function Figure({ label, value, note }: { label: string; value: number | string; note?: string }) {
  return (
    <div className="rounded-md border border-line bg-white p-5">
      <dt className="text-xs font-medium tracking-wide text-stone uppercase">{label}</dt>
      <dd className="mt-2 text-3xl font-light break-words text-ink tabular-nums">
        {typeof value === 'number' ? formatCount(value) : value}
      </dd>
      {note ? <dd className="mt-1 text-xs text-stone">{note}</dd> : null}
    </div>
  );
}

/** One area's figures, with a link to its list; a sentence instead when they could not be loaded. */
function FigureSection(props: { id: string; title: string; link: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="mb-10">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id={props.id} className="font-display text-2xl">
          {props.title}
        </h2>
        <Link to={props.link.to} className="link-underline text-sm">
          {props.link.label}
        </Link>
      </div>
      {props.children ?? (
        <p className="text-sm text-stone">The {props.title.toLowerCase()} figures could not be loaded.</p>
      )}
    </section>
  );
}

const figureGrid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

type OrdersData = Route.ComponentProps['loaderData']['orders'];

/**
 * The orders' figures and charts, shown once any of them came back (the figures need the
 * Orders area, the charts the dashboard: an Admin has both). Days and months are India's.
 */
function OrdersSection({ orders }: { orders: OrdersData }) {
  const { figures, perDay, byState, perMonth } = orders;
  if (!figures && !perDay && !byState && !perMonth) return null;
  return (
    <FigureSection id="orders-figures" title="Orders" link={{ to: '/orders', label: 'All orders' }}>
      <div className="space-y-4">
        {figures ? (
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Figure label="To process" value={figures.toProcess} note="Paid, not yet being made" />
            <Figure label="Being made" value={figures.processing} />
            <Figure label="On their way" value={figures.shipped} note="Shipped, not yet delivered" />
            <Figure label="Awaiting payment" value={figures.awaitingPayment} />
            <Figure
              label="Placed in 30 days"
              value={figures.placedLast30Days}
              note={`${formatCount(figures.total)} in all`}
            />
            <Figure
              label="Taken in 30 days"
              value={formatPrice(figures.revenueLast30Days.INR, 'INR')}
              note={`and ${formatPrice(figures.revenueLast30Days.USD, 'USD')} · paid orders only`}
            />
          </dl>
        ) : null}
        {perDay ? <OrdersChart days={perDay} /> : null}
        {byState || perMonth ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {byState ? <OrderStatusChart states={byState} /> : null}
            {perMonth ? <MonthlySalesChart months={perMonth} /> : null}
          </div>
        ) : null}
      </div>
    </FigureSection>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { customers, members, stones, inquiries, orders } = loaderData;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="The shop at a glance: orders, customers, stones, inquiries and staff."
      />
      <OrdersSection orders={orders} />
      <FigureSection id="customers-figures" title="Customers" link={{ to: '/customers', label: 'All customers' }}>
        {customers ? (
          <dl className={figureGrid}>
            <Figure label="Customers" value={customers.total} note={`${formatCount(customers.active)} active`} />
            <Figure label="New in 30 days" value={customers.newLast30Days} />
            <Figure label="E-mail confirmed" value={customers.emailConfirmed} />
            <Figure label="Want news and offers" value={customers.subscribedToNews} />
          </dl>
        ) : null}
      </FigureSection>
      <FigureSection id="stones-figures" title="Stones" link={{ to: '/stones', label: 'All stones' }}>
        {stones ? (
          <dl className={figureGrid}>
            <Figure label="For sale" value={stones.available} note={`${formatCount(stones.total)} in all`} />
            <Figure label="Added in 30 days" value={stones.addedLast30Days} />
            <Figure label="Sold" value={stones.sold} note={`${formatCount(stones.onHold)} on hold`} />
            <Figure label="Unlisted" value={stones.unlisted} />
          </dl>
        ) : null}
      </FigureSection>
      <FigureSection id="inquiries-figures" title="Inquiries" link={{ to: '/inquiries', label: 'All inquiries' }}>
        {inquiries ? (
          <dl className={figureGrid}>
            <Figure label="Waiting for a reply" value={inquiries.new} />
            <Figure label="Received in 30 days" value={inquiries.receivedLast30Days} />
            <Figure label="Answered" value={inquiries.answered} />
            <Figure label="Inquiries" value={inquiries.total} />
          </dl>
        ) : null}
      </FigureSection>
      <FigureSection id="members-figures" title="Staff" link={{ to: '/members', label: 'All members' }}>
        {members ? (
          <dl className={figureGrid}>
            <Figure label="Members" value={members.total} note={`${formatCount(members.active)} active`} />
            <Figure label="Awaiting activation" value={members.awaitingActivation} />
            <Figure label="Admins" value={members.byRole.Admin} />
            <Figure
              label="Managers"
              value={members.byRole.Manager + members.byRole.StoneManager + members.byRole.JewelleryManager}
              note={`${members.byRole.Manager} general · ${members.byRole.StoneManager} stone · ${members.byRole.JewelleryManager} jewellery`}
            />
          </dl>
        ) : null}
      </FigureSection>
    </>
  );
}
