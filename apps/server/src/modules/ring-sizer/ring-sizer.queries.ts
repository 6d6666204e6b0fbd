import type { Database } from '@facet/db/client';
import { ringSizerRequests } from '@facet/db/schema/ring-sizer';
import { users } from '@facet/db/schema/users';
import { and, asc, desc, eq } from 'drizzle-orm';

/*
 * Ring sizer requests' SQL, every column named through the schema's tables. The rules (who may
 * ask, how often) are in ring-sizer-requests.service.ts; the partial unique indexes are the last
 * word on one waiting request per shopper and per address.
 */

/** The shopper's latest request, if any. */
export async function findLatestRequest(db: Database, userId: string) {
  const [row] = await db
    .select({ state: ringSizerRequests.state, createDate: ringSizerRequests.createDate })
    .from(ringSizerRequests)
    .where(eq(ringSizerRequests.userId, userId))
    .orderBy(desc(ringSizerRequests.createDate))
    .limit(1);
  return row;
}

export async function insertRequest(db: Database, row: typeof ringSizerRequests.$inferInsert) {
  const [created] = await db.insert(ringSizerRequests).values(row).returning({ id: ringSizerRequests.id });
  return created!;
}

const recordColumns = {
  id: ringSizerRequests.id,
  state: ringSizerRequests.state,
  address: ringSizerRequests.address,
  createDate: ringSizerRequests.createDate,
  sentAt: ringSizerRequests.sentAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export type RequestRow = Awaited<ReturnType<typeof listRequests>>[number];

/** Requests with their shopper: one shopper's newest first, or every one in a state oldest first. */
export function listRequests(
  db: Database,
  filter: { userId: string } | { state: 'requested' | 'sent' } | { id: number },
) {
  const where =
    'userId' in filter
      ? eq(ringSizerRequests.userId, filter.userId)
      : 'state' in filter
        ? eq(ringSizerRequests.state, filter.state)
        : eq(ringSizerRequests.id, filter.id);
  return db
    .select(recordColumns)
    .from(ringSizerRequests)
    .innerJoin(users, eq(users.id, ringSizerRequests.userId))
    .where(where)
    .orderBy('userId' in filter ? desc(ringSizerRequests.createDate) : asc(ringSizerRequests.createDate))
    .limit(500);
}

/** Marks a waiting request as sent; the id when it was waiting, nothing otherwise (a conditional update). */
export async function markRequestSent(db: Database, id: number, staffId: string) {
  const [row] = await db
    .update(ringSizerRequests)
    .set({ state: 'sent', sentBy: staffId, sentAt: new Date() })
    .where(and(eq(ringSizerRequests.id, id), eq(ringSizerRequests.state, 'requested')))
    .returning({ id: ringSizerRequests.id });
  return row;
}
