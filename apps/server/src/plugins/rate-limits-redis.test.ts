import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rateLimits } from './rate-limits.ts';
import {
  accountFailures,
  createAccount,
  expectTooManyAttempts,
  PASSWORD,
  redisUrl,
  signInByEmail,
  uniqueAddress,
  uniqueEmail,
} from './rate-limits.test-support.ts';

/*
 * Where the limits count: in each instance's memory when Redis is down, and (with
 * TEST_REDIS_URL) in Redis, shared by every instance and keeping no e-mail or client address.
 */

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
