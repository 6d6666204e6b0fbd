import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The business details, one row: who the seller is (legal and trade name, registered address in
 * a state of India given by its GST code, GSTIN, export LUT), customer care, the grievance
 * officer and the days a complaint may take. Written on the first start from the configuration
 * (modules/business-details), then by the Admin. The GSTIN's full check (PAN shape, check
 * character) is the contracts'; the database holds what it can say alone: its shape and that it
 * begins with the state's code.
 */
export const businessDetails = pgTable(
  'business_details',
  {
    id: integer().primaryKey().default(1),
    legalName: text().notNull(),
    tradeName: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text().notNull().default(''),
    city: text().notNull(),
    stateCode: text().notNull().default('27'),
    postalCode: text().notNull(),
    gstin: text(),
    lutReference: text(),
    lutDate: date({ mode: 'string' }),
    customerCareEmail: text().notNull(),
    customerCarePhone: text().notNull(),
    grievanceOfficerName: text().notNull(),
    grievanceOfficerDesignation: text().notNull(),
    grievanceOfficerEmail: text().notNull(),
    grievanceOfficerPhone: text().notNull(),
    complaintResolutionDays: integer().notNull().default(30),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('business_details_single_row', sql`${t.id} = 1`),
    check('business_details_state_code_shape', sql`${t.stateCode} ~ '^[0-9]{2}$'`),
    check(
      'business_details_gstin_of_state',
      sql`${t.gstin} is null or (${t.gstin} ~ '^[0-9]{2}[0-9A-Z]{13}$' and left(${t.gstin}, 2) = ${t.stateCode})`,
    ),
    check('business_details_lut_complete', sql`(${t.lutReference} is null) = (${t.lutDate} is null)`),
    check('business_details_complaint_days_range', sql`${t.complaintResolutionDays} between 1 and 30`),
  ],
);
