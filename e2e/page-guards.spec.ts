import { backOfficePages } from '@facet/contracts/permissions';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, workerBrowser } from './support/browser.ts';
import { sendRaw } from './support/raw-http.ts';
import { type RunningServer, startServer } from './support/server.ts';

/*
 * A back-office or account page reached by another spelling of its path still gets its guard:
 * the server sends the spelling to the page's one address (or refuses it), and the page's guard
 * answers there. Nothing a signed-out visitor or a customer sends ever gets a back-office page.
 * The jewellery editor, whose steps are pages of their own, answers a role that may not enter
 * with the back-office's 403 page at every one of its addresses, and names the piece it edits
 * from the server's first answer.
 */

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), workerBrowser()]);
});
afterAll(async () => {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  await server?.dispose();
});

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
  '/returns/1',
  '/appointment-settings',
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
      '/my-appointments',
      '/book-appointment',
      '/drop-a-hint',
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

const editorSteps = ['general-info', 'attribute-selection', 'variants'];
const editorPaths = ['/jewelleries/new', '/jewelleries/edit/1'].flatMap((start) => [
  start,
  ...editorSteps.map((step) => `${start}/${step}`),
]);
const FORBIDDEN = 'This page is not open to you';
const FETCH_FAILED = 'Failed to fetch jewellery detail';
/** The demo catalogue's first piece, which /jewelleries/edit/1 edits. */
const PIECE = 'Aurora Halo Ring';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the jewellery editor', () => {
  it('answers a stone manager and a customer with the 403 page at the address asked, and a signed-out visitor with the sign-in page', async () => {
    const cookies = {
      'stone manager': await signInCookie('stone.manager@example.com'),
      customer: await signInCookie('customer@example.com'),
    };
    const wrong: string[] = [];
    for (const path of editorPaths) {
      for (const [who, cookie] of Object.entries(cookies)) {
        const answer = await sendRaw(server.url, path, { cookie });
        const forbidden =
          answer.status === 403 &&
          titleOf(answer.body) === 'Access denied' &&
          answer.body.includes(FORBIDDEN) &&
          !answer.body.includes(FETCH_FAILED);
        if (!forbidden) wrong.push(`${path} as ${who}: ${answer.status} ${answer.location ?? titleOf(answer.body)}`);
      }
      const signedOut = await sendRaw(server.url, path);
      if (signedOut.status !== 302 || signedOut.location !== `/login?redirectTo=${encodeURIComponent(path)}`) {
        wrong.push(`${path} signed out: ${signedOut.status} ${signedOut.location}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['1440 px', desktop],
    ['390 px', mobile],
  ] as const)(
    'shows a stone manager the 403 page in the browser too, with no failed-fetch toast, at %s',
    async (_width, options) => {
      const context = await browser.newContext(options);
      try {
        const [name, value] = (await signInCookie('stone.manager@example.com')).split('=') as [string, string];
        await context.addCookies([{ name, value, url: server.url }]);
        const { page } = await openPage(context);
        for (const path of editorPaths) {
          const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
          expect(response?.status(), path).toBe(403);
          expect(new URL(page.url()).pathname, path).toBe(path);
          await page.getByRole('heading', { level: 1, name: FORBIDDEN }).waitFor();
          // The back-office layout's own 403 page: not inside the back-office's navigation.
          expect(await page.getByRole('navigation', { name: 'Back-office' }).count(), path).toBe(0);
          expect(await page.getByText(FETCH_FAILED).count(), path).toBe(0);
          expect(await page.title(), path).toBe('Access denied');
        }
      } finally {
        await context.close();
      }
    },
  );

  it('names an edit page after its piece in the server’s first answer, on every step', async () => {
    const cookie = await signInCookie('jewellery.manager@example.com');
    for (const step of editorSteps) {
      const edit = await sendRaw(server.url, `/jewelleries/edit/1/${step}`, { cookie });
      expect(edit.status, step).toBe(200);
      expect(titleOf(edit.body), step).toBe(`Edit ${PIECE} · Back-office`);
      expect(edit.body, step).toMatch(new RegExp(`<h1[^>]*>${PIECE}</h1>`));
      expect(edit.body, step).not.toContain('New jewellery');
    }
    const fresh = await sendRaw(server.url, '/jewelleries/new/general-info', { cookie });
    expect(titleOf(fresh.body)).toBe('New jewellery · Back-office');
  });

  it('keeps that title once the editor runs, and opens from the piece’s page on its first step', async () => {
    const context = await browser.newContext(desktop);
    try {
      const [name, value] = (await signInCookie('jewellery.manager@example.com')).split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/jewelleries/edit/1/attribute-selection`, { waitUntil: 'networkidle' });
      await page.getByRole('group', { name: 'Ring styles' }).waitFor();
      expect(await page.title()).toBe(`Edit ${PIECE} · Back-office`);

      // From the piece's page, a navigation in the browser (the page's data, not a new document).
      await page.goto(`${server.url}/jewelleries/detail/1`, { waitUntil: 'networkidle' });
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/jewelleries/edit/1/general-info'),
        page.getByRole('link', { name: 'Edit', exact: true }).click(),
      ]);
      await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(PIECE);
      expect(await page.title()).toBe(`Edit ${PIECE} · Back-office`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
