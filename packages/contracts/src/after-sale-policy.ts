import { afterSalePolicyEndpoints } from './after-sale-policy-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { amountRange, amountWithin, percent, rupees } from './money-inputs.ts';
import { formatPrice } from './money.ts';
import { z } from './zod.ts';

/*
 * The after-sale policy (decision 030): what the shop promises once a piece is delivered — how
 * many days it may come back, what may not, free resizes, the return pick-up, and the buyback
 * and exchange terms; and how often a shopper may ask for a free ring sizer (decision 044). One record the Admin edits; the storefront's pages, the order pages and
 * returns, resizes and exchanges all read it, and reckon values with `after-sale-values.ts`.
 * The whole record is what shoppers are promised, so all of it is public.
 */

/** Days are whole, from none to ten years. */
export const POLICY_DAYS_MAX = 3650;
export const policyDaysRange = amountRange(0, POLICY_DAYS_MAX, 0, (days) => `${days} days`);
const policyDays = amountWithin(policyDaysRange);

export const FREE_RESIZES_MAX = 10;
const freeResizes = amountWithin(amountRange(0, FREE_RESIZES_MAX, 0, String));

/** A share of something, 0–100 %, to two decimals. */
export const policyPercentRange = amountRange(0, 100, 2, percent);
const policyPercent = amountWithin(policyPercentRange);

export const PICKUP_COST_INR_MAX = 10_000;
export const PICKUP_COST_USD_MAX = 200;
export const pickupCostInrRange = amountRange(0, PICKUP_COST_INR_MAX, 0, rupees);
export const pickupCostUsdRange = amountRange(0, PICKUP_COST_USD_MAX, 0, (amount) => formatPrice(amount, 'USD'));

/**
 * What the shop pays for a piece or a loose stone, as money back (buyback) or towards a new
 * piece (exchange): the metal at today's rate less `metalDeduction` %, plus a share of what was
 * paid for the stones, by kind. A stone set in a piece and a loose stone have shares of their own;
 * moissanite, set or loose, has one.
 */
export const valueTerms = z.object({
  metalDeduction: policyPercent.describe('% taken off the metal at today’s rate'),
  setNatural: policyPercent.describe('% of what was paid for a piece’s natural diamonds'),
  setLabGrown: policyPercent.describe('% of what was paid for a piece’s laboratory-grown diamonds'),
  looseNatural: policyPercent.describe('% of what was paid for a loose natural diamond'),
  looseLabGrown: policyPercent.describe('% of what was paid for a loose laboratory-grown diamond'),
  moissanite: policyPercent.describe('% of what was paid for moissanite, loose or set'),
});
export type ValueTerms = z.infer<typeof valueTerms>;

export const updateAfterSalePolicyInput = z.object({
  returnDays: policyDays.describe('days from delivery a piece may be returned'),
  returnable: z.object({
    engraved: z.boolean().describe('whether an engraved piece may be returned'),
    custom: z.boolean().describe('whether a custom-made piece may be returned'),
    resized: z.boolean().describe('whether a resized piece may be returned'),
  }),
  freeResizes: freeResizes.describe('free resizes per ring'),
  freeResizeDays: policyDays.describe('days from delivery the free resizes may be asked for'),
  ringSizerDays: policyDays.describe('days after a free ring sizer request before the same shopper may ask again'),
  returnPickup: z.object({
    offered: z.boolean().describe('whether the shop collects a return'),
    costInr: amountWithin(pickupCostInrRange).describe('what the pick-up costs in India, rupees (0 is free)'),
    costUsd: amountWithin(pickupCostUsdRange).describe('what the pick-up costs abroad, dollars (0 is free)'),
  }),
  buyback: valueTerms,
  exchange: valueTerms,
});
export type UpdateAfterSalePolicyInput = z.infer<typeof updateAfterSalePolicyInput>;

export const afterSalePolicyRecord = updateAfterSalePolicyInput.extend({ updateDate: z.string() });
export type AfterSalePolicy = z.infer<typeof afterSalePolicyRecord>;

export const afterSalePolicyShapes = defineShapes(afterSalePolicyEndpoints, {
  read: {
    summary:
      'The return window, what may not be returned, free resizes, the return pick-up, buyback and exchange terms',
    response: afterSalePolicyRecord,
  },
  update: {
    summary: 'Change the after-sale policy, every field at once; audited (Admin)',
    body: updateAfterSalePolicyInput,
    response: afterSalePolicyRecord,
  },
});
export type AfterSalePolicyShapes = typeof afterSalePolicyShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    afterSalePolicy: AfterSalePolicyShapes;
  }
}
