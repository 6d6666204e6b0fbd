import type { Currency } from '@facet/contracts/money';
import type { SearchPage } from '@facet/contracts/search';
import { SEARCH_PAGE_SIZE, searchPagePath } from '@facet/contracts/search-terms';
import { searchEndpoints } from '@facet/contracts/search-endpoints';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/search';
import { ListFailed, ListMessage, UpdatingList } from '../../components/list-message.tsx';
import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import { Pagination } from '../../features/products/pagination.tsx';
import { listPictureLoading } from '../../features/products/product-image.tsx';
import { describeSearchCount } from '../../features/search/search-records.ts';
import { SearchResultCard } from '../../features/search/search-result-card.tsx';
import { readSearchPageQuery } from '../../features/search/search-page-query.ts';
import { SearchSuggestions } from '../../features/search/search-suggestions.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';
import { pageMeta } from '../../lib/seo.ts';
import { StaticHtml } from '../../components/static-html.tsx';

/*
 * /search: the name search's full results, ten a page, pieces and stones together (docs/product.md,
 * "Search"). The address is the whole state (`search`, `pageNo`), so the server renders any page of
 * any term; without a term it is the browse list (newest jewellery, then stones). A term's results
 * are a page search engines may list (shoppers land on "oval diamond ring" from them), under one
 * address per term and page (the canonical URL, normalised); a search that found nothing or failed
 * is not: noindex.
 */

interface SearchData {
  term: string;
  pageNo: number;
  currency: Currency;
  /** Null when the search could not be run; `problem` says why. */
  result: SearchPage | null;
  problem: string | null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { term, pageNo } = readSearchPageQuery(new URL(request.url).searchParams);
  const currency = currencyOfRequest(request);
  const answer = await apiFor(context).call(searchEndpoints.find, {
    query: { search: term, pageNo, pageSize: SEARCH_PAGE_SIZE, currency },
  });
  if (!answer.isSuccess) {
    // A refused term (400) is the shopper's to change; anything else is ours, and passes (503).
    const refused = answer.statusCode === 400;
    return data<SearchData>(
      { term, pageNo, currency, result: null, problem: refused ? (answer.errorMessages[0] ?? null) : null },
      { status: refused ? 400 : 503 },
    );
  }
  const lastPage = Math.max(1, Math.ceil(answer.data.totalRecords / SEARCH_PAGE_SIZE));
  if (pageNo > lastPage) throw redirect(searchPagePath(term, lastPage));
  return data<SearchData>({ term, pageNo, currency: answer.data.currency, result: answer.data, problem: null });
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  const term = loaded?.term ?? '';
  const pageNo = loaded?.pageNo ?? 1;
  const title = term ? `Search results for “${term}”` : 'Search';
  return pageMeta(args, {
    title: pageNo > 1 ? `${title} — page ${pageNo}` : title,
    description: term
      ? `Jewellery and loose diamonds for “${term}”: certified stones, 18K gold and platinum, made to order.`
      : 'Search the shop’s jewellery and loose diamonds by name, style, metal, shape or stock number.',
    // One address per term whatever its case (the search ignores case).
    canonicalPath: searchPagePath(term.toLowerCase(), pageNo),
    noindex: !loaded?.result || loaded.result.totalRecords === 0,
  });
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { term, pageNo, result, problem } = loaderData;
  const total = result?.totalRecords ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  return (
    <>
      <StaticHtml as="section" className="border-b border-line bg-pearl/60" aria-labelledby="search-title">
        <div className="container-page py-8 sm:py-12">
          <ShopBreadcrumb trail={[]} current="Search" />
          <h1 id="search-title" className="mt-5 max-w-3xl text-4xl leading-tight break-words text-ink sm:text-5xl">
            {term ? `Search results for “${term}”` : 'Browse the shop'}
          </h1>
          {term ? null : (
            <p className="mt-3 max-w-2xl text-[15px] leading-7 text-graphite">
              Our newest jewellery, then loose stones. Type a name, a style, a metal or a stock number in the search box
              to narrow it down.
            </p>
          )}
        </div>
      </StaticHtml>

      <section className="container-page pt-7 pb-28 lg:pt-9" aria-labelledby="results-count">
        <h2
          id="results-count"
          className="font-sans text-sm tracking-wide text-stone"
          aria-live="polite"
          data-testid="results-count"
        >
          {result ? describeSearchCount(total, term) : 'Results'}
          {result && totalPages > 1 ? ` · page ${pageNo} of ${totalPages}` : ''}
        </h2>
        <UpdatingList>
          {!result ? (
            problem ? (
              <ListMessage
                title="We could not search for that"
                text={problem}
                action={
                  <Link to="/search" className="button-primary">
                    Browse the shop
                  </Link>
                }
              />
            ) : (
              <ListFailed title="We could not search just now" />
            )
          ) : result.records.length === 0 ? (
            <SearchSuggestions term={term} />
          ) : (
            <ul
              className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 xl:grid-cols-4"
              data-testid="search-grid"
            >
              {result.records.map((record, index) => (
                <li key={`${record.kind}-${record.id}`}>
                  <SearchResultCard record={record} loading={listPictureLoading(index)} />
                </li>
              ))}
            </ul>
          )}
        </UpdatingList>
        <Pagination current={pageNo} total={totalPages} hrefFor={(n) => searchPagePath(term, n)} />
      </section>
    </>
  );
}
