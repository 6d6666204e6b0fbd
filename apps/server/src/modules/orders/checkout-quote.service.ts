import { figuresFor } from '@facet/contracts/bag-totals';
import { fromBasisPoints, fromMinor } from '@facet/contracts/money';
import {
  type CheckoutQuote,
  type CheckoutQuoteQuery,
  type PaymentProvider,
  paymentProviderLabels,
  placementMessages,
  providerCurrency,
} from '@facet/contracts/orders';
import type { Actor } from '@facet/contracts/permissions';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { blockersOf, countOf, priceBag } from '../bag/bag-reads.service.ts';

/**
 * GET /api/check-out/quote: the bag priced as the order would be — in the provider's currency,
 * with tax by the delivery address (decision 014) — so the review step shows the server's figures
 * before anything is placed. Placement prices again; nothing here is kept.
 */
export async function quoteCheckout(
  db: Database,
  input: CheckoutQuoteQuery & { shopperCurrency: 'INR' | 'USD'; offered: readonly PaymentProvider[] },
  actor: Actor,
): Promise<CheckoutQuote> {
  if (!input.offered.includes(input.provider)) {
    throw new AppError('not-found', `Payments with ${paymentProviderLabels[input.provider]} are not offered here.`);
  }
  const [address] = await queryRows<{ country: string }>(
    db,
    sql`select country from addresses where id = ${input.addressId} and user_id = ${actor.userId}`,
  );
  if (!address) throw new AppError('not-found', placementMessages.noAddress);
  const currency = providerCurrency[input.provider] ?? input.currency ?? input.shopperCurrency;
  const bag = await priceBag(db, { currency }, actor);
  const delivery = address.country === 'IN' ? 'india' : 'export';
  const figures = figuresFor(bag.figures, delivery);
  const lines = bag.lines.map((entry) => entry.line);
  const blockers = bag.lines.length === 0 ? [placementMessages.emptyBag] : blockersOf(lines);
  if (bag.coupon?.problem) blockers.push(bag.coupon.problem);
  return {
    currency,
    delivery,
    figures: {
      subtotal: fromMinor(figures.subtotal),
      itemDiscount: fromMinor(figures.itemDiscounts),
      couponDiscount: fromMinor(figures.couponDiscount),
      shipping: fromMinor(figures.shipping),
      tax: fromMinor(figures.taxIncluded),
      taxRemoved: fromMinor(figures.taxRemoved),
      taxPercent: fromBasisPoints(bag.chargeBp),
      total: fromMinor(figures.total),
    },
    count: countOf(lines),
    blockers,
  };
}
