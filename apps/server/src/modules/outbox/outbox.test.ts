import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/outbox', () => {
  it('lists outgoing messages newest first, with their links, for the Admin', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword/send',
      payload: { email: 'customer@example.com' },
    });
    const response = await t.app.inject({
      url: '/api/outbox?search=customer@example.com',
      headers: { cookie: await t.cookieFor('Admin') },
    });
    expect(response.statusCode).toBe(200);
    const { records, totalRecords } = response.json().data;
    expect(totalRecords).toBe(1);
    expect(records[0]).toMatchObject({
      channel: 'email',
      to: 'customer@example.com',
      subject: expect.stringMatching(/Set a new password/),
      state: 'queued',
      links: [expect.stringMatching(/\/set-new-password\?token=/)],
    });
  });
});
