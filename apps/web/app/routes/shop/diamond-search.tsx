import type { Currency } from '@facet/contracts/money';
import {
  readStoneSort,
  readStoneUrlFilters,
  STONE_PAGE_SIZE,
  type StoneFilters,
  type StoneSort,
  writeStoneApiFilters,
  writeStoneUrlFilters,
} from '@facet/contracts/stone-filters';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import type { StoneCardPage } from '@facet/contracts/stones';
import { useEffect } from 'react';
import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/diamond-search';
import { FilterChips } from '../../components/filter-chips.tsx';
import { ListFailed, ListMessage, UpdatingList } from '../../components/list-message.tsx';
import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import { Pagination } from '../../features/products/pagination.tsx';
import { SaveSearch } from '../../features/saved-searches/save-search.tsx';
import { listPictureLoading } from '../../features/products/product-image.tsx';
import { BuilderBar } from '../../features/ring-builder/builder-bar.tsx';
import { CompareTray } from '../../features/stones-shop/compare-tray.tsx';
import { StoneSortControl, ViewSwitch } from '../../features/stones-shop/list-controls.tsx';
import { StoneCard } from '../../features/stones-shop/stone-card.tsx';
import { ShapePicker, StoneRangePanel } from '../../features/stones-shop/stone-filter-panel.tsx';
import {
  changeStoneFilters,
  countStoneFilters,
  describeStoneSearch,
  diamondsHref,
  readStonePage,
  readStoneView,
  stoneChips,
} from '../../features/stones-shop/stone-query.ts';
import { StoneTable } from '../../features/stones-shop/stone-table.tsx';
import type { WishedSkus } from '../../features/wish-list/wished-skus.ts';
import { readWishedSkus } from '../../features/wish-list/wished-skus.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';
import { formatCount } from '../../lib/format.ts';
import { pageMeta } from '../../lib/seo.ts';
import { toast } from '../../lib/toast.ts';
import { useScrollToAnchor } from '../../lib/use-scroll-to-anchor.ts';
import { siteImageUrl } from '../../components/site-image.tsx';
import { StaticHtml } from '../../components/static-html.tsx';

/*
 * The diamond search, /collections/diamonds: loose stones filtered by shape, category, carat,
 * price and the grades, sorted and paged, in a grid or a table. The URL is the whole state
 * (stone-query.ts): the server renders any search, and each change after that is a client
 * navigation, one step of history each.
 */

const FAILED_MESSAGE = 'Failed to fetch stone list';
/**
 * Sections a link may point at (#results); reached 700 ms after arriving
 * (docs/product.md, "Lists and pages").
 */
const ANCHORS = ['results', 'filters'] as const;
const ANCHOR_DELAY_MS = 700;

interface DiamondsData {
  filters: StoneFilters;
  sort: StoneSort;
  pageNo: number;
  currency: Currency;
  /** Null when the list could not be loaded. */
  result: StoneCardPage | null;
  /** The shopper's wish list, for the hearts; null when signed out. */
  wished: WishedSkus | null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = readStoneUrlFilters(url.searchParams);
  const sort = readStoneSort(url.searchParams.get('sort'));
  const pageNo = readStonePage(url.searchParams.get('page'));
  const currency = currencyOfRequest(request);
  const query = {
    ...Object.fromEntries(writeStoneApiFilters(filters)),
    pageNo,
    pageSize: STONE_PAGE_SIZE,
    sort,
    currency,
  };
  const [answer, wished] = await Promise.all([
    apiFor(context).call(stoneEndpoints.cardPage, { query }),
    readWishedSkus(context),
  ]);
  const view = { filters, sort, pageNo, currency, wished };
  if (!answer.isSuccess) {
    // 503: search engines come back later rather than forget the page.
    return data<DiamondsData>({ ...view, result: null }, { status: 503 });
  }
  const lastPage = Math.max(1, Math.ceil(answer.data.totalRecords / STONE_PAGE_SIZE));
  if (pageNo > lastPage) {
    throw redirect(diamondsHref(filters, { sort, page: lastPage, view: readStoneView(url.searchParams.get('view')) }));
  }
  return data<DiamondsData>({ ...view, currency: answer.data.currency, result: answer.data });
}

/** Switching between grid and table shows the same stones: no need to ask for them again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutView = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('view');
    params.sort();
    return params.toString();
  };
  return withoutView(currentUrl) === withoutView(nextUrl) ? false : defaultShouldRevalidate;
}

const intros: Record<string, string> = {
  'Natural Diamond':
    'Natural diamonds, each graded by an independent lab and hand-checked by our gemmologists. Choose the one, then set it in a ring of your choice.',
  'Lab Grown Diamond':
    'Laboratory-grown diamonds: the same crystal, fire and hardness as mined diamonds, certified and typically 70–80 % less expensive.',
  Moissanite: 'Moissanite: more fire than diamond, nearly its hardness, and easy on the budget.',
};
const defaultIntro =
  'Certified natural and lab-grown diamonds and moissanite, one of a kind. Search by shape and the 4Cs, compare up to four side by side, and set your favourite in a ring.';

function introFor(filters: StoneFilters): string {
  const only = filters.stoneCategories?.length === 1 ? filters.stoneCategories[0] : undefined;
  return (only && intros[only]) ?? defaultIntro;
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return [];
  const heading = describeStoneSearch(loaded.filters);
  const filtered = countStoneFilters(loaded.filters) > 0;
  // Pages of the whole list are pages of their own; a filtered search points at the whole list.
  const canonical =
    !filtered && loaded.pageNo > 1 ? `/collections/diamonds?page=${loaded.pageNo}` : '/collections/diamonds';
  const image = loaded.result?.records.find((card) => card.image)?.image?.url;
  return pageMeta(
    { ...args, location: { pathname: canonical } },
    {
      title: loaded.pageNo > 1 ? `${heading} — page ${loaded.pageNo}` : heading,
      description:
        'Search certified natural and lab-grown diamonds and moissanite by shape, carat, colour, clarity, cut and price. Compare up to four side by side.',
      image: image ?? siteImageUrl('banner-diamonds', 1600),
    },
  );
}

export default function DiamondSearch({ loaderData }: Route.ComponentProps) {
  const { filters, sort, pageNo, result, wished } = loaderData;
  const currency: Currency = result?.currency ?? loaderData.currency;
  const location = useLocation();
  const navigate = useNavigate();
  useScrollToAnchor(ANCHORS, ANCHOR_DELAY_MS);
  // The view is read from the address itself: switching it does not reload the list.
  const view = readStoneView(new URLSearchParams(location.search).get('view'));
  const heading = describeStoneSearch(filters);
  const chips = stoneChips(filters, { sort, view, currency });
  const clearHref = diamondsHref({}, { sort, view });
  const chosenCount = countStoneFilters(filters);
  const totalRecords = result?.totalRecords ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalRecords / STONE_PAGE_SIZE));
  const apply = (change: Partial<StoneFilters>) =>
    void navigate(diamondsHref(changeStoneFilters(filters, change), { sort, view }), { preventScrollReset: true });

  // Once per answer: a retry that fails again says so again.
  useEffect(() => {
    if (!loaderData.result) toast.error(FAILED_MESSAGE, { toastId: FAILED_MESSAGE });
  }, [loaderData]);

  return (
    <>
      <StaticHtml as="section" className="border-b border-line bg-pearl/60" aria-labelledby="diamonds-title">
        <div className="container-page py-8 sm:py-12">
          <ShopBreadcrumb trail={[{ label: 'Diamonds', to: '/diamonds' }]} current="Search" />
          <h1 id="diamonds-title" className="mt-5 max-w-3xl text-4xl leading-tight text-ink sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-3 max-w-2xl text-[15px] leading-7 text-graphite">{introFor(filters)}</p>
        </div>
      </StaticHtml>

      {/* The ring builder's steps, while a ring is being built (features/ring-builder). */}
      <BuilderBar step="stone" />

      <section id="filters" className="border-b border-line bg-white/40" aria-labelledby="filters-title">
        <div className="container-page space-y-7 py-7 lg:py-9">
          <h2 id="filters-title" className="sr-only">
            Filter the stones
          </h2>
          <ShapePicker filters={filters} onChange={apply} />
          <StoneRangePanel filters={filters} currency={currency} onChange={apply} sort={sort} view={view} />
        </div>
      </section>

      <section id="results" className="container-page pt-7 pb-28 lg:pt-9" aria-labelledby="results-count">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="results-count"
            className="font-sans text-sm tracking-wide text-stone"
            aria-live="polite"
            data-testid="results-count"
          >
            {result ? `${formatCount(totalRecords)} ${totalRecords === 1 ? 'stone' : 'stones'}` : 'Stones'}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <SaveSearch kind="stone" filters={filters} suggestedName={heading} signedIn={wished !== null} />
            <StoneSortControl
              sort={sort}
              hidden={[...writeStoneUrlFilters(filters, { view })]}
              hrefFor={(next) => diamondsHref(filters, { sort: next, view })}
            />
            <ViewSwitch view={view} hrefFor={(next) => diamondsHref(filters, { sort, page: pageNo, view: next })} />
          </div>
        </div>
        <FilterChips chips={chips} clearHref={clearHref} className="mt-4" />

        <UpdatingList>
          {!result ? (
            <ListFailed title="We could not load the stones" />
          ) : result.records.length === 0 ? (
            <ListMessage
              title="No stones match these filters"
              text={
                chosenCount > 0
                  ? 'Try a wider range or another shape — or clear the filters to see every stone.'
                  : 'New stones are on their way. In the meantime, our gemmologists can source one for you.'
              }
              action={
                chosenCount > 0 ? (
                  <Link to={clearHref} preventScrollReset className="button-primary" data-testid="clear-filters">
                    Clear filters
                  </Link>
                ) : (
                  <Link to="/contact-us" className="button-primary">
                    Ask a gemmologist
                  </Link>
                )
              }
            />
          ) : view === 'table' ? (
            <StoneTable stones={result.records} wished={wished} />
          ) : (
            <ul
              className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 xl:grid-cols-4"
              data-testid="stone-grid"
            >
              {result.records.map((stone, index) => (
                <li key={stone.id}>
                  <StoneCard stone={stone} loading={listPictureLoading(index)} wished={wished} />
                </li>
              ))}
            </ul>
          )}
        </UpdatingList>

        <Pagination
          current={pageNo}
          total={totalPages}
          hrefFor={(n) => diamondsHref(filters, { sort, page: n, view })}
        />
      </section>
      <CompareTray />
    </>
  );
}
