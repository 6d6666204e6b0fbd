import type { Delivery } from '@facet/contracts/bag-totals';
import { type GiftWrapCharge, giftWrapCharge } from '@facet/contracts/gift-wrap';
import type { Currency } from '@facet/contracts/money';
import { principalLine } from '@facet/contracts/tax';
import type { Database } from '@facet/db/client';
import { findGiftWrapPrices } from './order-gifts.queries.ts';

/*
 * An order as a gift (decision 042): an optional message for the gift card and an optional gift
 * wrap, whose price is the pricing parameter of the order's currency, charged beside the goods and
 * taxed like shipping, at the principal line's rate. Checkout's quote and placement both ask here,
 * so the figures shown are the figures charged.
 */

/** What gift wrap costs in `currency`, minor units: the pricing parameter (0 before pricing is set up). */
export async function giftWrapPrice(db: Database, currency: Currency): Promise<number> {
  return (await findGiftWrapPrices(db))?.[currency] ?? 0;
}

/** The gift wrap's charge for an order of these lines; nothing when not wrapped. */
export async function giftWrapFor(
  db: Database,
  input: {
    wrap: boolean;
    currency: Currency;
    delivery: Delivery;
    lines: readonly { amount: number; rateBp: number }[];
  },
): Promise<GiftWrapCharge> {
  if (!input.wrap || input.lines.length === 0) return { amount: 0, tax: 0, removed: 0 };
  const price = await giftWrapPrice(db, input.currency);
  const rateBp = input.lines[principalLine(input.lines)]!.rateBp;
  return giftWrapCharge(price, rateBp, input.delivery);
}
