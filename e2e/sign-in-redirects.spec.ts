import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server.ts';

/*
 * `redirectTo` never leads off the shop and never breaks the Location header, through every
 * page that reads it: the sign-in page when signed in, the sign-in form, the sign-up page when
 * signed in, and the currency switch. A browser drops tabs and newlines from a URL, so
 * "/\t/evil.example" is "//evil.example": another site.
 */

let server: RunningServer;
let cookie: string;
/** Where each page goes when `redirectTo` is missing (the admin's first back-office page for sign-in). */
let fallbacks: { login: string; signup: string; currency: string };

beforeAll(async () => {
  server = await startServer();
  cookie = await signInCookie();
  fallbacks = {
    login: locationOf(await get('/login', cookie)),
    signup: locationOf(await get('/signup', cookie)),
    currency: locationOf(await postForm('/currency', { currency: 'INR' })),
  };
});
afterAll(() => server?.dispose());

async function signInCookie(): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo#2026' }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

function get(path: string, withCookie?: string) {
  return fetch(`${server.url}${path}`, { redirect: 'manual', headers: withCookie ? { cookie: withCookie } : {} });
}

function postForm(path: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams(fields),
  });
}

function locationOf(response: Response): string {
  expect(response.status, `${response.url} answers a redirect`).toBe(302);
  return response.headers.get('location')!;
}

/** The Location a page answered, checked the way a browser would follow it. */
function expectShopRedirect(response: Response): string {
  const location = locationOf(response);
  expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(new URL(location, server.url).origin).toBe(new URL(server.url).origin);
  return location;
}

/** `redirectTo` as a query value, encoded; the raw spellings are in their own test. */
const query = (value: string) => `redirectTo=${encodeURIComponent(value)}`;

const offSite = ['/\t/evil.example', '/\n/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example'];

describe('redirectTo', () => {
  it('on the sign-in page, signed in: a tab or newline never leads to another site', async () => {
    // The probe's spelling: "%09" in the query arrives as a tab.
    expect(expectShopRedirect(await get('/login?redirectTo=/%09/evil.example', cookie))).toBe(fallbacks.login);
    expect(expectShopRedirect(await get('/login?redirectTo=/%0A/evil.example', cookie))).toBe(fallbacks.login);
    for (const value of offSite) {
      expect(expectShopRedirect(await get(`/login?${query(value)}`, cookie)), value).toBe(fallbacks.login);
    }
  });

  it('on the sign-in page, signed in: any other path of the shop is kept, percent-encoded', async () => {
    expect(expectShopRedirect(await get(`/login?${query('/account?x=1#y')}`, cookie))).toBe('/account?x=1#y');
    expect(expectShopRedirect(await get(`/login?${query('/%0A')}`, cookie))).toBe('/%0A');
    expect(expectShopRedirect(await get(`/login?${query('/café')}`, cookie))).toBe('/caf%C3%A9');
    expect(expectShopRedirect(await get(`/login?${query('/ज्वेलरी')}`, cookie))).toBe(
      '/%E0%A4%9C%E0%A5%8D%E0%A4%B5%E0%A5%87%E0%A4%B2%E0%A4%B0%E0%A5%80',
    );
  });

  it('after signing in with the form', async () => {
    // Sign-in is rate-limited (10 in 15 minutes per address): three tries here, one above.
    const signIn = (redirectTo: string) =>
      postForm('/login', { login: 'admin@example.com', password: 'Demo#2026', redirectTo });
    expect(expectShopRedirect(await signIn('/\t/evil.example'))).toBe(fallbacks.login);
    expect(expectShopRedirect(await signIn('/\n/evil.example'))).toBe(fallbacks.login);
    expect(expectShopRedirect(await signIn('/ज्वेलरी?x=1'))).toBe(
      '/%E0%A4%9C%E0%A5%8D%E0%A4%B5%E0%A5%87%E0%A4%B2%E0%A4%B0%E0%A5%80?x=1',
    );
  });

  it('on the sign-up page, signed in', async () => {
    expect(fallbacks.signup).toBe('/account');
    expect(expectShopRedirect(await get('/signup?redirectTo=/%09/evil.example', cookie))).toBe('/account');
    for (const value of [...offSite, '/.//evil.example']) {
      expect(expectShopRedirect(await get(`/signup?${query(value)}`, cookie)), value).toBe('/account');
    }
    expect(expectShopRedirect(await get(`/signup?${query('/ज्वेलरी')}`, cookie))).toMatch(/^\/%E0%A4%9C/);
    expect(expectShopRedirect(await get(`/signup?${query('/cart?x=1')}`, cookie))).toBe('/cart?x=1');
  });

  it('through the currency switch', async () => {
    expect(fallbacks.currency).toBe('/');
    for (const value of [...offSite, '/.//evil.example']) {
      expect(expectShopRedirect(await postForm('/currency', { currency: 'INR', redirectTo: value })), value).toBe('/');
    }
    const back = await postForm('/currency', { currency: 'INR', redirectTo: '/ज्वेलरी?budget=5000' });
    expect(expectShopRedirect(back)).toBe(
      '/%E0%A4%9C%E0%A5%8D%E0%A4%B5%E0%A5%87%E0%A4%B2%E0%A4%B0%E0%A5%80?budget=5000',
    );
    const kept = await postForm('/currency', { currency: 'USD', redirectTo: '/collections/rings?metal=Rose+Gold' });
    expect(expectShopRedirect(kept)).toBe('/collections/rings?metal=Rose+Gold');
  });
});
