import { messages } from '@facet/db/schema/messages';
import type { Database } from '@facet/db/client';
import { and, desc, eq, gt } from 'drizzle-orm';
import { HIDDEN_SECRET } from '../modules/messages/messages.service.ts';

/**
 * The newest message the shop queued for an address or number, as stored: with live links and
 * codes while it waits or stays in the outbox (tests have no transport by default), redacted
 * once a transport sent it — then read the secret from the fake transport instead.
 */
export async function latestMessageTo(db: Database, to: string) {
  const [message] = await db.select().from(messages).where(eq(messages.to, to)).orderBy(desc(messages.id)).limit(1);
  if (!message) throw new Error(`No message to ${to}`);
  return message;
}

/** The token in the newest link sent to an address. */
export async function latestTokenTo(db: Database, to: string): Promise<string> {
  const message = await latestMessageTo(db, to);
  const link = message.links[0];
  if (!link) throw new Error(`The newest message to ${to} has no link`);
  const token = new URL(link).searchParams.get('token')!;
  if (token === HIDDEN_SECRET) throw new Error(`The newest message to ${to} was sent; its stored link is redacted`);
  return token;
}

/** The 6-digit code in the newest SMS to a number. */
export async function latestCodeTo(db: Database, to: string): Promise<string> {
  const message = await latestMessageTo(db, to);
  const code = /\b(\d{6})\b/.exec(message.text);
  if (!code) throw new Error(`The newest message to ${to} has no code (redacted once sent?)`);
  return code[1]!;
}

/** The messages queued for an address or number after message `since` (lastMessageId), oldest first. */
export async function messagesTo(db: Database, to: string, since = 0) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.to, to), gt(messages.id, since)))
    .orderBy(messages.id);
}

/** The id of the newest message queued so far (0 when none): "since" for messagesTo. */
export async function lastMessageId(db: Database): Promise<number> {
  const [last] = await db.select({ id: messages.id }).from(messages).orderBy(desc(messages.id)).limit(1);
  return last?.id ?? 0;
}
