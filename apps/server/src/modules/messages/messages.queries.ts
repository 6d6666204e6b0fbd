import type { Database } from '@facet/db/client';
import { messages } from '@facet/db/schema/messages';
import { eq, sql } from 'drizzle-orm';

/*
 * The messages' SQL, every column named through the schema's table (packages/db/src/schema), so
 * that a renamed column fails `npm run typecheck` here rather than a query at run time; the rows'
 * types come from the same table. The service (messages.service.ts) renders, redacts and sends.
 */

export type MessageRow = typeof messages.$inferSelect;

/** Writes a message to the outbox; its id. */
export async function insertMessage(db: Database, message: typeof messages.$inferInsert): Promise<number> {
  const [row] = await db.insert(messages).values(message).returning({ id: messages.id });
  return row!.id;
}

export async function findMessage(db: Database, id: number): Promise<MessageRow | undefined> {
  const [message] = await db.select().from(messages).where(eq(messages.id, id));
  return message;
}

/** What a delivery attempt changes of a message. */
export type MessageDelivery = Partial<
  Pick<MessageRow, 'state' | 'transport' | 'text' | 'html' | 'links' | 'attempts' | 'lastError' | 'sentAt'>
>;

export async function updateMessage(db: Database, id: number, delivery: MessageDelivery): Promise<void> {
  await db.update(messages).set(delivery).where(eq(messages.id, id));
}

/** The message failed for good: only its redacted copy is kept. */
export async function markMessageFailed(db: Database, id: number): Promise<void> {
  await db
    .update(messages)
    .set({
      state: 'failed',
      text: sql`${messages.redactedText}`,
      html: sql`${messages.redactedHtml}`,
      links: sql`${messages.redactedLinks}`,
    })
    .where(eq(messages.id, id));
}
