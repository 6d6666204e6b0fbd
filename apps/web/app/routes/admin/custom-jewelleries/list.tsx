import {
  type CustomJewelleryRecord,
  customJewelleryKindLabels,
  customJewelleryStateFilters,
  customJewelleryStateLabels,
  formatBudget,
} from '@facet/contracts/custom-jewellery';
import { customJewelleryEndpoints } from '@facet/contracts/custom-jewellery-endpoints';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import type { TableColumn } from '../../../components/back-office/data-table.tsx';
import { ListResults } from '../../../components/back-office/list-results.tsx';
import { listPageOf, readListQuery } from '../../../components/back-office/list-query.ts';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pager } from '../../../components/back-office/pager.tsx';
import { SearchForm } from '../../../components/back-office/search-form.tsx';
import { OpenRecordLink, SenderSummary } from '../../../components/back-office/sender-summary.tsx';
import { StateFilterLinks } from '../../../components/back-office/state-filter-links.tsx';
import { useListPage } from '../../../components/back-office/use-list-page.ts';
import {
  DeleteCustomJewellery,
  useDeleteCustomJewelleryResults,
} from '../../../features/custom-jewellery/delete-request.tsx';
import { runCustomJewelleryAction } from '../../../features/custom-jewellery/staff-actions.server.ts';
import { CustomJewelleryStateBadge } from '../../../features/custom-jewellery/state-badge.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';

export function meta() {
  return [{ title: 'Custom Jewelleries · Back-office' }];
}

type StateFilter = (typeof customJewelleryStateFilters)[number];

const PAGE_SIZE = 20;
const PAGE = 'custom-jewellery-list';
const LIST_FAILED = 'Failed to fetch custom jewellery requests';

function readState(request: Request): StateFilter {
  const state = new URL(request.url).searchParams.get('state') ?? 'all';
  return (customJewelleryStateFilters as readonly string[]).includes(state) ? (state as StateFilter) : 'all';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'customJewelleries');
  const { page, search } = readListQuery(request);
  const state = readState(request);
  const result = await apiFor(context).call(customJewelleryEndpoints.list, {
    query: { pageNo: Math.min(page, 100_000), pageSize: PAGE_SIZE, search: search.slice(0, 100), state },
  });
  return { ...listPageOf(result), page, search, state };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'customJewelleries');
  return runCustomJewelleryAction(apiFor(context), await request.formData());
}

const detailPath = (request: CustomJewelleryRecord) => `/custom-jewelleries/detail/${request.id}`;

const columns: TableColumn<CustomJewelleryRecord>[] = [
  {
    id: 'from',
    header: 'From',
    cell: ({ row }) => <SenderSummary to={detailPath(row.original)} sender={row.original} className="min-w-44" />,
  },
  {
    id: 'piece',
    header: 'Piece',
    cell: ({ row }) => (
      <span className="block max-w-md min-w-56">
        <span className="block text-ink">{customJewelleryKindLabels[row.original.kind]}</span>
        <span className="line-clamp-2 text-graphite">{row.original.description}</span>
      </span>
    ),
  },
  {
    id: 'budget',
    header: 'Budget',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatBudget(row.original)}</span>,
  },
  {
    id: 'received',
    header: 'Received',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createDate)}</span>,
  },
  { id: 'state', header: 'State', cell: ({ row }) => <CustomJewelleryStateBadge state={row.original.state} /> },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <span className="flex items-center gap-4 text-sm whitespace-nowrap">
        <OpenRecordLink to={detailPath(row.original)} what={`the request from ${row.original.name}`} />
        <DeleteCustomJewellery page={PAGE} request={row.original} />
      </span>
    ),
  },
];

export default function CustomJewelleries({ loaderData }: Route.ComponentProps) {
  const { records, totalRecords, page, search, state, failed } = loaderData;
  useDeleteCustomJewelleryResults(PAGE);
  const { loading } = useListPage({ pathname: '/custom-jewelleries', failed, failedMessage: LIST_FAILED });
  const query = new URLSearchParams({ ...(search ? { search } : {}), ...(state === 'all' ? {} : { state }) });
  const empty = failed ? (
    <p className="font-medium text-red-800">{LIST_FAILED}. Please reload the page in a moment.</p>
  ) : search || state !== 'all' ? (
    <>
      <p>
        {search
          ? `No request matches “${search}”.`
          : `No request is ${customJewelleryStateLabels[state as Exclude<StateFilter, 'all'>].toLowerCase()}.`}
      </p>
      <Link to="/custom-jewelleries" className="link-underline mt-2 inline-block text-ink">
        Show them all
      </Link>
    </>
  ) : (
    'No custom jewellery requests yet. Requests from the Custom Jewellery page arrive here.'
  );
  return (
    <>
      <PageHeader
        title="Custom Jewelleries"
        description="Shoppers’ requests for a piece made for them, newest first. Open one to quote, reply or move it on."
      />
      <SearchForm
        defaultValue={search}
        label="Search name, e-mail, description or stones"
        keep={state === 'all' ? {} : { state }}
      />
      <StateFilterLinks
        pathname="/custom-jewelleries"
        filters={customJewelleryStateFilters}
        labels={customJewelleryStateLabels}
        state={state}
        search={search}
      />
      <ListResults
        caption="Custom jewellery requests"
        columns={columns}
        records={records}
        empty={empty}
        loading={loading}
        card={(request) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <SenderSummary to={detailPath(request)} sender={request} />
              <CustomJewelleryStateBadge state={request.state} />
            </div>
            <p className="mt-2 text-sm text-ink">{customJewelleryKindLabels[request.kind]}</p>
            <p className="mt-1 line-clamp-3 text-sm text-graphite">{request.description}</p>
            <p className="mt-2 text-xs text-stone">
              {formatDateTime(request.createDate)} · {formatBudget(request)}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
              <OpenRecordLink to={detailPath(request)} what={`the request from ${request.name}`} />
              <DeleteCustomJewellery page={PAGE} request={request} />
            </div>
          </>
        )}
      />
      {failed ? null : <Pager page={page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
