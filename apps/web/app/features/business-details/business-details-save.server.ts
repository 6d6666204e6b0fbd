import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { updateBusinessDetailsInput } from '@facet/contracts/business-details';
import { businessDetailsEndpoints } from '@facet/contracts/business-details-endpoints';
import type { ApiClient } from '../../lib/api-client.ts';
import { replyWithApiFailure, splitApiErrors } from '../../lib/form-errors.ts';

/*
 * Saves the business details form with PUT /api/business-details: checked against the API's own
 * schema first (the browser did too, unless it runs no script); the API's refusal comes back
 * with each line beside its field.
 */

export interface BusinessDetailsSaveOutcome {
  ok: boolean;
  /** For a toast. */
  message: string;
  result: SubmissionResult<string[]>;
}

/** Every field of the form, by the name the API's messages use. */
export const businessDetailsFields = [
  'legalName',
  'tradeName',
  'address.line1',
  'address.line2',
  'address.city',
  'address.stateCode',
  'address.postalCode',
  'gstin',
  'lutReference',
  'lutDate',
  'customerCare.email',
  'customerCare.phone',
  'grievanceOfficer.name',
  'grievanceOfficer.designation',
  'grievanceOfficer.email',
  'grievanceOfficer.phone',
  'complaintResolutionDays',
] as const;

const notSaved = (count: number) =>
  `The business details are not saved: ${count === 1 ? 'one problem' : `${count} problems`}, shown on the form.`;

export async function saveBusinessDetails(api: ApiClient, formData: FormData): Promise<BusinessDetailsSaveOutcome> {
  const submission = parseWithZod(formData, { schema: updateBusinessDetailsInput });
  if (submission.status !== 'success') {
    return {
      ok: false,
      message: notSaved(Object.values(submission.error ?? {}).flat().length),
      result: submission.reply(),
    };
  }
  const result = await api.call(businessDetailsEndpoints.update, { body: submission.value });
  if (!result.isSuccess) {
    const { formErrors } = splitApiErrors(result.errorMessages, businessDetailsFields);
    return {
      ok: false,
      message:
        result.errorMessages.length === 1 && formErrors[0]
          ? `The business details are not saved: ${formErrors[0]}`
          : notSaved(result.errorMessages.length),
      result: replyWithApiFailure(submission, result, businessDetailsFields),
    };
  }
  return { ok: true, message: 'The business details are saved.', result: submission.reply() };
}
