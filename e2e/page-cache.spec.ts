import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mobile, openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * Kept storefront pages (apps/server/src/lib/page-cache.ts, issue 15) on the built shop: an
 * anonymous visitor's page is made once and answered from memory after, each answer with a new
 * nonce; a signed-in customer's page is never kept nor given to anyone; a price change is seen
 * at once; each currency has its own page. The `Server-Timing: page-cache;desc=…` header says
 * whether a page was kept (hit) or made (miss); a page made for one person has none.
 */

let server: RunningServer;
let browser: Browser;
let productPath: string;

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  const listing = (await (await fetch(`${server.url}/api/product/for-customer?pageNo=1&pageSize=1`)).json()) as {
    data: { records: { sku: string }[] };
  };
  productPath = `/product/${encodeURIComponent(listing.data.records[0]!.sku)}`;
});

const cacheState = (response: Response) =>
  /page-cache;desc="(hit|miss)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 'none';
const policyNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
/** The product page's price, as the page writes it. */
const priceOf = (html: string) => /data-testid="product-price"[\s\S]*?((?:US\$|\$|₹)[\d,.]+)/.exec(html)?.[1];

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { response, html: await response.text() };
}

/** A context signed in as a demo account through the API (its cookie kept by the context). */
async function signedIn(email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const answer = await context.request.post(`${server.url}/api/auth/login/email`, {
    headers: { origin: server.url },
    data: { email, password: 'Demo#2026' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return context;
}

describe('kept storefront pages', () => {
  it('answer anonymous visitors from memory, each answer with a nonce of its own, revalidated by ETag', async () => {
    // The path is new to this server, so its first answer is made.
    const path = `${productPath}?from=kept-pages`;
    const first = await get(path);
    const second = await get(path);
    expect(first.response.status).toBe(200);
    expect([cacheState(first.response), cacheState(second.response)]).toEqual(['miss', 'hit']);
    expect(second.response.headers.get('cache-control')).toBe('no-cache');

    // Same page, different nonces, each the one its policy names — in every place the page uses one.
    const nonces = [first, second].map(({ response, html }) => {
      const nonce = policyNonce(response)!;
      const used = [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(used.length).toBeGreaterThan(2);
      expect(new Set(used)).toEqual(new Set([nonce]));
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(second.html.replaceAll(nonces[1]!, 'N')).toBe(first.html.replaceAll(nonces[0]!, 'N'));

    // A browser that has the page asks again with its ETag and is told it has not changed.
    const etag = second.response.headers.get('etag')!;
    expect(first.response.headers.get('etag')).toBe(etag);
    const revalidated = await fetch(`${server.url}${path}`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    // No policy on a 304: the browser keeps the one that came with its copy, and that copy's nonce.
    expect(revalidated.headers.get('content-security-policy')).toBeNull();

    // A kept page works in a browser: its scripts run under the new nonce and the page hydrates.
    await withContext(browser, mobile, async (context) => {
      const { page, problems } = await openPage(context);
      const response = await page.goto(`${server.url}${path}`);
      expect(cacheState(new Response(null, { headers: response!.headers() }))).toBe('hit');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(problems).toEqual([]);
    });
  });

  it('never give a signed-in customer’s page to anyone else, nor a kept page to a customer', async () => {
    const customer = await signedIn('customer@example.com');
    try {
      const path = `${productPath}?from=signed-in`;
      // An anonymous visitor's page is kept; the customer still gets theirs, made for them.
      expect(cacheState((await get(path)).response)).toBe('miss');
      const theirs = await customer.request.get(`${server.url}${path}`);
      const theirHtml = await theirs.text();
      expect(theirs.headers()['server-timing']).toBeUndefined();
      expect(theirs.headers()['cache-control']).toBe('private, no-cache');
      expect(theirHtml).not.toContain('href="/login?redirectTo=%2Faccount"');
      // And what an anonymous visitor gets next is the anonymous page, never the customer's.
      const after = await get(path);
      expect(cacheState(after.response)).toBe('hit');
      expect(after.html).toContain('href="/login?redirectTo=%2Faccount"');

      // The same the other way: the customer's page first, then an anonymous visitor.
      const otherPath = `${productPath}?from=customer-first`;
      expect((await customer.request.get(`${server.url}${otherPath}`)).headers()['server-timing']).toBeUndefined();
      const anonymous = await get(otherPath);
      expect(cacheState(anonymous.response)).toBe('miss');
      expect(anonymous.html).toContain('href="/login?redirectTo=%2Faccount"');
    } finally {
      await customer.close();
    }
  });

  it('are dropped the moment a price changes', async () => {
    const path = `${productPath}?from=price-change`;
    const before = await get(path);
    expect(cacheState((await get(path)).response)).toBe('hit');
    const admin = await signedIn('admin@example.com');
    try {
      const changed = await admin.request.put(`${server.url}/api/conversion/shop-discount`, {
        headers: { origin: server.url },
        data: { shopDiscount: 10 },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
      // The answer to the change came after this instance dropped its kept pages.
      const after = await get(path);
      expect(cacheState(after.response)).toBe('miss');
      expect(priceOf(after.html)).toBeDefined();
      expect(priceOf(after.html)).not.toBe(priceOf(before.html));
      await admin.request.put(`${server.url}/api/conversion/shop-discount`, {
        headers: { origin: server.url },
        data: { shopDiscount: 0 },
      });
    } finally {
      await admin.close();
    }
  });

  it('keep one page per currency', async () => {
    const path = `${productPath}?from=currencies`;
    const dollars = await get(path);
    const rupees = await get(path, { cookie: 'currency=INR' });
    expect([cacheState(dollars.response), cacheState(rupees.response)]).toEqual(['miss', 'miss']);
    const [dollarsAgain, rupeesAgain] = await Promise.all([get(path), get(path, { cookie: 'currency=INR' })]);
    expect([cacheState(dollarsAgain.response), cacheState(rupeesAgain.response)]).toEqual(['hit', 'hit']);
    expect(priceOf(dollarsAgain.html)).toMatch(/^(US\$|\$)/);
    expect(priceOf(rupeesAgain.html)).toMatch(/^₹/);
    expect(rupeesAgain.response.headers.get('etag')).not.toBe(dollarsAgain.response.headers.get('etag'));
  });
});
