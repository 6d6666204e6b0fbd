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
