import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * /wish-list: a customer's kept pieces and stones, priced, each with a way back to its page and a
 * remove button that works before any script; an empty list says what to do.
 */

let server: RunningServer;
let browser: Browser;
let customer: Session;
startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  customer = await sessionOf({ server, browser }, 'customer@example.com');
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
    expect(await items.nth(1).textContent()).toMatch(/\$[\d,]+\.\d\d/);

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
