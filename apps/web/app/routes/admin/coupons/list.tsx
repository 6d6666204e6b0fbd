import { couponEndpoints } from '@facet/contracts/coupon-endpoints';
import { type CouponRecord, couponStateLabels, couponStates } from '@facet/contracts/coupons';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import type { TableColumn } from '../../../components/back-office/data-table.tsx';
import { FilterBar, FilterSearch, FilterSelect } from '../../../components/back-office/filter-bar.tsx';
import { ListEmpty } from '../../../components/back-office/list-empty.tsx';
import { listPageOf, nonEmptyQuery, readPageNumber } from '../../../components/back-office/list-query.ts';
import { ListResults } from '../../../components/back-office/list-results.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pager } from '../../../components/back-office/pager.tsx';
import { useListPage } from '../../../components/back-office/use-list-page.ts';
import { runCouponAction } from '../../../features/coupons/coupon-actions.server.ts';
import { CouponActions, CouponStateBadge, useCouponActionResults } from '../../../features/coupons/coupon-actions.tsx';
import { formatCouponDays, formatCouponUses } from '../../../features/coupons/coupon-days.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDate } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';

export function meta() {
  return [{ title: 'Coupons · Back-office' }];
}

const PAGE_SIZE = 20;
const LIST_FAILED = 'Failed to fetch coupon list';

/** The filters as the URL holds them; a state that names nothing is left out. */
function readFilters(url: URL) {
  const param = (key: string) => url.searchParams.get(key)?.trim() ?? '';
  const state = param('state');
  return {
    search: param('search').slice(0, 30),
    state: couponStates.find((known) => known === state) ?? ('' as const),
    page: readPageNumber(url),
  };
}
type Filters = ReturnType<typeof readFilters>;

const isFiltered = (filters: Filters) => Boolean(filters.search || filters.state);

const filterQuery = (filters: { search: string; state: string }) => nonEmptyQuery(filters, ['search', 'state']);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'discountCoupon');
  const filters = readFilters(new URL(request.url));
  const result = await apiFor(context).call(couponEndpoints.list, {
    query: {
      search: filters.search || undefined,
      state: filters.state || undefined,
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  return { filters, ...listPageOf(result) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'discountCoupon');
  return runCouponAction(apiFor(context), await request.formData());
}

const discountOf = (coupon: CouponRecord) => `${coupon.discount}% off`;

function EditLink({ coupon }: { coupon: CouponRecord }) {
  return (
    <Link
      to={`/coupon/edit/${coupon.id}`}
      className="link-underline text-ink"
      aria-label={`Edit coupon ${coupon.couponCode}`}
    >
      Edit
    </Link>
  );
}

/** When staff ended it early, under its days. */
function EndedOn({ coupon }: { coupon: CouponRecord }) {
  if (!coupon.endedAt) return null;
  return <span className="block text-xs text-stone">ended {formatDate(coupon.endedAt)}</span>;
}

const columns: TableColumn<CouponRecord>[] = [
  {
    id: 'code',
    header: 'Code',
    cell: ({ row }) => (
      <span>
        <span className="font-mono font-medium text-ink">{row.original.couponCode}</span>
        {row.original.description ? (
          <span className="block max-w-xs text-xs text-stone">{row.original.description}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'discount',
    header: 'Discount',
    cell: ({ row }) => <span className="whitespace-nowrap figures">{discountOf(row.original)}</span>,
  },
  {
    id: 'uses',
    header: 'Uses / limit',
    cell: ({ row }) => (
      <span className="whitespace-nowrap figures">
        {formatCouponUses(row.original.uses, row.original.limit)}
        {row.original.oneUsePerCustomer ? <span className="block text-xs text-stone">one per customer</span> : null}
      </span>
    ),
  },
  {
    id: 'days',
    header: 'Days (India)',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {formatCouponDays(row.original.startDate, row.original.endDate)}
        <EndedOn coupon={row.original} />
      </span>
    ),
  },
  { id: 'state', header: 'State', cell: ({ row }) => <CouponStateBadge state={row.original.state} /> },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="flex items-center gap-4 text-sm whitespace-nowrap">
        <EditLink coupon={row.original} />
        <CouponActions coupon={row.original} />
      </div>
    ),
  },
];

function CouponFilters({ filters }: { filters: Filters }) {
  const toQuery = (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    return filterQuery({ search: values.search?.trim() ?? '', state: values.state ?? '' });
  };
  return (
    <FilterBar
      label="Filter the coupons"
      columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
      toQuery={toQuery}
      filtered={isFiltered(filters)}
      clearTo="/coupon"
    >
      <FilterSearch id="coupon-search" label="Code" defaultValue={filters.search} placeholder="DIWALI…" />
      <FilterSelect
        id="coupon-state"
        name="state"
        label="State"
        defaultValue={filters.state}
        options={[['', 'All states'], ...couponStates.map((state) => [state, couponStateLabels[state]] as const)]}
      />
    </FilterBar>
  );
}

export default function CouponList({ loaderData }: Route.ComponentProps) {
  const { filters, records, totalRecords, failed } = loaderData;
  useCouponActionResults();
  const { loading } = useListPage({ pathname: '/coupon', failed, failedMessage: LIST_FAILED });
  const query = useMemo(() => filterQuery(filters), [filters]);
  const empty = (
    <ListEmpty
      failed={failed}
      failedMessage={LIST_FAILED}
      filtered={isFiltered(filters)}
      noMatch="No coupon matches these filters."
      clearTo="/coupon"
    >
      <p>No coupons yet. A coupon is a code shoppers type in the bag for a percentage off.</p>
      <Link to="/coupon/new" className="button-primary mt-4 px-5 py-2">
        <Plus className="h-4 w-4" aria-hidden="true" /> Add the first coupon
      </Link>
    </ListEmpty>
  );

  return (
    <>
      <PageHeader
        title="Coupons"
        description="Codes shoppers type in the bag for a percentage off the bag after item discounts, on the days given (in India) until their uses run out."
        actions={
          <Link to="/coupon/new" className="button-primary px-5 py-2.5">
            <Plus className="h-4 w-4" aria-hidden="true" /> New coupon
          </Link>
        }
      />
      <CouponFilters key={query.toString()} filters={filters} />
      <ListResults
        caption="Coupons"
        columns={columns}
        records={records}
        empty={empty}
        loading={loading}
        card={(coupon) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-mono font-medium break-all text-ink">{coupon.couponCode}</span>
              <CouponStateBadge state={coupon.state} />
            </div>
            {coupon.description ? <p className="mt-1 text-xs text-stone">{coupon.description}</p> : null}
            <p className="mt-2 text-sm text-ink figures">
              {discountOf(coupon)}
              <span className="text-stone"> · used {formatCouponUses(coupon.uses, coupon.limit)}</span>
              {coupon.oneUsePerCustomer ? <span className="text-stone"> · one per customer</span> : null}
            </p>
            <p className="mt-1 text-xs text-graphite">
              {formatCouponDays(coupon.startDate, coupon.endDate)}
              <EndedOn coupon={coupon} />
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
              <EditLink coupon={coupon} />
              <CouponActions coupon={coupon} />
            </div>
          </>
        )}
      />
      {failed ? null : <Pager page={filters.page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
