import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './products.ts';
import { stones } from './stones.ts';
import { users } from './users.ts';

/*
 * Questions from shoppers (the contact form, "Ask about this stone"). The SKU they asked about
 * is kept as written, so the question still reads right after the stone is sold or deleted;
 * the link to the stone or variant is for staff to open it while it exists.
 */
export const inquiryStates = ['new', 'answered'] as const;

export const inquiries = pgTable(
  'inquiries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    message: text().notNull(),
    sku: text(),
    stoneId: integer().references(() => stones.id, { onDelete: 'set null' }),
    productVariantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    state: text({ enum: inquiryStates }).notNull().default('new'),
    reply: text(),
    answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    answerDate: timestamp({ withTimezone: true }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('inquiries_state_valid', sql`${t.state} in ('new', 'answered')`),
    index('inquiries_create_date_idx').on(t.createDate),
    index('inquiries_stone_idx').on(t.stoneId),
  ],
);
