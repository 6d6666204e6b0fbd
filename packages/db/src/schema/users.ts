import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['Admin', 'Manager', 'StoneManager', 'JewelleryManager', 'Customer']);

/** People: customers and staff. E-mails are stored lower-case. */
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

/** Server-side sessions; the cookie carries a random token, the row its SHA-256. */
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

/**
 * Single-use links sent by e-mail: e-mail confirmation, password reset, staff invitation. Only
 * the SHA-256 of the token is kept; a new token of a purpose replaces the unused old ones.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['confirm-email', 'reset-password', 'activate-account'] }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_valid', sql`${t.purpose} in ('confirm-email', 'reset-password', 'activate-account')`),
  ],
);

/** The 6-digit code that confirms a phone number: one live code per person, 5 tries, 10 minutes. */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text().notNull(),
  codeHash: text().notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A customer's address book; exactly one default per person (a partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text().notNull(),
    phoneNumber: text().notNull(),
    line1: text().notNull(),
    line2: text().notNull().default(''),
    city: text().notNull(),
    state: text().notNull(),
    postalCode: text().notNull(),
    country: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
