import { Worker } from 'node:worker_threads';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAnswers } from '../modules/health/health.service.ts';
import { createTestApp } from '../testing/test-app.ts';
import { HealthState, type HealthWorker, listenForHealth, startHealthWorker } from './health-listener.ts';

const host = '127.0.0.1';
const log = pino({ level: 'silent' });
const running: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of running.splice(0).reverse()) await close();
});

async function workerOn(state: HealthState): Promise<HealthWorker> {
  const worker = await startHealthWorker(state, { host, port: 0, engine: 'pglite' });
  running.push(() => worker.close());
  return worker;
}

async function ask(port: number, path: string, method = 'GET') {
  const response = await fetch(`http://${host}:${port}${path}`, { method });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function healthyState() {
  const state = new HealthState();
  state.beat();
  state.setDraining(false);
  state.setDatabaseAnswers(true);
  return state;
}

describe('the HEALTH_PORT worker', () => {
  it('answers live and ready in the API’s envelopes from the shared state, and 404 for any other path', async () => {
    const state = healthyState();
    const { port } = await workerOn(state);

    const live = await ask(port, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ isSuccess: true, statusCode: 200, data: { status: 'live' } });
    expect(live.body.data).toEqual({ status: 'live', uptimeSeconds: expect.any(Number) });
    expect(await ask(port, '/api/health/ready?probe=1')).toEqual({
      status: 200,
      body: { statusCode: 200, errorMessages: [], data: { status: 'ready', database: 'pglite' }, isSuccess: true },
    });

    const other = await ask(port, '/api/products');
    expect(other).toEqual({
      status: 404,
      body: { statusCode: 404, errorMessages: ['No such address: GET /api/products'], data: null, isSuccess: false },
    });
    expect((await ask(port, '/api/health')).status).toBe(404);
    expect((await ask(port, '/api/health/ready', 'POST')).status).toBe(405);
  });

  it('says not ready while stopping or without the database, and neither live nor ready once the main loop is stuck', async () => {
    const state = healthyState();
    const { port } = await workerOn(state);

    state.setDraining(true);
    expect(await ask(port, '/api/health/ready')).toMatchObject({
      status: 503,
      body: { isSuccess: false, data: null, errorMessages: ['This instance is stopping.'] },
    });
    expect((await ask(port, '/api/health/live')).status).toBe(200);

    state.setDraining(false);
    state.setDatabaseAnswers(false);
    expect(await ask(port, '/api/health/ready')).toMatchObject({
      status: 503,
      body: { errorMessages: ['The database is not reachable.'] },
    });
    expect((await ask(port, '/api/health/live')).status).toBe(200);

    state.setDatabaseAnswers(true);
    expect((await ask(port, '/api/health/ready')).status).toBe(200);
    state.beat(Date.now() - 11_000);
    for (const path of ['/api/health/live', '/api/health/ready']) {
      const stuck = await ask(port, path);
      expect(stuck.status).toBe(503);
      expect(stuck.body.errorMessages).toEqual([expect.stringMatching(/main thread has been busy for 1[12] s/)]);
    }
  });

  it('answers while the main thread is blocked', async () => {
    const { port } = await workerOn(healthyState());
    // The request comes from another thread, which notes when its answer arrived.
    const requester = new Worker(
      `
      const { parentPort, workerData } = require('node:worker_threads');
      parentPort.once('message', async () => {
        const response = await fetch(workerData.url);
        await response.arrayBuffer();
        parentPort.postMessage({ status: response.status, answeredAt: Date.now() });
      });
      parentPort.postMessage('ready');
      `,
      { eval: true, workerData: { url: `http://${host}:${port}/api/health/ready` } },
    );
    running.push(async () => void (await requester.terminate()));
    await new Promise((resolve) => requester.once('message', resolve));
    const answer = new Promise<{ status: number; answeredAt: number }>((resolve) => requester.once('message', resolve));

    requester.postMessage('go');
    const blockEnds = Date.now() + 1500;
    while (Date.now() < blockEnds) {
      // The main thread's event loop does nothing meanwhile.
    }
    const blockEnded = Date.now();

    const { status, answeredAt } = await answer;
    expect(status).toBe(200);
    expect(answeredAt).toBeLessThan(blockEnded);
  });

  it('says which port cannot be used', async () => {
    const { port } = await workerOn(healthyState());
    await expect(startHealthWorker(healthyState(), { host, port, engine: 'pglite' })).rejects.toThrow(
      `HEALTH_PORT ${port} on ${host} cannot be used (EADDRINUSE)`,
    );
  });
});

describe('listenForHealth', () => {
  it('follows the app: ready, then not ready once it drains or its database is gone, live all along', async () => {
    const t = await createTestApp();
    running.push(() => t.close());
    const listener = await listenForHealth(
      {
        isDraining: () => t.app.isDraining(),
        pingDatabase: () => databaseAnswers(t.database),
        engine: t.database.engine,
        log,
      },
      { host, port: 0 },
    );
    running.push(() => listener.close());
    expect(await ask(listener.port, '/api/health/ready')).toMatchObject({
      status: 200,
      body: { data: { status: 'ready', database: t.database.engine } },
    });

    await t.database.close();
    await vi.waitFor(async () => expect((await ask(listener.port, '/api/health/ready')).status).toBe(503), {
      timeout: 5000,
      interval: 100,
    });
    expect((await ask(listener.port, '/api/health/ready')).body.errorMessages).toEqual([
      'The database is not reachable.',
    ]);
    expect((await ask(listener.port, '/api/health/live')).status).toBe(200);

    await t.app.drain();
    await vi.waitFor(
      async () =>
        expect((await ask(listener.port, '/api/health/ready')).body.errorMessages).toEqual([
          'This instance is stopping.',
        ]),
      { timeout: 5000, interval: 100 },
    );
    expect((await ask(listener.port, '/api/health/live')).status).toBe(200);
  });

  it('stops answering once closed', async () => {
    const listener = await listenForHealth(
      { isDraining: () => false, pingDatabase: () => Promise.resolve(), engine: 'postgres', log },
      { host, port: 0 },
    );
    expect((await ask(listener.port, '/api/health/ready')).body.data).toEqual({
      status: 'ready',
      database: 'postgres',
    });
    await listener.close();
    await expect(ask(listener.port, '/api/health/live')).rejects.toThrow();
  });
});
