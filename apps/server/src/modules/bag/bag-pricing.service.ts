import { stoneKindPlural } from '@facet/contracts/stone-kinds';
import { type BagCoupon, type BagLine, BAG_QUANTITY_MAX } from '@facet/contracts/bag';
import { type BagFigures, type ShippingRule, totalBag } from '@facet/contracts/bag-totals';
import { sharedRate } from '@facet/contracts/tax';
import { type Currency, fromBasisPoints } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import { inCurrency, priceStone } from '@facet/contracts/pricing';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import { stoneName } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { groupProductPictures } from '../products/product-pictures.service.ts';
import { variantCombinationOf } from '../products/variant-rows.ts';
import { firstStonePicture, gradesLine, gradingOf, type StoneRow } from '../stones/stone-rows.ts';
import { type BagCouponRow, couponProblem } from './bag-coupon-rules.ts';
import { type PricingRow, readBagRow } from './bag-reads.queries.ts';
import { type LineTaxClass, lineTaxClass } from '../tax/line-tax-class.service.ts';

/*
 * A customer's bag priced now, for the bag page (bag-reads.service.ts), the checkout quote and
 * placing the order: every line priced in their currency from the stored prices (a stone through
 * the pricing chain every stone shares), what changed since it was added, what can no longer be
 * bought, and the totals of the rest (contracts/bag-totals.ts).
 */

/** Insured shipping in `currency`: its own fee and threshold, never converted (decision 018). */
export function shippingRuleOf(pricing: PricingRow, currency: Currency): ShippingRule {
  return currency === 'INR'
    ? { fee: pricing.shipping_cost, freeFrom: pricing.free_shipping_from_inr }
    : { fee: pricing.shipping_cost_usd, freeFrom: pricing.free_shipping_from_usd };
}

/** Why a line cannot be bought now (also the refusals of adding a stone held or sold). */
export const UNAVAILABLE = {
  piece: 'This piece is no longer sold.',
  sold: 'This stone has been sold.',
  unlisted: 'This stone is no longer offered.',
  held: 'Another shopper is buying this stone right now; it may be free again within 15 minutes.',
  otherHalf: 'The other half of this ring can no longer be bought.',
} as const;

function stoneUnavailable(state: StoneRow['state']): string | null {
  if (state === 'available') return null;
  if (state === 'on_hold') return UNAVAILABLE.held;
  return state === 'sold' ? UNAVAILABLE.sold : UNAVAILABLE.unlisted;
}

/** A line's figures in minor units, before they become the contract's major units. */
export interface PricedLine {
  line: Omit<BagLine, 'unitPrice' | 'unitListPrice' | 'previousUnitPrice' | 'lineTotal'>;
  /** The variant or the stone the line holds. */
  variantId: number | null;
  stoneId: number | null;
  price: number;
  listPrice: number;
  addedPrice: number;
  added: string;
  /** The line's tax class (a stone set in a built ring is jewellery). */
  taxClass: LineTaxClass;
}

/** A bag priced in minor units: what the bag page shows and what checkout places. */
export interface PricedBag {
  lines: PricedLine[];
  couponRow: BagCouponRow | null;
  coupon: BagCoupon | null;
  figures: BagFigures;
  /** The GST rate every line shares, basis points; null when the lines' classes differ. */
  taxRateBp: number | null;
  currency: Currency;
  /** INR per USD × 10,000 now: what an order placed from the bag is reckoned in rupees at. */
  conversion: number;
}

const minor = (value: string | number) => Number(value);

/**
 * A piece's line beside its name — in the bag, at checkout, and copied to the order and its
 * e-mails: its metal, and what its stones are, so a laboratory-grown diamond is named so.
 */
export function pieceDetail(metal: string, stoneCategory: string | null): string {
  return stoneCategory ? `${metal} · ${stoneKindPlural(stoneCategory).toLowerCase()}` : metal;
}
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The bag priced now, in minor units of `currency`: the lines in the order they were added (a
 * pair's setting, then its stone), which can be bought, and the totals of those that can.
 */
export async function priceBag(db: Database, input: { currency: Currency }, actor: Actor): Promise<PricedBag> {
  const { currency } = input;
  const {
    pieces,
    stones,
    pricing,
    coupon: couponRow,
    pictures: pictureRows,
    tax_classes: taxClasses,
  } = await readBagRow(db, actor.userId);
  if (!pricing) throw new Error('pricing parameters are missing');
  const rates = {
    conversion: pricing.conversion,
    charge: pricing.charge,
    shopDiscount: pricing.shop_discount,
    profitRate: pricing.profit_rate,
  };
  const inr = currency === 'INR';
  const pictures = groupProductPictures(pictureRows);

  const priced: PricedLine[] = [
    ...pieces.map((row): PricedLine => {
      const combination = variantCombinationOf(row);
      const [picture] = picturesForVariant(pictures.get(row.product_id) ?? [], combination);
      const alone = row.pair_id === null;
      return {
        line: {
          id: row.line_id,
          kind: 'product',
          pairId: row.pair_id,
          sku: row.sku,
          name: row.product_name,
          detail: pieceDetail(row.metal, row.stone_category),
          picture: picture ? { url: picture.url, width: picture.width, height: picture.height } : null,
          stoneShape: null,
          path: `/product/${row.sku}`,
          needsRingSize: row.is_ring,
          ringSize: row.ring_size,
          canEngrave: row.is_ring,
          engraving: row.engraving,
          quantity: row.quantity,
          maxQuantity: alone ? BAG_QUANTITY_MAX : 1,
          available: row.for_sale,
          unavailableReason: row.for_sale ? null : UNAVAILABLE.piece,
        },
        variantId: row.variant_id,
        stoneId: null,
        price: minor(inr ? row.price_inr : row.price_usd),
        listPrice: minor(inr ? row.list_price_inr : row.list_price_usd),
        addedPrice: minor(inr ? row.added_price_inr : row.added_price_usd),
        added: iso(row.added),
        taxClass: lineTaxClass(taxClasses, row.tax_class_id, false),
      };
    }),
    ...stones.map((row): PricedLine => {
      const grading = gradingOf(row);
      const price = inCurrency(priceStone(minor(row.cost), rates), currency);
      const reason = stoneUnavailable(row.state);
      return {
        line: {
          id: row.line_id,
          kind: 'stone',
          pairId: row.pair_id,
          sku: row.sku,
          name: stoneName(grading),
          detail: gradesLine(row),
          picture: firstStonePicture(row),
          stoneShape: grading.stoneShape,
          path: `/stone/${row.sku}`,
          needsRingSize: false,
          ringSize: null,
          canEngrave: false,
          engraving: null,
          quantity: 1,
          maxQuantity: 1,
          available: reason === null,
          unavailableReason: reason,
        },
        variantId: null,
        stoneId: row.id,
        price: price.price,
        listPrice: price.listPrice,
        addedPrice: minor(inr ? row.added_price_inr : row.added_price_usd),
        added: iso(row.added),
        taxClass: lineTaxClass(taxClasses, row.tax_class_id, row.pair_id !== null),
      };
    }),
  ];
  // Order added; within a pair the setting (a piece) before its stone.
  priced.sort(
    (a, b) =>
      a.added.localeCompare(b.added) ||
      (a.line.kind === b.line.kind ? 0 : a.line.kind === 'product' ? -1 : 1) ||
      a.line.id - b.line.id,
  );
  markBrokenPairs(priced);

  const coupon = couponRow ? bagCouponOf(couponRow) : null;
  const buyable = priced.filter((entry) => entry.line.available);
  const figures = totalBag(
    buyable.map((entry) => ({
      price: entry.price,
      listPrice: entry.listPrice,
      quantity: entry.line.quantity,
      taxRateBp: entry.taxClass.rate,
    })),
    coupon && coupon.problem === null ? couponRow!.discount : 0,
    shippingRuleOf(pricing, currency),
  );
  const taxRateBp = sharedRate(buyable.map((entry) => ({ rateBp: entry.taxClass.rate })));
  return { lines: priced, couponRow, coupon, figures, taxRateBp, currency, conversion: pricing.conversion };
}

/**
 * A pair is bought whole: when one half cannot be bought, or is gone (staff deleted the stone or
 * the piece, and its line with it), neither can the other.
 */
function markBrokenPairs(priced: PricedLine[]): void {
  const halves = new Map<string, PricedLine[]>();
  for (const entry of priced) {
    if (entry.line.pairId !== null) halves.set(entry.line.pairId, [...(halves.get(entry.line.pairId) ?? []), entry]);
  }
  for (const pair of halves.values()) {
    if (pair.length === 2 && pair.every((entry) => entry.line.available)) continue;
    for (const entry of pair) {
      if (!entry.line.available) continue;
      entry.line.available = false;
      entry.line.unavailableReason = UNAVAILABLE.otherHalf;
    }
  }
}

function bagCouponOf(row: BagCouponRow): BagCoupon {
  return { couponCode: row.code, discount: fromBasisPoints(row.discount), problem: couponProblem(row, new Date()) };
}
