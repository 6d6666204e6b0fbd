import {
  BUDGET_ORDER_MESSAGE,
  changeCustomJewelleryStateInput,
  CUSTOM_JEWELLERY_AMOUNT_MAX,
  createCustomJewelleryInput,
  QUOTE_NEEDS_PRICE_MESSAGE,
  replyToCustomJewelleryInput,
  RING_SIZE_NOT_FOR_KIND_MESSAGE,
  ringKinds,
} from '@facet/contracts/custom-jewellery';
import { recordIdParam } from '@facet/contracts/record-ids';
import { z } from '@facet/contracts/zod';

/*
 * The web forms for custom jewellery. Shoppers and staff type amounts in rupees or dollars; the
 * API takes paise or cents, so the forms check whole major amounts and the actions multiply.
 */

/** A whole amount in rupees or dollars, at most the API's largest. */
const majorAmount = z
  .number('enter an amount')
  .int('enter a whole amount, without paise or cents')
  .min(1, 'enter an amount above zero')
  .max(CUSTOM_JEWELLERY_AMOUNT_MAX / 100, 'enter a smaller amount');

const { budgetMin: _min, budgetMax: _max, ...shopperFields } = createCustomJewelleryInput.shape;

const budget = z.object({ budgetMin: majorAmount, budgetMax: majorAmount });

/**
 * The shopper's request as typed: the API's checks, with the budget in major units. The budget's
 * order is checked as soon as both ends are amounts, whatever else is still missing.
 */
export const requestForm = z
  .object({ ...shopperFields, ...budget.shape })
  .superRefine((input, context) => {
    if (input.ringSize && !ringKinds.includes(input.kind)) {
      context.addIssue({ code: 'custom', path: ['ringSize'], message: RING_SIZE_NOT_FOR_KIND_MESSAGE });
    }
  })
  .refine((input) => input.budgetMax >= input.budgetMin, {
    path: ['budgetMax'],
    message: BUDGET_ORDER_MESSAGE,
    when: ({ value }) => budget.safeParse(value).success,
  });

export const requestFields = Object.keys(createCustomJewelleryInput.shape);

/** Staff's change of state: the quoted price in major units of the request's currency. */
const { id: _id, quotedPrice: _quotedPrice, ...stateFields } = changeCustomJewelleryStateInput.shape;
export const stateForm = z
  .object({ ...stateFields, id: recordIdParam, quotedPrice: majorAmount.optional() })
  .superRefine((input, context) => {
    if (input.state === 'quoted' && !input.quotedPrice) {
      context.addIssue({ code: 'custom', path: ['quotedPrice'], message: QUOTE_NEEDS_PRICE_MESSAGE });
    }
  });

export const replyForm = replyToCustomJewelleryInput.extend({ id: recordIdParam });
