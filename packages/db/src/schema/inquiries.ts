import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './products.ts';
import { stones } from './stones.ts';
import { users } from './users.ts';

/*
 * Questions from shoppers (the contact form, "Ask about this stone"). The SKU they asked about
 * is kept as written, so the question still reads right after the stone is sold or deleted;
 * the link to the stone or variant is for staff to open it while it exists. A complaint is an
 * inquiry of its own kind: it carries the last day (India) by which it is to be resolved, fixed
 * when it arrives from the period the business details then gave.
 */
export const inquiryStates = ['new', 'answered'] as const;
export const inquiryKinds = ['question', 'complaint'] as const;

export const inquiries = pgTable(
  'inquiries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: inquiryKinds }).notNull().default('question'),
    resolveBy: date({ mode: 'string' }),
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
    check('inquiries_kind_valid', sql`${t.kind} in ('question', 'complaint')`),
    check('inquiries_complaint_has_deadline', sql`(${t.kind} = 'complaint') = (${t.resolveBy} is not null)`),
    index('inquiries_open_complaints_idx')
      .on(t.resolveBy)
      .where(sql`${t.kind} = 'complaint' and ${t.state} = 'new'`),
    index('inquiries_create_date_idx').on(t.createDate),
    index('inquiries_stone_idx').on(t.stoneId),
  ],
);
