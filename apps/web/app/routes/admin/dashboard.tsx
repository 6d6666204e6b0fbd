import { analyticsEndpoints } from '@facet/contracts/analytics-endpoints';
import type { Route } from './+types/dashboard';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { Figure, FigureCard } from '../../features/dashboard/figure-card.tsx';
import { MonthlySalesChart } from '../../features/dashboard/monthly-sales-chart.tsx';
import { NeedsAttentionPanel } from '../../features/dashboard/needs-attention.tsx';
import { OrderStatusChart } from '../../features/dashboard/order-status-chart.tsx';
import { OrdersChart } from '../../features/dashboard/orders-chart.tsx';
import type { ApiResult } from '../../lib/api-client.ts';
import { apiFor } from '../../lib/api.server.ts';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';

/** A call's data, or null when it failed. */
function dataOf<T>(answer: ApiResult<T>): T | null {
  return answer.isSuccess ? answer.data : null;
}

export function meta() {
  return [{ title: 'Dashboard · Back-office' }];
}

/** Every call at once; each that fails leaves its own card saying so, never the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'dashboard');
  const api = apiFor(context);
  const [
    attention,
    orders,
    customJewellery,
    products,
    stones,
    inquiries,
    customers,
    members,
    perDay,
    byState,
    perMonth,
  ] = await Promise.all([
    api.call(analyticsEndpoints.needsAttention).then(dataOf),
    api.call(analyticsEndpoints.orders).then(dataOf),
    api.call(analyticsEndpoints.customJewellery).then(dataOf),
    api.call(analyticsEndpoints.products).then(dataOf),
    api.call(analyticsEndpoints.stones).then(dataOf),
    api.call(analyticsEndpoints.inquiries).then(dataOf),
    api.call(analyticsEndpoints.customers).then(dataOf),
    api.call(analyticsEndpoints.members).then(dataOf),
    api.call(analyticsEndpoints.ordersOverTime, { query: { days: 30 } }).then(dataOf),
    api.call(analyticsEndpoints.ordersByStatus).then(dataOf),
    api.call(analyticsEndpoints.monthlySales, { query: { months: 12 } }).then(dataOf),
  ]);
  return {
    attention,
    orders,
    customJewellery,
    products,
    stones,
    inquiries,
    customers,
    members,
    charts: { perDay, byState, perMonth },
  };
}

type LoaderData = Route.ComponentProps['loaderData'];

/** The orders' three charts (days and months are India's); a sentence when none came back. */
function OrderCharts({ charts }: { charts: LoaderData['charts'] }) {
  const { perDay, byState, perMonth } = charts;
  return (
    <section aria-labelledby="order-charts" className="mt-10">
      <h2 id="order-charts" className="mb-3 font-display text-2xl">
        Orders over time
      </h2>
      {!perDay && !byState && !perMonth ? (
        <p className="text-sm text-stone">The order charts are not available right now.</p>
      ) : (
        <div className="space-y-4">
          {perDay ? <OrdersChart days={perDay} /> : null}
          {byState || perMonth ? (
            <div className="grid gap-4 lg:grid-cols-2">
              {byState ? <OrderStatusChart states={byState} /> : null}
              {perMonth ? <MonthlySalesChart months={perMonth} /> : null}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { attention, orders, customJewellery, products, stones, inquiries, customers, members, charts } = loaderData;
  const requestsUnderWay = customJewellery
    ? customJewellery.byState.in_discussion + customJewellery.byState.quoted + customJewellery.byState.accepted
    : 0;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="The shop at a glance: what waits for someone, then each area’s figures and the orders over time."
      />
      <NeedsAttentionPanel attention={attention} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          id="orders-figures"
          title="Orders"
          link={{ to: '/orders', label: 'All orders' }}
          className="md:col-span-2"
          wide
          figures={orders}
        >
          {(orders) => (
            <>
              <Figure label="To process" value={orders.toProcess} note="Paid, not yet being made" />
              <Figure label="Being made" value={orders.processing} />
              <Figure label="On their way" value={orders.shipped} note="Shipped, not yet delivered" />
              <Figure label="Awaiting payment" value={orders.awaitingPayment} />
              <Figure
                label="Placed in 30 days"
                value={orders.placedLast30Days}
                note={`${formatCount(orders.total)} in all`}
              />
              <Figure
                label="Taken in 30 days"
                value={formatPrice(orders.revenueLast30Days.INR, 'INR')}
                note={`and ${formatPrice(orders.revenueLast30Days.USD, 'USD')} · paid orders only`}
              />
            </>
          )}
        </FigureCard>
        <FigureCard
          id="custom-jewellery-figures"
          title="Custom jewellery"
          link={{ to: '/custom-jewelleries', label: 'All custom requests' }}
          figures={customJewellery}
        >
          {(customJewellery) => (
            <>
              <Figure label="New" value={customJewellery.byState.new} note="Not taken up yet" />
              <Figure
                label="Under way"
                value={requestsUnderWay}
                note={`${formatCount(customJewellery.byState.in_discussion)} in discussion · ${formatCount(customJewellery.byState.quoted)} quoted · ${formatCount(customJewellery.byState.accepted)} accepted`}
              />
              <Figure
                label="Received in 30 days"
                value={customJewellery.receivedLast30Days}
                note={`${formatCount(customJewellery.total)} in all`}
              />
              <Figure
                label="Completed"
                value={customJewellery.byState.completed}
                note={`${formatCount(customJewellery.byState.declined)} declined`}
              />
            </>
          )}
        </FigureCard>
        <FigureCard
          id="products-figures"
          title="Jewellery"
          link={{ to: '/jewelleries', label: 'All jewellery' }}
          figures={products}
        >
          {(products) => (
            <>
              <Figure
                label="Listed"
                value={products.listed}
                note={`${formatCount(products.unlisted)} unlisted · ${formatCount(products.total)} in all`}
              />
              <Figure label="Variants" value={products.variants} note="Active, in every piece" />
              <Figure label="Added in 30 days" value={products.addedLast30Days} />
              <Figure label="With a discount" value={products.discounted} />
              <Figure label="Without pictures" value={products.withoutPictures} />
              <Figure
                label="Not in the shop"
                value={products.listedWithoutVariants}
                note="Listed, but no active variant"
              />
            </>
          )}
        </FigureCard>
        <FigureCard id="stones-figures" title="Stones" link={{ to: '/stones', label: 'All stones' }} figures={stones}>
          {(stones) => (
            <>
              <Figure label="For sale" value={stones.available} note={`${formatCount(stones.total)} in all`} />
              <Figure label="Added in 30 days" value={stones.addedLast30Days} />
              <Figure label="Sold" value={stones.sold} note={`${formatCount(stones.onHold)} on hold`} />
              <Figure label="Unlisted" value={stones.unlisted} />
            </>
          )}
        </FigureCard>
        <FigureCard
          id="inquiries-figures"
          title="Inquiries"
          link={{ to: '/inquiries', label: 'All inquiries' }}
          figures={inquiries}
        >
          {(inquiries) => (
            <>
              <Figure label="Waiting for a reply" value={inquiries.new} />
              <Figure label="Received in 30 days" value={inquiries.receivedLast30Days} />
              <Figure label="Answered" value={inquiries.answered} />
              <Figure label="Inquiries" value={inquiries.total} />
            </>
          )}
        </FigureCard>
        <FigureCard
          id="customers-figures"
          title="Customers"
          link={{ to: '/customers', label: 'All customers' }}
          figures={customers}
        >
          {(customers) => (
            <>
              <Figure label="Customers" value={customers.total} note={`${formatCount(customers.active)} active`} />
              <Figure label="New in 30 days" value={customers.newLast30Days} />
              <Figure label="E-mail confirmed" value={customers.emailConfirmed} />
              <Figure label="Want news and offers" value={customers.subscribedToNews} />
            </>
          )}
        </FigureCard>
        <FigureCard
          id="members-figures"
          title="Staff"
          link={{ to: '/members', label: 'All members' }}
          figures={members}
        >
          {(members) => (
            <>
              <Figure label="Members" value={members.total} note={`${formatCount(members.active)} active`} />
              <Figure label="Awaiting activation" value={members.awaitingActivation} />
              <Figure label="Admins" value={members.byRole.Admin} />
              <Figure
                label="Managers"
                value={members.byRole.Manager + members.byRole.StoneManager + members.byRole.JewelleryManager}
                note={`${members.byRole.Manager} general · ${members.byRole.StoneManager} stone · ${members.byRole.JewelleryManager} jewellery`}
              />
            </>
          )}
        </FigureCard>
      </div>
      <OrderCharts charts={charts} />
    </>
  );
}
