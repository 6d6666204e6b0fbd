import type { Bag, BagLine } from '@facet/contracts/bag';
import { countItems } from '@facet/contracts/bag-rules';
import { type Currency, fromBasisPoints, fromMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { priceBag } from './bag-pricing.service.ts';
import { countBagItems } from './bag-reads.queries.ts';

/*
 * A customer's bag as they see it: the bag page (priced by bag-pricing.service.ts, in major
 * units, with what stands in checkout's way) and the header's count.
 */

/** GET /api/shopping-cart: the bag as the shopper sees it. */
export async function readBag(db: Database, input: { currency: Currency }, actor: Actor): Promise<Bag> {
  const { lines: priced, coupon, figures, taxRateBp, currency } = await priceBag(db, input, actor);
  const lines = priced.map((entry): BagLine => ({
    ...entry.line,
    unitPrice: fromMinor(entry.price),
    unitListPrice: fromMinor(entry.listPrice),
    previousUnitPrice: entry.addedPrice === entry.price ? null : fromMinor(entry.addedPrice),
    lineTotal: fromMinor(entry.price * entry.line.quantity),
  }));
  const checkoutBlockers = blockersOf(lines);
  return {
    lines,
    count: countItems(lines),
    coupon,
    totals: {
      subtotal: fromMinor(figures.subtotal),
      itemDiscounts: fromMinor(figures.itemDiscounts),
      couponDiscount: fromMinor(figures.couponDiscount),
      shipping: fromMinor(figures.shipping),
      total: fromMinor(figures.total),
      taxIncluded: fromMinor(figures.taxIncluded),
      taxPercent: taxRateBp === null ? null : fromBasisPoints(taxRateBp),
    },
    currency,
    canCheckOut: checkoutBlockers.length === 0,
    checkoutBlockers,
  };
}

/** What stands in checkout's way, in sentences (the bag's list; placement refuses with the first). */
export function blockersOf(
  lines: readonly Pick<BagLine, 'name' | 'available' | 'pairId' | 'needsRingSize' | 'ringSize'>[],
): string[] {
  if (lines.length === 0) return ['Your bag is empty.'];
  const blockers: string[] = [];
  const pairsSaid = new Set<string>();
  for (const line of lines) {
    if (!line.available) {
      // A ring's two lines are one thing to remove.
      if (line.pairId !== null && pairsSaid.has(line.pairId)) continue;
      if (line.pairId !== null) pairsSaid.add(line.pairId);
      blockers.push(`${line.name} can no longer be bought: remove it to check out.`);
    } else if (line.needsRingSize && line.ringSize === null) {
      blockers.push(`Choose a ring size for ${line.name}.`);
    }
  }
  return blockers;
}

/** GET /api/shopping-cart/count: the header's number, from the lines alone. */
export async function countBag(db: Database, actor: Actor): Promise<{ count: number }> {
  return { count: await countBagItems(db, actor.userId) };
}
