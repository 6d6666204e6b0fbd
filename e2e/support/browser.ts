import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with everything that would reach the network turned off. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
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

export async function openPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
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
