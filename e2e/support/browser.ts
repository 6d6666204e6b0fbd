import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { CHROMIUM, testChromiumPath } from '../../scripts/chromium-path.mjs';

export const chromiumPath = testChromiumPath();
/**
 * Debian's whole Chromium, for the page-speed checks: measured on a phone, the headless shell
 * loads lazy pictures from further below the fold, and an article page shifts as it loads where
 * the whole browser's does not; a shopper's phone runs the whole browser.
 */
export const wholeChromiumPath = process.env.CHROMIUM_PATH ?? CHROMIUM;

/** Debian's Chromium (its headless shell when installed), with everything that would reach the network turned off. */
export async function launchBrowser(executablePath = chromiumPath): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const desktop = { viewport: { width: 1440, height: 900 } };
export const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export interface WatchedPage {
  page: Page;
  /** Console errors, failed scripts and CSP violations seen so far. */
  problems: string[];
}

/**
 * A page of a context with scripts on, whose goto() and reload() resolve once the shop's page has
 * hydrated (`html[data-hydrated]`), as a shopper's first click or key would need on a busy
 * machine: a hover, a key or a tick that lands before React has attached its handlers is lost.
 * Answers that are not the shop's pages (JSON, a PDF, a page without the app's scripts) and
 * error pages (403, 404, 410: their tests wait for what they check) are returned as they come.
 */
export async function openPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => untilHydrated(page, await goto(...args));
  page.reload = async (...args: Parameters<Page['reload']>) => untilHydrated(page, await reload(...args));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

/** Runs `run` in a new context of `browser` with `options`, and closes the context after. */
export async function withContext<T>(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
  run: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

/** Waits for the app's hydration signal when the answer is one of the shop's pages with its scripts. */
async function untilHydrated(page: Page, response: Response | null): Promise<Response | null> {
  if (!response?.ok() || !/^text\/html/.test(response.headers()['content-type'] ?? '')) return response;
  const hasAppScripts = (await page.locator('script[type="module"]').count()) > 0;
  if (hasAppScripts) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  return response;
}
