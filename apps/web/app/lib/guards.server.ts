import { type Area, canEnter } from '@facet/contracts/permissions';
import type { CurrentUser } from '@facet/contracts/users';
import { redirect, type RouterContextProvider } from 'react-router';
import { sessionContext } from './session-context.ts';

/*
 * The web side of the guards: the same permission table as the server. Signed out →
 * the sign-in page, with the way back; signed in without the role → the 403 page.
 */

export function signInPath(request: Request): string {
  return `/login?redirectTo=${encodeURIComponent(pageAddressOf(request))}`;
}

/**
 * The page a request is for. A client-side navigation asks for the page's data instead
 * ("/stones.data?_routes=…", "/_.data" for the home page): the way back is the page itself.
 * Both parts are percent-encoded already (WHATWG URL), so odd characters come back unchanged.
 */
function pageAddressOf(request: Request): string {
  const url = new URL(request.url);
  let { pathname, search } = url;
  if (pathname.endsWith('/_.data')) pathname = pathname.slice(0, -'_.data'.length);
  else if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length);
  if (url.searchParams.has('_routes')) {
    url.searchParams.delete('_routes');
    search = url.search;
  }
  return pathname + search;
}

export function requireUser(context: Readonly<RouterContextProvider>, request: Request): CurrentUser {
  const user = context.get(sessionContext);
  if (!user) throw redirect(signInPath(request));
  return user;
}

/** The 403 page (a thrown Response reaches the error boundary as a route error, from a middleware too). */
export function forbidden(message = 'You do not have permission to open this page.'): never {
  throw new Response(message, { status: 403, statusText: 'Forbidden' });
}

export function requireArea(context: Readonly<RouterContextProvider>, request: Request, area: Area): CurrentUser {
  const user = requireUser(context, request);
  if (!canEnter(user.role, area)) forbidden();
  return user;
}

/*
 * Where a `redirectTo` may lead. Browsers drop tabs and newlines from a URL and read a backslash
 * as a slash, so "/\t/evil.example" and "/\\evil.example" reach another site: control characters
 * (which would also make an invalid Location header) and backslashes are refused. The rest is
 * resolved the way a browser would (WHATWG URL) and kept only when it stays on the shop's origin,
 * as its path, query and fragment, which URL serialisation percent-encodes (so "/café" cannot
 * make the header invalid either). Any origin does for the resolution: a value that starts with
 * "/" can only leave it by naming a host ("//host").
 */
const SHOP_ORIGIN = 'https://shop.invalid';
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * A path of the shop (percent-encoded by URL serialisation, so always a valid header), or the
 * fallback: never another site, never a protocol-relative URL, never a `javascript:` URL.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/account'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || REFUSED_CHARACTERS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SHOP_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SHOP_ORIGIN) return fallback;
  const path = url.pathname + url.search + url.hash;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as a host.
  return path.startsWith('//') ? fallback : path;
}
