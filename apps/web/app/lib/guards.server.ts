import { type Area, canEnter } from '@facet/contracts/permissions';
import type { CurrentUser } from '@facet/contracts/users';
import { redirect, type RouterContextProvider } from 'react-router';
import { sessionContext } from './session-context.ts';

/*
 * The web side of the guards (SPEC §2): the same permission table as the server. Signed out →
 * the sign-in page, with the way back; signed in without the role → the 403 page.
 */

export function signInPath(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
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

/** The e-mail-verified guard: pages that need a confirmed address (checkout). */
export function requireConfirmedEmail(context: Readonly<RouterContextProvider>, request: Request): CurrentUser {
  const user = requireUser(context, request);
  if (!user.emailConfirmed) throw redirect('/verify-email');
  return user;
}

/** The phone-verified guard. */
export function requireConfirmedPhone(context: Readonly<RouterContextProvider>, request: Request): CurrentUser {
  const user = requireUser(context, request);
  if (!user.phoneNumberConfirmed) throw redirect('/verify-phone-number');
  return user;
}

/** Only paths inside the shop: never another site, never a protocol-relative URL. */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/account'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
