import type { Browser } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage } from './support/browser.ts';
import { adminCookie } from './support/gone-items.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * Saved searches: a shopper saves the diamond search's filters, finds the search in their account
 * with its matches, opens it (the search with its filters), and deletes it after saying yes. A new
 * stone that matches brings a digest whose List-Unsubscribe address takes a mail program's
 * one-click POST, signed out. A collection's search shows on the account page with the count of
 * pieces its collection page shows (decision 047).
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  customer = await sessionOf({ server, browser }, 'customer@example.com');
});

interface SavedSearchAnswer {
  data: { records: { id: number; name: string; alerts: boolean }[] };
}

async function savedSearchesOf(cookieHeader: string): Promise<SavedSearchAnswer['data']['records']> {
  const answer = await fetch(`${server.url}/api/saved-searches`, { headers: { cookie: cookieHeader } });
  return ((await answer.json()) as SavedSearchAnswer).data.records;
}

const cookieOf = (session: Session) => session.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

describe('saved searches', () => {
  it('are saved from the diamond search, listed in the account, opened and deleted', async () => {
    const context = await browser.newContext({ ...desktop, storageState: customer });
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/collections/diamonds?stoneShape=Oval&minCarat=1`, { waitUntil: 'networkidle' });
    await page.getByText('Save this search').click();
    const name = page.getByLabel('Name this search');
    await name.fill('Ovals for Priya');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved “Ovals for Priya”: find it in your account.').waitFor();

    await page.goto(`${server.url}/account`, { waitUntil: 'networkidle' });
    const item = page.getByTestId('saved-search');
    expect(await item.count()).toBe(1);
    expect(await item.getByRole('heading').textContent()).toBe('Ovals for Priya');
    expect(await item.getByTestId('saved-search-counts').textContent()).toMatch(/^\d[\d,]* stones? match(es)? now/);

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/collections/diamonds'),
      item.getByRole('button', { name: 'Open Ovals for Priya' }).click(),
    ]);
    expect(new URL(page.url()).search).toBe('?stoneShape=Oval&minCarat=1');

    await page.goto(`${server.url}/account`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Delete Ovals for Priya' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('saved-searches-empty').waitFor();
    expect(await savedSearchesOf(cookieOf(customer))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ask a signed-out visitor to sign in and come back to the same search', async () => {
    const context = await browser.newContext(mobile);
    const page = await context.newPage();
    await page.goto(`${server.url}/collections/diamonds?stoneShape=Pear`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('link', { name: 'Save this search' }).getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent('/collections/diamonds?stoneShape=Pear')}`,
    );
    await context.close();
  });

  it('send a digest whose one-click unsubscribe works signed out', async () => {
    const shopper = cookieOf(customer);
    const saved = await fetch(`${server.url}/api/saved-searches`, {
      method: 'POST',
      headers: { cookie: shopper, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ kind: 'stone', name: 'Cushions', filters: { stoneShapes: ['Cushion'] } }),
    });
    expect(saved.status).toBe(201);
    const admin = await adminCookie(server);
    const stone = await fetch(`${server.url}/api/stone`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        stoneCategory: 'Lab Grown Diamond',
        stoneShape: 'Cushion',
        carat: 1.5,
        color: 'E',
        clarity: 'VVS2',
        cut: 'Excellent',
        certificateLab: 'IGI',
        price: 95_000,
        productMedias: [],
      }),
    });
    expect(stone.status).toBe(201);
    // The job runs in the server: wait for the digest in the outbox.
    let unsubscribe = '';
    await expect
      .poll(
        async () => {
          const outbox = await fetch(`${server.url}/api/outbox?search=customer%40example.com`, {
            headers: { cookie: admin },
          });
          const records = ((await outbox.json()) as { data: { records: { headers: Record<string, string> }[] } }).data
            .records;
          unsubscribe = records.find((record) => record.headers['List-Unsubscribe'])?.headers['List-Unsubscribe'] ?? '';
          return unsubscribe;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/alerts\/unsubscribe\?search=\d+&token=[\w-]+>$/);
    const link = unsubscribe.slice(1, -1);

    // A link scanner's GET changes nothing.
    expect((await fetch(link)).status).toBe(200);
    expect((await savedSearchesOf(shopper)).find((record) => record.name === 'Cushions')?.alerts).toBe(true);
    // Altered by one character: refused, nothing changes.
    const altered = link.replace(/token=(.)/, (_all, first: string) => `token=${first === 'A' ? 'B' : 'A'}`);
    const refused = await fetch(altered, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
    expect((await savedSearchesOf(shopper)).find((record) => record.name === 'Cushions')?.alerts).toBe(true);
    // The mail program's one-click POST (RFC 8058): no cookie, no origin.
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await savedSearchesOf(shopper)).find((record) => record.name === 'Cushions')?.alerts).toBe(false);
  });

  it('list a collection’s search on the account page with the pieces its page shows, at both widths without axe problems', async () => {
    const context = await browser.newContext({ ...desktop, storageState: customer });
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/collections/engagement-rings?metal=Yellow+Gold`, { waitUntil: 'networkidle' });
    const shown = Number((await page.getByTestId('results-count').textContent())!.match(/^(\d+) pieces?$/)![1]);
    expect(shown).toBeGreaterThan(0);
    await page.getByText('Save this search').click();
    await page.getByLabel('Name this search').fill('Gold engagement rings');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved “Gold engagement rings”: find it in your account.').waitFor();
    await context.close();

    const shots = process.env.SHOTS_DIR;
    if (shots) mkdirSync(shots, { recursive: true });
    for (const viewport of [mobile, desktop]) {
      const wide = await browser.newContext({ ...viewport, storageState: customer });
      try {
        const opened = await openPage(wide);
        await opened.page.goto(`${server.url}/account`, { waitUntil: 'networkidle' });
        const item = opened.page.getByTestId('saved-search').filter({ hasText: 'Gold engagement rings' });
        expect(await item.getByTestId('saved-search-counts').textContent()).toBe(
          `${shown} ${shown === 1 ? 'piece matches' : 'pieces match'} now`,
        );
        await item.scrollIntoViewIfNeeded();
        expect(await seriousAxeViolations(opened.page)).toEqual([]);
        const overflow = await opened.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${viewport.viewport.width} px`).toBeLessThanOrEqual(0);
        if (shots) {
          await opened.page.screenshot({
            path: `${shots}/account-saved-searches-${viewport.viewport.width}.png`,
            fullPage: true,
          });
        }
        expect(opened.problems).toEqual([]);
      } finally {
        await wide.close();
      }
    }
    expect(problems).toEqual([]);
  });
});
