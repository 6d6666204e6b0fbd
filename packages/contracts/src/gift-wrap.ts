import type { Delivery } from './bag-totals.ts';
import { includedTax, toWholeUnit } from './tax.ts';

/*
 * Gift wrap as the order charges it (decision 042). Its price is a pricing parameter set per
 * currency, never converted, like insured shipping (decision 018), and it is taxed the way
 * shipping is (decision 023): a charge of the same supply as the goods, the GST inside it at the
 * principal line's rate. An export is zero-rated, so the GST its price includes is taken off,
 * to a whole unit, as the goods' is. All amounts are minor units of the order's currency.
 */

export interface GiftWrapCharge {
  /** What the order charges for the wrap. */
  amount: number;
  /** The GST inside `amount` (0 for an export). */
  tax: number;
  /** The GST taken off an export's wrap (0 within India). */
  removed: number;
}

/** The wrap's charge for an order: `price` (0 when not wrapped) at the principal line's `rateBp`. */
export function giftWrapCharge(price: number, rateBp: number, delivery: Delivery): GiftWrapCharge {
  const tax = includedTax(price, rateBp);
  if (delivery === 'india') return { amount: price, tax, removed: 0 };
  const removed = toWholeUnit(tax);
  return { amount: price - removed, tax: 0, removed };
}
