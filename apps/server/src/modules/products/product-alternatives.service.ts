import type { Currency } from '@facet/contracts/money';
import type { AlternativeProductCard } from '@facet/contracts/gone-pages';
import { describeCombination } from '@facet/contracts/product-variants';
import type { Database } from '@facet/db/client';
import {
  type CardScope,
  listAlternativeCardRows,
  listNearestCombinationIds,
  listNearestPieceVariantIds,
} from './product-alternatives.queries.ts';
import { cardsOfRows } from './product-listing.service.ts';
import { variantCombinationOf } from './variant-rows.ts';

/*
 * A gone piece's alternatives (contracts/gone-pages.ts): the pieces on sale nearest to the
 * variant asked for, as listing cards.
 *   - First the same product in its other combinations on sale, when the product itself is still
 *     listed (a combination no longer made): fewest attributes changed (metal, ring style,
 *     centre-stone shape and carat, width, total carat each count one), then nearest in price.
 *   - Then pieces of the same sub type, each by its card in the gone variant's metal when it has
 *     one (else its first metal), nearest in price; when the sub type has too few, pieces of the
 *     same kind of jewellery, nearest in price.
 * "Price" is the stored INR price (a dropped variant's is kept true, variant-prices.ts); the
 * order is the same in dollars, which are the rupees converted.
 */

/** How many alternatives a gone piece's page gets: one row of cards. */
export const ALTERNATIVE_COUNT = 4;

/** The variant asked for, as stored: the ids of its product, kind and attributes, and its price. */
export interface GoneVariant {
  id: number;
  productId: number;
  isListed: boolean;
  subTypeId: number;
  jewelleryTypeId: number;
  metalId: number;
  ringStyleId: number | null;
  centerStoneShapeId: number | null;
  /** Hundredths, as stored. */
  centerStoneCarat: number | null;
  width: number | null;
  totalCarat: number | null;
  priceInr: number;
}

/** Cards of these variants on sale (active, of a listed product), in the order given, with their combinations. */
async function cardsOfVariants(
  db: Database,
  ids: readonly number[],
  currency: Currency,
): Promise<AlternativeProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await listAlternativeCardRows(db, ids, currency);
  const byId = new Map(rows.map((row) => [row.variant_id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const cards = await cardsOfRows(db, ordered, currency);
  return cards.map((card, index) => ({
    ...card,
    combination: describeCombination(variantCombinationOf({ ...ordered[index]!, id: ordered[index]!.variant_id })),
  }));
}

/** The same product's variants on sale, nearest combination first. */
async function nearestCombinations(db: Database, gone: GoneVariant, limit: number): Promise<number[]> {
  if (!gone.isListed || limit <= 0) return [];
  return listNearestCombinationIds(db, gone, limit);
}

/**
 * Other products on sale of the same sub type (or kind), one card each — in the gone variant's
 * metal when the product has it, else its first metal — nearest in price first.
 */
async function nearestPieces(db: Database, gone: GoneVariant, scope: CardScope, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  return listNearestPieceVariantIds(db, gone, scope, limit);
}

/** Up to ALTERNATIVE_COUNT pieces on sale nearest to a gone variant, as cards in the shopper's currency. */
export async function listProductAlternatives(
  db: Database,
  gone: GoneVariant,
  currency: Currency,
): Promise<AlternativeProductCard[]> {
  const same = await nearestCombinations(db, gone, ALTERNATIVE_COUNT);
  const bySubType = await nearestPieces(db, gone, { subTypeId: gone.subTypeId }, ALTERNATIVE_COUNT - same.length);
  const chosen = [...same, ...bySubType];
  const byKind = await nearestPieces(
    db,
    gone,
    { jewelleryTypeId: gone.jewelleryTypeId, notSubTypeId: gone.subTypeId },
    ALTERNATIVE_COUNT - chosen.length,
  );
  return cardsOfVariants(db, [...chosen, ...byKind], currency);
}
