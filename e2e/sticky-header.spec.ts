import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * What the sticky header covers: nothing that should be seen. The product pictures stick just
 * below it, an anchored section stops below it, on a phone it stays compact once the page
 * scrolls, and the floating WhatsApp button never lies over a form control.
 */

let server: RunningServer;
let browser: Browser;

startForSpec((rig) => ({ server, browser } = rig));

const product = '/product/aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm';

/** Where the header's visible part ends, in viewport pixels. */
const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('header[data-site-header]')!.getBoundingClientRect().bottom);

const topOf = (page: Page, selector: string) =>
  page.evaluate((target) => document.querySelector(target)!.getBoundingClientRect().top, selector);

/** The element's top once scrolling has stopped: two readings 100 ms apart agree. */
async function settledTop(page: Page, selector: string): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await topOf(page, selector);
        const still = now === last;
        last = now;
        return still;
      },
      { timeout: 3000, interval: 100 },
    )
    .toBe(true);
  return last;
}

/** Scrolls the window and waits two frames, so that scroll handlers have run and painted. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

describe('the sticky header at 1440 px', () => {
  it('has the product pictures stick right below it, not under it', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url + product, { waitUntil: 'networkidle' });
      await scrollTo(page, 700);
      const header = await headerBottom(page);
      const gallery = await topOf(page, '[data-testid="product-gallery"]');
      expect(header).toBeGreaterThan(100);
      expect(gallery).toBeGreaterThanOrEqual(header);
      expect(gallery - header).toBeLessThanOrEqual(32);
    });
  });

  it('keeps an anchored heading of the buyer’s guide below it, by link and by address', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(`${server.url}/buyers-info`, { waitUntil: 'networkidle' });
      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: /Conflict-free diamonds/ })
        .click();
      await expect.poll(() => topOf(page, '#conflict-free-diamonds h2'), { timeout: 3000 }).toBeLessThan(260);
      expect(await settledTop(page, '#conflict-free-diamonds h2')).toBeGreaterThanOrEqual(await headerBottom(page));

      await page.goto(`${server.url}/buyers-info#professional-appraisal`, { waitUntil: 'networkidle' });
      await expect.poll(() => topOf(page, '#professional-appraisal h2'), { timeout: 3000 }).toBeLessThan(260);
      expect(await settledTop(page, '#professional-appraisal h2')).toBeGreaterThanOrEqual(await headerBottom(page));
    });
  });
});

describe('the sticky header at 390 px', () => {
  it('takes at most 72 px once the page scrolls, and shows the currency and search rows at the top', async () => {
    await withContext(browser, mobile, async (context) => {
      const { page } = await openPage(context);
      for (const path of ['/', product, '/buyers-info']) {
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        expect(await page.getByTestId('currency-INR').isVisible(), path).toBe(true);
        expect(await page.locator('#header-search-mobile').isVisible(), path).toBe(true);
        const scrolls: number[] = [];
        for (const y of [200, 600, 1200]) {
          await scrollTo(page, y);
          scrolls.push(await headerBottom(page));
        }
        for (const bottom of scrolls) expect(bottom, path).toBeLessThanOrEqual(72);
        // Still the menu, the name, the account and the bag.
        for (const name of ['Open menu', 'Sign in', 'Shopping bag']) {
          const box = await page
            .getByRole(name === 'Open menu' ? 'button' : 'link', { name })
            .first()
            .boundingBox();
          expect(box?.y, `${path} ${name}`).toBeGreaterThanOrEqual(0);
        }
      }
    });
  });

  it('keeps an anchored heading below it', async () => {
    await withContext(browser, mobile, async (context) => {
      const { page } = await openPage(context);
      await page.goto(`${server.url}/buyers-info#money-back-and-warranty`, { waitUntil: 'networkidle' });
      await expect.poll(() => topOf(page, '#money-back-and-warranty h2'), { timeout: 3000 }).toBeLessThan(160);
      expect(await settledTop(page, '#money-back-and-warranty h2')).toBeGreaterThanOrEqual(await headerBottom(page));
    });
  });
});

describe('the WhatsApp button at 390 px', () => {
  /** The controls the button lies over now, while it is shown ("none" when hidden). */
  const coveredControls = (page: Page) =>
    page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('[data-testid="whatsapp-button"]')!;
      if (getComputedStyle(button).visibility === 'hidden') return null;
      const box = button.getBoundingClientRect();
      const controls = document.querySelectorAll<HTMLElement>(
        'main input:not([type="hidden"]), main select, main textarea, main button, main .button-primary',
      );
      return [...controls]
        .filter((control) => {
          const rect = control.getBoundingClientRect();
          if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(control).visibility === 'hidden') return false;
          return rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom;
        })
        .map((control) => control.getAttribute('name') ?? control.textContent?.trim() ?? control.tagName);
    });

  it('never lies over a form control of the sign-up page or the product page, wherever they are scrolled', async () => {
    await withContext(browser, mobile, async (context) => {
      const { page } = await openPage(context);
      let shownAtSomePoint = false;
      for (const path of ['/signup', product]) {
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (let y = 0; y <= height; y += 37) {
          await scrollTo(page, y);
          const covered = await coveredControls(page);
          if (covered === null) continue;
          shownAtSomePoint = true;
          expect(covered, `${path} scrolled to ${y}px`).toEqual([]);
        }
      }
      expect(shownAtSomePoint).toBe(true);
    });
  });

  it('is hidden until the page has looked under it, then shown where it covers nothing', async () => {
    // The server's page cannot know what lies under the button on the shopper's screen.
    const html = await (await fetch(`${server.url}/signup`)).text();
    expect(html).toMatch(/<a[^>]*data-testid="whatsapp-button"[^>]*data-stepped-aside=""/);
    await withContext(browser, mobile, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByTestId('whatsapp-button').isVisible()).toBe(true);
    });
  });
});
