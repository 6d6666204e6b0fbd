import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mobile, withContext } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { type Session, sessionOf, startForSpec } from './support/spec-setup.ts';

/*
 * The built pages' Content-Security-Policy has no 'unsafe-inline' for styles (see
 * contentSecurityPolicy in apps/server/src/plugins/web.ts): no page may need an inline style,
 * neither a style attribute in the server's HTML nor a <style> element made at run time without
 * the nonce. A refused inline style is silent apart from the violation, so the key pages are
 * opened at both widths and the pieces that used inline styles are checked to still show.
 */

let server: RunningServer;
let browser: Browser;
let admin: Session;

const widths = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile,
};

startForSpec((rig) => ({ server, browser } = rig));
beforeAll(async () => {
  admin = await sessionOf({ server, browser }, 'admin@example.com');
});

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** A page that records every CSP violation (the event) and every console line about one. */
async function watchedPage(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  const page = await context.newPage();
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to apply/i.test(message.text())) consoleLines.push(message.text());
  });
  const violations = async () => {
    const seen = await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
    return [...seen.map((v) => JSON.stringify(v)), ...consoleLines];
  };
  return { page, violations };
}

/** Every colour dot (SVG with a `color` attribute) shows its colour. */
async function unpaintedDots(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg[color]')]
      .map((dot) => {
        const style = getComputedStyle(dot);
        const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage.includes('gradient');
        return painted ? null : dot.outerHTML;
      })
      .filter(Boolean),
  );
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'(;|$)/);
  expect(policy).not.toContain('unsafe-inline');
}

const product = '/product/aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm';

describe.each(Object.entries(widths))('no inline style is needed, %s', (_width, options) => {
  it('on the storefront: home, landing, collection, product and sign-in', async () => {
    await withContext(browser, options, async (context) => {
      const { page, violations } = await watchedPage(context);
      for (const path of ['/', '/engagement-rings', '/collections/engagement-rings', product, '/login']) {
        await open(page, path);
        expect(await unpaintedDots(page), path).toEqual([]);
      }
      await open(page, '/collections/engagement-rings');
      expect(await page.locator('svg[color]').count()).toBeGreaterThan(3);
      // The metal dots keep their sheen: a radial gradient over the metal's colour.
      const dot = await page
        .locator('svg[color]')
        .first()
        .evaluate((element) => [getComputedStyle(element).backgroundImage, getComputedStyle(element).color]);
      expect(dot[0]).toMatch(/^radial-gradient\(circle at 35% 30%, rgba\(255, 255, 255, 0\.8\) 0px, rgb\(/);
      expect(dot[0]).toContain(dot[1]);
      if (options.viewport.width >= 1024) {
        // The mega menu's panels are made in the browser: their `style` props are set through
        // CSSOM, which the policy allows.
        // Opened from the keyboard: a click also hovers the toggle, and the hover may open the
        // panel first so that the click closes it again.
        await page.locator('nav[aria-label="Main"] button[data-menu-toggle]').first().focus();
        await page.keyboard.press('Enter');
        const rows = page.locator('[data-menu-panel]:not([hidden]) ul').first();
        await expect.poll(() => rows.isVisible()).toBe(true);
        expect(await rows.evaluate((list) => getComputedStyle(list).gridTemplateRows)).not.toBe('none');
        expect(await unpaintedDots(page)).toEqual([]);
      }
      expect(await violations()).toEqual([]);
    });
  });

  it('in the back-office: the jewellery editor, the list and the metal & price page, with a toast', async () => {
    await withContext(browser, { ...options, storageState: admin }, async (context) => {
      const { page, violations } = await watchedPage(context);
      for (const path of [
        '/jewelleries/edit/1/general-info',
        '/jewelleries/edit/1/attribute-selection',
        '/jewelleries',
      ]) {
        await open(page, path);
        expect(await unpaintedDots(page), path).toEqual([]);
      }
      await open(page, '/metal-and-price');
      expect(await page.locator('svg[color]').count()).toBeGreaterThanOrEqual(5);
      expect(await unpaintedDots(page)).toEqual([]);

      // Saving an unchanged rate shows a toast: react-toastify's stylesheet is a file now.
      const firstMetal = page.locator('main li form').first();
      await firstMetal.getByRole('button', { name: 'Save' }).click();
      const toast = page.locator('.Toastify__toast-container');
      await toast.waitFor();
      expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      await expect.poll(() => page.getByText('Nothing has changed').count()).toBe(1);

      // A changed rate asks first, in an alert dialog that locks the page's scrolling.
      const rate = firstMetal.locator('input[type="text"]').first();
      await rate.fill(String(Number(await rate.inputValue()) + 1));
      await firstMetal.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alertdialog').waitFor();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.getByRole('button', { name: 'Cancel' }).click();

      expect(await violations()).toEqual([]);
    });
  });
});

describe('dialogs', () => {
  it('lock scrolling with a <style> element that carries the nonce (the mobile menu, the filters)', async () => {
    await withContext(browser, mobile, async (context) => {
      const { page, violations } = await watchedPage(context);
      await open(page, '/collections/engagement-rings');
      for (const [opener, closer] of [
        [page.getByRole('button', { name: 'Open menu' }), 'Close menu'],
        [page.getByTestId('filters-button'), 'Close filters'],
      ] as const) {
        await opener.click();
        await page.getByRole('dialog').waitFor();
        await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
        expect(await unpaintedDots(page)).toEqual([]);
        await page.getByRole('button', { name: closer }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      expect(await violations()).toEqual([]);
    });
  });
});
