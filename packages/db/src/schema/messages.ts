import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file an e-mail carries: a tax document's PDF by id, or a text file written with the message. */
export type MessageAttachment =
  { filename: string; taxDocumentId: number } | { filename: string; contentType: string; text: string };

/**
 * Every e-mail and SMS the shop sends. A message is written here and delivered by a
 * job with retries: over SMTP or an SMS provider when configured, otherwise it stays here as the
 * outbox that the console points at and an Admin page lists.
 *
 * `text`, `html` and `links` are what gets delivered, with live secrets (sign-in tokens, phone
 * codes) until the message has left through a transport; the `redacted_*` copies have each
 * secret replaced by a marker, for the outbox of a shop with a transport and for keeping after
 * delivery — staff and database readers must not be able to use someone else's link.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    to: text().notNull(),
    subject: text().notNull().default(''),
    text: text().notNull(),
    html: text(),
    links: jsonb().$type<string[]>().notNull().default([]),
    redactedText: text().notNull(),
    redactedHtml: text(),
    redactedLinks: jsonb().$type<string[]>().notNull().default([]),
    /**
     * Files the e-mail carries: a tax document's PDF, by its id, made when it is sent (the
     * document is immutable, so the file sent is the file issued); or a small text file written
     * with the message (an appointment's calendar invitation).
     */
    attachments: jsonb().$type<MessageAttachment[]>().notNull().default([]),
    /** Extra e-mail headers sent as they are (a digest's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    state: text({ enum: ['queued', 'sent', 'stored', 'failed'] })
      .notNull()
      .default('queued'),
    transport: text({ enum: ['outbox', 'smtp', 'sms-provider'] }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('messages_create_date_idx').on(t.createDate),
    index('messages_to_idx').on(t.to),
    check('messages_channel_valid', sql`${t.channel} in ('email', 'sms')`),
    check('messages_state_valid', sql`${t.state} in ('queued', 'sent', 'stored', 'failed')`),
  ],
);
