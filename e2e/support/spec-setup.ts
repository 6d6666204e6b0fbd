import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { signIn } from './outbox.ts';
import { type RunningServer, startServer } from './server.ts';

export interface SpecRig {
  server: RunningServer;
  browser: Browser;
}

/**
 * The server and the browser a spec file's tests share: started before the first test (in
 * parallel), closed after the last. `use` receives them; a beforeAll of the file registered
 * after this call runs once they are up.
 */
export function startForSpec(use: (rig: SpecRig) => void, options?: Parameters<typeof startServer>[0]): void {
  let rig: SpecRig | undefined;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
    rig = { server, browser };
    use(rig);
  });
  afterAll(async () => {
    await rig?.browser.close();
    await rig?.server.dispose();
  });
}

/** A signed-in session, handed to a new context (`browser.newContext({ storageState })`). */
export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs a demo account (password Demo#2026) in once, in a context of its own, and keeps its cookies. */
export async function sessionOf({ server, browser }: SpecRig, email: string): Promise<Session> {
  const context = await browser.newContext();
  await signIn(await context.newPage(), server.url, email, 'Demo#2026');
  const session = await context.storageState();
  await context.close();
  return session;
}
