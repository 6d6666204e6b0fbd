import { jewellerySubTypes, jewelleryTypes } from '@facet/contracts/lookups';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import { listedStates, type ProductListRecord } from '@facet/contracts/products';
import { Gem, Percent, Plus, Star } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import { ColourDot } from '../../../components/ui/colour-dot.tsx';
import type { TableColumn } from '../../../components/back-office/data-table.tsx';
import { FilterBar, FilterSearch, FilterSelect } from '../../../components/back-office/filter-bar.tsx';
import { ListEmpty } from '../../../components/back-office/list-empty.tsx';
import { listPageOf, readPageNumber } from '../../../components/back-office/list-query.ts';
import { ListResults } from '../../../components/back-office/list-results.tsx';
import { ListThumbnail } from '../../../components/back-office/list-thumbnail.tsx';
import { useListPage } from '../../../components/back-office/use-list-page.ts';
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
  const listed = listedStates.find((state) => state === listedParam) ?? 'all';
  return {
    search: url.searchParams.get('search')?.trim().slice(0, 100) ?? '',
    jewelleryType,
    subType,
    listed,
    page: readPageNumber(url),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'jewelleries');
  const filters = readFilters(new URL(request.url));
  const result = await apiFor(context).call(productEndpoints.list, {
    query: {
      search: filters.search,
      jewelleryType: filters.jewelleryType,
      subType: filters.subType,
      listed: filters.listed,
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  return { filters, ...listPageOf(result) };
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

function Thumbnail({ product, size }: { product: ProductListRecord; size?: string }) {
  return (
    <ListThumbnail
      image={product.image}
      size={size}
      fallbackClassName="border-dashed border-line bg-pearl"
      fallback={<Gem className="h-5 w-5 text-stone/60" />}
    />
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
    cell: ({ row }) => <span className="figures">{row.original.variantCount}</span>,
  },
  {
    id: 'price',
    header: 'Price',
    cell: ({ row }) => (
      <span className="whitespace-nowrap figures">
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
  const subTypes = filters.jewelleryType
    ? jewellerySubTypes.filter((s) => s.type === filters.jewelleryType)
    : jewellerySubTypes;
  const filtered = Boolean(filters.search || filters.jewelleryType || filters.subType || filters.listed !== 'all');
  return (
    <FilterBar
      label="Filter the jewellery"
      columns="lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
      toQuery={cleanQuery}
      filtered={filtered}
      clearTo="/jewelleries"
    >
      <FilterSearch
        id="jewellery-search"
        label="Name or SKU"
        defaultValue={filters.search}
        placeholder="Aurora, aurora-halo-ring-…"
      />
      <FilterSelect
        id="jewellery-type"
        name="type"
        label="Type"
        defaultValue={filters.jewelleryType}
        options={[['', 'All types'], ...jewelleryTypes.map((type) => [type, type] as const)]}
      />
      <FilterSelect
        id="jewellery-sub-type"
        name="subType"
        label="Sub type"
        defaultValue={filters.subType}
        options={[['', 'All sub types'], ...subTypes.map((subType) => [subType.name, subType.name] as const)]}
      />
      <FilterSelect
        id="jewellery-listed"
        name="listed"
        label="In the shop"
        defaultValue={filters.listed}
        options={[
          ['all', 'All'],
          ['listed', 'Listed'],
          ['unlisted', 'Unlisted'],
        ]}
      />
    </FilterBar>
  );
}

export default function JewelleryList({ loaderData }: Route.ComponentProps) {
  const { filters, records, totalRecords, failed } = loaderData;
  useProductActionResults(ACTIONS);
  const { loading } = useListPage({ pathname: '/jewelleries', failed, failedMessage: LIST_FAILED });
  const query = useMemo(() => {
    const params = new URLSearchParams();
    if (filters.search) params.set('search', filters.search);
    if (filters.jewelleryType) params.set('type', filters.jewelleryType);
    if (filters.subType) params.set('subType', filters.subType);
    if (filters.listed !== 'all') params.set('listed', filters.listed);
    return params;
  }, [filters]);
  const filtered = query.toString() !== '';
  const empty = (
    <ListEmpty
      failed={failed}
      failedMessage={LIST_FAILED}
      filtered={filtered}
      noMatch="No jewellery matches these filters."
      clearTo="/jewelleries"
    >
      <p>No jewellery yet.</p>
      <Link to="/jewelleries/new" className="button-primary mt-4 px-5 py-2">
        <Plus className="h-4 w-4" aria-hidden="true" /> Add the first piece
      </Link>
    </ListEmpty>
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
            <Link to="/jewelleries/reviews" className="button-secondary px-5 py-2.5">
              <Star className="h-4 w-4" aria-hidden="true" /> Reviews
            </Link>
            <Link to="/jewelleries/new" className="button-primary px-5 py-2.5">
              <Plus className="h-4 w-4" aria-hidden="true" /> New jewellery
            </Link>
          </>
        }
      />
      <Filters key={query.toString()} filters={filters} />
      <ListResults
        caption="Jewellery"
        columns={columns}
        records={records}
        empty={empty}
        loading={loading}
        card={(product) => (
          <>
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
                <p className="mt-1 text-sm text-graphite figures">
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
          </>
        )}
      />
      {failed ? null : <Pager page={filters.page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
