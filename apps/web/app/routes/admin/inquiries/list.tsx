import {
  type InquiryKindFilter,
  inquiryKindFilters,
  type InquiryKind,
  type InquiryRecord,
  type InquiryStateFilter,
  inquiryStateFilters,
  inquiryStateLabels,
} from '@facet/contracts/inquiries';
import { inquiryEndpoints } from '@facet/contracts/inquiry-endpoints';
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
import { DeleteInquiry, useDeleteInquiryResults } from '../../../features/inquiries/delete-inquiry.tsx';
import { runInquiryAction } from '../../../features/inquiries/inquiry-actions.server.ts';
import { InquiryKindLine, InquiryStateBadge } from '../../../features/inquiries/inquiry-state-badge.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';

export function meta() {
  return [{ title: 'Inquiries · Back-office' }];
}

const PAGE_SIZE = 20;
const PAGE = 'inquiry-list';
const LIST_FAILED = 'Failed to fetch inquiries';

function readState(request: Request): InquiryStateFilter {
  const state = new URL(request.url).searchParams.get('state') ?? 'all';
  return (inquiryStateFilters as readonly string[]).includes(state) ? (state as InquiryStateFilter) : 'all';
}

function readKind(request: Request): InquiryKindFilter {
  const kind = new URL(request.url).searchParams.get('kind') ?? 'all';
  return (inquiryKindFilters as readonly string[]).includes(kind) ? (kind as InquiryKindFilter) : 'all';
}

/** The plural of each kind, for the filter. */
const kindFilterLabels: Record<InquiryKind, string> = { question: 'Questions', complaint: 'Complaints' };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'inquiries');
  const { page, search } = readListQuery(request);
  const state = readState(request);
  const kind = readKind(request);
  const result = await apiFor(context).call(inquiryEndpoints.list, {
    query: { pageNo: Math.min(page, 100_000), pageSize: PAGE_SIZE, search: search.slice(0, 100), state, kind },
  });
  return { ...listPageOf(result), page, search, state, kind };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'inquiries');
  return runInquiryAction(apiFor(context), await request.formData());
}

const detailPath = (inquiry: InquiryRecord) => `/inquiries/detail/${inquiry.id}`;

/** The stone or piece asked about by name, with the SKU as sent; a dash for a general question. */
function AboutCell({ inquiry }: { inquiry: InquiryRecord }) {
  const name = inquiry.stone?.name ?? inquiry.product?.name;
  if (!inquiry.sku) return <span className="text-stone">—</span>;
  return (
    <span className="block max-w-56 min-w-40">
      {name ? <span className="block text-ink">{name}</span> : null}
      <span className="block font-mono text-xs break-all text-stone">{inquiry.sku}</span>
    </span>
  );
}

const columns: TableColumn<InquiryRecord>[] = [
  {
    id: 'from',
    header: 'From',
    cell: ({ row }) => <SenderSummary to={detailPath(row.original)} sender={row.original} className="min-w-44" />,
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: ({ row }) => <InquiryKindLine inquiry={row.original} />,
  },
  {
    id: 'message',
    header: 'Message',
    cell: ({ row }) => <p className="line-clamp-2 max-w-md min-w-56 text-graphite">{row.original.message}</p>,
  },
  {
    id: 'about',
    header: 'About',
    cell: ({ row }) => <AboutCell inquiry={row.original} />,
  },
  {
    id: 'received',
    header: 'Received',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createDate)}</span>,
  },
  { id: 'state', header: 'State', cell: ({ row }) => <InquiryStateBadge state={row.original.state} /> },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <span className="flex items-center gap-4 text-sm whitespace-nowrap">
        <OpenRecordLink to={detailPath(row.original)} what={`the inquiry from ${row.original.name}`} />
        <DeleteInquiry page={PAGE} inquiry={row.original} />
      </span>
    ),
  },
];

export default function Inquiries({ loaderData }: Route.ComponentProps) {
  const { records, totalRecords, page, search, state, kind, failed } = loaderData;
  useDeleteInquiryResults(PAGE);
  const { loading } = useListPage({ pathname: '/inquiries', failed, failedMessage: LIST_FAILED });
  const stateKept: Record<string, string> = state === 'all' ? {} : { state };
  const kindKept: Record<string, string> = kind === 'all' ? {} : { kind };
  const query = new URLSearchParams({ ...(search ? { search } : {}), ...stateKept, ...kindKept });
  const empty = failed ? (
    <p className="font-medium text-red-800">{LIST_FAILED}. Please reload the page in a moment.</p>
  ) : search || state !== 'all' || kind !== 'all' ? (
    <>
      <p>
        {search
          ? `No inquiry matches “${search}”.`
          : kind === 'complaint' && state === 'all'
            ? 'No complaints.'
            : state === 'new'
              ? kind === 'complaint'
                ? 'No complaint is open.'
                : 'Every inquiry is answered.'
              : state === 'answered'
                ? 'No inquiry is answered yet.'
                : 'No questions.'}
      </p>
      <Link to="/inquiries" className="link-underline mt-2 inline-block text-ink">
        Show them all
      </Link>
    </>
  ) : (
    'No inquiries yet. Questions from the contact page and the stone pages arrive here.'
  );
  return (
    <>
      <PageHeader
        title="Inquiries"
        description="Questions and complaints from shoppers, newest first. Open one to see what it is about and reply by e-mail; a complaint is open until it is answered."
      />
      <SearchForm
        defaultValue={search}
        label="Search name, e-mail, message, SKU or reference"
        keep={{ ...stateKept, ...kindKept }}
      />
      <div className="flex flex-wrap gap-x-6">
        <StateFilterLinks
          pathname="/inquiries"
          filters={inquiryStateFilters}
          labels={inquiryStateLabels}
          state={state}
          search={search}
          keep={kindKept}
          label="Show by state"
        />
        <StateFilterLinks
          pathname="/inquiries"
          filters={inquiryKindFilters}
          labels={kindFilterLabels}
          state={kind}
          search={search}
          param="kind"
          keep={stateKept}
          label="Show by kind"
          allLabel="All kinds"
        />
      </div>
      <ListResults
        caption="Inquiries"
        columns={columns}
        records={records}
        empty={empty}
        loading={loading}
        card={(inquiry) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <SenderSummary to={detailPath(inquiry)} sender={inquiry} />
              <InquiryStateBadge state={inquiry.state} />
            </div>
            <div className="mt-2">
              <InquiryKindLine inquiry={inquiry} />
            </div>
            <p className="mt-2 line-clamp-3 text-sm text-graphite">{inquiry.message}</p>
            <p className="mt-2 text-xs text-stone">
              {formatDateTime(inquiry.createDate)}
              {inquiry.sku ? (
                <>
                  {' · '}
                  <span className="font-mono break-all">{inquiry.sku}</span>
                </>
              ) : null}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
              <OpenRecordLink to={detailPath(inquiry)} what={`the inquiry from ${inquiry.name}`} />
              <DeleteInquiry page={PAGE} inquiry={inquiry} />
            </div>
          </>
        )}
      />
      {failed ? null : <Pager page={page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
