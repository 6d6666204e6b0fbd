import { createCouponInput, updateCouponInput } from '@facet/contracts/coupons';

/*
 * The coupon form's fields, named as the API names them (couponCode, description, discount, limit,
 * startDate, endDate), so each line of the API's refusal ("endDate: …") lands beside its field.
 */

export const couponFormFields = [
  'couponCode',
  'description',
  'discount',
  'limit',
  'startDate',
  'endDate',
  'oneUsePerCustomer',
] as const;

const fieldWords: Record<string, string> = {
  couponCode: 'the code',
  startDate: 'the start date',
  endDate: 'the end date',
};

/** A message as staff read it: "must not be before startDate" → "must not be before the start date". */
export function readableCouponMessage(message: string): string {
  return message.replace(/\b(couponCode|startDate|endDate)\b/g, (name) => fieldWords[name] ?? name);
}

/*
 * The API's own schemas, but a description left empty is an empty one: a form sends '', which
 * Conform reads as left out.
 */
const description = createCouponInput.shape.description;
// Typed as the contract's field: what it gives is the same string (safeExtend asks no wider input).
const emptyDescription = description.optional().default('') as unknown as typeof description;
export const couponFormSchemas = {
  new: createCouponInput.safeExtend({ description: emptyDescription }),
  edit: updateCouponInput.safeExtend({ description: emptyDescription }),
};
