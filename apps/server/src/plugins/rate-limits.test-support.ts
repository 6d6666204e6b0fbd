import { randomBytes } from 'node:crypto';
import { hashPassword } from '@facet/db/passwords';
import { users } from '@facet/db/schema/users';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import { rateLimits } from './rate-limits.ts';

/*
 * What the rate limit test files share (rate-limits-sign-in, rate-limits-messages,
 * rate-limits-redis): accounts and addresses unique to the run, sign-ins by e-mail and phone,
 * and the 429 every limit answers.
 */

export const redisUrl = process.env.TEST_REDIS_URL;

export const PASSWORD = 'Tourmaline-Drop-42';
const WAIT_MESSAGE = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

// Identifiers and addresses unique to this run, so that counts left in Redis by an earlier run
// never matter.
const run = randomBytes(6).toString('hex');
let serial = 0;
function next() {
  serial += 1;
  return serial;
}
export function uniqueEmail(tag: string) {
  return `limits.${tag}.${run}.${next()}@example.org`;
}
export function uniquePhone() {
  return `+9198${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
}
/** A client address of its own (IPv6 documentation range, this run's prefix). */
export function uniqueAddress() {
  return `2001:db8:${run.slice(0, 4)}:${run.slice(4, 8)}:${run.slice(8, 12)}::${next().toString(16)}`;
}

// PASSWORD's hash, made with the first account and kept: the same for every file.
let passwordHash: Promise<string> | undefined;

interface Account {
  id: string;
  email: string;
  phoneNumber: string;
}

/** An account made directly in the database: signed-in by e-mail or (confirmed) phone with PASSWORD. */
export async function createAccount(t: TestApp, tag: string, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await t.database.db
    .insert(users)
    .values({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: uniqueEmail(tag),
      phoneNumber: uniquePhone(),
      passwordHash: await passwordHash,
      role: 'Customer',
      isActive: true,
      isAccountActivated: true,
      phoneNumberConfirmed: true,
      ...overrides,
    })
    .returning();
  return user as Account;
}

export function signInByEmail(app: FastifyInstance, email: string, password: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login/email', payload: { email, password }, remoteAddress });
}

export function signInByPhone(app: FastifyInstance, phoneNumber: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/phone',
    payload: { PhoneNumber: phoneNumber, password },
    remoteAddress,
  });
}

export function expectTooManyAttempts(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, isSuccess: false, errorMessages: [expect.any(String)] });
  expect(response.json().errorMessages[0]).toMatch(WAIT_MESSAGE);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

export const accountFailures = rateLimits.signIn.perTarget.points;
export const addressFailures = rateLimits.signIn.perAddress.points;
