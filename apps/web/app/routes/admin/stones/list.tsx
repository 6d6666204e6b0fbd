import { endpointUrl } from '@facet/contracts/endpoint';
import { normaliseLookupName, stoneCategories, type StoneShapeName, stoneShapes } from '@facet/contracts/lookups';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { stoneSortLabels, stoneSorts } from '@facet/contracts/stone-filters';
import { type StoneListRecord, stoneStateFilters, stoneStateLabels } from '@facet/contracts/stones';
import { Download, Plus, Upload } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import type { TableColumn } from '../../../components/back-office/data-table.tsx';
import { FilterBar, FilterSearch, FilterSelect } from '../../../components/back-office/filter-bar.tsx';
import { ListEmpty } from '../../../components/back-office/list-empty.tsx';
import { listPageOf, readPageNumber } from '../../../components/back-office/list-query.ts';
import { ListResults } from '../../../components/back-office/list-results.tsx';
import { ListThumbnail } from '../../../components/back-office/list-thumbnail.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pager } from '../../../components/back-office/pager.tsx';
import { useListPage } from '../../../components/back-office/use-list-page.ts';
import { StoneShapeIcon } from '../../../components/stone-shape-icon.tsx';
import { runStoneAction } from '../../../features/stones/stone-actions.server.ts';
import { StoneActions, StoneStateBadge, useStoneActionResults } from '../../../features/stones/stone-actions.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatCarat, formatPriceRange } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';

export function meta() {
  return [{ title: 'Stones · Back-office' }];
}

const PAGE_SIZE = 20;
const LIST_FAILED = 'Failed to fetch stone list';
const ACTIONS = 'stone-list';
const DEFAULT_SORT = 'newest';

/** The filters as the URL holds them; values that name nothing are left out. */
function readFilters(url: URL) {
  const param = (key: string) => url.searchParams.get(key)?.trim() ?? '';
  const state = param('state');
  const sort = param('sort');
  return {
    search: param('search').slice(0, 100),
    stoneCategory: normaliseLookupName('stoneCategory', param('stoneCategory')) ?? '',
    stoneShape: normaliseLookupName('stoneShape', param('stoneShape')) ?? '',
    state: (stoneStateFilters as readonly string[]).includes(state) ? state : 'all',
    sort: (stoneSorts as readonly string[]).includes(sort) ? sort : DEFAULT_SORT,
    page: readPageNumber(url),
  };
}
type Filters = ReturnType<typeof readFilters>;

const isFiltered = (filters: Filters) =>
  Boolean(filters.search || filters.stoneCategory || filters.stoneShape || filters.state !== 'all');

/** The filters without the empty and default ones, for a tidy, shareable URL. */
function filterQuery(filters: Omit<Filters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.stoneCategory) params.set('stoneCategory', filters.stoneCategory);
  if (filters.stoneShape) params.set('stoneShape', filters.stoneShape);
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** The export of the stones the filters show: its query left as tidy as the page's own URL. */
function exportUrl(filters: Omit<Filters, 'page'>): string {
  return endpointUrl(stoneEndpoints.exportCsv, {
    query: {
      search: filters.search,
      stoneCategory: filters.stoneCategory,
      stoneShape: filters.stoneShape,
      state: stoneStateFilters.find((state) => state !== 'all' && state === filters.state),
      sort: stoneSorts.find((sort) => sort !== DEFAULT_SORT && sort === filters.sort),
    },
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'stones');
  const filters = readFilters(new URL(request.url));
  const result = await apiFor(context).call(stoneEndpoints.list, {
    query: {
      search: filters.search,
      stoneCategory: filters.stoneCategory,
      stoneShape: filters.stoneShape,
      // readFilters kept only the states and sorts there are.
      state: stoneStateFilters.find((state) => state === filters.state),
      sort: stoneSorts.find((sort) => sort === filters.sort),
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  return { filters, ...listPageOf(result) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'stones');
  return runStoneAction(apiFor(context), await request.formData());
}

function Thumbnail({ stone, size }: { stone: StoneListRecord; size?: string }) {
  return (
    <ListThumbnail
      image={stone.image}
      size={size}
      fallbackClassName="border-line bg-pearl/60"
      fallback={<StoneShapeIcon shape={stone.stoneShape as StoneShapeName} className="h-8 w-8 text-graphite" />}
    />
  );
}

/** The back-office rounds lists to the rupee (₹6,45,532); the stone's page shows the paise. */
const wholeRupees = (amount: number) => formatPriceRange(amount, amount);

function describe(stone: StoneListRecord): string {
  return `${formatCarat(stone.carat)} ${stone.stoneShape} · ${stone.stoneCategory}`;
}

function grading(stone: StoneListRecord): string {
  return [stone.color, stone.clarity, stone.cut].filter(Boolean).join(' · ');
}

function certificate(stone: StoneListRecord): string {
  return [stone.certificateLab, stone.certificateNumber].filter(Boolean).join(' ') || '—';
}

const columns: TableColumn<StoneListRecord>[] = [
  {
    id: 'stone',
    header: 'Stone',
    cell: ({ row }) => (
      <div className="flex items-center gap-3">
        <Thumbnail stone={row.original} />
        <span>
          <Link to={`/stones/detail/${row.original.id}`} className="link-underline font-mono font-medium text-ink">
            {row.original.sku}
          </Link>
          <span className="block text-xs whitespace-nowrap text-stone">{describe(row.original)}</span>
        </span>
      </div>
    ),
  },
  {
    id: 'grading',
    header: 'Grading',
    cell: ({ row }) => <span className="whitespace-nowrap">{grading(row.original)}</span>,
  },
  {
    id: 'certificate',
    header: 'Certificate',
    cell: ({ row }) => <span className="text-xs whitespace-nowrap">{certificate(row.original)}</span>,
  },
  {
    id: 'price',
    header: 'Sells at',
    cell: ({ row }) => (
      <span className="whitespace-nowrap figures">
        <span className="text-ink">{wholeRupees(row.original.sellingPrice)}</span>
        <span className="block text-xs text-stone">cost {wholeRupees(row.original.price)}</span>
      </span>
    ),
  },
  { id: 'state', header: 'State', cell: ({ row }) => <StoneStateBadge state={row.original.state} /> },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="flex items-center gap-4 text-sm whitespace-nowrap">
        <Link
          to={`/stones/edit/${row.original.id}`}
          className="link-underline text-ink"
          aria-label={`Edit stone ${row.original.sku}`}
        >
          Edit
        </Link>
        <StoneActions page={ACTIONS} stone={row.original} />
      </div>
    ),
  },
];

function StoneFilters({ filters }: { filters: Filters }) {
  const toQuery = (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    return filterQuery({
      search: values.search?.trim() ?? '',
      stoneCategory: values.stoneCategory ?? '',
      stoneShape: values.stoneShape ?? '',
      state: values.state ?? 'all',
      sort: values.sort ?? DEFAULT_SORT,
    });
  };
  const choices = (all: string, names: readonly string[]) => [
    ['', all] as const,
    ...names.map((name) => [name, name] as const),
  ];
  return (
    <FilterBar
      label="Filter the stones"
      columns="lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]"
      toQuery={toQuery}
      filtered={isFiltered(filters)}
      clearTo="/stones"
      footerClassName="col-span-2 flex items-end gap-3 lg:col-span-1"
    >
      <FilterSearch
        id="stone-search"
        label="Stock or certificate number"
        defaultValue={filters.search}
        placeholder="LG-1024, 2141438171…"
      />
      <FilterSelect
        id="stone-category"
        name="stoneCategory"
        label="Category"
        defaultValue={filters.stoneCategory}
        options={choices('All categories', stoneCategories)}
      />
      <FilterSelect
        id="stone-shape"
        name="stoneShape"
        label="Shape"
        defaultValue={filters.stoneShape}
        options={choices('All shapes', stoneShapes)}
      />
      <FilterSelect
        id="stone-state"
        name="state"
        label="State"
        defaultValue={filters.state}
        options={[
          ['all', 'All states'],
          ...stoneStateFilters
            .filter((state) => state !== 'all')
            .map((state) => [state, stoneStateLabels[state]] as const),
        ]}
      />
      <FilterSelect
        id="stone-sort"
        name="sort"
        label="Sort"
        defaultValue={filters.sort}
        options={stoneSorts.map((sort) => [sort, stoneSortLabels[sort]] as const)}
      />
    </FilterBar>
  );
}

export default function StoneList({ loaderData }: Route.ComponentProps) {
  const { filters, records, totalRecords, failed } = loaderData;
  useStoneActionResults(ACTIONS);
  const { loading } = useListPage({ pathname: '/stones', failed, failedMessage: LIST_FAILED });
  const query = useMemo(() => filterQuery(filters), [filters]);
  const filtered = isFiltered(filters);
  const empty = (
    <ListEmpty
      failed={failed}
      failedMessage={LIST_FAILED}
      filtered={filtered}
      noMatch="No stone matches these filters."
      clearTo="/stones"
    >
      <p>No stones yet. Add one, or import a supplier’s feed.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to="/stones/new" className="button-primary px-5 py-2">
          <Plus className="h-4 w-4" aria-hidden="true" /> Add the first stone
        </Link>
        <Link to="/stones/import" className="button-secondary px-5 py-2">
          <Upload className="h-4 w-4" aria-hidden="true" /> Import CSV
        </Link>
      </div>
    </ListEmpty>
  );

  return (
    <>
      <PageHeader
        title="Stones"
        description="Every loose stone: natural and lab-grown diamonds and moissanite, each sold once. Search by stock or certificate number."
        actions={
          <>
            <Link to="/stones/import" className="button-secondary px-5 py-2.5">
              <Upload className="h-4 w-4" aria-hidden="true" /> Import CSV
            </Link>
            <a href={exportUrl(filters)} download className="button-secondary px-5 py-2.5">
              <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
              {filtered ? <span className="sr-only"> of the stones shown</span> : null}
            </a>
            <Link to="/stones/new" className="button-primary px-5 py-2.5">
              <Plus className="h-4 w-4" aria-hidden="true" /> New stone
            </Link>
          </>
        }
      />
      <StoneFilters key={query.toString()} filters={filters} />
      <ListResults
        caption="Stones"
        columns={columns}
        records={records}
        empty={empty}
        loading={loading}
        card={(stone) => (
          <>
            <div className="flex gap-3">
              <Thumbnail stone={stone} size="h-16 w-16" />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <Link
                    to={`/stones/detail/${stone.id}`}
                    className="link-underline min-w-0 font-mono font-medium break-all text-ink"
                  >
                    {stone.sku}
                  </Link>
                  <StoneStateBadge state={stone.state} />
                </div>
                <p className="text-xs text-stone">{describe(stone)}</p>
                <p className="mt-1 text-xs text-graphite">
                  {grading(stone)}
                  {stone.certificateLab ? ` · ${certificate(stone)}` : ''}
                </p>
                <p className="mt-1 text-sm text-graphite figures">
                  <span className="text-ink">{wholeRupees(stone.sellingPrice)}</span>{' '}
                  <span className="text-xs text-stone">cost {wholeRupees(stone.price)}</span>
                </p>
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
              <Link
                to={`/stones/edit/${stone.id}`}
                className="link-underline text-ink"
                aria-label={`Edit stone ${stone.sku}`}
              >
                Edit
              </Link>
              <StoneActions page={ACTIONS} stone={stone} />
            </div>
          </>
        )}
      />
      {failed ? null : <Pager page={filters.page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
