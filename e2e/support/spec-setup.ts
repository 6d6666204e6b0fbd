import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { wholeChromiumPath, workerBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface SpecRig {
  server: RunningServer;
  browser: Browser;
}

/**
 * The server and the browser a spec file's tests share: its own server, started before the first
 * test and stopped after the last, and the worker's browser (`workerBrowser`), whose contexts the
 * file opened are closed after its last test. `use` receives them; a beforeAll of the file
 * registered after this call runs once they are up.
 */
export function startForSpec(
  use: (rig: SpecRig) => void,
  options?: Parameters<typeof startServer>[0] & {
    /** The whole browser rather than its headless shell, for what only the whole browser measures as a phone would. */
    wholeBrowser?: boolean;
  },
): void {
  let rig: SpecRig | undefined;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([
      startServer(options),
      workerBrowser(options?.wholeBrowser ? wholeChromiumPath : undefined),
    ]);
    rig = { server, browser };
    use(rig);
  });
  afterAll(async () => {
    await Promise.all(rig?.browser.contexts().map((context) => context.close()) ?? []);
    await rig?.server.dispose();
  });
}

/** A signed-in session, handed to a new context (`browser.newContext({ storageState })`). */
export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs a demo account (password Demo#2026) in once, through the API, and keeps its session
 * cookie for new contexts. The sign-in page has tests of its own (accounts.spec.ts); a page in
 * a fresh browser context costs a few seconds of a busy CI machine's CPU, and specs need
 * sixty sessions.
 */
export async function sessionOf({ server }: SpecRig, email: string): Promise<Session> {
  const response = await fetch(`${server.url}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const { hostname } = new URL(server.url);
  return { cookies: response.headers.getSetCookie().map((header) => cookieOf(header, hostname)), origins: [] };
}

/** A Set-Cookie header as the browser keeps it (Playwright's storage-state cookie). */
function cookieOf(header: string, domain: string): Session['cookies'][number] {
  const [pair = '', ...parts] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const attributes = new Map(
    parts.map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.toLowerCase(), value.join('=')] as const;
    }),
  );
  const expires = attributes.get('expires');
  const sameSite = (attributes.get('samesite') ?? 'lax').toLowerCase();
  return {
    name: pair.slice(0, equals),
    value: pair.slice(equals + 1),
    domain,
    path: attributes.get('path') || '/',
    expires: expires ? Math.floor(Date.parse(expires) / 1000) : -1,
    httpOnly: attributes.has('httponly'),
    secure: attributes.has('secure'),
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
  };
}
