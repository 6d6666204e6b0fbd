/*
 * What the server hands the web app for one page request: a fetch-like function
 * that reaches the API with the shopper's cookie and origin (in-process through inject(), or
 * over HTTP when API_URL is set) and relays Set-Cookie back to the browser, the CSP nonce, and
 * the public origin for canonical URLs.
 */

export interface ApiFetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export type ApiFetch = (path: string, init?: ApiFetchInit) => Promise<Response>;

export interface WebRequestContext {
  fetchApi: ApiFetch;
  /** The nonce the page's inline scripts must carry to satisfy the Content-Security-Policy. */
  nonce: string;
  /** The shop's public origin, e.g. https://facet.example (PUBLIC_URL). */
  publicUrl: string;
}
