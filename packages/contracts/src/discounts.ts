import { lookupField } from './lookup-fields.ts';
import { discountPercent } from './money-inputs.ts';
import { displayName } from './plain-text.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { z } from './zod.ts';

/*
 * Discounts on jewellery: a style discount takes a percentage off every variant of one ring
 * style; a product discount is a named percentage that products point to (the draft's
 * discountId). A variant gets the larger of the two.
 */

export const styleDiscountRecord = z.object({
  id: z.number().int(),
  discount: z.number().describe('percent off'),
  style: z.string().describe('ring style name'),
  variantCount: z.number().int().describe('listed and unlisted variants of that style'),
});
export type StyleDiscountRecord = z.infer<typeof styleDiscountRecord>;

export const createStyleDiscountInput = z.object({ discount: discountPercent, style: lookupField('ringStyle') });
export type CreateStyleDiscountInput = z.infer<typeof createStyleDiscountInput>;
export const updateStyleDiscountInput = createStyleDiscountInput.extend({ id: recordId });
export type UpdateStyleDiscountInput = z.infer<typeof updateStyleDiscountInput>;

export const productDiscountRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  discount: z.number().describe('percent off'),
  productCount: z.number().int().describe('products that use it'),
});
export type ProductDiscountRecord = z.infer<typeof productDiscountRecord>;

export const createProductDiscountInput = z.object({
  name: displayName(60, 2),
  discount: discountPercent,
});
export type CreateProductDiscountInput = z.infer<typeof createProductDiscountInput>;
export const updateProductDiscountInput = createProductDiscountInput.extend({ id: recordId });
export type UpdateProductDiscountInput = z.infer<typeof updateProductDiscountInput>;

/** The discount named in the path, either kind. */
export const discountIdParams = recordIdParams;
export type DiscountIdParams = z.infer<typeof discountIdParams>;
