import { RESET_LINK_SENT } from '@facet/contracts/auth';
import { jobs } from '@facet/db/schema/jobs';
import { messages } from '@facet/db/schema/messages';
import { sessions, userTokens, users } from '@facet/db/schema/users';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobs } from '../../testing/jobs.ts';
import { latestMessageTo, latestTokenTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { authCalls, sessionCookieOf } from './auth.test-support.ts';

/*
 * Passwords: the forgotten-password link (queued, e-mailed only to a known, enabled account,
 * live for an hour, used once, ending every session) and changing the password when signed in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { from, register } = authCalls(() => t);

describe('forgotten password', () => {
  const resetJobs = (email: string) =>
    t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.uniqueKey, `auth.send-password-reset:${email}`));
  const messagesTo = async (email: string) =>
    (await t.database.db.select({ n: count() }).from(messages).where(eq(messages.to, email)))[0]!.n;
  const tokenCount = async () => (await t.database.db.select({ n: count() }).from(userTokens))[0]!.n;

  it('answers the same for a known and an unknown address, only queueing a job; the job e-mails only the known one', async () => {
    const { body } = await register();
    await runJobs(t);
    const known = body.email;
    const unknown = `no.such.person.${Date.now()}@example.org`;
    const tokensBefore = await tokenCount();
    const messagesBefore = await messagesTo(known);
    const answers = [];
    for (const email of [known, unknown]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgotpassword/send',
        payload: { email },
        remoteAddress: from(),
      });
      answers.push([response.statusCode, response.json().data]);
      expect(await resetJobs(email)).toEqual([{ status: 'queued' }]);
    }
    expect(answers[0]).toEqual([200, { message: RESET_LINK_SENT }]);
    expect(answers[0]).toEqual(answers[1]);
    // Nothing is looked up, issued or written in the request itself.
    expect(await tokenCount()).toBe(tokensBefore);
    expect(await messagesTo(known)).toBe(messagesBefore);
    expect(await messagesTo(unknown)).toBe(0);

    await runJobs(t);
    expect(await resetJobs(known)).toEqual([{ status: 'done' }]);
    expect(await resetJobs(unknown)).toEqual([{ status: 'done' }]);
    expect((await latestMessageTo(t.database.db, known)).subject).toMatch(/Set a new password/);
    expect(await messagesTo(known)).toBe(messagesBefore + 1);
    expect(await messagesTo(unknown)).toBe(0);
    expect(await tokenCount()).toBe(tokensBefore + 1);
  });

  it('queues one job for a burst of requests for one address', async () => {
    const { body } = await register();
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgotpassword/send',
        payload: { email: body.email.toUpperCase() },
        remoteAddress: from(),
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await resetJobs(body.email)).toEqual([{ status: 'queued' }]);
    await runJobs(t);
    const resetMails = await t.database.db
      .select({ subject: messages.subject })
      .from(messages)
      .where(and(eq(messages.to, body.email), sql`${messages.subject} like 'Set a new password%'`));
    expect(resetMails).toHaveLength(1);
  });

  it('e-mails no link to a disabled account', async () => {
    const { body } = await register();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, body.email));
    await runJobs(t);
    const before = await messagesTo(body.email);
    const response = await t.app.inject({
      url: `/api/auth/forgotpassword/${encodeURIComponent(body.email)}`,
      headers: { 'sec-fetch-site': 'same-origin' },
      remoteAddress: from(),
    });
    expect(response.json().data).toEqual({ message: RESET_LINK_SENT });
    await runJobs(t);
    expect(await messagesTo(body.email)).toBe(before);
  });

  it('honours the GET form only from the shop’s own pages', async () => {
    const { body } = await register();
    const crossSite = await t.app.inject({
      url: `/api/auth/forgotpassword/${encodeURIComponent(body.email)}`,
      headers: { 'sec-fetch-site': 'cross-site' },
      remoteAddress: from(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().errorMessages).toEqual(['Ask for a new password from the shop’s own pages.']);
    expect(await resetJobs(body.email)).toEqual([]);
  });

  it('sets a new password from the link once, ending every session', async () => {
    const { response: registered, body } = await register();
    const cookie = sessionCookieOf(registered.headers['set-cookie']);
    await t.app.inject({
      url: `/api/auth/forgotpassword/${encodeURIComponent(body.email)}`,
      headers: { 'sec-fetch-site': 'same-origin' },
      remoteAddress: from(),
    });
    await runJobs(t);
    const token = await latestTokenTo(t.database.db, body.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { token, password: 'Emerald-Cut-2031' },
      remoteAddress: from(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie } })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      payload: { email: body.email, password: 'Emerald-Cut-2031' },
      remoteAddress: from(),
    });
    expect(signIn.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { token, password: 'Another-Fine-Ring-9' },
      remoteAddress: from(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessages).toEqual([
      'This link has expired or has already been used. Please ask for a new one.',
    ]);
  });

  it('refuses a link older than an hour', async () => {
    const { body } = await register();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword/send',
      payload: { email: body.email },
      remoteAddress: from(),
    });
    await runJobs(t);
    const token = await latestTokenTo(t.database.db, body.email);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.purpose, 'reset-password'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { token, password: 'Emerald-Cut-2031' },
      remoteAddress: from(),
    });
    expect(response.statusCode).toBe(422);
  });

  it('makes a link live for one hour only', async () => {
    const { body } = await register();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword/send',
      payload: { email: body.email },
      remoteAddress: from(),
    });
    await runJobs(t);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    const [token] = await t.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user!.id), eq(userTokens.purpose, 'reset-password')));
    const lifetime = token!.expiresAt.getTime() - token!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });
});

describe('changing the password', () => {
  it('needs the current password, refuses a common one, and ends the other sessions', async () => {
    const { response: registered, body } = await register();
    const cookie = sessionCookieOf(registered.headers['set-cookie']);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      payload: { email: body.email, password: body.password },
      remoteAddress: from(),
    });
    const otherCookie = sessionCookieOf(other.headers['set-cookie']);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { currentPassword: 'not it', newPassword: 'Sapphire-Blue-456' },
      headers: { cookie },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessages).toEqual(['currentPassword: is not your current password']);

    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { currentPassword: body.password, newPassword: 'iloveyou1' },
      headers: { cookie },
    });
    expect(common.statusCode).toBe(400);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { currentPassword: body.password, newPassword: 'Sapphire-Blue-456' },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie: otherCookie } })).statusCode).toBe(401);
    const remaining = await t.database.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, body.email));
    expect(remaining).toHaveLength(1);
  });
});
