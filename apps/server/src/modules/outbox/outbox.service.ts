import type { OutboxListing, OutboxQuery, OutboxRedaction } from '@facet/contracts/outbox';
import type { Database } from '@facet/db/client';
import { messages } from '@facet/db/schema/messages';
import { containsPattern } from '@facet/db/sql-helpers';
import { count, desc, ilike, or } from 'drizzle-orm';

/**
 * The outbox, newest first. For a channel with a transport (`redacted[channel]`), every message
 * is shown with its secrets hidden, whatever its state: staff never get a working link or code
 * of someone else's. Without one (a laptop), messages stay here and this is how their links are
 * followed, so they are shown whole — and said to be.
 */
export async function listOutbox(db: Database, input: OutboxQuery, redacted: OutboxRedaction): Promise<OutboxListing> {
  // Recipient and subject only: searching text or links would let staff probe a hidden secret.
  const pattern = containsPattern(input.search);
  const where = input.search ? or(ilike(messages.to, pattern), ilike(messages.subject, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createDate), desc(messages.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return {
    totalRecords: total?.n ?? 0,
    redacted,
    records: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      text: redacted[row.channel] ? row.redactedText : row.text,
      links: redacted[row.channel] ? row.redactedLinks : row.links,
      attachments: row.attachments.map((attachment) => attachment.filename),
      headers: row.headers,
      redacted: redacted[row.channel],
      transport: row.transport,
      state: row.state,
      attempts: row.attempts,
      lastError: row.lastError,
      createDate: row.createDate.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
