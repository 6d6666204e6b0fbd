import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * "Send me a free ring sizer": a signed-in shopper's request, to one of their addresses (copied
 * as it was), which Orders staff post and mark as sent. At most one request waits per shopper and
 * per address (the same country, postal code and first line, whoever asks): the partial unique
 * indexes are what stops a double click, two tabs or two accounts asking twice.
 */
export const ringSizerRequestStates = ['requested', 'sent'] as const;

export const ringSizerRequests = pgTable(
  'ring_sizer_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb().notNull(),
    /** The address as one key: country, postal code and first line, lower-cased and without spaces. */
    addressKey: text().notNull(),
    state: text({ enum: ringSizerRequestStates }).notNull().default('requested'),
    sentBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ring_sizer_requests_state_valid', sql`${t.state} in ('requested', 'sent')`),
    check('ring_sizer_requests_sent_when', sql`(${t.state} = 'sent') = (${t.sentAt} is not null)`),
    uniqueIndex('ring_sizer_requests_one_waiting_per_user')
      .on(t.userId)
      .where(sql`${t.state} = 'requested'`),
    uniqueIndex('ring_sizer_requests_one_waiting_per_address')
      .on(t.addressKey)
      .where(sql`${t.state} = 'requested'`),
    index('ring_sizer_requests_state_idx').on(t.state, t.createDate),
    index('ring_sizer_requests_user_idx').on(t.userId, t.createDate),
  ],
);
