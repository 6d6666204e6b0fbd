import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The alerts' unsubscribe links (decision 039) carry an HMAC-SHA256 of the saved search's id,
 * keyed with the settings row's `unsubscribe_key` (made by the database, never sent out): a link
 * works signed out and for that search only, and a changed character makes it worthless.
 */

export function unsubscribeToken(key: string, searchId: number): string {
  return createHmac('sha256', key).update(`saved-search:${searchId}`).digest('base64url');
}

export function isUnsubscribeToken(key: string, searchId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, searchId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link an e-mail carries: the storefront's page, whose form (and one-click POST) calls the API. */
export function unsubscribeUrl(publicUrl: string, key: string, searchId: number): string {
  const query = new URLSearchParams({ search: String(searchId), token: unsubscribeToken(key, searchId) });
  return `${publicUrl}/alerts/unsubscribe?${query.toString()}`;
}
