import type { Currency } from '@facet/contracts/money';
import {
  collectionFilters,
  collectionPageFor,
  type ProductFilters,
  type ProductSort,
  productSortLabels,
  productSorts,
  readPage,
  readSort,
  writeApiFilters,
  writeUrlFilters,
} from '@facet/contracts/product-filters';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import type { ProductCard as ProductCardData } from '@facet/contracts/products';
import { useEffect } from 'react';
import { data, Link, redirect } from 'react-router';
import { maySellAsSetting } from '@facet/contracts/ring-builder';
import type { Route } from './+types/collection';
import { FilterChips } from '../../components/filter-chips.tsx';
import { ListFailed, ListMessage, UpdatingList } from '../../components/list-message.tsx';
import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import { SortControl } from '../../components/sort-control.tsx';
import { collectionContentFor } from '../../features/products/collection-content.ts';
import { FilterPanel } from '../../features/products/collection-filters.tsx';
import {
  chosenFilters,
  collectionHref,
  countChosenFilters,
  describeCollection,
  filterChips,
} from '../../features/products/collection-query.ts';
import { FilterDrawer } from '../../features/products/filter-drawer.tsx';
import { Pagination } from '../../features/products/pagination.tsx';
import { listPictureLoading } from '../../features/products/product-image.tsx';
import { ProductCard } from '../../features/products/product-card.tsx';
import { BuilderBar } from '../../features/ring-builder/builder-bar.tsx';
import { SaveSearch } from '../../features/saved-searches/save-search.tsx';
import { SelectSettingButton } from '../../features/ring-builder/select-setting-button.tsx';
import type { WishedSkus } from '../../features/wish-list/wished-skus.ts';
import { readWishedSkus } from '../../features/wish-list/wished-skus.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/seo.ts';
import { toast } from '../../lib/toast.ts';
import { StaticHtml } from '../../components/static-html.tsx';

/*
 * A collection page, /collections/{slug}: the pieces of one kind, filtered, sorted and paged by
 * its URL. Loose stones (/collections/diamonds) have
 * a page of their own.
 */

const FAILED_MESSAGE = 'Failed to fetch product list';

interface CollectionData {
  slug: string;
  filters: ProductFilters;
  sort: ProductSort;
  pageNo: number;
  pageSize: number;
  /** Null when the list could not be loaded. */
  result: { records: ProductCardData[]; totalRecords: number; currency: Currency } | null;
  /** The shopper's wish list, for the hearts; null when signed out. */
  wished: WishedSkus | null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = collectionPageFor(params.slug);
  if (!page) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const filters = collectionFilters(page, url.searchParams);
  const sort = readSort(url.searchParams.get('sort'));
  const pageNo = readPage(url.searchParams.get('page'));
  const query = { ...Object.fromEntries(writeApiFilters(filters)), pageNo, pageSize: page.pageSize, sort };
  const [answer, wished] = await Promise.all([
    apiFor(context).call(productEndpoints.cardPage, { query }),
    readWishedSkus(context),
  ]);
  const view = { slug: page.slug, filters, sort, pageNo, pageSize: page.pageSize, wished };
  if (!answer.isSuccess) {
    // 503: search engines come back later rather than forget the page.
    return data<CollectionData>({ ...view, result: null }, { status: 503 });
  }
  const lastPage = Math.max(1, Math.ceil(answer.data.totalRecords / page.pageSize));
  if (pageNo > lastPage) throw redirect(collectionHref(page, filters, { sort, page: lastPage }));
  return data<CollectionData>({ ...view, result: answer.data });
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  const page = loaded ? collectionPageFor(loaded.slug) : undefined;
  if (!loaded || !page) return [];
  const content = collectionContentFor(page.slug);
  const heading = describeCollection(page, loaded.filters);
  const filtered = Object.keys(chosenFilters(page, loaded.filters)).length > 0;
  // Pages of the whole list are pages of their own; a filtered view points at the whole list.
  const canonical =
    !filtered && loaded.pageNo > 1 ? `/collections/${page.slug}?page=${loaded.pageNo}` : `/collections/${page.slug}`;
  const image = loaded.result?.records.find((card) => card.image)?.image?.url;
  return pageMeta(
    { ...args, location: { pathname: canonical } },
    {
      title: loaded.pageNo > 1 ? `${heading} — page ${loaded.pageNo}` : heading,
      description: content.description,
      image,
    },
  );
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { slug, filters, sort, pageNo, pageSize, result, wished } = loaderData;
  const page = collectionPageFor(slug)!;
  const content = collectionContentFor(slug);
  const currency: Currency = result?.currency ?? 'USD';
  const heading = describeCollection(page, filters);
  const chips = filterChips(page, filters, { sort, currency });
  const clearHref = collectionHref(page, {}, { sort });
  const chosenCount = countChosenFilters(page, filters);
  const totalRecords = result?.totalRecords ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalRecords / pageSize));
  const panel = { page, filters, sort, currency, facets: content.facets };
  // Settings are where a ring being built (stone first) picks its setting: engagement rings only.
  const showsSettings =
    (filters.hasAttachedStone === false && maySellAsSetting(filters.subType ?? '')) ||
    Boolean(result?.records.some((card) => card.isSetting));

  // Once per answer: a retry that fails again says so again.
  useEffect(() => {
    if (!loaderData.result) toast.error(FAILED_MESSAGE, { toastId: FAILED_MESSAGE });
  }, [loaderData]);

  return (
    <>
      <StaticHtml as="section" className="border-b border-line bg-pearl/60" aria-labelledby="collection-title">
        <div className="container-page py-8 sm:py-12">
          {/* The list of a landing page with the same name is that landing's "shop all". */}
          <ShopBreadcrumb
            trail={[content.parent]}
            current={content.parent.label === page.title ? 'Shop all' : page.title}
          />
          <h1 id="collection-title" className="mt-5 max-w-3xl text-4xl leading-tight text-ink sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-3 max-w-2xl text-[15px] leading-7 text-graphite">{content.intro}</p>
        </div>
      </StaticHtml>
      {showsSettings ? <BuilderBar step="setting" /> : null}

      <div className="container-page pt-6 pb-20 lg:grid lg:grid-cols-[232px_minmax(0,1fr)] lg:gap-12 lg:pt-10">
        <aside className="hidden lg:block" aria-label="Filters">
          <h2 className="sr-only">Filters</h2>
          <FilterPanel {...panel} idPrefix="sidebar" />
        </aside>

        <section aria-labelledby="results-count">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <FilterDrawer panel={panel} chosenCount={chosenCount} totalRecords={totalRecords} clearHref={clearHref} />
            <h2
              id="results-count"
              className="order-last w-full font-sans text-sm tracking-wide text-stone lg:order-first lg:w-auto"
              aria-live="polite"
              data-testid="results-count"
            >
              {result ? `${totalRecords} ${totalRecords === 1 ? 'piece' : 'pieces'}` : 'Pieces'}
            </h2>
            <SaveSearch
              kind="product"
              collection={slug}
              filters={chosenFilters(page, filters)}
              suggestedName={heading}
              signedIn={wished !== null}
            />
            <SortControl
              id="collection-sort"
              action={`/collections/${slug}`}
              sort={sort}
              sorts={productSorts}
              labels={productSortLabels}
              hidden={[...writeUrlFilters(chosenFilters(page, filters))]}
              hrefFor={(next) => collectionHref(page, filters, { sort: next })}
            />
          </div>
          <FilterChips chips={chips} clearHref={clearHref} className="mt-4" />

          <UpdatingList>
            {!result ? (
              <ListFailed title="We could not load these pieces" />
            ) : result.records.length === 0 ? (
              <ListMessage
                title="No pieces match these filters"
                text={
                  chosenCount > 0
                    ? 'Try removing a filter or two — or clear them all to see the whole collection.'
                    : 'New pieces are on their way. In the meantime, our designers can make one for you.'
                }
                action={
                  chosenCount > 0 ? (
                    <Link to={clearHref} className="button-primary">
                      Clear all filters
                    </Link>
                  ) : (
                    <Link to="/custom-jewellery" className="button-primary">
                      Design a custom piece
                    </Link>
                  )
                }
              />
            ) : (
              <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3" data-testid="product-grid">
                {result.records.map((card, index) => (
                  <li key={card.id} className="flex flex-col">
                    <ProductCard card={card} loading={listPictureLoading(index)} wished={wished} />
                    {card.isSetting ? (
                      <SelectSettingButton
                        setting={{ sku: card.sku }}
                        onlyWhilePairing
                        className="button-secondary mt-3 w-full px-3 py-2"
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </UpdatingList>

          <Pagination
            current={pageNo}
            total={totalPages}
            hrefFor={(n) => collectionHref(page, filters, { sort, page: n })}
          />
        </section>
      </div>
    </>
  );
}
