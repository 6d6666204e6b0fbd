import {
  returnKindLabels,
  returnKinds,
  type ReturnRequestSummary,
  returnStateLabels,
  returnStates,
} from '@facet/contracts/returns';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import type { TableColumn } from '../../../components/back-office/data-table.tsx';
import { CustomerCell } from '../../../components/back-office/customer-cell.tsx';
import { FilterBar, FilterDate, FilterSelect } from '../../../components/back-office/filter-bar.tsx';
import { ListEmpty } from '../../../components/back-office/list-empty.tsx';
import { listPageOf, nonEmptyQuery, readDayRange, readPageNumber } from '../../../components/back-office/list-query.ts';
import { ListResults } from '../../../components/back-office/list-results.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pager } from '../../../components/back-office/pager.tsx';
import { useListPage } from '../../../components/back-office/use-list-page.ts';
import { ReturnStateBadge } from '../../../features/returns/return-state-badge.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';

/*
 * /returns: the Returns queue. By default the requests still under way, the one waiting longest
 * first; or every request, or those in one state, of one kind, asked between two India days.
 * The filters live in the URL (the open requests are the list without `state`).
 */

export function meta() {
  return [{ title: 'Returns · Back-office' }];
}

const PAGE_SIZE = 20;
const LIST_FAILED = 'Failed to fetch return requests';
const stateChoices = ['all', ...returnStates] as const;

/** The filters as the URL holds them; a state, kind or day that names nothing is left out. */
function readFilters(url: URL) {
  const param = (key: string) => url.searchParams.get(key)?.trim() ?? '';
  const state = param('state');
  const kind = param('kind');
  return {
    state: (stateChoices as readonly string[]).includes(state) ? state : '',
    kind: (returnKinds as readonly string[]).includes(kind) ? kind : '',
    ...readDayRange(url),
    page: readPageNumber(url),
  };
}
type Filters = ReturnType<typeof readFilters>;

const isFiltered = (filters: Filters) => Boolean(filters.state || filters.kind || filters.from || filters.to);

const filterQuery = (filters: Omit<Filters, 'page'>) => nonEmptyQuery(filters, ['state', 'kind', 'from', 'to']);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'orders');
  const filters = readFilters(new URL(request.url));
  const result = await apiFor(context).call(returnRequestEndpoints.list, {
    query: {
      state: stateChoices.find((choice) => choice === filters.state) ?? 'open',
      kind: returnKinds.find((kind) => kind === filters.kind),
      from: filters.from || undefined,
      to: filters.to || undefined,
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  return { filters, ...listPageOf(result) };
}

const detailPath = (request: ReturnRequestSummary) => `/returns/${request.id}`;

// Each link is one box (inline-block): its words for screen readers then lie inside what is clicked.
function NumberLink({ request }: { request: ReturnRequestSummary }) {
  return (
    <Link
      to={detailPath(request)}
      className="link-underline inline-block font-mono font-medium whitespace-nowrap text-ink"
    >
      <span className="sr-only">Return request </span>
      {request.number}
    </Link>
  );
}

function OrderLink({ request }: { request: ReturnRequestSummary }) {
  return (
    <Link
      to={`/orders/detail/${request.order.id}`}
      className="link-underline inline-block font-mono text-sm whitespace-nowrap text-graphite"
    >
      <span className="sr-only">Order </span>
      {request.order.number}
    </Link>
  );
}

/** "Willow Leaf Ring × 2": the item, with how many pieces when more than one. */
const itemOf = (request: ReturnRequestSummary) =>
  request.quantity > 1 ? `${request.lineName} × ${request.quantity}` : request.lineName;

const columns: TableColumn<ReturnRequestSummary>[] = [
  { id: 'number', header: 'Request', cell: ({ row }) => <NumberLink request={row.original} /> },
  { id: 'kind', header: 'Kind', cell: ({ row }) => returnKindLabels[row.original.kind] },
  {
    id: 'item',
    header: 'Item',
    cell: ({ row }) => <span className="block max-w-xs min-w-40 text-ink">{itemOf(row.original)}</span>,
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => <CustomerCell name={row.original.customer.name} email={row.original.customer.email} />,
  },
  { id: 'order', header: 'Order', cell: ({ row }) => <OrderLink request={row.original} /> },
  {
    id: 'asked',
    header: 'Asked on',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createDate)}</span>,
  },
  { id: 'state', header: 'State', cell: ({ row }) => <ReturnStateBadge state={row.original.state} /> },
];

function ReturnFilters({ filters }: { filters: Filters }) {
  const toQuery = (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    return filterQuery({
      state: values.state ?? '',
      kind: values.kind ?? '',
      from: values.from ?? '',
      to: values.to ?? '',
    });
  };
  return (
    <FilterBar
      label="Filter the return requests"
      columns="lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      toQuery={toQuery}
      filtered={isFiltered(filters)}
      clearTo="/returns"
    >
      <FilterSelect
        id="return-state"
        name="state"
        label="State"
        defaultValue={filters.state}
        options={[
          ['', 'Open (under way)'],
          ['all', 'All states'],
          ...returnStates.map((state) => [state, returnStateLabels[state]] as const),
        ]}
      />
      <FilterSelect
        id="return-kind"
        name="kind"
        label="Kind"
        defaultValue={filters.kind}
        options={[['', 'All kinds'], ...returnKinds.map((kind) => [kind, returnKindLabels[kind]] as const)]}
      />
      <FilterDate id="return-from" name="from" label="Asked from (India)" defaultValue={filters.from} />
      <FilterDate id="return-to" name="to" label="Asked until (India)" defaultValue={filters.to} />
    </FilterBar>
  );
}

export default function ReturnList({ loaderData }: Route.ComponentProps) {
  const { filters, records, totalRecords, failed } = loaderData;
  const { loading } = useListPage({ pathname: '/returns', failed, failedMessage: LIST_FAILED });
  const query = useMemo(() => filterQuery(filters), [filters]);
  const empty = (
    <ListEmpty
      failed={failed}
      failedMessage={LIST_FAILED}
      filtered={isFiltered(filters)}
      noMatch="No request matches these filters."
      clearTo="/returns"
    >
      <p>No open requests — requests customers make from their delivered orders arrive here.</p>
    </ListEmpty>
  );
  return (
    <>
      <PageHeader
        title="Returns"
        description="Customers’ requests to return, resize or exchange an item they received. Open ones first, the longest waiting at the top; open one to approve it, receive the parcel and inspect the piece."
      />
      <ReturnFilters key={query.toString()} filters={filters} />
      <ListResults
        caption="Return requests"
        columns={columns}
        records={records}
        empty={empty}
        loading={loading}
        card={(request) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <NumberLink request={request} />
              <ReturnStateBadge state={request.state} />
            </div>
            <p className="mt-1 text-sm text-ink">
              {returnKindLabels[request.kind]}: {itemOf(request)}
            </p>
            <p className="mt-1 text-sm text-graphite">{request.customer.name}</p>
            <p className="text-xs break-all text-stone">{request.customer.email}</p>
            <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-t border-line pt-2 text-sm">
              <span className="text-graphite">Asked {formatDateTime(request.createDate)}</span>
              <OrderLink request={request} />
            </p>
          </>
        )}
      />
      {failed ? null : <Pager page={filters.page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
