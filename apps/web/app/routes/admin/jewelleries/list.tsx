import type { Paged } from '@facet/contracts/envelope';
import { jewellerySubTypes, jewelleryTypes } from '@facet/contracts/lookups';
import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { listedStates, type ProductListRecord } from '@facet/contracts/products';
import { Gem, Percent, Plus, Search } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/list';
import { ColourDot } from '../../../components/ui/colour-dot.tsx';
import { inputClass } from '../../../components/ui/form-controls.tsx';
import { type TableColumn, DataTable } from '../../../components/back-office/data-table.tsx';
import { runProductAction } from '../../../features/jewellery/jewellery-actions.server.ts';
import {
  ListedBadge,
  ProductActions,
  useProductActionResults,
} from '../../../features/jewellery/jewellery-actions.tsx';
import { swatchOf } from '../../../features/products/metal-swatch.tsx';
import { formatPriceRange } from '../../../lib/format.ts';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pager } from '../../../components/back-office/pager.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { toast } from '../../../lib/toast.ts';

export function meta() {
  return [{ title: 'Jewelleries · Back-office' }];
}

const PAGE_SIZE = 20;
const LIST_FAILED = 'Failed to fetch product list';
const ACTIONS = 'jewellery-list';

/** The filters as the URL holds them; values that name nothing are left out. */
function readFilters(url: URL) {
  const type = url.searchParams.get('type') ?? '';
  const jewelleryType = (jewelleryTypes as readonly string[]).includes(type) ? type : '';
  const sub = jewellerySubTypes.find((s) => s.name === url.searchParams.get('subType'));
  const subType = sub && (!jewelleryType || sub.type === jewelleryType) ? sub.name : '';
  const listedParam = url.searchParams.get('listed') ?? 'all';
  const listed = (listedStates as readonly string[]).includes(listedParam) ? listedParam : 'all';
  return {
    search: url.searchParams.get('search')?.trim().slice(0, 100) ?? '',
    jewelleryType,
    subType,
    listed,
    page: Math.min(100_000, Math.max(1, Number(url.searchParams.get('page')) || 1)),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'jewelleries');
  const filters = readFilters(new URL(request.url));
  const result = await apiFor(context).get<Paged<ProductListRecord>>('/api/product', {
    query: {
      search: filters.search,
      jewelleryType: filters.jewelleryType,
      subType: filters.subType,
      listed: filters.listed,
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  if (!result.isSuccess) return { filters, records: [], totalRecords: 0, failed: true };
  return { filters, records: result.data.records, totalRecords: result.data.totalRecords, failed: false };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'jewelleries');
  return runProductAction(apiFor(context), await request.formData());
}

function MetalSwatches({ metals }: { metals: string[] }) {
  if (metals.length === 0) return <span className="text-stone">—</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {metals.map((metal) => (
        <li key={metal} className="inline-flex items-center gap-1.5 text-xs whitespace-nowrap text-graphite">
          <ColourDot colour={swatchOf(metal)} className="h-3 w-3 rounded-full border border-line" />
          {metal}
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ product, size = 'h-14 w-14' }: { product: ProductListRecord; size?: string }) {
  return product.image ? (
    <img
      src={mediaUrlAt(product.image, 400)}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className={`${size} shrink-0 rounded border border-line bg-pearl object-cover`}
    />
  ) : (
    <span
      className={`${size} flex shrink-0 items-center justify-center rounded border border-dashed border-line bg-pearl`}
      aria-hidden="true"
    >
      <Gem className="h-5 w-5 text-stone/60" />
    </span>
  );
}

const columns: TableColumn<ProductListRecord>[] = [
  {
    id: 'piece',
    header: 'Piece',
    cell: ({ row }) => (
      <div className="flex items-center gap-3">
        <Thumbnail product={row.original} />
        <span>
          <Link to={`/jewelleries/detail/${row.original.id}`} className="link-underline font-medium text-ink">
            {row.original.name}
          </Link>
          <span className="block text-xs text-stone">
            {row.original.jewellerySubType} · {row.original.jewelleryType}
          </span>
        </span>
      </div>
    ),
  },
  { id: 'metals', header: 'Metals', cell: ({ row }) => <MetalSwatches metals={row.original.metals} /> },
  {
    id: 'variants',
    header: 'Variants',
    cell: ({ row }) => <span className="tabular-nums">{row.original.variantCount}</span>,
  },
  {
    id: 'price',
    header: 'Price',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatPriceRange(row.original.priceFrom, row.original.priceTo)}
      </span>
    ),
  },
  { id: 'listed', header: 'Shop', cell: ({ row }) => <ListedBadge listed={row.original.isListed} /> },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="flex items-center gap-4 text-sm whitespace-nowrap">
        <Link to={`/jewelleries/edit/${row.original.id}`} className="link-underline text-ink">
          Edit
        </Link>
        <ProductActions page={ACTIONS} product={row.original} />
      </div>
    ),
  },
];

/** The filter form's values without the empty and default ones, for a tidy, shareable URL. */
function cleanQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    const text = String(value).trim();
    if (text && !(key === 'listed' && text === 'all')) params.set(key, text);
  }
  return params;
}

function Filters({ filters }: { filters: ReturnType<typeof readFilters> }) {
  const submit = useSubmit();
  const location = useLocation();
  const apply = (form: HTMLFormElement) => {
    const query = cleanQuery(form);
    const same = query.toString() === new URLSearchParams(location.search).toString();
    void submit(query, { replace: same });
  };
  const subTypes = filters.jewelleryType
    ? jewellerySubTypes.filter((s) => s.type === filters.jewelleryType)
    : jewellerySubTypes;
  const filtered = Boolean(filters.search || filters.jewelleryType || filters.subType || filters.listed !== 'all');
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter the jewellery"
      className="mb-5 grid grid-cols-2 gap-3 rounded-md border border-line bg-white p-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
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
        <label htmlFor="jewellery-search" className="mb-1 block text-xs font-medium text-stone">
          Name or SKU
        </label>
        <Search className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-stone" aria-hidden="true" />
        <input
          id="jewellery-search"
          name="search"
          type="search"
          defaultValue={filters.search}
          placeholder="Aurora, aurora-halo-ring-…"
          className={`${inputClass} py-2 pl-9 text-sm`}
        />
      </div>
      <div>
        <label htmlFor="jewellery-type" className="mb-1 block text-xs font-medium text-stone">
          Type
        </label>
        <select
          id="jewellery-type"
          name="type"
          defaultValue={filters.jewelleryType}
          className={`${inputClass} py-2 text-sm`}
        >
          <option value="">All types</option>
          {jewelleryTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="jewellery-sub-type" className="mb-1 block text-xs font-medium text-stone">
          Sub type
        </label>
        <select
          id="jewellery-sub-type"
          name="subType"
          defaultValue={filters.subType}
          className={`${inputClass} py-2 text-sm`}
        >
          <option value="">All sub types</option>
          {subTypes.map((subType) => (
            <option key={subType.name} value={subType.name}>
              {subType.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="jewellery-listed" className="mb-1 block text-xs font-medium text-stone">
          In the shop
        </label>
        <select
          id="jewellery-listed"
          name="listed"
          defaultValue={filters.listed}
          className={`${inputClass} py-2 text-sm`}
        >
          <option value="all">All</option>
          <option value="listed">Listed</option>
          <option value="unlisted">Unlisted</option>
        </select>
      </div>
      <div className="flex items-end gap-3">
        <button type="submit" className="button-primary px-5 py-2.5">
          Apply
        </button>
        {filtered ? (
          <Link to="/jewelleries" className="link-underline pb-2.5 text-sm text-graphite">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function JewelleryList({ loaderData }: Route.ComponentProps) {
  const { filters, records, totalRecords, failed } = loaderData;
  const navigation = useNavigation();
  useProductActionResults(ACTIONS);
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/jewelleries';
  useEffect(() => {
    if (failed) toast.error(LIST_FAILED);
  }, [failed]);
  const query = useMemo(() => {
    const params = new URLSearchParams();
    if (filters.search) params.set('search', filters.search);
    if (filters.jewelleryType) params.set('type', filters.jewelleryType);
    if (filters.subType) params.set('subType', filters.subType);
    if (filters.listed !== 'all') params.set('listed', filters.listed);
    return params;
  }, [filters]);
  const filtered = query.toString() !== '';
  const empty = failed ? (
    <>
      <p className="font-medium text-red-800">{LIST_FAILED}.</p>
      <p className="mt-1">Please reload the page in a moment.</p>
    </>
  ) : filtered ? (
    <>
      <p>No jewellery matches these filters.</p>
      <Link to="/jewelleries" className="link-underline mt-2 inline-block text-ink">
        Clear the filters
      </Link>
    </>
  ) : (
    <>
      <p>No jewellery yet.</p>
      <Link to="/jewelleries/new" className="button-primary mt-4 px-5 py-2">
        <Plus className="h-4 w-4" aria-hidden="true" /> Add the first piece
      </Link>
    </>
  );

  return (
    <>
      <PageHeader
        title="Jewelleries"
        description="Every piece in the catalogue, listed in the shop or not. Open one to see its variants and prices."
        actions={
          <>
            <Link to="/jewelleries/discounts" className="button-secondary px-5 py-2.5">
              <Percent className="h-4 w-4" aria-hidden="true" /> Discounts
            </Link>
            <Link to="/jewelleries/new" className="button-primary px-5 py-2.5">
              <Plus className="h-4 w-4" aria-hidden="true" /> New jewellery
            </Link>
          </>
        }
      />
      <Filters key={query.toString()} filters={filters} />
      <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <div className="hidden md:block">
          <DataTable caption="Jewellery" columns={columns} data={records} empty={empty} />
        </div>
        <div className="md:hidden">
          {records.length === 0 ? (
            <div className="rounded-md border border-dashed border-line bg-white px-6 py-12 text-center text-sm text-stone">
              {empty}
            </div>
          ) : (
            <ul className="space-y-3" aria-label="Jewellery">
              {records.map((product) => (
                <li key={product.id} className="rounded-md border border-line bg-white p-4">
                  <div className="flex gap-3">
                    <Thumbnail product={product} size="h-16 w-16" />
                    <div className="min-w-0 flex-1">
                      <div className="flex items-start justify-between gap-2">
                        <Link to={`/jewelleries/detail/${product.id}`} className="link-underline font-medium text-ink">
                          {product.name}
                        </Link>
                        <ListedBadge listed={product.isListed} />
                      </div>
                      <p className="text-xs text-stone">
                        {product.jewellerySubType} · {product.variantCount}{' '}
                        {product.variantCount === 1 ? 'variant' : 'variants'}
                      </p>
                      <p className="mt-1 text-sm text-graphite tabular-nums">
                        {formatPriceRange(product.priceFrom, product.priceTo)}
                      </p>
                    </div>
                  </div>
                  <div className="mt-3">
                    <MetalSwatches metals={product.metals} />
                  </div>
                  <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
                    <Link to={`/jewelleries/edit/${product.id}`} className="link-underline text-ink">
                      Edit
                    </Link>
                    <ProductActions page={ACTIONS} product={product} />
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
