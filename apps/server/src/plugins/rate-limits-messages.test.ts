import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../modules/sessions/sessions.service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rateLimits } from './rate-limits.ts';
import {
  createAccount,
  expectTooManyAttempts,
  uniqueAddress,
  uniqueEmail,
  uniquePhone,
} from './rate-limits.test-support.ts';

/*
 * Limits on the calls that send messages, counted in the instance's memory: registrations,
 * forgotten-password requests, and codes and links sent, per target and per client address.
 */

describe('limits on calls that send messages (memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A common password is refused after the count, before any argon2 work: a cheap attempt.
  const registration = (email: string, phoneNumber: string) => ({
    firstName: 'Kiran',
    lastName: 'Das',
    email,
    phoneNumber,
    password: 'password123',
  });
  const register = (payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });

  it('count registrations per e-mail address and per phone number, whatever the address', async () => {
    const perTarget = rateLimits.register.perTarget.points;
    const email = uniqueEmail('register');
    const sameEmail = [];
    for (let i = 0; i <= perTarget; i += 1) {
      sameEmail.push(await register(registration(email.toUpperCase(), uniquePhone()), uniqueAddress()));
    }
    expect(sameEmail.slice(0, perTarget).map((r) => r.statusCode)).toEqual(Array(perTarget).fill(400));
    expectTooManyAttempts(sameEmail[perTarget]!);

    const phoneNumber = uniquePhone();
    const samePhone = [];
    for (let i = 0; i <= perTarget; i += 1) {
      samePhone.push(await register(registration(uniqueEmail('register'), phoneNumber), uniqueAddress()));
    }
    expect(samePhone.slice(0, perTarget).map((r) => r.statusCode)).toEqual(Array(perTarget).fill(400));
    expectTooManyAttempts(samePhone[perTarget]!);

    // A taken address is counted the same way as a free one.
    const taken = await createAccount(t, 'taken');
    const takenAnswers = [];
    for (let i = 0; i <= perTarget; i += 1) {
      takenAnswers.push((await register(registration(taken.email, uniquePhone()), uniqueAddress())).statusCode);
    }
    expect(takenAnswers).toEqual([...Array(perTarget).fill(400), 429]);
  });

  it('count registrations per client address, sized for a shared address', async () => {
    const perAddress = rateLimits.register.perAddress.points;
    const remoteAddress = uniqueAddress();
    const statuses = [];
    for (let i = 0; i < perAddress; i += 1) {
      statuses.push((await register(registration(uniqueEmail('office'), uniquePhone()), remoteAddress)).statusCode);
    }
    expect(statuses).toEqual(Array(perAddress).fill(400));
    expectTooManyAttempts(await register(registration(uniqueEmail('office'), uniquePhone()), remoteAddress));
    expect((await register(registration(uniqueEmail('office'), uniquePhone()), uniqueAddress())).statusCode).toBe(400);
  });

  it('count forgotten-password requests per e-mail address (both forms), the same for a known and an unknown one', async () => {
    const perTarget = rateLimits.forgotPassword.perTarget.points;
    const known = (await createAccount(t, 'forgot')).email;
    const answers: string[][] = [];
    for (const email of [known, uniqueEmail('forgot-nobody')]) {
      const answersForEmail: string[] = [];
      for (let i = 0; i <= perTarget; i += 1) {
        const response =
          i % 2
            ? await t.app.inject({
                url: `/api/auth/forgotpassword/${encodeURIComponent(email)}`,
                headers: { 'sec-fetch-site': 'same-origin' },
                remoteAddress: uniqueAddress(),
              })
            : await t.app.inject({
                method: 'POST',
                url: '/api/auth/forgotpassword/send',
                payload: { email },
                remoteAddress: uniqueAddress(),
              });
        answersForEmail.push(`${response.statusCode} ${JSON.stringify(response.json().data ?? null)}`);
        if (i === perTarget) expectTooManyAttempts(response);
      }
      answers.push(answersForEmail);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.slice(0, perTarget).every((answer) => answer.startsWith('200 '))).toBe(true);
  });

  it('count forgotten-password requests per client address', async () => {
    const perAddress = rateLimits.forgotPassword.perAddress.points;
    const remoteAddress = uniqueAddress();
    const ask = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgotpassword/send',
        payload: { email: uniqueEmail('forgot-many') },
        remoteAddress: address,
      });
    const statuses = [];
    for (let i = 0; i < perAddress; i += 1) statuses.push((await ask(remoteAddress)).statusCode);
    expect(statuses).toEqual(Array(perAddress).fill(200));
    expectTooManyAttempts(await ask(remoteAddress));
    expect((await ask(uniqueAddress())).statusCode).toBe(200);
  });

  async function signedIn(tag: string) {
    const account = await createAccount(t, tag, { phoneNumberConfirmed: false, emailConfirmed: false });
    const { token } = await createSession(t.database.db, { userId: account.id });
    return `${SESSION_COOKIE}=${token}`;
  }
  const send = (channel: 'email' | 'phonenumber', cookie: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/verify/${channel}/send`, headers: { cookie }, remoteAddress });

  it('count codes and links sent per account and channel, whatever the address', async () => {
    const perTarget = rateLimits.sendCode.perTarget.points;
    const cookie = await signedIn('codes');
    for (const channel of ['phonenumber', 'email'] as const) {
      const statuses = [];
      for (let i = 0; i < perTarget; i += 1) statuses.push((await send(channel, cookie, uniqueAddress())).statusCode);
      expect(statuses).toEqual(Array(perTarget).fill(200));
      expectTooManyAttempts(await send(channel, cookie, uniqueAddress()));
    }
    // Another account is not affected.
    expect((await send('phonenumber', await signedIn('codes-other'), uniqueAddress())).statusCode).toBe(200);
  });

  it('count codes and links sent per client address', async () => {
    const perTarget = rateLimits.sendCode.perTarget.points;
    const perAddress = rateLimits.sendCode.perAddress.points;
    const remoteAddress = uniqueAddress();
    let sent = 0;
    while (sent < perAddress) {
      const cookie = await signedIn('codes-office');
      for (let i = 0; i < perTarget && sent < perAddress; i += 1, sent += 1) {
        expect((await send('phonenumber', cookie, remoteAddress)).statusCode).toBe(200);
      }
    }
    const fresh = await signedIn('codes-office');
    expectTooManyAttempts(await send('phonenumber', fresh, remoteAddress));
    expect((await send('phonenumber', fresh, uniqueAddress())).statusCode).toBe(200);
  });
});
