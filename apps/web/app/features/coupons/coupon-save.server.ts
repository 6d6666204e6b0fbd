import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { couponEndpoints } from '@facet/contracts/coupon-endpoints';
import type { ApiClient } from '../../lib/api-client.ts';
import { replyWithApiFailure, splitApiErrors } from '../../lib/form-errors.ts';
import { couponFormFields, couponFormSchemas } from './coupon-form-fields.ts';

/*
 * Saves the coupon form: POST /api/discount-coupon for a new coupon, PUT (the id in the body)
 * for an existing one. The form is checked against the API's own schema first (the browser did
 * too, unless it runs no script); the API's refusal comes back with each line beside its field.
 */

export interface CouponSaveOutcome {
  ok: boolean;
  /** For a toast. */
  message: string;
  /** For the form (Conform): the fields' and the form's problems. */
  result: SubmissionResult<string[]>;
}

function refusalMessage(messages: readonly string[]): string {
  const { formErrors } = splitApiErrors(messages, couponFormFields);
  if (messages.length === 1 && formErrors[0]) return `The coupon is not saved: ${formErrors[0]}`;
  return `The coupon is not saved: ${messages.length === 1 ? 'one problem' : `${messages.length} problems`}, shown on the form.`;
}

export async function saveCoupon(api: ApiClient, formData: FormData, id?: number): Promise<CouponSaveOutcome> {
  // The edited coupon is the page's (its address), whatever the form says.
  if (id !== undefined) formData.set('id', String(id));
  const schema = id === undefined ? couponFormSchemas.new : couponFormSchemas.edit;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') {
    const count = Object.values(submission.error ?? {}).flat().length;
    return {
      ok: false,
      message: `The coupon is not saved: ${count === 1 ? 'one problem' : `${count} problems`}, shown on the form.`,
      result: submission.reply(),
    };
  }
  const result =
    id === undefined
      ? await api.call(couponEndpoints.create, { body: submission.value })
      : await api.call(couponEndpoints.update, { body: { ...submission.value, id } });
  if (!result.isSuccess) {
    return {
      ok: false,
      message: refusalMessage(result.errorMessages),
      result: replyWithApiFailure(submission, result, couponFormFields),
    };
  }
  return {
    ok: true,
    message:
      id === undefined ? `Coupon ${result.data.couponCode} is added.` : `Coupon ${result.data.couponCode} is saved.`,
    result: submission.reply({ resetForm: true }),
  };
}
