import type { Currency } from '@facet/contracts/money';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { StoneCard } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { listSimilarRowsOutside, listSimilarRowsWithin, type NearTo } from './stone-listing.queries.ts';
import { cardOf } from './stone-listing.service.ts';

/*
 * Similar stones: the stone page's "Similar stones" and a gone stone's alternatives (decision
 * 019), the available stones nearest to one stone, as cards priced in the shopper's currency.
 * Carats are stored in hundredths; cost in paise.
 */

const SIMILAR_COUNT = 8;

/**
 * Up to eight available stones like this one: same shape and category, nearest first
 * (`distanceFrom`, stone-listing.queries.ts). Those within half to twice the price come first,
 * so the (shape, cost) index bounds the work on a large inventory; when fewer than eight are
 * there, the stones nearest in price outside that band (eight cheaper, eight dearer: two index
 * walks) fill the list, nearest first, so a stone of an unusual size or price still has
 * alternatives.
 */
export async function listSimilarStones(
  db: Database,
  stone: NearTo,
  rates: StoredPricingParameters,
  currency: Currency,
): Promise<StoneCard[]> {
  const low = Math.floor(stone.cost / 2);
  const high = stone.cost * 2;
  const band = { low, high };
  const near = await listSimilarRowsWithin(db, stone, band, SIMILAR_COUNT);
  let rows = near;
  if (near.length < SIMILAR_COUNT) {
    const outside = await listSimilarRowsOutside(db, stone, band, SIMILAR_COUNT, SIMILAR_COUNT - near.length);
    rows = [...near, ...outside];
  }
  return rows.map((row) => cardOf(row, rates, currency));
}
