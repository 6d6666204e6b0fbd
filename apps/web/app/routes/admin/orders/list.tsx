import { orderStateLabels, orderStates } from '@facet/contracts/order-states';
import { orderEndpoints } from '@facet/contracts/order-endpoints';
import type { OrderSummary } from '@facet/contracts/orders';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import type { TableColumn } from '../../../components/back-office/data-table.tsx';
import { CustomerCell } from '../../../components/back-office/customer-cell.tsx';
import { FilterBar, FilterDate, FilterSearch, FilterSelect } from '../../../components/back-office/filter-bar.tsx';
import { ListEmpty } from '../../../components/back-office/list-empty.tsx';
import { listPageOf, nonEmptyQuery, readDayRange, readPageNumber } from '../../../components/back-office/list-query.ts';
import { ListResults } from '../../../components/back-office/list-results.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pager } from '../../../components/back-office/pager.tsx';
import { useListPage } from '../../../components/back-office/use-list-page.ts';
import { OrderStatusBadge } from '../../../features/orders/order-status-badge.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDateTime, formatPrice, plural } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';

/*
 * /orders: every order, newest first, filtered by state, the days it was placed (India) and a
 * search of its number, the customer or a SKU in it; the filters live in the URL.
 */

export function meta() {
  return [{ title: 'Orders · Back-office' }];
}

const PAGE_SIZE = 20;
const LIST_FAILED = 'Failed to fetch orders';

/** The filters as the URL holds them; a state or day that names nothing is left out, days given backwards are swapped. */
function readFilters(url: URL) {
  const param = (key: string) => url.searchParams.get(key)?.trim() ?? '';
  const state = param('state');
  const { from, to } = readDayRange(url);
  return {
    search: param('search').slice(0, 100),
    state: (orderStates as readonly string[]).includes(state) ? state : '',
    from,
    to,
    page: readPageNumber(url),
  };
}
type Filters = ReturnType<typeof readFilters>;

const isFiltered = (filters: Filters) => Boolean(filters.search || filters.state || filters.from || filters.to);

const filterQuery = (filters: Omit<Filters, 'page'>) => nonEmptyQuery(filters, ['search', 'state', 'from', 'to']);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'orders');
  const filters = readFilters(new URL(request.url));
  const result = await apiFor(context).call(orderEndpoints.list, {
    query: {
      search: filters.search,
      state: orderStates.find((state) => state === filters.state),
      from: filters.from,
      to: filters.to,
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  return { filters, ...listPageOf(result) };
}

const detailPath = (order: OrderSummary) => `/orders/detail/${order.id}`;

function NumberLink({ order }: { order: OrderSummary }) {
  return (
    <Link to={detailPath(order)} className="link-underline font-mono font-medium whitespace-nowrap text-ink">
      <span className="sr-only">Order </span>
      {order.number}
    </Link>
  );
}

const columns: TableColumn<OrderSummary>[] = [
  { id: 'number', header: 'Order', cell: ({ row }) => <NumberLink order={row.original} /> },
  {
    id: 'placed',
    header: 'Placed',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createDate)}</span>,
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => <CustomerCell name={row.original.customerName} email={row.original.customerEmail} />,
  },
  { id: 'state', header: 'Status', cell: ({ row }) => <OrderStatusBadge state={row.original.state} /> },
  {
    id: 'items',
    header: 'Items',
    cell: ({ row }) => <span className="figures">{row.original.itemCount}</span>,
  },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-ink figures">
        {formatPrice(row.original.total, row.original.currency)}
      </span>
    ),
  },
];

function OrderFilters({ filters }: { filters: Filters }) {
  const toQuery = (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    return filterQuery({
      search: values.search?.trim() ?? '',
      state: values.state ?? '',
      from: values.from ?? '',
      to: values.to ?? '',
    });
  };
  return (
    <FilterBar
      label="Filter the orders"
      columns="lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
      toQuery={toQuery}
      filtered={isFiltered(filters)}
      clearTo="/orders"
    >
      <FilterSearch
        id="order-search"
        label="Order number, customer or SKU"
        defaultValue={filters.search}
        placeholder="FCT-000123, Asha, LG-20002…"
      />
      <FilterSelect
        id="order-state"
        name="state"
        label="Status"
        defaultValue={filters.state}
        options={[['', 'All statuses'], ...orderStates.map((state) => [state, orderStateLabels[state]] as const)]}
      />
      <FilterDate id="order-from" name="from" label="Placed from (India)" defaultValue={filters.from} />
      <FilterDate id="order-to" name="to" label="Placed until (India)" defaultValue={filters.to} />
    </FilterBar>
  );
}

export default function OrderList({ loaderData }: Route.ComponentProps) {
  const { filters, records, totalRecords, failed } = loaderData;
  const { loading } = useListPage({ pathname: '/orders', failed, failedMessage: LIST_FAILED });
  const query = useMemo(() => filterQuery(filters), [filters]);
  const empty = (
    <ListEmpty
      failed={failed}
      failedMessage={LIST_FAILED}
      filtered={isFiltered(filters)}
      noMatch="No order matches these filters."
      clearTo="/orders"
    >
      <p>No orders yet. Orders placed at checkout arrive here, newest first.</p>
    </ListEmpty>
  );
  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order, newest first. Open one to see its items, payments and history, and to move it on: paid, being made, shipped, delivered."
      />
      <OrderFilters key={query.toString()} filters={filters} />
      <ListResults
        caption="Orders"
        columns={columns}
        records={records}
        empty={empty}
        loading={loading}
        card={(order) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <NumberLink order={order} />
              <OrderStatusBadge state={order.state} />
            </div>
            <p className="mt-1 text-sm text-ink">{order.customerName}</p>
            <p className="text-xs break-all text-stone">{order.customerEmail}</p>
            <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-line pt-2 text-sm">
              <span className="text-graphite">
                {formatDateTime(order.createDate)} · {plural(order.itemCount, 'item')}
              </span>
              <span className="text-ink figures">{formatPrice(order.total, order.currency)}</span>
            </p>
          </>
        )}
      />
      {failed ? null : <Pager page={filters.page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
