import { countItems } from '@facet/contracts/bag-rules';
import { figuresFor } from '@facet/contracts/bag-totals';
import { fromBasisPoints, fromMinor } from '@facet/contracts/money';
import { type CheckoutQuote, type CheckoutQuoteQuery, placementMessages } from '@facet/contracts/checkout';
import { type PaymentProvider, paymentProviderLabels, providerCurrency } from '@facet/contracts/orders';
import type { Actor } from '@facet/contracts/permissions';
import { panRequired, taxOrder, toWholeUnit } from '@facet/contracts/tax';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { priceBag } from '../bag/bag-pricing.service.ts';
import { blockersOf } from '../bag/bag-reads.service.ts';
import { readPanAbove } from '../tax/tax-classes.service.ts';
import { giftWrapFor, giftWrapPrice } from './order-gifts.service.ts';
import { storeCreditBalance } from '../store-credit/store-credit-reads.service.ts';
import { findAddressCountry } from './order-placement.queries.ts';

/**
 * GET /api/check-out/quote: the bag priced as the order would be — in the provider's currency,
 * with tax by the delivery address (decision 014) — so the review step shows the server's figures
 * before anything is placed. Before there is an address, the same figures for a country (India
 * unless the shopper picks another): an estimate whose only open question is the tax. Placement
 * prices again; nothing here is kept.
 */
export async function quoteCheckout(
  db: Database,
  input: CheckoutQuoteQuery & { shopperCurrency: 'INR' | 'USD'; offered: readonly PaymentProvider[] },
  actor: Actor,
): Promise<CheckoutQuote> {
  if (!input.offered.includes(input.provider)) {
    throw new AppError('not-found', `Payments with ${paymentProviderLabels[input.provider]} are not offered here.`);
  }
  const country = input.addressId === undefined ? input.country! : await addressCountry(db, input.addressId, actor);
  const currency = providerCurrency[input.provider] ?? input.currency ?? input.shopperCurrency;
  const bag = await priceBag(db, { currency }, actor);
  const delivery = country === 'IN' ? 'india' : 'export';
  const figures = figuresFor(bag.figures, delivery);
  const buyable = bag.lines.filter((entry) => entry.line.available);
  const taxable = buyable.map((entry) => ({ amount: entry.price * entry.line.quantity, rateBp: entry.taxClass.rate }));
  const wrap = await giftWrapFor(db, { wrap: input.giftWrap === true, currency, delivery, lines: taxable });
  const total = figures.total + wrap.amount;
  // Within India the wrap's GST joins the order's, rounded once, as placement does.
  const tax =
    wrap.amount === 0 || delivery === 'export'
      ? figures.taxIncluded
      : toWholeUnit(taxOrder(taxable, figures.couponDiscount, figures.shipping).tax + wrap.tax);
  const panAbove = await readPanAbove(db);
  const lines = bag.lines.map((entry) => entry.line);
  const blockers = bag.lines.length === 0 ? [placementMessages.emptyBag] : blockersOf(lines);
  if (bag.coupon?.problem) blockers.push(bag.coupon.problem);
  return {
    currency,
    estimate: input.addressId === undefined,
    country,
    delivery,
    figures: {
      subtotal: fromMinor(figures.subtotal),
      itemDiscount: fromMinor(figures.itemDiscounts),
      couponDiscount: fromMinor(figures.couponDiscount),
      shipping: fromMinor(figures.shipping),
      giftWrap: fromMinor(wrap.amount),
      tax: fromMinor(tax),
      taxRemoved: fromMinor(figures.taxRemoved + wrap.removed),
      taxPercent: bag.taxRateBp === null ? null : fromBasisPoints(bag.taxRateBp),
      total: fromMinor(total),
    },
    count: countItems(lines),
    panRequired: panRequired({ delivery, total, currency, conversion: bag.conversion }, panAbove),
    panAbove: fromMinor(panAbove),
    blockers,
    storeCreditAvailable: fromMinor(await storeCreditBalance(db, actor.userId, currency)),
    giftWrapPrice: fromMinor(await giftWrapPrice(db, currency)),
  };
}

/** The country of one of the customer's addresses; another customer's is not found. */
async function addressCountry(db: Database, addressId: string, actor: Actor): Promise<string> {
  const country = await findAddressCountry(db, actor.userId, addressId);
  if (country === undefined) throw new AppError('not-found', placementMessages.noAddress);
  return country;
}
