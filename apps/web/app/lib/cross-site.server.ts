/*
 * The API refuses state-changing calls asked from another site's page (apps/server/src/plugins/
 * security.ts, `isCrossSite`), and page actions inherit that because their API calls carry the
 * page request's Origin and Sec-Fetch-Site. An action that changes something before or without an
 * API call (remembering a signed-out shopper's heart in a cookie) asks the same question here,
 * with the same rule.
 */

/** True when the request comes from another site's page (a CSRF attempt). */
export function isCrossSiteRequest(request: Request, publicUrl: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  try {
    const { host } = new URL(origin);
    return host !== new URL(request.url).host && host !== new URL(publicUrl).host;
  } catch {
    return true;
  }
}
