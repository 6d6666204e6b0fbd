import { addToBagInput } from '@facet/contracts/bag';
import { bagEndpoints } from '@facet/contracts/bag-endpoints';
import { wishInput } from '@facet/contracts/wish-list';
import { wishListEndpoints } from '@facet/contracts/wish-list-endpoints';
import { z } from '@facet/contracts/zod';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { apiFor } from './api.server.ts';
import { isCrossSiteRequest } from './cross-site.server.ts';
import { requestContext } from './request-context.ts';
import { sessionContext } from './session-context.ts';

/*
 * What a signed-out shopper asked to keep (a heart) before being sent to sign in: remembered in
 * a short-lived cookie and done by the first request that sees it once they are signed in, so the
 * piece is in their list when they land back on the page. Each `target` is one kind of add; the
 * bag adds its own case beside 'wish' (its schema, and its call in `performPendingAdd`).
 *
 * The cookie is not signed: it is only ever the shopper's own wish, it is set only by a same-site
 * post (the toggle route checks), and its contents are parsed with the contracts' schemas on the
 * way back, never trusted. A value that does not parse, or is older than its life, is dropped.
 */

export const PENDING_ADD_COOKIE = 'pending_add';
/** Long enough to sign in or create an account, short enough to be forgotten if they do not. */
export const PENDING_ADD_MAX_AGE_SECONDS = 15 * 60;
/** Clocks of several instances may differ a little: a value from "the future" within this is fine. */
const CLOCK_SKEW_MS = 60_000;
/** More than any add needs: a longer cookie is junk. */
const MAX_COOKIE_LENGTH = 1024;

const pendingAddSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('wish'), input: wishInput }),
  z.object({ target: z.literal('bag'), input: addToBagInput }),
]);
export type PendingAdd = z.infer<typeof pendingAddSchema>;

/** The stored value: the add, and when it was asked for (milliseconds), base64url-encoded JSON. */
const storedSchema = z.object({ add: pendingAddSchema, at: z.number().int().nonnegative() });

export function serialisePendingAdd(add: PendingAdd, now = Date.now()): string {
  return Buffer.from(JSON.stringify({ add, at: now }), 'utf8').toString('base64url');
}

/** The add a cookie value names, or null for junk, a wrong shape, or one past its life. */
export function parsePendingAdd(value: string | null | undefined, now = Date.now()): PendingAdd | null {
  if (!value || value.length > MAX_COOKIE_LENGTH || !/^[\w-]+$/.test(value)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const stored = storedSchema.safeParse(json);
  if (!stored.success) return null;
  const age = now - stored.data.at;
  if (age > PENDING_ADD_MAX_AGE_SECONDS * 1000 || age < -CLOCK_SKEW_MS) return null;
  return stored.data.add;
}

/** HttpOnly (no script reads it), SameSite=Lax (sent back on the sign-in's redirect), 15 minutes. */
export function pendingAddSetCookie(add: PendingAdd, secure: boolean, now = Date.now()): string {
  return stringifySetCookie({
    name: PENDING_ADD_COOKIE,
    value: serialisePendingAdd(add, now),
    path: '/',
    maxAge: PENDING_ADD_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

export function clearPendingAddCookie(secure: boolean): string {
  return stringifySetCookie({
    name: PENDING_ADD_COOKIE,
    value: '',
    path: '/',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/** The raw cookie value, undefined when the request has none. */
export function pendingAddCookieOf(request: Request): string | undefined {
  return parseCookie(request.headers.get('cookie') ?? '')[PENDING_ADD_COOKIE];
}

/** Does the add through the API, as the signed-in shopper. True when the API took it. */
export async function performPendingAdd(context: Readonly<RouterContextProvider>, add: PendingAdd): Promise<boolean> {
  const api = apiFor(context);
  switch (add.target) {
    case 'wish':
      return (await api.call(wishListEndpoints.add, { body: add.input })).isSuccess;
    case 'bag':
      return (await api.call(bagEndpoints.add, { body: add.input })).isSuccess;
  }
}

/**
 * Whether a request asks for the data of some routes only, the root not among them. A client
 * navigation may send several at once — a route with a client loader (the product page's) asks
 * for its own data beside the others' — and each passes the root's middleware; the one that loads
 * the root (a page, or the data after a form such as the sign-in) is the one that does the add.
 */
function loadsOtherRoutesOnly(request: Request): boolean {
  const routes = new URL(request.url).searchParams.get('_routes');
  return routes !== null && !routes.split(',').includes('root');
}

/**
 * The root's middleware, after the session is loaded: a signed-in request carrying the cookie does
 * the add and clears the cookie, whatever the API answers (a refused add — a stone sold meanwhile,
 * a full list — is not tried again and again). A signed-out request leaves it for after the
 * sign-in; a cross-site one too (the API refuses changes asked from another site's page); so does
 * a request for other routes' data only (loadsOtherRoutesOnly), or a navigation would add twice.
 */
export const completePendingAdd: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const value = pendingAddCookieOf(request);
  if (value === undefined || !context.get(sessionContext) || loadsOtherRoutesOnly(request)) return next();
  const { publicUrl } = context.get(requestContext);
  if (isCrossSiteRequest(request, publicUrl)) return next();
  const add = parsePendingAdd(value);
  if (add) await performPendingAdd(context, add);
  const response = await next();
  response.headers.append('set-cookie', clearPendingAddCookie(publicUrl.startsWith('https://')));
  return response;
};
