import { mediaPath } from '@facet/contracts/media-sizes';
import { type Currency, fromMinor, toMinor } from '@facet/contracts/money';
import { inCurrency, priceStone } from '@facet/contracts/pricing';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import {
  describeFit,
  findPairProblem,
  isSetting,
  notASettingMessage,
  unknownSettingMessage,
  unknownStoneMessage,
} from '@facet/contracts/ring-builder';
import type { PairSetting, PairStone, RingBuilderPair, RingBuilderPairQuery } from '@facet/contracts/ring-builder-pair';
import { stoneName } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { listProductMedia } from '../products/product-pictures.service.ts';
import { variantCombinationOf } from '../products/variant-rows.ts';
import { findShownPairStone, findShownSetting } from './ring-builder.queries.ts';

/*
 * The ring builder's pair (GET /api/ring-builder/pair): the setting variant and the loose stone
 * a shopper keeps in the browser, read fresh each time (either may have been sold, unlisted or
 * repriced since they were chosen), whether they fit and what the ring costs. Prices are the
 * ones their own pages show: the setting's stored price, the stone's cost through the pricing
 * chain every stone shares (decision 009).
 */

/** A setting variant as the pair shows it; a shopper sees only listed products' active variants. */
async function readSetting(db: Database, sku: string, currency: Currency): Promise<PairSetting> {
  const row = await findShownSetting(db, sku);
  if (!row) throw new AppError('not-found', unknownSettingMessage(sku));
  const combination = variantCombinationOf(row);
  const { centerStoneShape, centerStoneCarat } = combination;
  const setting = isSetting({
    hasAttachedStone: row.has_attached_stone,
    jewellerySubType: row.sub_type,
    hasCentreStone: centerStoneShape !== null,
  });
  if (!setting || centerStoneShape === null || centerStoneCarat === null) {
    throw new AppError('bad-request', notASettingMessage(row.sku));
  }
  const pictures = (await listProductMedia(db, [row.product_id])).get(row.product_id) ?? [];
  const picture = picturesForVariant(pictures, combination)[0];
  const inr = currency === 'INR';
  return {
    sku: row.sku,
    name: row.name,
    metal: row.metal,
    ringStyle: row.ring_style,
    centerStoneShape,
    centerStoneCarat,
    fits: describeFit({ centerStoneShape, centerStoneCarat }) ?? '',
    price: fromMinor(Number(inr ? row.price_inr : row.price_usd)),
    listPrice: fromMinor(Number(inr ? row.list_price_inr : row.list_price_usd)),
    image: picture ? { url: picture.url, width: picture.width, height: picture.height } : null,
  };
}

/**
 * A stone as the pair shows it, whatever its state but unlisted (shoppers never see an unlisted
 * stone: it does not resolve); the rates are read in the same statement as the cost.
 */
async function readStone(db: Database, sku: string, currency: Currency): Promise<PairStone> {
  const row = await findShownPairStone(db, sku);
  if (!row) throw new AppError('not-found', unknownStoneMessage(sku));
  const price = inCurrency(
    priceStone(Number(row.cost), {
      conversion: row.conversion,
      charge: row.charge,
      shopDiscount: row.shop_discount,
      profitRate: row.profit_rate,
    }),
    currency,
  );
  const grading = { stoneCategory: row.stone_category, stoneShape: row.stone_shape, carat: row.carat / 100 };
  return {
    sku: row.sku,
    name: stoneName(grading),
    ...grading,
    color: row.color,
    clarity: row.clarity,
    cut: row.cut,
    certificateLab: row.certificate_lab,
    state: row.state === 'unlisted' ? 'available' : row.state,
    price: fromMinor(price.price),
    listPrice: fromMinor(price.listPrice),
    image:
      row.media_key && row.media_width && row.media_height
        ? { url: mediaPath(row.media_key), width: row.media_width, height: row.media_height }
        : null,
  };
}

/**
 * The pair, or the half of it that is chosen. An unknown (or unlisted) setting or stone is 404
 * and a variant that is not a setting 400, each with a sentence naming which half it is
 * (`pairHalfThatFailed` reads it back), so the page can clear that half alone.
 */
export async function getRingBuilderPair(
  db: Database,
  input: RingBuilderPairQuery & { currency: Currency },
): Promise<RingBuilderPair> {
  const { currency } = input;
  const setting = input.settingSku ? await readSetting(db, input.settingSku, currency) : null;
  const stone = input.stoneSku ? await readStone(db, input.stoneSku, currency) : null;
  const problem = setting && stone ? findPairProblem(setting, stone) : null;
  const fits = setting !== null && stone !== null && problem === null;
  // Amounts in major units with two decimals: the sum in minor units, so 0.1 + 0.2 stays 0.30.
  const total = setting && stone ? fromMinor(toMinor(setting.price) + toMinor(stone.price)) : null;
  return { setting, stone, fits, problem, total, currency };
}
