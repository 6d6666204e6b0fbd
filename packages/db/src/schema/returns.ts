import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { openReturnStates, returnKinds, returnStates } from '@facet/contracts/return-states';
import { media } from './media.ts';
import { orderLines, orders } from './orders.ts';
import { users } from './users.ts';
import { oneOf } from '../sql-helpers.ts';

/*
 * Return requests: a customer asks to return, resize or exchange one line of a delivered order
 * (contracts/return-states.ts is the table of their moves). `number` is what the customer and
 * staff quote, printed on the return slip. A line has at most one open request at a time (the
 * partial unique index): a second click or a replayed request finds the first.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text()
      .notNull()
      .unique()
      .generatedAlwaysAs(sql`'RTN-' || lpad(id::text, 6, '0')`),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text({ enum: returnKinds }).notNull(),
    state: text({ enum: returnStates }).notNull().default('requested'),
    /** How many of the line's pieces (a line of two rings may send one back). */
    quantity: integer().notNull(),
    reason: text().notNull(),
    /** The size a resize asks for, from the ring's size list. */
    newRingSize: text(),
    /** The inspection's finding, written when it passes or fails. */
    inspectionNote: text(),
    /** Whether the shop collects the parcel (a pick-up), as the customer chose when asking. */
    pickup: boolean().notNull().default(false),
    /**
     * What the pick-up costs, minor units of the order's currency, fixed from the after-sale
     * policy when the customer asked (a later policy change never changes it); taken off the
     * refund or the credit when the request settles.
     */
    pickupCost: bigint({ mode: 'number' }).notNull().default(0),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('return_requests_kind_valid', oneOf(t.kind, returnKinds)),
    check('return_requests_state_valid', oneOf(t.state, returnStates)),
    check('return_requests_quantity_range', sql`${t.quantity} between 1 and 10`),
    check('return_requests_reason_length', sql`char_length(${t.reason}) between 3 and 2000`),
    check('return_requests_resize_has_size', sql`(${t.kind} = 'resize') = (${t.newRingSize} is not null)`),
    check('return_requests_pickup_cost', sql`${t.pickupCost} >= 0 and (${t.pickup} or ${t.pickupCost} = 0)`),
    // A resize's parcel is the customer's to send (decision 033): the pick-up is for returns and exchanges.
    check('return_requests_pickup_kind', sql`not ${t.pickup} or ${t.kind} in ('return', 'exchange')`),
    uniqueIndex('return_requests_one_open_per_line').on(t.orderLineId).where(oneOf(t.state, openReturnStates)),
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_state_idx').on(t.state, t.createDate),
    index('return_requests_user_idx').on(t.userId, t.createDate),
  ],
);

/** Every move of a return request: who made it, when, with a note. The first row is the request. */
export const returnRequestEvents = pgTable(
  'return_request_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnRequestId: integer()
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    fromState: text({ enum: returnStates }),
    toState: text({ enum: returnStates }).notNull(),
    mover: text({ enum: ['customer', 'staff'] }).notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('return_request_events_note_length', sql`char_length(${t.note}) <= 2000`),
    check('return_request_events_mover_valid', sql`${t.mover} in ('customer', 'staff')`),
    index('return_request_events_request_idx').on(t.returnRequestId, t.id),
  ],
);

/**
 * A return request's pictures: the customer's with the request, staff's with the inspection;
 * at most five of each, every picture used once.
 */
export const returnRequestPictures = pgTable(
  'return_request_pictures',
  {
    returnRequestId: integer()
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    // Restrict: a picture goes when its request goes (the purge job then finds it unused).
    mediaId: uuid()
      .notNull()
      .unique()
      .references(() => media.id, { onDelete: 'restrict' }),
    stage: text({ enum: ['request', 'inspection'] }).notNull(),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnRequestId, t.mediaId] }),
    unique('return_request_pictures_position_unique').on(t.returnRequestId, t.stage, t.position),
    check('return_request_pictures_stage_valid', sql`${t.stage} in ('request', 'inspection')`),
    check('return_request_pictures_position_valid', sql`${t.position} between 0 and 4`),
  ],
);
