import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

describe('GET /api/health', () => {
  it('answers 200 while the database answers, and 503 once it does not', async () => {
    const t = await createTestApp();
    const healthy = await t.app.inject({ url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json().data).toMatchObject({ status: 'ok', database: t.database.engine });

    await t.database.close();
    const unhealthy = await t.app.inject({ url: '/api/health' });
    expect(unhealthy.statusCode).toBe(503);
    expect(unhealthy.json()).toMatchObject({ isSuccess: false, errorMessages: ['The database is not reachable.'] });
    await t.close();
  });
});

describe('the liveness and readiness probes', () => {
  it('say live and ready; without the database, live still and not ready', async () => {
    const t = await createTestApp();
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ status: 'live', uptimeSeconds: expect.any(Number) });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', database: t.database.engine });

    await t.database.close();
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    const notReady = await t.app.inject({ url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ isSuccess: false, errorMessages: ['The database is not reachable.'] });
    await t.close();
  });

  it('say not ready once the instance is stopping, while it is still live', async () => {
    const t = await createTestApp();
    await t.app.drain();
    const notReady = await t.app.inject({ url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ errorMessages: ['This instance is stopping.'] });
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    await t.close();
  });
});
