import { messages } from '@facet/db/schema/messages';
import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtp, type FakeTwilio, startFakeSmtp, startFakeTwilio } from '../../testing/fake-transports.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { createJobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.runner.ts';
import { DELIVER_MESSAGE_JOB } from '../messages/messages.service.ts';
import { createTransports } from '../messages/transports.ts';

/*
 * The outbox shows live links and codes only where it is the sole way they go anywhere (no
 * transport for the channel: a laptop). With a transport, staff see them hidden, before and after
 * delivery, and the stored copy drops them once sent — only the recipient holds a working one.
 */

let address = 0;
/** A client address of its own per call, so rate limits never interfere. */
function from() {
  address += 1;
  return `198.51.100.${address}`;
}

async function listOutbox(t: TestApp, search: string) {
  const response = await t.app.inject({
    url: `/api/outbox?search=${encodeURIComponent(search)}`,
    headers: { cookie: await t.cookieFor('Admin') },
  });
  expect(response.statusCode).toBe(200);
  return { body: response.body, data: response.json().data };
}

/** Runs every due job as the job runner would: reset e-mails are written, messages delivered. */
async function runJobs(t: TestApp) {
  await runDueJobs({
    db: t.database.db,
    handlers: createJobHandlers({
      transports: createTransports(t.config),
      mediaStore: t.app.mediaStore,
      mail: mailContextOf(t.config),
    }),
    log: pino({ level: 'silent' }),
  });
}

/** Makes deliveries waiting for a retry due now. */
async function dueRetriesNow(t: TestApp) {
  await t.database.db.execute(
    sql`update jobs set run_at = now() where status = 'queued' and kind = ${DELIVER_MESSAGE_JOB}`,
  );
}

async function registerCustomer(t: TestApp, tag: string) {
  const email = `outbox.${tag}.${Date.now()}@example.org`;
  const phoneNumber = `+9198${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Asha', lastName: 'Kapoor', email, password: 'Rose-Gold-Halo-88', phoneNumber },
    remoteAddress: from(),
  });
  expect(response.statusCode).toBe(201);
  return { email, phoneNumber, cookie: String(response.headers['set-cookie']).split(';')[0]! };
}

describe('GET /api/outbox without a transport (local use)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists outgoing messages with their working links, and says they are not redacted', async () => {
    const customer = await registerCustomer(t, 'laptop');
    const queued = await listOutbox(t, customer.email);
    expect(queued.data.redacted).toEqual({ email: false, sms: false });
    expect(queued.data.records).toEqual([
      expect.objectContaining({
        channel: 'email',
        subject: expect.stringMatching(/Confirm your e-mail address/),
        state: 'queued',
        redacted: false,
        links: [expect.stringMatching(/^http:\/\/shop\.test\/confirm-email\?token=[\w-]{40,}$/)],
      }),
    ]);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword/send',
      payload: { email: customer.email },
      remoteAddress: from(),
    });
    expect(forgot.statusCode).toBe(200);
    // Delivery keeps messages here, whole: this copy is the only way to the link.
    await runJobs(t);
    const { data } = await listOutbox(t, customer.email);
    expect(data.totalRecords).toBe(2);
    const reset = data.records[0];
    expect(reset).toMatchObject({
      channel: 'email',
      to: customer.email,
      subject: expect.stringMatching(/Set a new password/),
      state: 'stored',
      transport: 'outbox',
      redacted: false,
      links: [expect.stringMatching(/^http:\/\/shop\.test\/set-new-password\?token=[\w-]{40,}$/)],
    });
    expect(data.records[1]).toMatchObject({ state: 'stored', redacted: false });
    expect(reset.text).toContain(reset.links[0]);
    const token = new URL(reset.links[0]).searchParams.get('token');
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { token, password: 'Emerald-Cut-2031' },
      remoteAddress: from(),
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('searches recipients and subjects for the characters typed, % and _ included', async () => {
    const subjects = ['Save 20% today', 'Save 20 today', 'order_42 shipped', 'order 42 shipped', 'Back\\slash'];
    await t.database.db.insert(messages).values(
      subjects.map((subject) => ({
        channel: 'email' as const,
        to: 'search@example.org',
        subject,
        text: '',
        redactedText: '',
      })),
    );
    const subjectsFound = async (search: string) =>
      ((await listOutbox(t, search)).data.records as { subject: string }[]).map((record) => record.subject).sort();
    expect(await subjectsFound('%')).toEqual(['Save 20% today']);
    expect(await subjectsFound('20%')).toEqual(['Save 20% today']);
    expect(await subjectsFound('_')).toEqual(['order_42 shipped']);
    expect(await subjectsFound('\\')).toEqual(['Back\\slash']);
    expect(await subjectsFound('SAVE 20')).toEqual(['Save 20 today', 'Save 20% today']);
    const everyone = (await listOutbox(t, 'search@example')).data;
    expect(everyone.totalRecords).toBe(subjects.length);
  });
});

describe('GET /api/outbox with SMTP', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The token of the link to `path` in the one e-mail delivered to `to`, as the recipient reads it. */
  function deliveredToken(to: string, path: string): string {
    const mails = smtp.received.filter((mail) => mail.to.includes(to) && mail.decoded.includes(path));
    expect(mails).toHaveLength(1);
    const match = new RegExp(`http://shop\\.test${path}\\?token=([\\w-]+)`).exec(mails[0]!.decoded);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  it('hides the tokens of reset, confirmation and invitation links, queued, retrying and sent; the recipient’s link works', async () => {
    const customer = await registerCustomer(t, 'smtp');
    const member = `outbox.member.${Date.now()}@facet.example`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/request',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: {
        firstName: 'Kabir',
        lastName: 'Singh',
        email: member,
        phoneNumber: '+919123456781',
        role: 'StoneManager',
      },
    });
    expect(invited.statusCode).toBe(201);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword/send',
      payload: { email: customer.email },
      remoteAddress: from(),
    });
    expect(forgot.statusCode).toBe(200);

    // Queued, never tried: the confirmation and the invitation (the reset e-mail is written by a job).
    const queuedCustomer = await listOutbox(t, customer.email);
    const queuedMember = await listOutbox(t, member);
    expect(queuedCustomer.data.redacted).toEqual({ email: true, sms: false });
    expect([queuedCustomer.data.totalRecords, queuedMember.data.totalRecords]).toEqual([1, 1]);
    // The server refuses for a while: all three wait for a retry, still holding their live links.
    smtp.refuse = true;
    await runJobs(t);
    const retryingCustomer = await listOutbox(t, customer.email);
    const retryingMember = await listOutbox(t, member);
    const waiting = [...retryingCustomer.data.records, ...retryingMember.data.records];
    expect(waiting).toHaveLength(3);
    for (const record of [...queuedCustomer.data.records, ...queuedMember.data.records, ...waiting]) {
      expect(record).toMatchObject({ channel: 'email', state: 'queued', redacted: true });
      expect(record.links).toEqual([expect.stringMatching(/^http:\/\/shop\.test\/[a-z-]+\?token=\[hidden\]$/)]);
      expect(record.text).toContain(record.links[0]);
    }
    expect(waiting.map((record) => record.lastError)).toEqual([
      expect.stringMatching(/451/),
      expect.stringMatching(/451/),
      expect.stringMatching(/451/),
    ]);

    smtp.refuse = false;
    await dueRetriesNow(t);
    await runJobs(t);
    const tokens = {
      confirm: deliveredToken(customer.email, '/confirm-email'),
      reset: deliveredToken(customer.email, '/set-new-password'),
      invitation: deliveredToken(member, '/activate-account'),
    };
    const sentCustomer = await listOutbox(t, customer.email);
    const sentMember = await listOutbox(t, member);
    expect(sentCustomer.data.records.length + sentMember.data.records.length).toBe(3);
    for (const record of [...sentCustomer.data.records, ...sentMember.data.records]) {
      expect(record).toMatchObject({ state: 'sent', transport: 'smtp', redacted: true });
      expect(record.links[0]).toMatch(/\?token=\[hidden\]$/);
    }
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(inArray(messages.to, [customer.email, member]));
    expect(rows).toHaveLength(3);
    const seen = [
      queuedCustomer.body,
      queuedMember.body,
      retryingCustomer.body,
      retryingMember.body,
      sentCustomer.body,
      sentMember.body,
      JSON.stringify(rows),
    ];
    for (const token of Object.values(tokens)) {
      expect(token).toMatch(/^[\w-]{40,}$/);
      for (const text of seen) expect(text).not.toContain(token);
    }

    // The recipient's copies work.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/verify/email',
      payload: { token: tokens.confirm },
    });
    expect(confirmed.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { token: tokens.reset, password: 'Emerald-Cut-2031' },
      remoteAddress: from(),
    });
    expect(reset.statusCode).toBe(200);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/user/activate',
      payload: { token: tokens.invitation, password: 'Marquise-Cut-1907' },
    });
    expect(activated.statusCode).toBe(200);
  });
});

describe('GET /api/outbox with an SMS provider', () => {
  let twilio: FakeTwilio;
  let t: TestApp;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    t = await createTestApp(twilio.env);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('hides the phone code, queued and sent; the code the provider received works', async () => {
    const customer = await registerCustomer(t, 'sms');
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/verify/phonenumber/send',
      headers: { cookie: customer.cookie },
      remoteAddress: from(),
    });
    expect(send.statusCode).toBe(200);

    const queued = await listOutbox(t, customer.phoneNumber);
    expect(queued.data.redacted).toEqual({ email: false, sms: true });
    expect(queued.data.records).toEqual([
      expect.objectContaining({
        channel: 'sms',
        state: 'queued',
        redacted: true,
        text: expect.stringMatching(/^\[hidden\] is your Facet Fine Jewellery code/),
      }),
    ]);
    // No e-mail transport here: the confirmation e-mail keeps its live link.
    const mail = await listOutbox(t, customer.email);
    expect(mail.data.records[0]).toMatchObject({
      redacted: false,
      links: [expect.stringMatching(/\?token=[\w-]{40,}$/)],
    });

    await runJobs(t);
    const request = twilio.requests.find((r) => r.body.get('To') === customer.phoneNumber);
    const code = /^(\d{6}) is your/.exec(request?.body.get('Body') ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const sent = await listOutbox(t, customer.phoneNumber);
    expect(sent.data.records[0]).toMatchObject({ state: 'sent', transport: 'sms-provider', redacted: true });
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(inArray(messages.to, [customer.phoneNumber]));
    const codeAlone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    for (const text of [queued.body, sent.body, JSON.stringify(row)]) expect(text).not.toMatch(codeAlone);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/verify/phonenumber',
      payload: { code },
      headers: { cookie: customer.cookie },
    });
    expect(confirmed.statusCode).toBe(200);
  });
});
