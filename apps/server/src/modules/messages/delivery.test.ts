import { messages } from '@facet/db/schema/messages';
import { createTestDatabase, type TestDatabase } from '@facet/db/testing/test-database';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { type FakeSmtp, type FakeTwilio, startFakeSmtp, startFakeTwilio } from '../../testing/fake-transports.ts';
import { testConfig } from '../../testing/test-app.ts';
import { type Config } from '../../env.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { createJobHandlers } from '../jobs/job-handlers.ts';
import { createMediaStore } from '../media/media-store.ts';
import { runDueJobs } from '../jobs/jobs.runner.ts';
import { ConfirmEmail } from './emails/account-emails.tsx';
import { failMessage, HIDDEN_SECRET, queueEmail, queueSms } from './messages.service.ts';
import { createTransports } from './transports.ts';

/*
 * Delivery through the real transports against local fakes: an SMTP server (smtp-server,
 * nodemailer's own) and an HTTP server speaking Twilio's Messages API.
 */

const log = pino({ level: 'silent' });
// Delivery never touches pictures; the handlers just need a store.
const mediaStore = createMediaStore(testConfig().media);
let database: TestDatabase;
let smtp: FakeSmtp;
let twilio: FakeTwilio;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startFakeSmtp();
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await smtp.close();
  await twilio.close();
  await database.drop();
});

const company = {
  businessName: 'Facet Fine Jewellery',
  email: 'hello@facet.example',
  phone: '+91 22 4890 2600',
  city: 'Mumbai',
};

const TOKEN = 'abc123abc123abc123';

async function queueConfirmation(to: string) {
  const link = `http://shop.test/confirm-email?token=${TOKEN}`;
  return queueEmail(database.db, {
    to,
    subject: 'Confirm your e-mail address',
    template: createElement(ConfirmEmail, { company, firstName: 'Asha', link }),
    links: [link],
    secrets: [TOKEN],
  });
}

function handlersFor(config: Config) {
  return createJobHandlers({ transports: createTransports(config), mediaStore, mail: mailContextOf(config) });
}

async function stateOf(id: number) {
  const [row] = await database.db.select().from(messages).where(eq(messages.id, id));
  return row!;
}

describe('message delivery', () => {
  it('keeps messages in the outbox when no transport is configured', async () => {
    const id = await queueConfirmation('outbox@example.org');
    const handlers = handlersFor(testConfig());
    await runDueJobs({ db: database.db, handlers, log });
    const row = await stateOf(id);
    expect(row).toMatchObject({ state: 'stored', transport: 'outbox', attempts: 1 });
    // The outbox is the only way to the link here, so the stored copy keeps it live.
    expect(row.links).toEqual([`http://shop.test/confirm-email?token=${TOKEN}`]);
    expect(row.text).toContain(TOKEN);
    expect(row.redactedLinks).toEqual([`http://shop.test/confirm-email?token=${HIDDEN_SECRET}`]);
    expect(JSON.stringify([row.redactedText, row.redactedHtml])).not.toContain(TOKEN);
  });

  it('sends e-mail over SMTP with HTML and text parts', async () => {
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Facet <hello@facet.example>' });
    const id = await queueConfirmation('asha@example.org');
    expect((await stateOf(id)).html).toContain(TOKEN);
    await runDueJobs({
      db: database.db,
      handlers: handlersFor(config),
      log,
    });
    const row = await stateOf(id);
    expect(row).toMatchObject({ state: 'sent', transport: 'smtp', lastError: null });
    // Sent: the recipient has the link; the stored copy no longer does.
    expect(JSON.stringify(row)).not.toContain(TOKEN);
    expect(row.links).toEqual([`http://shop.test/confirm-email?token=${HIDDEN_SECRET}`]);
    expect(row.html).toContain(`token=${HIDDEN_SECRET}`);
    const mail = smtp.received.at(-1)!;
    expect(mail.decoded).toContain(`http://shop.test/confirm-email?token=${TOKEN}`);
    expect(mail.to).toEqual(['asha@example.org']);
    expect(mail.from).toBe('hello@facet.example');
    expect(mail.data).toMatch(/Subject: Confirm your e-mail address/);
    expect(mail.data).toMatch(/Content-Type: text\/plain/);
    expect(mail.data).toMatch(/Content-Type: text\/html/);
  });

  it('sends a message’s own headers over SMTP (an alert’s one-click unsubscribe)', async () => {
    const config = testConfig({ SMTP_URL: smtp.url });
    const unsubscribe = 'https://shop.test/alerts/unsubscribe?search=7&token=abcdefghij';
    await queueEmail(database.db, {
      to: 'alerts@example.org',
      subject: 'New stones for your saved searches',
      template: createElement(ConfirmEmail, { company, firstName: 'Asha', link: 'http://shop.test/account' }),
      links: [],
      secrets: [],
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await runDueJobs({ db: database.db, handlers: handlersFor(config), log });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['alerts@example.org']);
    // Long headers are folded on the wire (a line break and a space); unfolded, they are as given.
    const unfolded = mail.decoded.replace(/\r\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('retries when the SMTP server refuses, and delivers when it recovers', async () => {
    const config = testConfig({ SMTP_URL: smtp.url });
    const handlers = handlersFor(config);
    smtp.refuse = true;
    const id = await queueConfirmation('retry@example.org');
    await runDueJobs({ db: database.db, handlers, log });
    const failed = await stateOf(id);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failed.lastError).toMatch(/451|Mailbox unavailable/);
    // Waiting for a retry, it still needs the live link.
    expect(failed.links[0]).toContain(TOKEN);

    smtp.refuse = false;
    await database.db.execute(
      (await import('drizzle-orm'))
        .sql`update jobs set run_at = now() where status = 'queued' and kind = 'messages.deliver'`,
    );
    await runDueJobs({ db: database.db, handlers, log });
    expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(smtp.received.at(-1)!.decoded).toContain(`token=${TOKEN}`);
    expect(JSON.stringify(await stateOf(id))).not.toContain(TOKEN);
  });

  it('refuses a secret the message does not contain (it would stay unredacted)', async () => {
    await expect(
      queueSms(database.db, { to: '+919820012345', text: '123456 is your code', secrets: ['654321'] }),
    ).rejects.toThrow(/does not appear/);
  });

  it('drops the secrets of a message given up on', async () => {
    const id = await queueConfirmation('given.up@example.org');
    await failMessage(database.db, { messageId: id });
    const row = await stateOf(id);
    expect(row.state).toBe('failed');
    expect(JSON.stringify(row)).not.toContain(TOKEN);
    await database.db.delete(messages).where(eq(messages.id, id));
  });

  it('sends SMS through Twilio’s Messages API', async () => {
    const config = testConfig(twilio.env);
    const id = await queueSms(database.db, { to: '+919820012345', text: '123456 is your code', secrets: ['123456'] });
    await runDueJobs({
      db: database.db,
      handlers: handlersFor(config),
      log,
    });
    expect(await stateOf(id)).toMatchObject({
      state: 'sent',
      transport: 'sms-provider',
      text: `${HIDDEN_SECRET} is your code`,
      redactedText: `${HIDDEN_SECRET} is your code`,
    });
    const request = twilio.requests.at(-1)!;
    expect(request.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`);
    expect(Object.fromEntries(request.body)).toEqual({
      To: '+919820012345',
      From: '+15005550006',
      Body: '123456 is your code',
    });
  });
});
