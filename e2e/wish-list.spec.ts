import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from './support/browser.ts';
import { signIn } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * /wish-list: a customer's kept pieces and stones, priced, each with a way back to its page and a
 * remove button that works before any script; an empty list says what to do.
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
let adminSession: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  [customer, adminSession] = await Promise.all([
    sessionOf({ server, browser }, 'customer@example.com'),
    sessionOf({ server, browser }, 'admin@example.com'),
  ]);
});

async function firstOf<T>(path: string): Promise<T> {
  const answer = (await (await fetch(`${server.url}${path}`)).json()) as { data: { records: T[] } };
  return answer.data.records[0]!;
}

describe('the wish list page', () => {
  it('lists what the customer keeps, links to it, removes it, and ends with the empty state', async () => {
    const piece = await firstOf<{ sku: string; name: string }>('/api/product/for-customer?pageSize=1');
    const stone = await firstOf<{ sku: string; name: string }>('/api/stone/for-customer?pageSize=1');
    const context = await browser.newContext({ ...desktop, storageState: customer });
    for (const data of [
      { kind: 'product', sku: piece.sku },
      { kind: 'stone', sku: stone.sku },
    ]) {
      const added = await context.request.post(`${server.url}/api/wish/wish`, {
        headers: { origin: server.url },
        data,
      });
      expect(added.ok()).toBe(true);
    }
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/wish-list`);
    expect(await page.title()).toMatch(/^My wish list/);
    const items = page.getByTestId('wish-item');
    expect(await items.count()).toBe(2);
    // Newest first: the stone, then the piece, each with its price and a link to its page.
    expect(await items.nth(0).getByRole('link', { name: stone.name }).getAttribute('href')).toBe(
      `/stone/${encodeURIComponent(stone.sku)}`,
    );
    expect(await items.nth(1).getByRole('link', { name: piece.name }).getAttribute('href')).toBe(
      `/product/${encodeURIComponent(piece.sku)}`,
    );
    expect(await items.nth(1).textContent()).toMatch(/\$\d{1,3}(,\d{3})*(?![\d.])/);

    await page.getByRole('button', { name: `Remove ${stone.name}` }).click();
    await expect.poll(() => items.count()).toBe(1);
    await page.getByRole('button', { name: `Remove ${piece.name}` }).click();
    await page.getByText('Nothing kept yet').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('removes without JavaScript, and fits a 360 px phone', async () => {
    const stone = await firstOf<{ sku: string; name: string }>('/api/stone/for-customer?pageSize=1');
    const context = await browser.newContext({
      ...mobile,
      viewport: { width: 360, height: 740 },
      storageState: customer,
      javaScriptEnabled: false,
    });
    await context.request.post(`${server.url}/api/wish/wish`, {
      headers: { origin: server.url },
      data: { kind: 'stone', sku: stone.sku },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/wish-list`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: `Remove ${stone.name}` }).click();
    await page.getByText('Nothing kept yet').waitFor();
    await context.close();
  });
});

/*
 * The hearts: on collection and product pages, the diamond search and stone pages. Each is a form
 * posting to /wish-list/toggle (so it works without scripts); a signed-out shopper is sent to sign
 * in and comes back with the piece kept.
 */

const PASSWORD = 'Heart-Shaped-Halo-42';

/** A new customer, registered through the API (so the browser context stays signed out). */
async function freshCustomer(): Promise<string> {
  const email = `hearts.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const answer = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      firstName: 'Meera',
      lastName: 'Iyer',
      email,
      password: PASSWORD,
      phoneNumber: `+91 98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return email;
}

/** A signed-in context for a new customer. */
async function signedInContext(email: string, options: Parameters<Browser['newContext']>[0] = desktop) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, server.url, email, PASSWORD);
  await page.close();
  return context;
}

/** What the customer keeps, as the API says. */
async function keptOf(context: BrowserContext): Promise<{ kind: string; sku: string }[]> {
  const answer = (await (await context.request.get(`${server.url}/api/wish`)).json()) as {
    data: { records: { kind: string; sku: string }[] };
  };
  return answer.data.records.map(({ kind, sku }) => ({ kind, sku }));
}

async function fillSignIn(page: Page, email: string) {
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const pressed = (heart: Locator) => heart.getAttribute('aria-pressed');

describe('the wish list hearts', () => {
  it('signed out: a collection heart leads to sign in, and back to the page with the ring kept', async () => {
    const email = await freshCustomer();
    const context = await browser.newContext(desktop);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/collections/engagement-rings`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('product-card').first();
    const heart = card.getByTestId('wish-heart');
    const sku = decodeURIComponent((await card.getByRole('link').first().getAttribute('href'))!.split('/').pop()!);
    const label = (await heart.getAttribute('aria-label'))!;
    expect(label).toMatch(/^Keep .+ in your wish list$/);
    expect(await pressed(heart)).toBe('false');

    await heart.click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/collections/engagement-rings');
    const pending = (await context.cookies()).find((cookie) => cookie.name === 'pending_add');
    expect(pending?.httpOnly).toBe(true);
    expect(pending?.sameSite).toBe('Lax');

    await fillSignIn(page, email);
    await page.waitForURL((url) => url.pathname === '/collections/engagement-rings');
    await expect.poll(() => pressed(page.getByTestId('product-card').first().getByTestId('wish-heart'))).toBe('true');
    expect(await page.getByTestId('product-card').first().getByTestId('wish-heart').getAttribute('aria-label')).toBe(
      label,
    );
    expect((await context.cookies()).some((cookie) => cookie.name === 'pending_add')).toBe(false);
    expect(await keptOf(context)).toEqual([{ kind: 'product', sku }]);

    await page.goto(`${server.url}/wish-list`);
    expect(await page.getByTestId('wish-item').count()).toBe(1);
    expect(await page.getByTestId('wish-item').getByRole('link').first().getAttribute('href')).toBe(
      `/product/${encodeURIComponent(sku)}`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('toggles on a product page at once, and the state holds after a reload', async () => {
    const context = await signedInContext(await freshCustomer());
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/collections/engagement-rings`);
    const href = (await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href'))!;
    const sku = decodeURIComponent(href.split('/').pop()!);
    await page.goto(`${server.url}${href}`, { waitUntil: 'networkidle' });
    // The page's own heart comes first, before the related pieces' hearts.
    const heart = page.getByTestId('wish-heart').first();
    expect(await pressed(heart)).toBe('false');

    // Sent through its fetcher once the page has hydrated: the page around it does not load again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await heart.click();
    expect(await pressed(heart)).toBe('true');
    await expect.poll(() => keptOf(context)).toEqual([{ kind: 'product', sku }]);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await pressed(heart)).toBe('true');

    await heart.click();
    expect(await pressed(heart)).toBe('false');
    await expect.poll(() => keptOf(context)).toEqual([]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await pressed(heart)).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a stone from its card and lets it go from its page; a refused add goes back, saying why', async () => {
    const context = await signedInContext(await freshCustomer(), mobile);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/collections/diamonds`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('stone-card').first();
    const href = (await card.getByRole('link').first().getAttribute('href'))!;
    const sku = decodeURIComponent(href.split('/').pop()!);
    await card.getByTestId('wish-heart').click();
    expect(await pressed(card.getByTestId('wish-heart'))).toBe('true');
    await expect.poll(() => keptOf(context)).toEqual([{ kind: 'stone', sku }]);

    await page.goto(`${server.url}${href}`, { waitUntil: 'networkidle' });
    const heart = page.getByTestId('wish-heart').first();
    expect(await pressed(heart)).toBe('true');
    await heart.click();
    expect(await pressed(heart)).toBe('false');
    await expect.poll(() => keptOf(context)).toEqual([]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await pressed(heart)).toBe('false');

    // Unlisted by staff while the page is open: the add is refused, the heart goes back, and the shopper is told.
    const admin = await browser.newContext({ storageState: adminSession });
    const detail = (await (
      await admin.request.get(`${server.url}/api/stone/sku/${encodeURIComponent(sku)}`)
    ).json()) as {
      data: { id: number };
    };
    const unlisted = await admin.request.put(`${server.url}/api/stone/unlist/${detail.data.id}`, {
      headers: { origin: server.url },
    });
    expect(unlisted.ok()).toBe(true);
    try {
      await heart.click();
      await page.getByText('There is no such stone in the shop.').waitFor();
      expect(await pressed(heart)).toBe('false');
      expect(await keptOf(context)).toEqual([]);
    } finally {
      await admin.request.put(`${server.url}/api/stone/relist/${detail.data.id}`, { headers: { origin: server.url } });
      await admin.close();
    }
    // The refusal's own status (404) is the one line the browser logs.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await context.close();
  });

  it('works without JavaScript, signed out and in', async () => {
    const email = await freshCustomer();
    const context = await browser.newContext({ ...mobile, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/collections/diamonds`);
    const heart = () => page.getByTestId('stone-card').first().getByTestId('wish-heart');
    const sku = decodeURIComponent(
      (await page.getByTestId('stone-card').first().getByRole('link').first().getAttribute('href'))!.split('/').pop()!,
    );
    await heart().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignIn(page, email);
    await page.waitForURL((url) => url.pathname === '/collections/diamonds');
    expect(await pressed(heart())).toBe('true');
    expect(await keptOf(context)).toEqual([{ kind: 'stone', sku }]);

    await heart().click();
    await page.waitForURL((url) => url.pathname === '/collections/diamonds');
    expect(await pressed(heart())).toBe('false');
    expect(await keptOf(context)).toEqual([]);
    await context.close();
  });

  it('is reached by Tab and toggled with Enter and Space, with a visible focus ring', async () => {
    const context = await signedInContext(await freshCustomer());
    const { page } = await openPage(context);
    await page.goto(`${server.url}/collections/engagement-rings`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('product-card').first();
    const heart = card.getByTestId('wish-heart');
    await card.getByRole('link').first().focus();
    await page.keyboard.press('Tab');
    expect(await heart.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await heart.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    expect(await heart.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThanOrEqual(44);

    await page.keyboard.press('Enter');
    expect(await pressed(heart)).toBe('true');
    await expect.poll(() => keptOf(context).then((kept) => kept.length)).toBe(1);
    // A button takes Space on key up: the new state shows a moment later.
    await page.keyboard.press('Space');
    await expect.poll(() => pressed(heart)).toBe('false');
    await expect.poll(() => keptOf(context).then((kept) => kept.length)).toBe(0);
    await context.close();
  });

  it('does nothing for another site’s form', async () => {
    const answer = await fetch(`${server.url}/wish-list/toggle`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'add', kind: 'product', sku: 'x', back: '/' }),
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
