import type { Paged } from '@facet/contracts/envelope';
import { normaliseLookupName, stoneCategories, type StoneShapeName, stoneShapes } from '@facet/contracts/lookups';
import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { stoneSortLabels, stoneSorts } from '@facet/contracts/stone-filters';
import { type StoneListRecord, stoneStateFilters, stoneStateLabels } from '@facet/contracts/stones';
import { Download, Plus, Search, Upload } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/list';
import { type TableColumn, DataTable } from '../../../components/back-office/data-table.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pager } from '../../../components/back-office/pager.tsx';
import { StoneShapeIcon } from '../../../components/stone-shape-icon.tsx';
import { inputClass } from '../../../components/ui/form-controls.tsx';
import { runStoneAction } from '../../../features/stones/stone-actions.server.ts';
import { StoneActions, StoneStateBadge, useStoneActionResults } from '../../../features/stones/stone-actions.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { formatCarat, formatPriceRange } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { toast } from '../../../lib/toast.ts';

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
    page: Math.min(100_000, Math.max(1, Number(url.searchParams.get('page')) || 1)),
  };
}
type Filters = ReturnType<typeof readFilters>;

/** The filters without the empty and default ones, for a tidy, shareable URL (and the export's). */
function filterQuery(filters: Omit<Filters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.stoneCategory) params.set('stoneCategory', filters.stoneCategory);
  if (filters.stoneShape) params.set('stoneShape', filters.stoneShape);
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'stones');
  const filters = readFilters(new URL(request.url));
  const result = await apiFor(context).get<Paged<StoneListRecord>>('/api/stone', {
    query: {
      search: filters.search,
      stoneCategory: filters.stoneCategory,
      stoneShape: filters.stoneShape,
      state: filters.state,
      sort: filters.sort,
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  if (!result.isSuccess) return { filters, records: [], totalRecords: 0, failed: true };
  return { filters, records: result.data.records, totalRecords: result.data.totalRecords, failed: false };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'stones');
  return runStoneAction(apiFor(context), await request.formData());
}

function Thumbnail({ stone, size = 'h-14 w-14' }: { stone: StoneListRecord; size?: string }) {
  return stone.image ? (
    <img
      src={mediaUrlAt(stone.image, 400)}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className={`${size} shrink-0 rounded border border-line bg-pearl object-cover`}
    />
  ) : (
    <span
      className={`${size} flex shrink-0 items-center justify-center rounded border border-line bg-pearl/60`}
      aria-hidden="true"
    >
      <StoneShapeIcon shape={stone.stoneShape as StoneShapeName} className="h-8 w-8 text-graphite" />
    </span>
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
      <span className="whitespace-nowrap tabular-nums">
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
  const submit = useSubmit();
  const location = useLocation();
  const apply = (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const query = filterQuery({
      search: values.search?.trim() ?? '',
      stoneCategory: values.stoneCategory ?? '',
      stoneShape: values.stoneShape ?? '',
      state: values.state ?? 'all',
      sort: values.sort ?? DEFAULT_SORT,
    });
    const same = query.toString() === new URLSearchParams(location.search).toString();
    void submit(query, { replace: same });
  };
  const filtered = Boolean(filters.search || filters.stoneCategory || filters.stoneShape || filters.state !== 'all');
  const label = 'mb-1 block text-xs font-medium text-stone';
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter the stones"
      className="mb-5 grid grid-cols-2 gap-3 rounded-md border border-line bg-white p-4 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]"
      onChange={(event) => {
        // Selects apply at once; the search box waits for Enter or the button. Each change is
        // one step back; applying what is already shown adds none.
        if ((event.target as HTMLElement).tagName === 'SELECT') apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      <div className="relative col-span-2 lg:col-span-1">
        <label htmlFor="stone-search" className={label}>
          Stock or certificate number
        </label>
        <Search className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-stone" aria-hidden="true" />
        <input
          id="stone-search"
          name="search"
          type="search"
          defaultValue={filters.search}
          placeholder="LG-1024, 2141438171…"
          className={`${inputClass} py-2 pl-9 text-sm`}
        />
      </div>
      <div>
        <label htmlFor="stone-category" className={label}>
          Category
        </label>
        <select
          id="stone-category"
          name="stoneCategory"
          defaultValue={filters.stoneCategory}
          className={`${inputClass} py-2 text-sm`}
        >
          <option value="">All categories</option>
          {stoneCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="stone-shape" className={label}>
          Shape
        </label>
        <select
          id="stone-shape"
          name="stoneShape"
          defaultValue={filters.stoneShape}
          className={`${inputClass} py-2 text-sm`}
        >
          <option value="">All shapes</option>
          {stoneShapes.map((shape) => (
            <option key={shape} value={shape}>
              {shape}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="stone-state" className={label}>
          State
        </label>
        <select id="stone-state" name="state" defaultValue={filters.state} className={`${inputClass} py-2 text-sm`}>
          <option value="all">All states</option>
          {stoneStateFilters
            .filter((state) => state !== 'all')
            .map((state) => (
              <option key={state} value={state}>
                {stoneStateLabels[state]}
              </option>
            ))}
        </select>
      </div>
      <div>
        <label htmlFor="stone-sort" className={label}>
          Sort
        </label>
        <select id="stone-sort" name="sort" defaultValue={filters.sort} className={`${inputClass} py-2 text-sm`}>
          {stoneSorts.map((sort) => (
            <option key={sort} value={sort}>
              {stoneSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-end gap-3 lg:col-span-1">
        <button type="submit" className="button-primary px-5 py-2.5">
          Apply
        </button>
        {filtered ? (
          <Link to="/stones" className="link-underline pb-2.5 text-sm text-graphite">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function StoneList({ loaderData }: Route.ComponentProps) {
  const { filters, records, totalRecords, failed } = loaderData;
  const navigation = useNavigation();
  useStoneActionResults(ACTIONS);
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/stones';
  useEffect(() => {
    if (failed) toast.error(LIST_FAILED);
  }, [failed]);
  const query = useMemo(() => filterQuery(filters), [filters]);
  const filtered = Boolean(filters.search || filters.stoneCategory || filters.stoneShape || filters.state !== 'all');
  const empty = failed ? (
    <>
      <p className="font-medium text-red-800">{LIST_FAILED}.</p>
      <p className="mt-1">Please reload the page in a moment.</p>
    </>
  ) : filtered ? (
    <>
      <p>No stone matches these filters.</p>
      <Link to="/stones" className="link-underline mt-2 inline-block text-ink">
        Clear the filters
      </Link>
    </>
  ) : (
    <>
      <p>No stones yet. Add one, or import a supplier’s feed.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to="/stones/new" className="button-primary px-5 py-2">
          <Plus className="h-4 w-4" aria-hidden="true" /> Add the first stone
        </Link>
        <Link to="/stones/import" className="button-secondary px-5 py-2">
          <Upload className="h-4 w-4" aria-hidden="true" /> Import CSV
        </Link>
      </div>
    </>
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
            <a
              href={`/api/stone/export${query.size > 0 ? `?${query.toString()}` : ''}`}
              download
              className="button-secondary px-5 py-2.5"
            >
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
      <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <div className="hidden md:block">
          <DataTable caption="Stones" columns={columns} data={records} empty={empty} />
        </div>
        <div className="md:hidden">
          {records.length === 0 ? (
            <div className="rounded-md border border-dashed border-line bg-white px-6 py-12 text-center text-sm text-stone">
              {empty}
            </div>
          ) : (
            <ul className="space-y-3" aria-label="Stones">
              {records.map((stone) => (
                <li key={stone.id} className="rounded-md border border-line bg-white p-4">
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
                      <p className="mt-1 text-sm text-graphite tabular-nums">
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
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {failed ? null : <Pager page={filters.page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
