import { messages } from '@facet/db/schema/messages';
import type { Database } from '@facet/db/client';
import { desc, eq } from 'drizzle-orm';

/** The newest message the shop queued for an address or number (what the outbox would show). */
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
  return new URL(link).searchParams.get('token')!;
}

/** The 6-digit code in the newest SMS to a number. */
export async function latestCodeTo(db: Database, to: string): Promise<string> {
  const message = await latestMessageTo(db, to);
  return /\b(\d{6})\b/.exec(message.text)![1]!;
}
