import type { RouterContextProvider } from 'react-router';
import { type ApiClient, createApiClient } from './api-client.ts';
import { requestContext } from './request-context.ts';

/** The API client for a loader or action: the same calls, in-process, as the shopper. */
export function apiFor(context: Readonly<RouterContextProvider>): ApiClient {
  return createApiClient(context.get(requestContext).fetchApi);
}
