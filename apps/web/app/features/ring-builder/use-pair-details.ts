import type { Currency } from '@facet/contracts/money';
import { FAILED_SETTING_MESSAGE, FAILED_STONE_MESSAGE, pairHalfThatFailed } from '@facet/contracts/ring-builder';
import { ringBuilderEndpoints } from '@facet/contracts/ring-builder-endpoints';
import type { RingBuilderPair } from '@facet/contracts/ring-builder-pair';
import { useEffect, useState } from 'react';
import { createApiClient, type ApiResult } from '../../lib/api-client.ts';
import { useCurrency } from '../../lib/currency.ts';
import { toast } from '../../lib/toast.ts';
import { clearPairHalf, type Pair, usePair } from './pair-storage.ts';

/*
 * What the chosen halves are (names, pictures, prices) and whether they fit, from
 * GET /api/ring-builder/pair. The pair lives in the browser, so this is asked from the browser
 * once the page has hydrated. A stored SKU that no longer resolves is said in a toast
 * ('Failed to fetch setting' / 'Failed to fetch stone') and that half is cleared.
 */

export type PairDetails =
  | { status: 'empty' }
  /** `previous`: the answer about the pair before, whose unchanged half can still be shown. */
  | { status: 'loading'; previous: RingBuilderPair | null }
  | { status: 'ready'; details: RingBuilderPair }
  | { status: 'failed'; message: string };

type Answer = { key: string; details: RingBuilderPair | null; failed: string | null };

const browserApi = createApiClient((path, init) => fetch(path, init));

// The bar and the review page ask about the same pair: one call between them.
const answers = new Map<string, { at: number; answer: Promise<ApiResult<RingBuilderPair>> }>();
const KEEP_MS = 30_000;

function askPair(pair: Pair, currency: Currency): Promise<ApiResult<RingBuilderPair>> {
  const key = `${pair.setting ?? ''}\n${pair.stone ?? ''}\n${currency}`;
  const kept = answers.get(key);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.answer;
  const answer = browserApi.call(ringBuilderEndpoints.pair, {
    query: { settingSku: pair.setting ?? undefined, stoneSku: pair.stone ?? undefined, currency },
  });
  answers.set(key, { at: Date.now(), answer });
  // A failure is asked again next time.
  void answer.then((result) => {
    if (!result.isSuccess) answers.delete(key);
  });
  return answer;
}

function forgetFailedHalf(half: 'setting' | 'stone') {
  const message = half === 'setting' ? FAILED_SETTING_MESSAGE : FAILED_STONE_MESSAGE;
  // The bar and the page may both notice: one toast.
  toast.error(message, { toastId: message });
  clearPairHalf(half);
}

/** The stored pair and what the server says of it. */
export function usePairDetails(): { pair: Pair; state: PairDetails } {
  const pair = usePair();
  const currency = useCurrency();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const empty = pair.setting === null && pair.stone === null;
  const key = `${pair.setting ?? ''}\n${pair.stone ?? ''}\n${currency}`;

  useEffect(() => {
    if (pair.setting === null && pair.stone === null) return;
    let current = true;
    void askPair(pair, currency).then((result) => {
      if (!current) return;
      if (result.isSuccess) {
        setAnswer({ key, details: result.data, failed: null });
        return;
      }
      const message = result.errorMessages[0] ?? 'Something is wrong.';
      const half = result.statusCode === 404 || result.statusCode === 400 ? pairHalfThatFailed(message) : null;
      // Clearing the half changes the pair, and this asks again about what is left.
      if (half) forgetFailedHalf(half);
      else setAnswer((previous) => ({ key, details: previous?.details ?? null, failed: message }));
    });
    return () => {
      current = false;
    };
  }, [pair, currency, key]);

  let state: PairDetails;
  if (empty) state = { status: 'empty' };
  else if (answer?.key !== key) state = { status: 'loading', previous: answer?.details ?? null };
  else if (answer.failed !== null) state = { status: 'failed', message: answer.failed };
  else state = answer.details ? { status: 'ready', details: answer.details } : { status: 'loading', previous: null };
  return { pair, state };
}

const sameSku = (a: string | null | undefined, b: string | null) =>
  a !== null && a !== undefined && b !== null && a.toLowerCase() === b.toLowerCase();

/** The details of the halves that are still the stored ones (an answer may be for the pair before). */
export function detailsFor(pair: Pair, details: RingBuilderPair | null) {
  const setting = details && sameSku(details.setting?.sku, pair.setting) ? details.setting : null;
  const stone = details && sameSku(details.stone?.sku, pair.stone) ? details.stone : null;
  return { setting, stone, details: setting && stone ? details : null };
}
