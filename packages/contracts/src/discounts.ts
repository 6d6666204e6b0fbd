import { defineShapes } from './endpoint-shapes.ts';
import { lookupField } from './lookup-fields.ts';
import { discountPercent } from './money-inputs.ts';
import { displayName } from './plain-text.ts';
import { productDiscountEndpoints } from './product-discount-endpoints.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { styleDiscountEndpoints } from './style-discount-endpoints.ts';
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

export const productDiscountShapes = defineShapes(productDiscountEndpoints, {
  list: { summary: 'Product discounts', response: z.array(productDiscountRecord) },
  one: { summary: 'One product discount', params: discountIdParams, response: productDiscountRecord },
  create: {
    summary: 'Create a product discount',
    body: createProductDiscountInput,
    response: productDiscountRecord,
    status: 201,
  },
  update: {
    summary: 'Change a product discount; the products that use it are repriced',
    body: updateProductDiscountInput,
    response: productDiscountRecord,
  },
  remove: { summary: 'Remove a product discount (its products lose it)', params: discountIdParams, response: z.null() },
});
export type ProductDiscountShapes = typeof productDiscountShapes;

export const styleDiscountShapes = defineShapes(styleDiscountEndpoints, {
  list: { summary: 'Style discounts', response: z.array(styleDiscountRecord) },
  one: { summary: 'One style discount', params: discountIdParams, response: styleDiscountRecord },
  create: {
    summary: 'Give a ring style a discount; its variants are repriced',
    body: createStyleDiscountInput,
    response: styleDiscountRecord,
    status: 201,
  },
  update: { summary: 'Change a style discount', body: updateStyleDiscountInput, response: styleDiscountRecord },
  remove: { summary: 'Remove a style discount', params: discountIdParams, response: z.null() },
});
export type StyleDiscountShapes = typeof styleDiscountShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    productDiscounts: ProductDiscountShapes;
    styleDiscounts: StyleDiscountShapes;
  }
}
