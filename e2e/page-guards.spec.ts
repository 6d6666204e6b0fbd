import { backOfficePages } from '@facet/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from './support/raw-http.ts';
import { type RunningServer, startServer } from './support/server.ts';

/*
 * A back-office or account page reached by another spelling of its path still gets its guard:
 * the server sends the spelling to the page's one address (or refuses it), and the page's guard
 * answers there. Nothing a signed-out visitor or a customer sends ever gets a back-office page.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.dispose());

const guardedPaths = [
  ...backOfficePages.map((page) => page.path),
  '/jewelleries/discounts',
  '/jewelleries/reviews',
  '/jewelleries/detail/1',
  '/jewelleries/new/general-info',
  '/jewelleries/edit/1/variants',
  '/stones/new',
  '/stones/import',
  '/stones/detail/1',
  '/stones/edit/1',
  '/inquiries/detail/1',
  '/custom-jewelleries/detail/1',
  '/coupon/new',
  '/coupon/edit/1',
  '/blog/new',
  '/blog/edit/1',
  '/orders/detail/1',
];

function respellings(path: string): Record<string, string> {
  const rest = path.slice(1);
  return {
    canonical: path,
    'leading doubled slash': `//${rest}`,
    'inner doubled slash': path.replace(/\/(?=[^/]*$)/, '//'),
    'trailing slash': `${path}/`,
    'percent-encoded letter': `/%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`,
    'dot-dot segment': `/x/..${path}`,
    'encoded dot segment': `/%2e${path}`,
    'upper case': path.toUpperCase(),
    'absolute-form target': `${server.url}${path}`,
  };
}

async function signInCookie(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Follows the shop's own redirects (never another site's), up to three, and gives each hop. */
async function visit(target: string, cookie?: string) {
  const hops: { target: string; status: number; location?: string }[] = [];
  let next = target;
  for (let i = 0; i < 4; i += 1) {
    const answer = await sendRaw(server.url, next, cookie ? { cookie } : {});
    hops.push({ target: next, status: answer.status, location: answer.location });
    const location = answer.location;
    if (!location || answer.status < 300 || answer.status >= 400) return { hops, final: answer };
    expect(location, `${next} redirects within the shop`).toMatch(/^\/(?![/\\])/);
    if (location.startsWith('/login')) return { hops, final: answer };
    next = location;
  }
  throw new Error(`Too many redirects: ${JSON.stringify(hops)}`);
}

describe('page guards under every spelling of a path', () => {
  it('send a signed-out visitor to the sign-in page, never to the page', async () => {
    const leaks: string[] = [];
    for (const path of [
      ...guardedPaths,
      '/account',
      '/my-details',
      '/wish-list',
      '/cart',
      '/check-out',
      '/my-orders',
      '/my-orders/1',
      '/my-orders/1/invoice',
    ]) {
      for (const [spelling, target] of Object.entries(respellings(path))) {
        const { hops, final } = await visit(target);
        const toSignIn = final.status === 302 && final.location?.startsWith('/login?redirectTo=');
        const refused = final.status === 400 || final.status === 404;
        if (!toSignIn && !refused) leaks.push(`${spelling} ${target}: ${JSON.stringify(hops)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('show a customer the 403 page, never the back-office page', async () => {
    const cookie = await signInCookie('customer@example.com');
    const leaks: string[] = [];
    for (const path of guardedPaths) {
      for (const [spelling, target] of Object.entries(respellings(path))) {
        const { hops, final } = await visit(target, cookie);
        if (![400, 403, 404].includes(final.status)) leaks.push(`${spelling} ${target}: ${JSON.stringify(hops)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('open the page for the staff it is for (the spellings lead there too)', async () => {
    const cookie = await signInCookie('admin@example.com');
    for (const target of ['/members', '//members', '/members/', '/%6dembers']) {
      const { final } = await visit(target, cookie);
      expect(final.status, target).toBe(200);
      expect(final.body).toContain('Members');
    }
  });
});
