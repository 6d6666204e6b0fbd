import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startForSpec } from './support/spec-setup.ts';

/*
 * The shop's toasts, on a phone and on a desktop: at the top right, below the header (none of
 * the header's links or buttons under a toast), said to screen readers as an alert; the close
 * button dismisses one at the first click, or at a tap that slid a little; a toast leaves by
 * itself after five seconds (its progress bar's clock, which the test moves on), but not while
 * the pointer rests on it; above an open dialog
 * it is clicked like anywhere else. The toast is mostly the diamond search's refusal of a fifth
 * stone to compare.
 */

let server: RunningServer;
let browser: Browser;

startForSpec((rig) => ({ server, browser } = rig));

const MESSAGE = 'You can compare up to four stones. Remove one to add another.';
const widths = [
  ['1440 px', desktop],
  ['390 px', mobile],
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A context signed in as the demo Admin. */
async function asAdmin(context: BrowserContext) {
  const response = await fetch(`${server.url}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo#2026' }),
  });
  const [name, value] = response.headers.getSetCookie()[0]!.split(';')[0]!.split('=') as [string, string];
  await context.addCookies([{ name, value, url: server.url }]);
}

/** The diamond table with four stones chosen to compare, scrolled back to the top. */
async function openDiamonds(page: Page) {
  await page.goto(`${server.url}/collections/diamonds?view=table`, { waitUntil: 'networkidle' });
  const boxes = page.getByTestId('stone-row').getByRole('checkbox');
  for (let index = 0; index < 4; index++) await boxes.nth(index).check();
  await expect.poll(() => page.getByTestId('compare-count').textContent()).toMatch(/^4 of 4/);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Asks for a fifth stone and returns the toast that refuses it once it has slid in. */
async function sayToast(page: Page) {
  await page.getByTestId('stone-row').getByRole('checkbox').nth(4).click();
  // Said to screen readers: an alert, found by its role (react-toastify drops the role as it leaves).
  await page.getByRole('alert').filter({ hasText: MESSAGE }).waitFor();
  const toast = page.locator('.Toastify__toast').filter({ hasText: MESSAGE });
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  // Away from the toast, so that no hover holds it.
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  return toast;
}

describe.each(widths)('toasts at %s', (width, options) => {
  it('sit at the top right, below the header, clear of its links and buttons, as an alert', async () => {
    await withContext(browser, options, async (context) => {
      const { page, problems } = await openPage(context);
      await openDiamonds(page);
      const toast = await sayToast(page);
      const box = (await toast.boundingBox())!;
      const viewport = page.viewportSize()!;
      const header = (await page.locator('header[data-site-header]').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(box.y).toBeLessThan(viewport.height / 3);
      if (width === '1440 px') {
        expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
        expect(box.x).toBeGreaterThan(viewport.width / 2);
      } else {
        // react-toastify spreads a toast across a phone.
        expect(box.x).toBe(0);
        expect(box.width).toBe(viewport.width);
      }
      const actions = page.locator('header[data-site-header]').locator('a, button, input');
      for (const action of await actions.all()) {
        const actionBox = await action.boundingBox();
        if (!actionBox || !(await action.isVisible())) continue;
        const name = (await action.getAttribute('aria-label')) ?? (await action.textContent()) ?? '';
        expect(overlaps(box, actionBox), name).toBe(false);
      }
      expect(problems).toEqual([]);
    });
  });

  it('is dismissed by its close button at the first click, or at a tap that slid a little, in 300 ms', async () => {
    await withContext(browser, options, async (context) => {
      const { page } = await openPage(context);
      await openDiamonds(page);

      let toast = await sayToast(page);
      const close = toast.getByRole('button', { name: 'close' });
      const target = (await close.boundingBox())!;
      // A target a finger or an unsteady hand can hit (WCAG 2.5.8 asks 24 × 24 px at least).
      expect(target.width).toBeGreaterThanOrEqual(44);
      expect(target.height).toBeGreaterThanOrEqual(44);
      // Once, near the button's corner rather than on its cross.
      await page.mouse.click(target.x + target.width - 4, target.y + 4);
      await expect
        .poll(() => toast.evaluate((element) => element.getAnimations()[0]?.effect?.getTiming().duration))
        .toBe(300);
      await toast.waitFor({ state: 'detached', timeout: 2_000 });

      if (options.viewport.width === mobile.viewport.width) {
        toast = await sayToast(page);
        const { x, y, width, height } = (await toast.getByRole('button', { name: 'close' }).boundingBox())!;
        const start = { x: x + width / 2, y: y + height / 2 };
        // A finger that moves 10 px while it taps: the toast follows it, as a drag.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: start.x - 10, y: start.y + 1 }],
        });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await toast.waitFor({ state: 'detached', timeout: 2_000 });
      }
    });
  });

  it('is dismissed at the first click above an open dialog, which stays open with what was typed', async () => {
    await withContext(browser, options, async (context) => {
      await asAdmin(context);
      const { page } = await openPage(context);
      await page.goto(`${server.url}/jewelleries/discounts`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Add a product discount' }).click();
      const dialog = page.getByRole('dialog');
      // A name the demo data has: refused, said in a toast while the dialog stays open.
      await dialog.getByLabel('Name').fill('Festive Edit');
      await dialog.getByLabel('Discount (% off)').fill('5');
      await dialog.getByRole('button', { name: 'Add the discount' }).click();
      const toast = page.locator('.Toastify__toast').filter({ hasText: 'already exists' });
      await toast.waitFor();
      await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const close = (await toast.getByRole('button', { name: 'close' }).boundingBox())!;
      await page.mouse.click(close.x + close.width / 2, close.y + close.height / 2);
      await toast.waitFor({ state: 'detached', timeout: 2_000 });
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByLabel('Name').inputValue()).toBe('Festive Edit');
    });
  });

  it('leaves by itself after about five seconds, and not while the pointer rests on it', async () => {
    await withContext(browser, options, async (context) => {
      const { page } = await openPage(context);
      await openDiamonds(page);

      // A toast's five seconds are its progress bar's animation (react-toastify closes it when
      // the animation ends): the test reads that clock and moves it on instead of waiting.
      const timer = (toast: Locator) => toast.locator('.Toastify__progress-bar');
      const clock = (toast: Locator) =>
        timer(toast).evaluate((bar) => {
          const [animation] = bar.getAnimations();
          return {
            duration: Number(animation?.effect?.getTiming().duration),
            playState: animation?.playState,
            currentTime: Number(animation?.currentTime),
          };
        });
      /** Moves the toast's clock to `left` ms before its end. */
      const runDownTo = (toast: Locator, left: number) =>
        timer(toast).evaluate((bar, left) => {
          const [animation] = bar.getAnimations();
          if (animation) animation.currentTime = Number(animation.effect?.getTiming().duration) - left;
        }, left);

      const untouched = await sayToast(page);
      expect((await clock(untouched)).duration).toBe(5_000);
      expect((await clock(untouched)).playState).toBe('running');
      // Still there with a second to go (not a flash), gone once its time has run out.
      await runDownTo(untouched, 1_000);
      expect(await untouched.count()).toBe(1);
      await untouched.waitFor({ state: 'detached', timeout: 4_000 });

      const hovered = await sayToast(page);
      const box = (await hovered.boundingBox())!;
      await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
      await expect.poll(async () => (await clock(hovered)).playState).toBe('paused');
      // Held by the pointer with its time run out: it stays, and its clock stands still.
      await runDownTo(hovered, 50);
      const held = (await clock(hovered)).currentTime;
      await page.waitForTimeout(500);
      expect(await hovered.count()).toBe(1);
      expect((await clock(hovered)).currentTime).toBe(held);
      await page.mouse.move(5, page.viewportSize()!.height - 5);
      await hovered.waitFor({ state: 'detached', timeout: 4_000 });
    });
  });
});
