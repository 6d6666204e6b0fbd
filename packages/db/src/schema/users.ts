import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['Admin', 'Manager', 'StoneManager', 'JewelleryManager', 'Customer']);

/** People: customers and staff (SPEC §3 "User"). E-mails are stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull().unique(),
    phoneNumber: text().unique(),
    passwordHash: text(),
    role: roleEnum().notNull().default('Customer'),
    ringSize: text(),
    sendNewsAndOffer: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    isAccountActivated: boolean().notNull().default(false),
    emailConfirmed: boolean().notNull().default(false),
    phoneNumberConfirmed: boolean().notNull().default(false),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('users_role_create_date_idx').on(t.role, t.createDate),
  ],
);

/** Server-side sessions; the cookie carries a random token, the row its SHA-256 (DESIGN §4). */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);
