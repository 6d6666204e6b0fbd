import type { ApiResult } from './api-client.ts';

/**
 * The gone item and its alternatives when a SKU call answered 410 (contracts/gone-pages.ts),
 * for the kind asked for; null for any other answer.
 */
export function goneOf<T extends { kind: string }>(answer: ApiResult<unknown>, kind: T['kind']): T | null {
  if (answer.isSuccess || answer.statusCode !== 410) return null;
  const { data } = answer;
  if (typeof data !== 'object' || data === null || !('kind' in data) || data.kind !== kind) return null;
  return data as T;
}
