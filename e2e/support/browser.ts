import { type Browser, type BrowserContext, chromium, type Page, type Request, type Response } from 'playwright-core';
import { CHROMIUM, testChromiumPath } from '../../scripts/chromium-path.mjs';

export const chromiumPath = testChromiumPath();
/**
 * Debian's whole Chromium, for the page-speed checks: measured on a phone, the headless shell
 * loads lazy pictures from further below the fold, and an article page shifts as it loads where
 * the whole browser's does not; a shopper's phone runs the whole browser.
 */
export const wholeChromiumPath = process.env.CHROMIUM_PATH ?? CHROMIUM;

const workerBrowsers = new Map<string, Promise<Browser>>();

/**
 * The browser this Vitest worker's spec files share (launched at the first file's start, ended
 * with the worker): each file opens contexts of its own and closes them, so files never see each
 * other's cookies or pages, and 51 files no longer pay 51 launches. A browser that has gone
 * (crashed) is launched again for the next file.
 */
export function workerBrowser(executablePath = chromiumPath): Promise<Browser> {
  let browser = workerBrowsers.get(executablePath);
  if (!browser) {
    browser = launchBrowser(executablePath);
    workerBrowsers.set(executablePath, browser);
    browser.then(
      (launched) => launched.on('disconnected', () => workerBrowsers.delete(executablePath)),
      () => workerBrowsers.delete(executablePath),
    );
  }
  return browser;
}

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
 *
 * `waitUntil: 'networkidle'` waits, after hydration, for no request in flight for 100 ms
 * (`quietNetwork`), where Playwright's own waits 500 ms: 179 of the specs' page loads ask for it,
 * and the 400 ms more of each were the browser tests' idlest time.
 */
export async function openPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const network = trackRequests(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // A load that times out says which requests it was still waiting for.
  const loaded = (response: Promise<Response | null>) =>
    response.catch((error: unknown) => Promise.reject(withInFlight(error, network)));
  page.goto = async (url, options) => settled(page, network, options, await loaded(goto(url, quietAsLoad(options))));
  page.reload = async (options) => settled(page, network, options, await loaded(reload(quietAsLoad(options))));
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

type GotoOptions = Parameters<Page['goto']>[1];

/** Playwright's 'networkidle' becomes 'load' (and `settled` waits for the quiet after). */
function quietAsLoad<T extends GotoOptions>(options: T): T {
  return options?.waitUntil === 'networkidle' ? { ...options, waitUntil: 'load' } : options;
}

/** Hydrated (see untilHydrated), then, when 'networkidle' was asked for, no request in flight for a while. */
async function settled(
  page: Page,
  network: RequestTracker,
  options: GotoOptions,
  response: Response | null,
): Promise<Response | null> {
  await untilHydrated(page, response);
  if (options?.waitUntil === 'networkidle') await network.quiet(options.timeout ?? 30_000);
  return response;
}

/** Waits for the app's hydration signal when the answer is one of the shop's pages with its scripts. */
async function untilHydrated(page: Page, response: Response | null): Promise<Response | null> {
  if (!response?.ok() || !/^text\/html/.test(response.headers()['content-type'] ?? '')) return response;
  const hasAppScripts = (await page.locator('script[type="module"]').count()) > 0;
  if (hasAppScripts) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  return response;
}

interface RequestTracker {
  /** Resolves once no request of the page has been in flight for QUIET_MS (Playwright's networkidle, shorter). */
  quiet(timeoutMs: number): Promise<void>;
  /** The requests in flight now ("GET /media/…"), for a load that did not finish. */
  inFlight(): string[];
}

const QUIET_MS = 100;

/** "GET /media/…" */
const described = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

/** Tracks the page's requests in flight, from its creation (a page's own fetches and its assets alike). */
function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  let lastChange = performance.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = performance.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const listed = () => [...inFlight].map(described);
  return {
    async quiet(timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const quietFor = performance.now() - lastChange;
        if (inFlight.size === 0 && quietFor >= QUIET_MS) return;
        if (performance.now() > deadline)
          throw new Error(
            `The page kept ${inFlight.size} requests in flight for ${timeoutMs} ms: ${listed().join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, inFlight.size === 0 ? QUIET_MS - quietFor : 25));
      }
    },
    inFlight: listed,
  };
}

/** A failed load's error, saying which of the page's requests were still in flight. */
function withInFlight(error: unknown, network: RequestTracker): unknown {
  if (error instanceof Error) error.message += `\nStill in flight: ${network.inFlight().join(', ') || 'nothing'}`;
  return error;
}
