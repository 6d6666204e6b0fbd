/*
 * The /search page's state is its address: `search` (the term) and `pageNo`. Anything odd in
 * them reads as the nearest sensible value, so a hand-edited address still shows a page.
 */

export interface SearchPageQuery {
  term: string;
  pageNo: number;
}

export function readSearchPageQuery(params: URLSearchParams): SearchPageQuery {
  const pageNo = Number(params.get('pageNo'));
  return {
    // An over-long term is left to the API, whose refusal the page shows in words.
    term: (params.get('search') ?? '').trim(),
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= 10_000 ? pageNo : 1,
  };
}
