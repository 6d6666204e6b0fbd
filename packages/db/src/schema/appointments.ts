import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariants } from './products.ts';
import { stones } from './stones.ts';
import { users } from './users.ts';

/** A day's opening hours in India's time: minutes from midnight, or null when closed that weekday. */
export type OpeningHours = { opens: number; closes: number } | null;

/**
 * The appointment settings, one row (decision 041): the weekly opening hours in India's time
 * (Monday first), how many consultants there are (= bookings one slot takes), a slot's length, how
 * many hours ahead a slot must be booked, how many days ahead the calendar opens, and which kinds are
 * offered. The defaults are a new shop's; the Admin changes them, each change audited.
 */
export const appointmentSettings = pgTable(
  'appointment_settings',
  {
    id: integer().primaryKey().default(1),
    weeklyHours: jsonb()
      .$type<OpeningHours[]>()
      .notNull()
      .default([
        { opens: 600, closes: 1140 },
        { opens: 600, closes: 1140 },
        { opens: 600, closes: 1140 },
        { opens: 600, closes: 1140 },
        { opens: 600, closes: 1140 },
        { opens: 600, closes: 1140 },
        null,
      ]),
    consultants: integer().notNull().default(2),
    slotMinutes: integer().notNull().default(60),
    leadHours: integer().notNull().default(24),
    daysAhead: integer().notNull().default(30),
    videoOffered: boolean().notNull().default(true),
    showroomOffered: boolean().notNull().default(true),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_settings_single_row', sql`${t.id} = 1`),
    check('appointment_settings_week', sql`jsonb_array_length(${t.weeklyHours}) = 7`),
    check('appointment_settings_consultants_range', sql`${t.consultants} between 1 and 50`),
    check('appointment_settings_slot_range', sql`${t.slotMinutes} between 15 and 240`),
    check('appointment_settings_lead_range', sql`${t.leadHours} between 0 and 336`),
    check('appointment_settings_days_ahead_range', sql`${t.daysAhead} between 1 and 180`),
  ],
);

/** Days the showroom and the consultants are closed (India's calendar), whatever the weekday's hours. */
export const appointmentClosures = pgTable('appointment_closures', {
  day: date().primaryKey(),
  reason: text().notNull().default(''),
});

/**
 * One row per slot start that has ever been booked: how many of its seats are taken. A booking
 * takes a seat with a conditional update (`booked < consultants`) under the row's lock, and a
 * cancellation gives it back; that update is what keeps a slot from being booked beyond its
 * consultants when many shoppers ask for its last seat at once (decision 041).
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    slotStart: timestamp({ withTimezone: true }).primaryKey(),
    booked: integer().notNull().default(0),
  },
  (t) => [check('appointment_slots_booked_range', sql`${t.booked} between 0 and 50`)],
);

export const appointmentKinds = ['video', 'showroom'] as const;
export const appointmentSources = ['product', 'stone', 'ring-builder', 'contact'] as const;

/**
 * A shopper's appointment with a consultant: video or in the showroom, at a slot's start, from
 * the page they came from; cancelled ones are kept, with the day they were cancelled. `zone` is the
 * shopper's IANA time zone when they booked, for the times in the e-mails.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: appointmentKinds }).notNull(),
    source: text({ enum: appointmentSources }).notNull(),
    slotStart: timestamp({ withTimezone: true })
      .notNull()
      .references(() => appointmentSlots.slotStart, { onDelete: 'restrict' }),
    slotMinutes: integer().notNull(),
    zone: text().notNull(),
    state: text({ enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    notes: text().notNull().default(''),
    /** SHA-256 of the token in the e-mails' links, which act on this appointment signed out. */
    linkTokenHash: text().notNull(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelDate: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('appointments_kind_valid', sql`${t.kind} in ('video', 'showroom')`),
    check('appointments_source_valid', sql`${t.source} in ('product', 'stone', 'ring-builder', 'contact')`),
    check('appointments_state_valid', sql`${t.state} in ('booked', 'cancelled')`),
    check('appointments_cancel_date', sql`(${t.state} = 'cancelled') = (${t.cancelDate} is not null)`),
    uniqueIndex('appointments_link_token_unique').on(t.linkTokenHash),
    index('appointments_user_idx').on(t.userId, t.slotStart),
    index('appointments_slot_idx').on(t.slotStart),
  ],
);

/**
 * An appointment's shortlist: the pieces (one variant) and loose stones the shopper came with or
 * added, each once; the shopper and staff change it until the appointment starts.
 */
export const appointmentShortlistItems = pgTable(
  'appointment_shortlist_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    productVariantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    stoneId: integer().references(() => stones.id, { onDelete: 'cascade' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_shortlist_items_one_thing', sql`num_nonnulls(${t.productVariantId}, ${t.stoneId}) = 1`),
    uniqueIndex('appointment_shortlist_items_variant_unique')
      .on(t.appointmentId, t.productVariantId)
      .where(sql`${t.productVariantId} is not null`),
    uniqueIndex('appointment_shortlist_items_stone_unique')
      .on(t.appointmentId, t.stoneId)
      .where(sql`${t.stoneId} is not null`),
    index('appointment_shortlist_items_stone_idx').on(t.stoneId),
    index('appointment_shortlist_items_variant_idx').on(t.productVariantId),
  ],
);

/** Reminders sent (24 hours and 1 hour before): the key makes each one once per appointment and time. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    reminder: text({ enum: ['day', 'hour'] }).notNull(),
    /** The start it reminded of: a moved appointment is reminded of its new time. */
    slotStart: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * SHA-256 of the token in this reminder's link, which acts on the appointment signed out as the
     * confirmation's does; null for reminders sent before reminders carried one.
     */
    linkTokenHash: text(),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.reminder, t.slotStart] }),
    check('appointment_reminders_reminder_valid', sql`${t.reminder} in ('day', 'hour')`),
    uniqueIndex('appointment_reminders_link_token_unique').on(t.linkTokenHash),
  ],
);
