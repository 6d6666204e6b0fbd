import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobs } from '../testing/jobs.ts';
import { latestTokenTo } from '../testing/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  accountFailures,
  addressFailures,
  createAccount,
  expectTooManyAttempts,
  PASSWORD,
  signInByEmail,
  signInByPhone,
  uniqueAddress,
  uniqueEmail,
} from './rate-limits.test-support.ts';

/*
 * Sign-in limits, counted in the instance's memory: failures (not sign-ins) per account and per
 * client address, forgotten once the account signs in or sets a new password.
 */

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
