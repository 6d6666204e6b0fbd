import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { afterSalePolicyEndpoints } from '@facet/contracts/after-sale-policy-endpoints';
import type { ApiClient } from '../../lib/api-client.ts';
import { replyWithApiFailure, splitApiErrors } from '../../lib/form-errors.ts';
import { afterSalePolicyFormInput } from './after-sale-policy-form-schema.ts';

/*
 * Saves the After-sale form with PUT /api/after-sale-policy: checked against the API's own
 * schema first; the API's refusal comes back with each line beside its field.
 */

export interface AfterSalePolicySaveOutcome {
  ok: boolean;
  /** For a toast. */
  message: string;
  result: SubmissionResult<string[]>;
}

const termFields = ['metalDeduction', 'setNatural', 'setLabGrown', 'looseNatural', 'looseLabGrown', 'moissanite'];

/** Every field of the form, by the name the API's messages use. */
export const afterSalePolicyFields = [
  'returnDays',
  'returnable.engraved',
  'returnable.custom',
  'returnable.resized',
  'freeResizes',
  'freeResizeDays',
  'ringSizerDays',
  'returnPickup.offered',
  'returnPickup.costInr',
  'returnPickup.costUsd',
  ...termFields.map((field) => `buyback.${field}`),
  ...termFields.map((field) => `exchange.${field}`),
] as const;

const notSaved = (count: number) =>
  `The after-sale policy is not saved: ${count === 1 ? 'one problem' : `${count} problems`}, shown on the form.`;

export async function saveAfterSalePolicy(api: ApiClient, formData: FormData): Promise<AfterSalePolicySaveOutcome> {
  const submission = parseWithZod(formData, { schema: afterSalePolicyFormInput });
  if (submission.status !== 'success') {
    return {
      ok: false,
      message: notSaved(Object.values(submission.error ?? {}).flat().length),
      result: submission.reply(),
    };
  }
  const result = await api.call(afterSalePolicyEndpoints.update, { body: submission.value });
  if (!result.isSuccess) {
    const { formErrors } = splitApiErrors(result.errorMessages, afterSalePolicyFields);
    return {
      ok: false,
      message:
        result.errorMessages.length === 1 && formErrors[0]
          ? `The after-sale policy is not saved: ${formErrors[0]}`
          : notSaved(result.errorMessages.length),
      result: replyWithApiFailure(submission, result, afterSalePolicyFields),
    };
  }
  return { ok: true, message: 'The after-sale policy is saved.', result: submission.reply() };
}
