import { type BusinessDetails, stateNameOf } from '@facet/contracts/business-details';
import { type GstStateCode, isGstStateCode } from '@facet/contracts/gst-states';
import type { Database } from '@facet/db/client';
import { businessDetails as businessDetailsTable } from '@facet/db/schema/business-details';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * The business details as everyone else reads them: invoices, e-mails, the public company
 * answer. One row, written on the first start from the configuration (seedBusinessDetails) and
 * by the Admin after.
 */

export type BusinessDetailsRow = typeof businessDetailsTable.$inferSelect;

export function toBusinessDetails(row: BusinessDetailsRow): BusinessDetails {
  // The column's check allows any two digits; a code no longer in the list reads as the default's.
  const stateCode: GstStateCode = isGstStateCode(row.stateCode) ? row.stateCode : '27';
  return {
    legalName: row.legalName,
    tradeName: row.tradeName,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: stateNameOf(stateCode),
      stateCode,
      postalCode: row.postalCode,
      country: 'India',
    },
    gstin: row.gstin,
    lutReference: row.lutReference,
    lutDate: row.lutDate,
    customerCare: { email: row.customerCareEmail, phone: row.customerCarePhone },
    grievanceOfficer: {
      name: row.grievanceOfficerName,
      designation: row.grievanceOfficerDesignation,
      email: row.grievanceOfficerEmail,
      phone: row.grievanceOfficerPhone,
    },
    complaintResolutionDays: row.complaintResolutionDays,
    updateDate: row.updateDate.toISOString(),
  };
}

/** The business details, the whole record (the LUT included): for invoices and staff. */
export async function businessDetails(db: Database): Promise<BusinessDetails> {
  const [row] = await db.select().from(businessDetailsTable).where(eq(businessDetailsTable.id, 1));
  if (!row) throw new AppError('unavailable', 'The business details are not set up yet.');
  return toBusinessDetails(row);
}
