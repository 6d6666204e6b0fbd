import type { ApiFetch, ApiFetchInit } from '@facet/contracts/web-context';
import { createApiClient } from '../api-client.ts';

/*
 * For the tests of server actions: an API client whose every call is answered with one status
 * and body, keeping what it was sent, and the API's envelopes and a form to post.
 */

/** An API that answers every call with `status` and `body`, and keeps what it was sent. */
export function apiAnswering(status: number, body: unknown) {
  const calls: { path: string; init: ApiFetchInit | undefined }[] = [];
  const transport: ApiFetch = async (path, init) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { api: createApiClient(transport), calls };
}

/** The API's envelope of a success. */
export const ok = (data: unknown) => ({ statusCode: 200, errorMessages: [], data, isSuccess: true });

/** The API's envelope of a refusal. */
export const refused = (statusCode: number, errorMessages: string[]) => ({
  statusCode,
  errorMessages,
  data: null,
  isSuccess: false,
});

/** A posted form with these fields. */
export function formOf(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}
