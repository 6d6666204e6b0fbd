import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shipmentDirections } from '@facet/contracts/shipments';
import { orders } from './orders.ts';
import { returnRequests } from './returns.ts';
import { users } from './users.ts';
import { oneOf } from '../sql-helpers.ts';

/**
 * The carriers parcels go with: a name (unique whatever its case), the tracking page's address
 * with `{tracking}` where the number goes, and optionally what its numbers look like — a
 * regular expression kept as data, its shape in words and an example (the contracts check the
 * pattern is safe to run). One that has carried a parcel is made inactive, never deleted (the
 * shipments' foreign key refuses it).
 */
export const carriers = pgTable(
  'carriers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    trackingUrl: text().notNull(),
    numberPattern: text(),
    numberFormat: text(),
    numberExample: text(),
    active: boolean().notNull().default(true),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carriers_name_unique').on(sql`lower(${t.name})`),
    check(
      'carriers_tracking_url_shape',
      sql`${t.trackingUrl} like 'https://%' and ${t.trackingUrl} like '%{tracking}%'`,
    ),
    check(
      'carriers_pattern_described',
      sql`${t.numberPattern} is null or (${t.numberPattern} like '^%$' and ${t.numberFormat} is not null and ${t.numberExample} is not null)`,
    ),
  ],
);

/**
 * One parcel: an order's to the customer (`outbound`), one the customer sends back (`return`)
 * or one sent to them again (`back-to-customer`), with its carrier, tracking number (unique per
 * carrier: two parcels never share one), insured value in minor units of the order's currency,
 * the day it should arrive (India) and who booked it.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    direction: text({ enum: shipmentDirections }).notNull(),
    carrierId: integer()
      .notNull()
      .references(() => carriers.id, { onDelete: 'restrict' }),
    trackingNumber: text().notNull(),
    insuredValue: bigint({ mode: 'number' }).notNull(),
    currency: text({ enum: ['INR', 'USD'] }).notNull(),
    estimatedDelivery: date({ mode: 'string' }),
    /** The day (India) the carrier collects a return parcel the shop booked as a pick-up. */
    pickupDate: date({ mode: 'string' }),
    /**
     * The return request of a parcel: the customer's parcel to the shop (`return`, sent by them or
     * collected), and the one that takes the piece back to them (`back-to-customer`).
     */
    returnRequestId: integer().references(() => returnRequests.id, { onDelete: 'restrict' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipments_direction_valid', oneOf(t.direction, shipmentDirections)),
    check('shipments_currency_valid', sql`${t.currency} in ('INR', 'USD')`),
    check('shipments_insured_value_positive', sql`${t.insuredValue} > 0`),
    check('shipments_tracking_number_shape', sql`${t.trackingNumber} ~ '^[A-Z0-9]{1,60}$'`),
    check(
      'shipments_return_request_direction',
      sql`${t.returnRequestId} is null or ${t.direction} in ('return', 'back-to-customer')`,
    ),
    check('shipments_pickup_date_return', sql`${t.pickupDate} is null or ${t.direction} = 'return'`),
    uniqueIndex('shipments_carrier_tracking_unique').on(t.carrierId, t.trackingNumber),
    uniqueIndex('shipments_one_per_return_request_direction')
      .on(t.returnRequestId, t.direction)
      .where(sql`${t.returnRequestId} is not null`),
    index('shipments_order_idx').on(t.orderId, t.id),
  ],
);
