import type { GoneStone } from '@facet/contracts/gone-pages';
import { type Currency, fromMinor } from '@facet/contracts/money';
import { breakDownPrice, inCurrency, priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import { lengthToWidthRatio, type StoneDetail, stoneName, type StoneSkuParams } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { listSimilarStones } from './similar-stones.service.ts';
import { listStoneMedia } from './stone-pictures.service.ts';
import { findWholeStoneBySku } from './stone-reads.queries.ts';
import { gradingOf, measurementsOf } from './stone-rows.ts';

/*
 * One stone as the storefront shows it: its page, with its price in the shopper's currency
 * (its cost through the pricing chain every stone shares, decision 009) and the breakdown, its
 * pictures and similar stones; or, for a sold or unlisted stone, what its gone page shows.
 * Carats, millimetres and percentages are stored in hundredths; cost in paise.
 */

const NOT_FOUND = 'There is no such stone.';

/**
 * A stone page (GET /api/stone/sku/{sku}), whatever its state: the stock number in any case.
 * `detail` is the page — its price with the breakdown (the stone's value and the tax, adding up
 * to the price), its pictures and similar stones — for a stone on sale or on hold, and for an
 * unlisted one (staff only: the caller decides). `gone` is what a sold stone's page answers to
 * everyone, and an unlisted one's to everyone but staff: 410 with the stone and its alternatives
 * (the similar stones).
 */
export interface StonePageResult {
  detail: StoneDetail | null;
  gone: GoneStone | null;
}

export async function getStoneBySku(
  db: Database,
  input: StoneSkuParams & { currency: Currency },
  rates?: StoredPricingParameters,
): Promise<StonePageResult> {
  const row = await findWholeStoneBySku(db, input.sku);
  if (!row) throw new AppError('not-found', NOT_FOUND);
  const parameters = rates ?? (await loadPricingParameters(db));
  const cost = Number(row.cost);
  const pictures = (await listStoneMedia(db, [row.id])).get(row.id) ?? [];
  const similar = await listSimilarStones(
    db,
    { id: row.id, shapeId: row.stone_shape_id, categoryId: row.stone_category_id, carat: row.carat, cost },
    parameters,
    input.currency,
  );
  const grading = gradingOf(row);
  const first = pictures[0];
  const image = first ? { url: first.url, width: first.width, height: first.height } : null;
  const name = stoneName(grading);
  const gone: GoneStone | null =
    row.state === 'sold' || row.state === 'unlisted'
      ? {
          kind: 'stone',
          reason: row.state,
          stone: {
            sku: row.sku,
            name,
            stoneCategory: grading.stoneCategory,
            stoneShape: grading.stoneShape,
            carat: grading.carat,
            color: grading.color,
            clarity: grading.clarity,
            cut: grading.cut,
            certificateLab: grading.certificateLab,
            image,
          },
          alternatives: similar,
          currency: input.currency,
        }
      : null;
  // Nobody sees a sold stone's page: it cannot come back.
  if (row.state === 'sold') return { detail: null, gone };
  const { price, lines } = breakDownPrice(
    { weightMg: 0, metal: { pricePerUnit: 0, labour: 0 }, stoneCost: cost },
    parameters,
    0,
    input.currency,
  );
  const listPrice = inCurrency(priceStone(cost, parameters), input.currency).listPrice;
  return {
    gone,
    detail: {
      id: row.id,
      sku: row.sku,
      name,
      ...grading,
      ...measurementsOf(row),
      lengthToWidthRatio: lengthToWidthRatio(row.length, row.width),
      price: fromMinor(price),
      listPrice: fromMinor(listPrice),
      currency: input.currency,
      image,
      // An unlisted stone is only ever shown to staff, who see it as it would be when relisted.
      state: row.state,
      breakdown: { stones: fromMinor(lines.stones), tax: fromMinor(lines.tax) },
      productMedias: pictures,
      similar,
    },
  };
}
