import type { OutboxMessageRecord } from '@facet/contracts/outbox';
import type { Paged } from '@facet/contracts/envelope';
import type { Database } from '@facet/db/client';
import { messages } from '@facet/db/schema/messages';
import { render } from '@react-email/render';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { ReactElement } from 'react';
import { enqueueJob } from '../jobs/jobs.service.ts';
import type { Transports } from './transports.ts';

/*
 * Messages are written to the messages table and delivered by a job (with retries), never
 * inline in a request (DESIGN §1, §4).
 */

export const DELIVER_MESSAGE_JOB = 'messages.deliver';

/** Queues an e-mail rendered from a React template; `links` are what the outbox shows to click. */
export async function queueEmail(
  db: Database,
  message: { to: string; subject: string; template: ReactElement; links: string[] },
): Promise<number> {
  const [html, text] = await Promise.all([render(message.template), render(message.template, { plainText: true })]);
  const [row] = await db
    .insert(messages)
    .values({ channel: 'email', to: message.to, subject: message.subject, text, html, links: message.links })
    .returning({ id: messages.id });
  await enqueueJob(db, { kind: DELIVER_MESSAGE_JOB, payload: { messageId: row!.id }, maxAttempts: 8 });
  return row!.id;
}

export async function queueSms(db: Database, message: { to: string; text: string }): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({ channel: 'sms', to: message.to, subject: 'SMS', text: message.text })
    .returning({ id: messages.id });
  await enqueueJob(db, { kind: DELIVER_MESSAGE_JOB, payload: { messageId: row!.id }, maxAttempts: 8 });
  return row!.id;
}

export type DeliveryOutcome = 'sent' | 'stored' | 'already-done';

/**
 * Sends one message through the configured transport, or keeps it in the outbox when there is
 * none. A transport error is recorded and thrown, so the job retries it with backoff.
 */
export async function deliverMessage(
  db: Database,
  transports: Transports,
  messageId: number,
): Promise<DeliveryOutcome> {
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!message || message.state === 'sent' || message.state === 'stored') return 'already-done';
  const send =
    message.channel === 'email'
      ? transports.email &&
        (() => transports.email!({ to: message.to, subject: message.subject, text: message.text, html: message.html }))
      : transports.sms && (() => transports.sms!(message.to, message.text));
  if (!send) {
    await db
      .update(messages)
      .set({ state: 'stored', transport: 'outbox', attempts: message.attempts + 1, sentAt: new Date() })
      .where(eq(messages.id, messageId));
    return 'stored';
  }
  try {
    await send();
  } catch (error) {
    await db
      .update(messages)
      .set({ attempts: message.attempts + 1, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(messages.id, messageId));
    throw error;
  }
  await db
    .update(messages)
    .set({
      state: 'sent',
      transport: message.channel === 'email' ? 'smtp' : 'sms-provider',
      attempts: message.attempts + 1,
      lastError: null,
      sentAt: new Date(),
    })
    .where(eq(messages.id, messageId));
  return 'sent';
}

/** Marks a message failed for good (its job gave up). */
export async function failMessage(db: Database, messageId: number): Promise<void> {
  await db.update(messages).set({ state: 'failed' }).where(eq(messages.id, messageId));
}

export async function listMessages(
  db: Database,
  query: { pageNo: number; pageSize: number; search: string },
): Promise<Paged<OutboxMessageRecord>> {
  const where = query.search
    ? or(ilike(messages.to, `%${query.search}%`), ilike(messages.subject, `%${query.search}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createDate), desc(messages.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return {
    totalRecords: total?.n ?? 0,
    records: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      text: row.text,
      links: row.links,
      transport: row.transport,
      state: row.state,
      attempts: row.attempts,
      lastError: row.lastError,
      createDate: row.createDate.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
