import type { Paged } from '@facet/contracts/envelope';
import { isShopDate } from '@facet/contracts/shop-dates';
import type { ApiResult } from '../../lib/api-client.ts';

/** The page (from 1) and the search of a back-office list, read from its URL: ?page=2&search=asha. */
export function readListQuery(request: Request): { page: number; search: string } {
  const url = new URL(request.url);
  return {
    page: Math.max(1, Number(url.searchParams.get('page')) || 1),
    search: url.searchParams.get('search')?.trim() ?? '',
  };
}

/** The page of a list its URL asks for (?page=2): 1 to 100,000, the most the API pages to; anything else is 1. */
export function readPageNumber(url: URL): number {
  return Math.min(100_000, Math.max(1, Number(url.searchParams.get('page')) || 1));
}

/** A list's filters without the empty ones, in the order named, for a tidy, shareable URL. */
export function nonEmptyQuery<K extends string>(
  filters: Readonly<Record<K, string>>,
  keys: readonly K[],
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) if (filters[key]) params.set(key, filters[key]);
  return params;
}

/**
 * A list's days filter, `from` and `to` (India days, YYYY-MM-DD), read from its URL: a day that
 * is not one is left out, days given backwards are swapped.
 */
export function readDayRange(url: URL): { from: string; to: string } {
  const day = (key: string) => {
    const value = url.searchParams.get(key)?.trim() ?? '';
    return isShopDate(value) ? value : '';
  };
  const [from, to] = [day('from'), day('to')];
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

/**
 * A list's page as the API sent it, or an empty one marked failed: the page then says it could
 * not fetch the list (rather than "nothing yet") and offers no pager.
 */
export function listPageOf<T>(result: ApiResult<Paged<T>>): { records: T[]; totalRecords: number; failed: boolean } {
  if (!result.isSuccess) return { records: [], totalRecords: 0, failed: true };
  return { records: result.data.records, totalRecords: result.data.totalRecords, failed: false };
}
