import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * The back-office as staff see it: the header names the role as people write it, toasts cover
 * none of the header's actions, the jewellery editor's controls say what they are, a table too
 * wide for a phone says that it scrolls, and times are in the shop's zone, IST, named.
 */

let server: RunningServer;
let browser: Browser;
let jewelleryManager: Session;
let admin: Session;

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  jewelleryManager = await sessionOf({ server, browser }, 'jewellery.manager@example.com');
  admin = await sessionOf({ server, browser }, 'admin@example.com');
  // A message in the outbox, for its times.
  const sent = await fetch(`${server.url}/api/auth/forgotpassword/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'customer@example.com' }),
  });
  expect(sent.status).toBe(200);
});

async function asJewelleryManager<T>(options: Parameters<Browser['newContext']>[0], run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ ...options, storageState: jewelleryManager });
  try {
    return await run((await openPage(context)).page);
  } finally {
    await context.close();
  }
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the back-office header', () => {
  it('names the role as people write it', async () => {
    await asJewelleryManager(desktop, async (page) => {
      await page.goto(`${server.url}/jewelleries`, { waitUntil: 'networkidle' });
      expect(await page.getByTestId('staff-role').textContent()).toBe('Jewellery Manager');
      expect(await page.locator('header').first().textContent()).not.toContain('JewelleryManager');
    });
  });

  it.each([
    ['1440 px', desktop],
    ['390 px', mobile],
  ] as const)('keeps its actions clear of a toast at %s', async (_width, options) => {
    await asJewelleryManager(options, async (page) => {
      await page.goto(`${server.url}/jewelleries?search=ivy`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Unlist', exact: true }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Unlist' }).click();
      const toast = page.locator('.Toastify__toast').first();
      await toast.waitFor();
      // Once it has slid in.
      await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const toastBox = (await toast.boundingBox())!;
      for (const action of [
        page.getByRole('link', { name: 'View shop' }),
        page.getByRole('button', { name: 'Sign out' }),
        page.getByRole('navigation', { name: 'Back-office' }),
      ]) {
        const box = (await action.boundingBox())!;
        expect(overlaps(toastBox, box), (await action.textContent()) ?? '').toBe(false);
      }
      // Back as it was.
      await page.getByRole('button', { name: 'Relist', exact: true }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'List again' }).click();
      await page.getByRole('button', { name: 'Unlist', exact: true }).first().waitFor();
    });
  });
});

describe('the jewellery editor', () => {
  const styleNames = (page: Page) =>
    page
      .getByRole('group', { name: 'Ring styles' })
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.closest('label')!.querySelector('span span')!.textContent));

  it('offers the ring styles of the product’s sub type', async () => {
    await asJewelleryManager(desktop, async (page) => {
      await page.goto(`${server.url}/jewelleries/edit/1/general-info`, { waitUntil: 'networkidle' });
      await page.getByLabel('Sub type').selectOption('Engagement Ring');
      await page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('link', { name: /Attributes/ })
        .click();
      await page.getByRole('group', { name: 'Ring styles' }).waitFor();
      const engagement = await styleNames(page);
      expect(engagement).toContain('Solitaire');
      for (const band of ['Classic', 'Solid', 'Cigar Band', 'Open Cuff', 'Diamonds All Around']) {
        expect(engagement).not.toContain(band);
      }

      await page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('link', { name: /General information/ })
        .click();
      await page.getByLabel('Sub type').selectOption('Wedding Band');
      await page.getByLabel('Gender').selectOption('Male');
      await page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('link', { name: /Attributes/ })
        .click();
      await page.getByRole('group', { name: 'Ring styles' }).waitFor();
      const band = await styleNames(page);
      expect(band).toEqual(expect.arrayContaining(['Classic', 'Solid', 'Designer']));
      expect(band).not.toContain('Solitaire');
      // The engagement style the ring has stays, marked, so it can be taken off.
      const chosen = page.getByRole('group', { name: 'Ring styles' }).getByRole('checkbox', { checked: true });
      expect(await chosen.count()).toBeGreaterThan(0);
      expect(await page.getByText('Not a style of wedding bands').count()).toBe(await chosen.count());
    });
  });

  it('gives the new pictures’ metal colour and the bulk stone cost one name each', async () => {
    await asJewelleryManager(desktop, async (page) => {
      await page.goto(`${server.url}/jewelleries/edit/1/general-info`, { waitUntil: 'networkidle' });
      const colour = page.getByRole('combobox', { name: 'Metal colour of new pictures', exact: true });
      // Counted once the form is there (a count does not wait), then it must be the only one.
      await colour.first().waitFor();
      expect(await colour.count()).toBe(1);
      expect(await colour.locator('option').allTextContents()).toEqual(['White metal', 'Yellow metal', 'Rose metal']);

      await page.goto(`${server.url}/jewelleries/edit/1/variants`, { waitUntil: 'networkidle' });
      const bulk = page.getByRole('textbox', { name: 'Stone cost for all selected variants (₹)', exact: true });
      await bulk.first().waitFor();
      expect(await bulk.count()).toBe(1);
    });
  });
});

describe('wide tables', () => {
  const opacity = (page: Page, testId: string) =>
    page
      .getByTestId(testId)
      .first()
      .evaluate((element) => Number(getComputedStyle(element).opacity));

  it('scroll sideways at 390 px in a focusable, labelled region, with a cue at the edge that hides columns', async () => {
    const context = await browser.newContext({ ...mobile, storageState: admin });
    try {
      const { page } = await openPage(context);
      await page.goto(`${server.url}/customers`, { waitUntil: 'networkidle' });
      const region = page.getByRole('region', { name: 'Customers' });
      expect(await region.getAttribute('tabindex')).toBe('0');
      await expect.poll(() => opacity(page, 'table-fade-after')).toBe(1);
      expect(await page.getByTestId('table-fade-after').getByText('Scroll').isVisible()).toBe(true);
      expect(await opacity(page, 'table-fade-before')).toBe(0);

      await region.focus();
      for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await expect.poll(() => opacity(page, 'table-fade-before')).toBe(1);

      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(() => opacity(page, 'table-fade-after')).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('show no cue where the whole table fits, at 1440 px', async () => {
    const context = await browser.newContext({ ...desktop, storageState: admin });
    try {
      const { page } = await openPage(context);
      await page.goto(`${server.url}/customers`, { waitUntil: 'networkidle' });
      const region = page.getByRole('region', { name: 'Customers' });
      expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await opacity(page, 'table-fade-after')).toBe(0);
      expect(await opacity(page, 'table-fade-before')).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('times in the back-office', () => {
  const shopTime = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/;

  it('are in IST, named, on the outbox and the metal page alike, for a browser in another zone, with no hydration mismatch', async () => {
    const context = await browser.newContext({ ...desktop, storageState: admin, timezoneId: 'America/New_York' });
    try {
      const { page, problems } = await openPage(context);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

      await page.goto(`${server.url}/outbox`, { waitUntil: 'networkidle' });
      const sent = await page
        .getByRole('region', { name: 'Outgoing messages' })
        .locator('tbody tr td:last-child')
        .allTextContents();
      expect(sent.length).toBeGreaterThan(0);
      for (const time of sent) expect(time.trim()).toMatch(shopTime);
      // The same instant as the server wrote it: the page's HTML and the hydrated page agree.
      const served = await (await context.request.get(`${server.url}/outbox`)).text();
      expect(served).toContain(sent[0]!.trim());

      await page.goto(`${server.url}/metal-and-price`, { waitUntil: 'networkidle' });
      const changed = await page.getByText(/^Changed /).allTextContents();
      expect(changed.length).toBeGreaterThan(0);
      for (const line of changed) expect(line.replace(/^Changed /, '').trim()).toMatch(shopTime);

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
