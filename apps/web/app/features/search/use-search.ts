import type { SearchPage } from '@facet/contracts/search';
import { searchEndpoints } from '@facet/contracts/search-endpoints';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from '@facet/contracts/search-terms';
import { useEffect, useMemo, useRef } from 'react';
import { type ApiResult, createApiClient } from '../../lib/api-client.ts';
import { createSearchRunner, type SearchRunner } from './search-runner.ts';

const browserApi = createApiClient((path, init) => fetch(path, init));

/** The first page of a term, as the header's list shows it (ten results). */
function fetchFirstPage(term: string, signal: AbortSignal): Promise<ApiResult<SearchPage>> {
  return browserApi.call(
    searchEndpoints.find,
    { query: { search: term, pageNo: 1, pageSize: SEARCH_PAGE_SIZE } },
    { signal },
  );
}

/** The latest term's answer: its page, or the failure it met. */
export type SearchAnswer = { term: string; result: ApiResult<SearchPage> };

/**
 * The header search's requests: `type` on every keystroke (debounced, SEARCH_DEBOUNCE_MS), `run` to
 * search at once, `cancel` to forget. `onAnswer` hears the latest term's answer only, never an
 * older term's that arrived late.
 */
export function useSearch(onAnswer: (answer: SearchAnswer) => void): SearchRunner {
  const listener = useRef(onAnswer);
  useEffect(() => {
    listener.current = onAnswer;
  });
  const runner = useRef<SearchRunner | null>(null);
  useEffect(() => {
    const created = createSearchRunner<ApiResult<SearchPage>>({
      debounceMs: SEARCH_DEBOUNCE_MS,
      fetchPage: fetchFirstPage,
      onAnswer: (term, result) => listener.current({ term, result }),
    });
    runner.current = created;
    return () => {
      created.cancel();
      runner.current = null;
    };
  }, []);
  return useMemo(
    () => ({
      type: (term) => runner.current?.type(term),
      run: (term) => runner.current?.run(term),
      cancel: () => runner.current?.cancel(),
    }),
    [],
  );
}
