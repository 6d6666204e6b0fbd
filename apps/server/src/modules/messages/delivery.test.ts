import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@facet/db/schema/messages';
import { createTestDatabase, type TestDatabase } from '@facet/db/testing/test-database';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { testConfig } from '../../testing/test-app.ts';
import { createJobHandlers } from '../jobs/job-handlers.ts';
import { createMediaStore } from '../media/media-store.ts';
import { runDueJobs } from '../jobs/jobs.runner.ts';
import { ConfirmEmail } from './emails/account-emails.tsx';
import { queueEmail, queueSms } from './messages.service.ts';
import { createTransports } from './transports.ts';

/*
 * Delivery through the real transports against local fakes: an SMTP server (smtp-server,
 * nodemailer's own) and an HTTP server speaking Twilio's Messages API.
 */

const log = pino({ level: 'silent' });
// Delivery never touches pictures; the handlers just need a store.
const mediaStore = createMediaStore(testConfig().media);
let database: TestDatabase;
let smtp: SMTPServer;
let smtpPort = 0;
const received: { from: string; to: string[]; data: string }[] = [];
let refuseSmtp = false;
let twilio: Server;
let twilioPort = 0;
const smsRequests: { url: string; authorization: string; body: URLSearchParams }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (refuseSmtp) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  twilio = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      smsRequests.push({
        url: request.url!,
        authorization: request.headers.authorization ?? '',
        body: new URLSearchParams(body),
      });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  twilioPort = (twilio.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
  await database.drop();
});

const company = {
  businessName: 'Facet Fine Jewellery',
  email: 'hello@facet.example',
  phone: '+91 22 4890 2600',
  city: 'Mumbai',
};

async function queueConfirmation(to: string) {
  const link = 'http://shop.test/confirm-email?token=abc123abc123abc123';
  return queueEmail(database.db, {
    to,
    subject: 'Confirm your e-mail address',
    template: createElement(ConfirmEmail, { company, firstName: 'Asha', link }),
    links: [link],
  });
}

async function stateOf(id: number) {
  const [row] = await database.db.select().from(messages).where(eq(messages.id, id));
  return row!;
}

describe('message delivery', () => {
  it('keeps messages in the outbox when no transport is configured', async () => {
    const id = await queueConfirmation('outbox@example.org');
    const handlers = createJobHandlers({ transports: createTransports(testConfig()), mediaStore });
    await runDueJobs({ db: database.db, handlers, log });
    expect(await stateOf(id)).toMatchObject({ state: 'stored', transport: 'outbox', attempts: 1 });
  });

  it('sends e-mail over SMTP with HTML and text parts', async () => {
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Facet <hello@facet.example>' });
    const id = await queueConfirmation('asha@example.org');
    await runDueJobs({
      db: database.db,
      handlers: createJobHandlers({ transports: createTransports(config), mediaStore }),
      log,
    });
    expect(await stateOf(id)).toMatchObject({ state: 'sent', transport: 'smtp', lastError: null });
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['asha@example.org']);
    expect(mail.from).toBe('hello@facet.example');
    expect(mail.data).toMatch(/Subject: Confirm your e-mail address/);
    expect(mail.data).toMatch(/Content-Type: text\/plain/);
    expect(mail.data).toMatch(/Content-Type: text\/html/);
  });

  it('retries when the SMTP server refuses, and delivers when it recovers', async () => {
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const handlers = createJobHandlers({ transports: createTransports(config), mediaStore });
    refuseSmtp = true;
    const id = await queueConfirmation('retry@example.org');
    await runDueJobs({ db: database.db, handlers, log });
    const failed = await stateOf(id);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failed.lastError).toMatch(/451|Mailbox unavailable/);

    refuseSmtp = false;
    await database.db.execute(
      (await import('drizzle-orm'))
        .sql`update jobs set run_at = now() where status = 'queued' and kind = 'messages.deliver'`,
    );
    await runDueJobs({ db: database.db, handlers, log });
    expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends SMS through Twilio’s Messages API', async () => {
    const config = testConfig({
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${twilioPort}`,
    });
    const id = await queueSms(database.db, { to: '+919820012345', text: '123456 is your code' });
    await runDueJobs({
      db: database.db,
      handlers: createJobHandlers({ transports: createTransports(config), mediaStore }),
      log,
    });
    expect(await stateOf(id)).toMatchObject({ state: 'sent', transport: 'sms-provider' });
    const request = smsRequests.at(-1)!;
    expect(request.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`);
    expect(Object.fromEntries(request.body)).toEqual({
      To: '+919820012345',
      From: '+15005550006',
      Body: '123456 is your code',
    });
  });
});
