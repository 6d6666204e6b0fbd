import { randomBytes } from 'node:crypto';
import { hashPassword } from '@facet/db/passwords';
import { users } from '@facet/db/schema/users';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../modules/sessions/sessions.service.ts';
import { runJobs } from '../testing/jobs.ts';
import { latestTokenTo } from '../testing/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rateLimits } from './rate-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;

const PASSWORD = 'Tourmaline-Drop-42';
const WAIT_MESSAGE = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

// Identifiers and addresses unique to this run, so that counts left in Redis by an earlier run
// never matter.
const run = randomBytes(6).toString('hex');
let serial = 0;
function next() {
  serial += 1;
  return serial;
}
function uniqueEmail(tag: string) {
  return `limits.${tag}.${run}.${next()}@example.org`;
}
function uniquePhone() {
  return `+9198${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
}
/** A client address of its own (IPv6 documentation range, this run's prefix). */
function uniqueAddress() {
  return `2001:db8:${run.slice(0, 4)}:${run.slice(4, 8)}:${run.slice(8, 12)}::${next().toString(16)}`;
}

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

interface Account {
  id: string;
  email: string;
  phoneNumber: string;
}

/** An account made directly in the database: signed-in by e-mail or (confirmed) phone with PASSWORD. */
async function createAccount(t: TestApp, tag: string, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await t.database.db
    .insert(users)
    .values({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: uniqueEmail(tag),
      phoneNumber: uniquePhone(),
      passwordHash,
      role: 'Customer',
      isActive: true,
      isAccountActivated: true,
      phoneNumberConfirmed: true,
      ...overrides,
    })
    .returning();
  return user as Account;
}

function signInByEmail(app: FastifyInstance, email: string, password: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login/email', payload: { email, password }, remoteAddress });
}

function signInByPhone(app: FastifyInstance, phoneNumber: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/phone',
    payload: { PhoneNumber: phoneNumber, password },
    remoteAddress,
  });
}

function expectTooManyAttempts(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, isSuccess: false, errorMessages: [expect.any(String)] });
  expect(response.json().errorMessages[0]).toMatch(WAIT_MESSAGE);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const accountFailures = rateLimits.signIn.perTarget.points;
const addressFailures = rateLimits.signIn.perAddress.points;

describe('sign-in limits (memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('count failures, not sign-ins: 30 people sign in from one shared address', async () => {
    const accounts = [];
    for (let i = 0; i < 30; i += 1) accounts.push(await createAccount(t, 'shared'));
    const remoteAddress = uniqueAddress();
    const statuses = [];
    for (const account of accounts) {
      statuses.push((await signInByEmail(t.app, account.email, PASSWORD, remoteAddress)).statusCode);
    }
    expect(statuses).toEqual(accounts.map(() => 200));
  });

  it('stop guessing at one account from many addresses, the same for a known and an unknown one, and for that account only', async () => {
    const target = await createAccount(t, 'target');
    const other = await createAccount(t, 'other');
    const addresses = [uniqueAddress(), uniqueAddress(), uniqueAddress()];
    const answers: Record<string, string[]> = {};
    for (const email of [target.email, uniqueEmail('nobody')]) {
      answers[email] = [];
      for (let i = 0; i < accountFailures + 2; i += 1) {
        const response = await signInByEmail(t.app, email, `wrong-${i}`, addresses[i % addresses.length]!);
        answers[email].push(`${response.statusCode} ${response.json().errorMessages[0]}`);
        if (i >= accountFailures) expectTooManyAttempts(response);
      }
    }
    const [known, unknown] = Object.values(answers);
    expect(known!.slice(0, accountFailures)).toEqual(
      Array.from({ length: accountFailures }, () => '401 E-mail or password is incorrect'),
    );
    expect(known).toEqual(unknown);
    // Even the right password is refused now, before it is checked.
    expectTooManyAttempts(await signInByEmail(t.app, target.email, PASSWORD, uniqueAddress()));
    // Someone else signs in from the very same addresses.
    for (const address of addresses) {
      expect((await signInByEmail(t.app, other.email, PASSWORD, address)).statusCode).toBe(200);
    }
  });

  it('forget an account’s failures once it signs in', async () => {
    const account = await createAccount(t, 'clears');
    const fail = () => signInByEmail(t.app, account.email, 'not-it', uniqueAddress());
    for (let i = 0; i < accountFailures - 1; i += 1) expect((await fail()).statusCode).toBe(401);
    expect((await signInByEmail(t.app, account.email, PASSWORD, uniqueAddress())).statusCode).toBe(200);
    for (let i = 0; i < accountFailures; i += 1) expect((await fail()).statusCode).toBe(401);
    expectTooManyAttempts(await fail());
  });

  it('forget an account’s failures, by e-mail and by phone, once a new password is set', async () => {
    const account = await createAccount(t, 'reset');
    for (let i = 0; i <= accountFailures; i += 1) {
      await signInByEmail(t.app, account.email, 'not-it', uniqueAddress());
      await signInByPhone(t.app, account.phoneNumber, 'not-it', uniqueAddress());
    }
    expectTooManyAttempts(await signInByEmail(t.app, account.email, PASSWORD, uniqueAddress()));
    expectTooManyAttempts(await signInByPhone(t.app, account.phoneNumber, PASSWORD, uniqueAddress()));

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword/send',
      payload: { email: account.email },
      remoteAddress: uniqueAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    await runJobs(t);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { token: await latestTokenTo(t.database.db, account.email), password: 'Moonstone-Bezel-19' },
      remoteAddress: uniqueAddress(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await signInByEmail(t.app, account.email, 'Moonstone-Bezel-19', uniqueAddress())).statusCode).toBe(200);
    expect((await signInByPhone(t.app, account.phoneNumber, 'Moonstone-Bezel-19', uniqueAddress())).statusCode).toBe(
      200,
    );
  });

  it('stop one address spraying guesses over many accounts, and that address only', async () => {
    const remoteAddress = uniqueAddress();
    const statuses = [];
    for (let i = 0; i < addressFailures; i += 1) {
      statuses.push((await signInByEmail(t.app, uniqueEmail('spray'), PASSWORD, remoteAddress)).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const account = await createAccount(t, 'sprayed');
    expectTooManyAttempts(await signInByPhone(t.app, account.phoneNumber, PASSWORD, remoteAddress));
    // Calls refused for their address do not count against the account they named.
    for (let i = 0; i <= accountFailures; i += 1) {
      expectTooManyAttempts(await signInByEmail(t.app, account.email, 'guess', remoteAddress));
    }
    expect((await signInByEmail(t.app, account.email, PASSWORD, uniqueAddress())).statusCode).toBe(200);
  });
});

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

describe('limits when Redis is down', () => {
  it('count in each instance’s memory instead of letting every call through', async () => {
    // Nothing listens on port 1: the connection fails at start and every count falls back.
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const email = uniqueEmail('outage');
      const statuses = [];
      for (let i = 0; i <= accountFailures; i += 1) {
        statuses.push((await signInByEmail(t.app, email, 'guess', uniqueAddress())).statusCode);
      }
      expect(statuses).toEqual([...Array(accountFailures).fill(401), 429]);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(Boolean(redisUrl))('limits in Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      createTestApp({ REDIS_URL: redisUrl! }),
      createTestApp({ REDIS_URL: redisUrl! }),
    ]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('are shared by every instance', async () => {
    const email = uniqueEmail('redis');
    const statuses = [];
    for (let i = 0; i <= accountFailures; i += 1) {
      const app = i % 2 ? second.app : first.app;
      statuses.push((await signInByEmail(app, email, 'guess', uniqueAddress())).statusCode);
    }
    expect(statuses).toEqual([...Array(accountFailures).fill(401), 429]);
    expectTooManyAttempts(await signInByEmail(first.app, email, 'guess', uniqueAddress()));

    const remoteAddress = uniqueAddress();
    const forgot = [];
    for (let i = 0; i <= rateLimits.forgotPassword.perAddress.points; i += 1) {
      const app = i % 2 ? second.app : first.app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgotpassword/send',
        payload: { email: uniqueEmail('redis-forgot') },
        remoteAddress,
      });
      forgot.push(response.statusCode);
    }
    expect(forgot.at(-1)).toBe(429);
    expect(forgot.slice(0, -1).every((status) => status === 200)).toBe(true);
  });

  it('forget failures on every instance once the account signs in on one', async () => {
    // The account exists in one instance's database; the counts are what the two share.
    const account = await createAccount(first, 'redis-clear');
    for (let i = 0; i < accountFailures - 1; i += 1) {
      const app = i % 2 ? second.app : first.app;
      expect((await signInByEmail(app, account.email, 'guess', uniqueAddress())).statusCode).toBe(401);
    }
    expect((await signInByEmail(first.app, account.email, PASSWORD, uniqueAddress())).statusCode).toBe(200);
    for (let i = 0; i < accountFailures; i += 1) {
      expect((await signInByEmail(second.app, account.email, 'guess', uniqueAddress())).statusCode).toBe(401);
    }
    expectTooManyAttempts(await signInByEmail(second.app, account.email, 'guess', uniqueAddress()));
  });

  it('keep no e-mail address or client address in Redis', async () => {
    const redis = new Redis(redisUrl!);
    try {
      const keys = await redis.keys('facet-limit:*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => key.includes('@') || key.includes('2001:db8'))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});
