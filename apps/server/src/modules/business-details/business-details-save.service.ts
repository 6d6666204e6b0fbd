import {
  type BusinessDetails,
  DEFAULT_COMPLAINT_RESOLUTION_DAYS,
  type UpdateBusinessDetailsInput,
} from '@facet/contracts/business-details';
import { DEFAULT_GST_STATE_CODE, gstStateCodeFor, isGstStateCode } from '@facet/contracts/gst-states';
import { isValidGstin, normaliseGstin } from '@facet/contracts/gstin';
import type { Actor } from '@facet/contracts/permissions';
import { normalisePhoneNumber } from '@facet/contracts/phone';
import type { Database } from '@facet/db/client';
import { businessDetails as businessDetailsTable } from '@facet/db/schema/business-details';
import { eq } from 'drizzle-orm';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type BusinessDetailsRow, toBusinessDetails } from './business-details.service.ts';

/*
 * Writing the business details: once from the configuration, on the first start of a database
 * that has none (so a shop set up by environment variables keeps its details), then only by
 * the Admin, each change audited with the fields it changed, before and after.
 */

type Values = Omit<BusinessDetailsRow, 'id' | 'updateDate'>;

/** What the configuration says, as a first record. The grievance officer is the shop's contact until the Admin names one. */
export function businessDetailsFromConfig(company: Config['company']): Values {
  const gstin = company.gstin ? normaliseGstin(company.gstin) : null;
  const fromGstin = gstin?.slice(0, 2);
  const stateCode =
    gstStateCodeFor(company.address.state) ??
    (fromGstin && isGstStateCode(fromGstin) ? fromGstin : DEFAULT_GST_STATE_CODE);
  const email = company.email.trim().toLowerCase();
  const phone = normalisePhoneNumber(company.phone) ?? company.phone.trim();
  return {
    legalName: company.businessName,
    tradeName: company.businessName,
    addressLine1: company.address.line1,
    addressLine2: company.address.line2,
    city: company.address.city,
    stateCode,
    postalCode: company.address.postalCode,
    // The configuration checks it; one that does not fit the state would stop the start, so it waits for the Admin.
    gstin: gstin && isValidGstin(gstin, stateCode) ? gstin : null,
    lutReference: null,
    lutDate: null,
    customerCareEmail: email,
    customerCarePhone: phone,
    grievanceOfficerName: 'Grievance Officer',
    grievanceOfficerDesignation: 'Grievance Officer',
    grievanceOfficerEmail: email,
    grievanceOfficerPhone: phone,
    complaintResolutionDays: DEFAULT_COMPLAINT_RESOLUTION_DAYS,
  };
}

/** Writes the first record from the configuration when there is none; never touches one that exists. */
export async function seedBusinessDetails(db: Database, company: Config['company']): Promise<void> {
  await db
    .insert(businessDetailsTable)
    .values({ id: 1, ...businessDetailsFromConfig(company) })
    .onConflictDoNothing({ target: businessDetailsTable.id });
}

function valuesOf(input: UpdateBusinessDetailsInput): Values {
  return {
    legalName: input.legalName,
    tradeName: input.tradeName,
    addressLine1: input.address.line1,
    addressLine2: input.address.line2,
    city: input.address.city,
    stateCode: input.address.stateCode,
    postalCode: input.address.postalCode,
    gstin: input.gstin,
    lutReference: input.lutReference,
    lutDate: input.lutDate,
    customerCareEmail: input.customerCare.email,
    customerCarePhone: input.customerCare.phone,
    grievanceOfficerName: input.grievanceOfficer.name,
    grievanceOfficerDesignation: input.grievanceOfficer.designation,
    grievanceOfficerEmail: input.grievanceOfficer.email,
    grievanceOfficerPhone: input.grievanceOfficer.phone,
    complaintResolutionDays: input.complaintResolutionDays,
  };
}

/**
 * PUT /api/business-details: the whole record at once. Only the fields that differ are written
 * to the audit log; a change of nothing (a repeated request) writes nothing.
 */
export async function updateBusinessDetails(
  db: Database,
  input: UpdateBusinessDetailsInput,
  actor: Actor,
): Promise<BusinessDetails> {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(businessDetailsTable).where(eq(businessDetailsTable.id, 1)).for('update');
    if (!before) throw new AppError('unavailable', 'The business details are not set up yet.');
    const changed = (Object.keys(values) as (keyof Values)[]).filter((key) => before[key] !== values[key]);
    if (changed.length === 0) return toBusinessDetails(before);
    const [after] = await tx
      .update(businessDetailsTable)
      .set({ ...values, updateDate: new Date() })
      .where(eq(businessDetailsTable.id, 1))
      .returning();
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'business-details.changed',
      entityType: 'business-details',
      entityId: '1',
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
    await announceChange(tx, 'business');
    return toBusinessDetails(after!);
  });
}
