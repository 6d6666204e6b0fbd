import { users } from '@facet/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/cuser', () => {
  it('answers 401 when signed out', async () => {
    const response = await t.app.inject({ url: '/api/user/cuser' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      errorMessages: ['Please sign in to continue.'],
      data: null,
      isSuccess: false,
    });
  });

  it('returns the signed-in user with role and confirmations, never the password hash', async () => {
    const response = await t.app.inject({ url: '/api/user/cuser', headers: { cookie: await t.cookieFor('Customer') } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      email: 'customer@example.com',
      role: 'Customer',
      emailConfirmed: true,
      phoneNumberConfirmed: true,
      isActive: true,
    });
    expect(JSON.stringify(data)).not.toMatch(/argon2|password/i);
  });

  it('ends the session of a disabled account at once', async () => {
    const cookie = await t.cookieFor('Manager');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'manager@example.com'));
    const response = await t.app.inject({ url: '/api/user/cuser', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });
});
