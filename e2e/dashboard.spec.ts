import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * An Admin's dashboard: a card for each area with its figures and the link to its list, and at
 * the top what needs attention — here a custom jewellery request a shopper has just sent, one
 * link away from its page.
 */

let server: RunningServer;
let browser: Browser;
let admin: Session;

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  admin = await sessionOf({ server, browser }, 'admin@example.com');
});

const run = Date.now();

/** A shopper, signed out, asks for a custom piece through the API, as the form sends it. */
async function sendCustomRequest(name: string, email: string): Promise<void> {
  const response = await fetch(`${server.url}/api/custom-jewellery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      name,
      email,
      kind: 'pendant',
      metal: 'Yellow Gold',
      budgetMin: 5_000_000,
      budgetMax: 9_000_000,
      currency: 'INR',
      description: 'A small pendant with my daughter’s birthstone, for her graduation in March.',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** The request's id, as staff read it back by its shopper's e-mail. */
async function requestIdOf(context: BrowserContext, email: string): Promise<number> {
  const answer = await context.request.get(`${server.url}/api/custom-jewellery?search=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { data: { records: { id: number }[] } }).data.records[0]!.id;
}

const cards = [
  ['Orders', 'All orders', '/orders'],
  ['Custom jewellery', 'All custom requests', '/custom-jewelleries'],
  ['Jewellery', 'All jewellery', '/jewelleries'],
  ['Stones', 'All stones', '/stones'],
  ['Inquiries', 'All inquiries', '/inquiries'],
  ['Customers', 'All customers', '/customers'],
  ['Staff', 'All members', '/members'],
] as const;

describe('the dashboard', () => {
  it('shows an Admin every area’s card and a new custom request under "Needs attention", one link from its page', async () => {
    const name = `Ritika Menon ${run}`;
    const email = `ritika.${run}@example.org`;
    await sendCustomRequest(name, email);

    const context = await browser.newContext({ ...desktop, storageState: admin });
    try {
      const { page, problems } = await openPage(context);
      const id = await requestIdOf(context, email);
      await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });

      for (const [title, link, href] of cards) {
        const card = page.getByRole('region', { name: title, exact: true });
        expect(await card.count(), title).toBe(1);
        expect(await card.getByRole('heading', { level: 2, name: title, exact: true }).isVisible(), title).toBe(true);
        expect(await card.getByRole('link', { name: link }).getAttribute('href'), title).toBe(href);
        expect(await card.getByText('not available right now').count(), title).toBe(0);
      }
      // The figures match what the area's own call says.
      const figures = (await (
        await context.request.get(`${server.url}/api/analytics/minimal/custom-jewellery`)
      ).json()) as { data: { byState: { new: number } } };
      const customCard = page.getByRole('region', { name: 'Custom jewellery', exact: true });
      expect(
        await customCard
          .locator('div', { has: page.locator('dt', { hasText: /^New$/ }) })
          .locator('dd')
          .first()
          .textContent(),
      ).toBe(String(figures.data.byState.new));

      const attention = page.getByRole('region', { name: 'Needs attention' });
      expect(await attention.getByRole('heading', { level: 3, name: /^New custom requests/ }).isVisible()).toBe(true);
      const item = attention.getByRole('link', { name: new RegExp(`^${name} · Pendant`) });
      expect(await item.getAttribute('href')).toBe(`/custom-jewelleries/detail/${id}`);
      expect(await item.textContent()).toMatch(/waiting\s*(under a minute|\d+ minutes?)$/);
      // The order charts stay, below the cards.
      expect(await page.getByRole('region', { name: 'Orders over time' }).count()).toBe(1);

      // From the keyboard: the link takes focus, shows it, and Enter opens the request.
      await item.focus();
      const focus = await item.evaluate((element) => ({
        visible: element.matches(':focus-visible'),
        outline: getComputedStyle(element).outlineStyle,
      }));
      expect(focus).toEqual({ visible: true, outline: 'solid' });
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/custom-jewelleries/detail/${id}`);
      await expect.poll(() => page.locator('h1').textContent()).toContain(name);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fits a 390 px screen, the needs-attention list first', async () => {
    const context = await browser.newContext({ ...mobile, storageState: admin });
    try {
      const { page, problems } = await openPage(context);
      await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const top = async (name: string) =>
        (await page.getByRole('region', { name, exact: true }).boundingBox())?.y ?? Number.NaN;
      expect(await top('Needs attention')).toBeLessThan(await top('Orders'));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
