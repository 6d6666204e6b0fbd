import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard figures', () => {
  it('counts customers', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Ira',
        lastName: 'Menon',
        email: 'ira.menon@example.org',
        password: 'Princess-Cut-6060',
        phoneNumber: '+91 99000 11223',
        sendNewsAndOffer: true,
      },
    });
    const response = await t.app.inject({
      url: '/api/analytics/minimal/customer',
      headers: { cookie: await t.cookieFor('Admin') },
    });
    expect(response.json().data).toEqual({
      total: 2,
      active: 2,
      emailConfirmed: 1,
      newLast30Days: 2,
      subscribedToNews: 1,
    });
  });

  it('counts staff by role', async () => {
    const response = await t.app.inject({
      url: '/api/analytics/minimal/member',
      headers: { cookie: await t.cookieFor('Admin') },
    });
    expect(response.json().data).toEqual({
      total: 4,
      active: 4,
      awaitingActivation: 0,
      byRole: { Admin: 1, Manager: 1, StoneManager: 1, JewelleryManager: 1 },
    });
  });
});
