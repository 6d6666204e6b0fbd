import { phoneCodes, users } from '@facet/db/schema/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeTo, latestMessageTo, latestTokenTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function newCustomer() {
  counter += 1;
  const email = `verify.${counter}.${Date.now()}@example.org`;
  const phoneNumber = `+9197${String(10_000_000 + counter * 7919 + (Date.now() % 1000)).slice(0, 8)}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Asha', lastName: 'Kapoor', email, password: 'Rose-Gold-Halo-88', phoneNumber },
    remoteAddress: `192.0.2.${counter}`,
  });
  expect(response.statusCode).toBe(201);
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  return { email, phoneNumber, cookie };
}

describe('confirming the e-mail address', () => {
  it('confirms with the link, once', async () => {
    const { email, cookie } = await newCustomer();
    const token = await latestTokenTo(t.database.db, email);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/verify/email', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie } })).json().data.emailConfirmed).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: '/api/verify/email', payload: { token } });
    expect(again.statusCode).toBe(422);
  });

  it('sends a new link on request, which voids the old one', async () => {
    const { email, cookie } = await newCustomer();
    const first = await latestTokenTo(t.database.db, email);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/verify/email/send',
      headers: { cookie },
      remoteAddress: '192.0.2.200',
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data.sentTo).toBe(email);
    const second = await latestTokenTo(t.database.db, email);
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/verify/email', payload: { token: first } })).statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/verify/email', payload: { token: second } })).statusCode,
    ).toBe(200);
    const already = await t.app.inject({
      method: 'POST',
      url: '/api/verify/email/send',
      headers: { cookie },
      remoteAddress: '192.0.2.201',
    });
    expect(already.statusCode).toBe(409);
  });

  it('refuses a link older than 24 hours', async () => {
    const { email } = await newCustomer();
    const token = await latestTokenTo(t.database.db, email);
    await t.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 minute'`);
    expect((await t.app.inject({ method: 'POST', url: '/api/verify/email', payload: { token } })).statusCode).toBe(422);
  });
});

describe('confirming the phone number', () => {
  it('texts a 6-digit code and confirms with it; then the phone signs in', async () => {
    const { phoneNumber, cookie } = await newCustomer();
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/verify/phonenumber/send',
      headers: { cookie },
      remoteAddress: '192.0.2.210',
    });
    expect(send.statusCode).toBe(200);
    const sms = await latestMessageTo(t.database.db, phoneNumber);
    expect(sms.channel).toBe('sms');
    expect(sms.text).toMatch(/^\d{6} is your Facet Fine Jewellery code/);
    const code = await latestCodeTo(t.database.db, phoneNumber);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/verify/phonenumber',
      payload: { code },
      headers: { cookie },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie } })).json().data.phoneNumberConfirmed).toBe(
      true,
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/phone',
      payload: { PhoneNumber: phoneNumber, password: 'Rose-Gold-Halo-88' },
      remoteAddress: '192.0.2.211',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('counts wrong codes and gives up after five', async () => {
    const { phoneNumber, cookie } = await newCustomer();
    await t.app.inject({
      method: 'POST',
      url: '/api/verify/phonenumber/send',
      headers: { cookie },
      remoteAddress: '192.0.2.220',
    });
    const code = await latestCodeTo(t.database.db, phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/verify/phonenumber',
        payload: { code: wrong },
        headers: { cookie },
      });
      answers.push(`${response.statusCode} ${response.json().errorMessages[0]}`);
    }
    expect(answers).toEqual([
      '400 code: is not the code we sent (4 tries left)',
      '400 code: is not the code we sent (3 tries left)',
      '400 code: is not the code we sent (2 tries left)',
      '400 code: is not the code we sent (1 try left)',
      '422 That code was wrong too many times. Please ask for a new one.',
    ]);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/verify/phonenumber',
      payload: { code },
      headers: { cookie },
    });
    expect(late.statusCode).toBe(422);
  });

  it('refuses a code older than 10 minutes, and one that is not 6 digits', async () => {
    const { phoneNumber, cookie } = await newCustomer();
    await t.app.inject({
      method: 'POST',
      url: '/api/verify/phonenumber/send',
      headers: { cookie },
      remoteAddress: '192.0.2.230',
    });
    const code = await latestCodeTo(t.database.db, phoneNumber);
    const [me] = await t.database.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    const [entry] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, me!.id));
    expect(entry!.expiresAt.getTime() - entry!.createdAt.getTime()).toBe(10 * 60 * 1000);
    await t.database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.userId, me!.id));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/verify/phonenumber',
      payload: { code },
      headers: { cookie },
    });
    expect(expired.statusCode).toBe(422);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/verify/phonenumber',
      payload: { code: '12ab' },
      headers: { cookie },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorMessages).toEqual(['code: must be the 6-digit code we sent']);
  });
});
