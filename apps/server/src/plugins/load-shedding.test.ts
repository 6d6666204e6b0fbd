import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS } from '../env.ts';
import { createTestApp } from '../testing/test-app.ts';
import loadShedding, { BUSY_MESSAGE, RETRY_AFTER_S, SAMPLE_INTERVAL_MS } from './load-shedding.ts';

/*
 * Real lag, not a stub: the event loop is kept busy in slices (as under overload, where every
 * turn of the loop takes long) and requests go over real sockets, since the in-process calls
 * of inject() are never shed.
 */

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

function keepEventLoopBusy(sliceMs: number): () => Promise<void> {
  let running = true;
  const done = (async () => {
    while (running) {
      const until = performance.now() + sliceMs;
      while (performance.now() < until) {
        // Lag, as when every turn of the loop renders a page.
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const stop = async () => {
    running = false;
    await done;
  };
  stops.push(stop);
  return stop;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function until(condition: () => boolean, timeoutMs: number) {
  await vi.waitFor(() => expect(condition()).toBe(true), { timeout: timeoutMs, interval: 20 });
}

describe('load shedding', () => {
  it('answers API reads 503 with Retry-After in the envelope while the loop lags; health, metrics, changes and in-process calls go through', async () => {
    const t = await createTestApp({
      MAX_EVENT_LOOP_DELAY_MS: String(DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
      METRICS_TOKEN: 'a-metrics-token-of-some-length',
    });
    stops.push(() => t.close());
    const base = await listen(t.app);
    // Lag while starting is not load: shedding begins two samples after listening.
    await new Promise((resolve) => setTimeout(resolve, 2 * SAMPLE_INTERVAL_MS + 100));

    const stopLag = keepEventLoopBusy(2 * t.config.maxEventLoopDelayMs);
    await until(() => t.app.isUnderPressure(), 5 * SAMPLE_INTERVAL_MS);

    const refused = await fetch(`${base}/api/metal`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_S));
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({
      statusCode: 503,
      errorMessages: [BUSY_MESSAGE],
      data: null,
      isSuccess: false,
    });

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ isSuccess: true, data: { status: 'ok' } });
    for (const probe of ['live', 'ready']) {
      const answer = await fetch(`${base}/api/health/${probe}`);
      expect(answer.status, probe).toBe(200);
      expect(await answer.json()).toMatchObject({ isSuccess: true, data: { status: probe } });
    }

    // The scrape that would show the lag is answered too.
    const metrics = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer a-metrics-token-of-some-length' },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('nodejs_eventloop_lag_seconds');

    const change = await fetch(`${base}/api/auth/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(change.status).toBe(400);

    expect((await t.app.inject({ url: '/api/metal' })).statusCode).toBe(200);
    expect(t.app.isUnderPressure()).toBe(true);

    await stopLag();
    await until(() => !t.app.isUnderPressure(), 5 * SAMPLE_INTERVAL_MS);
    expect((await fetch(`${base}/api/metal`)).status).toBe(200);
  });

  it('answers a page request with a small HTML page that tries again, and lets static files through', async () => {
    const app = Fastify();
    stops.push(() => app.close());
    await app.register(loadShedding, { maxEventLoopDelayMs: 50, sampleIntervalMs: 100 });
    app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('export {};'));
    app.get('/*', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>A page</p>'));
    const base = await listen(app);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${base}/product/ring-1`)).status).toBe(200);

    keepEventLoopBusy(150);
    await until(() => app.isUnderPressure(), 2000);
    const refused = await fetch(`${base}/product/ring-1`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_S));
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain('We are very busy right now');
    expect(page).toContain(`<meta http-equiv="refresh" content="${RETRY_AFTER_S}">`);
    expect((await fetch(`${base}/assets/app.js`)).status).toBe(200);
  });

  it('is off with MAX_EVENT_LOOP_DELAY_MS=0', async () => {
    const t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '0' });
    stops.push(() => t.close());
    expect(t.app.hasDecorator('isUnderPressure')).toBe(false);
  });
});
