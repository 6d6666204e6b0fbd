import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { desktop, mobile, openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * The storefront by keyboard: the desktop mega menu's panel comes right after its button, and
 * the product pictures move with the arrow keys and open enlarged in a dialog.
 */

let server: RunningServer;
let browser: Browser;

startForSpec((rig) => ({ server, browser } = rig));

const product = '/product/aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm';

const focusedIn = (page: Page, selector: string) =>
  page.evaluate((target) => Boolean(document.activeElement?.closest(target)), selector);

describe('desktop menu by keyboard', () => {
  it('tabs from an opened button into its panel’s links, and Escape brings focus back to the button', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      const toggle = page.locator('[data-menu-toggle="/engagement-rings"]');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const panel = '[data-menu-panel="/engagement-rings"]';
      await expect.poll(() => page.locator(panel).isVisible()).toBe(true);

      await page.keyboard.press('Tab');
      expect(await focusedIn(page, panel)).toBe(true);
      const first = await page.locator(panel).getByRole('link').first().textContent();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(first);
      await page.keyboard.press('Tab');
      expect(await focusedIn(page, panel)).toBe(true);

      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(panel).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-menu-toggle'))).toBe(
        '/engagement-rings',
      );
    });
  });

  it('closes the panel once focus moves on to the next item', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.locator('[data-menu-toggle="/diamonds"]').focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('[data-menu-panel="/diamonds"]');
      await expect.poll(() => panel.isVisible()).toBe(true);
      const links = await panel.getByRole('link').count();
      for (let step = 0; step <= links; step += 1) await page.keyboard.press('Tab');
      expect(await focusedIn(page, '[data-menu-panel="/diamonds"]')).toBe(false);
      await expect.poll(() => panel.isVisible()).toBe(false);
    });
  });
});

describe('product pictures by keyboard', () => {
  const counter = (page: Page) => page.getByTestId('product-gallery').locator('p[aria-live]').first().textContent();

  it('move with Left, Right, Home and End on the pictures, and stay in place', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url + product, { waitUntil: 'networkidle' });
      const pictures = page.getByTestId('product-pictures');
      const count = await pictures.locator('li').count();
      expect(count).toBeGreaterThan(1);
      const galleryBox = await page.getByTestId('product-gallery').boundingBox();
      await pictures.focus();
      expect(await pictures.getAttribute('aria-describedby')).toBeTruthy();

      // Each key waits for the last glide to end: the scroll handler's last frame of a glide
      // may still report the picture it passed after a key pressed mid-glide (a known gap).
      const shown = () => pictures.evaluate((list) => Math.round(list.scrollLeft / list.clientWidth));
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => counter(page)).toBe(`2 / ${count}`);
      await expect.poll(shown).toBe(1);
      await page.keyboard.press('Home');
      await expect.poll(() => counter(page)).toBe(`1 / ${count}`);
      await expect.poll(shown).toBe(0);
      await page.keyboard.press('End');
      await expect.poll(() => counter(page)).toBe(`${count} / ${count}`);
      await expect.poll(shown).toBe(count - 1);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => counter(page)).toBe(`${count - 1} / ${count}`);
      expect(await focusedIn(page, '[data-testid="product-pictures"]')).toBe(true);
      // The page did not move: the keys changed the picture, not the layout.
      expect(await page.getByTestId('product-gallery').boundingBox()).toEqual(galleryBox);
    });
  });

  it('open enlarged with Enter in a dialog that keeps focus, moves with the arrows and closes with Escape', async () => {
    await withContext(browser, desktop, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url + product, { waitUntil: 'networkidle' });
      const pictures = page.getByTestId('product-pictures');
      const count = await pictures.locator('li').count();
      await pictures.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Aurora Halo Ring in White Gold' });
      await dialog.waitFor();
      expect(await dialog.getByRole('img').getAttribute('alt')).toBe('Aurora Halo Ring in White Gold');
      expect(await seriousAxeViolations(page)).toEqual([]);

      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusedIn(page, '[data-testid="picture-zoom"]')).toBe(true);
      }
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => dialog.getByText(`Picture 2 of ${count}`).count()).toBe(1);
      expect(await dialog.getByRole('img').getAttribute('alt')).toBe('Aurora Halo Ring in White Gold, view 2');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Focus goes back a task after the dialog has left the page (Radix's focus scope, on unmount).
      await expect.poll(() => focusedIn(page, '[data-testid="product-pictures"]')).toBe(true);
      // The gallery shows the picture the dialog ended on.
      await expect.poll(() => counter(page)).toBe(`2 / ${count}`);
    });
  });

  it('open enlarged from the zoom button, named, which has focus again once the dialog closes', async () => {
    await withContext(browser, mobile, async (context) => {
      const { page } = await openPage(context);
      await page.goto(server.url + product, { waitUntil: 'networkidle' });
      const zoom = page.getByRole('button', { name: /^Enlarge picture 1 of \d+$/ });
      await zoom.click();
      const dialog = page.getByRole('dialog', { name: 'Aurora Halo Ring in White Gold' });
      await dialog.waitFor();
      await page.getByRole('button', { name: 'Close the enlarged picture' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('zoom-picture');
    });
  });
});
