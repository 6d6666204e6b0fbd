import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { newCustomer } from './support/customers.ts';
import { runServerToExit, startServer } from './support/server.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function freshDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'facet-e2e-start-'));
  dirs.push(dir);
  return dir;
}

describe('starting the shop', () => {
  it('prints its address and the demo accounts, and answers health checks and pages', async () => {
    // Started as `node apps/server/dist/main.js` alone, with no NODE_ENV: it serves the build
    // (and warms up a ring picture thread once listening, as by default).
    const server = await startServer({
      dataDir: freshDataDir(),
      env: { NODE_ENV: undefined, LOG_LEVEL: 'info', RING_PICTURE_WARM_UP: undefined },
    });
    try {
      expect(server.output()).toContain('seed data loaded');
      expect(server.output()).toContain('Demo accounts (password Demo#2026):');
      // Where a newcomer's own e-mails (the confirmation link) go, and what each account is for.
      expect(server.output()).toContain(`E-mails: kept in the outbox, not sent (SMTP_URL unset): ${server.url}/outbox`);
      expect(server.output()).toMatch(/customer@example\.com +shopping: bag, checkout, orders, returns/);
      for (const email of [
        'admin@example.com',
        'manager@example.com',
        'stone.manager@example.com',
        'jewellery.manager@example.com',
        'customer@example.com',
      ]) {
        expect(server.output()).toContain(email);
      }
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { data: unknown };
      expect(health.data).toMatchObject({ status: 'ok', database: 'pglite' });
      const ready = (await (await fetch(`${server.url}/api/health/ready`)).json()) as { data: unknown };
      expect(ready.data).toEqual({ status: 'ready', database: 'pglite' });
      for (const page of ['/', '/collections/engagement-rings?metal=Rose%20Gold']) {
        const response = await fetch(`${server.url}${page}`);
        expect(response.status, page).toBe(200);
        expect(await response.text(), page).toContain('</html>');
      }
    } finally {
      await server.stop();
    }
  });

  it('finishes the request in hand when told to stop, then exits cleanly', async () => {
    // The seeded data directory the other browser tests start from: this test is not about seeding.
    const server = await startServer();
    dirs.push(server.dataDir);
    const inFlight = fetch(server.url);
    // The signal lands while the page is being made, whatever stage it has reached.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const exitCode = server.stop();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Made to be worn');
    expect(await exitCode).toBe(0);
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const first = await startServer();
    const { dataDir } = first;
    dirs.push(dataDir);
    try {
      const second = await runServerToExit(dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toContain(`Another Facet process is already using DATA_DIR=${dataDir}`);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  it('keeps its data across restarts and loads the demo only once', async () => {
    // A shop that has started before (the seeded data directory): the demo is not loaded again,
    // and what a shopper wrote is still there after a restart.
    const first = await startServer({ env: { LOG_LEVEL: 'info' } });
    const { dataDir } = first;
    dirs.push(dataDir);
    const customer = newCustomer('Kept#2026-across');
    const registered = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify(customer),
    });
    expect(registered.ok, await registered.clone().text()).toBe(true);
    await first.stop();
    expect(first.output()).not.toContain('seed data loaded');
    const second = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    try {
      expect(second.output()).not.toContain('seed data loaded');
      const signIn = await fetch(`${second.url}/api/auth/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: second.url },
        body: JSON.stringify({ email: customer.email, password: customer.password }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('shows the not-found page with HTTP 503 when prices cannot be loaded', async () => {
    const first = await startServer();
    const { dataDir } = first;
    dirs.push(dataDir);
    await first.stop();
    const database = await PGlite.create(path.join(dataDir, 'pglite'));
    await database.exec('alter table metals rename to metals_unavailable');
    await database.close();

    const server = await startServer({ dataDir });
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('OOPS! NO RESULTS FOUND...');
      expect((await fetch(`${server.url}/api/metal`)).status).toBe(500);
    } finally {
      await server.stop();
    }
  });
});
