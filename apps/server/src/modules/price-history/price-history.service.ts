import { type Currency, fromMinor } from '@facet/contracts/money';
import { type Actor, canEnter } from '@facet/contracts/permissions';
import type {
  FairPriceBand,
  MetalRatePoint,
  PriceHistorySkuParams,
  PricePoint,
  StonePriceHistory,
  VariantPriceHistory,
} from '@facet/contracts/price-history';
import { priceStone, type StoredPricingParameters } from '@facet/contracts/pricing';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { cachedPricingParameters } from '../pricing/repricing.service.ts';
import { searchIndexesOf, stoneSearchIndexes } from '../stones/stone-search.service.ts';
import { costBand, likeCriteria } from './fair-price-band.ts';
import {
  findMetalRateBefore,
  findStoneForHistory,
  findVariantForHistory,
  listMetalRateHistory,
  listPricingParameterHistory,
  listStoneCostHistory,
  listVariantPriceHistory,
} from './price-history.queries.ts';

/*
 * Price history as the stone and product pages show it (decision 040). A stone's price is made
 * on read (decision 009), so its history is too: on each day its cost or the pricing parameters
 * changed, its cost as it closed that day through the parameters as they closed that day. A
 * piece's is its stored price's, beside its metal's rate. Who sees an item's history is who
 * sees its page: a stone on sale or on hold, a listed product's active variant, and the
 * unlisted ones for the staff who may edit them.
 */

const NO_STONE = 'There is no such stone.';
const NO_PRODUCT = 'There is no such product.';
const DAY_MS = 86_400_000;
/** No day is after this one (the largest integer a day column holds). */
const LAST_DAY = 2 ** 31 - 1;

/** A day number (days since 1970-01-01) as YYYY-MM-DD. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The points, a later one dropped when its price is the same as the one before it. */
function changesOnly<T extends { price: number }>(points: T[]): T[] {
  return points.filter((point, i) => i === 0 || point.price !== points[i - 1]!.price);
}

interface DayCost {
  day: number;
  cost: number;
}
interface DayRates extends StoredPricingParameters {
  day: number;
}

/**
 * A stone's price, in minor units of `currency`, on each day its cost or the parameters changed
 * from its first recorded day: the values as they closed that day (the earliest parameters
 * before any were recorded). Only the days the price moved are kept.
 */
export function stonePricePoints(costs: DayCost[], rates: DayRates[], currency: Currency) {
  if (costs.length === 0 || rates.length === 0) return [];
  const first = costs[0]!.day;
  const days = [...new Set([...costs.map((c) => c.day), ...rates.map((r) => r.day).filter((d) => d > first)])].sort(
    (a, b) => a - b,
  );
  let c = 0;
  let r = 0;
  return changesOnly(
    days.map((day) => {
      while (c + 1 < costs.length && costs[c + 1]!.day <= day) c += 1;
      while (r + 1 < rates.length && rates[r + 1]!.day <= day) r += 1;
      const priced = priceStone(costs[c]!.cost, rates[r]!);
      return { day, price: (currency === 'INR' ? priced.inr : priced.usd).price };
    }),
  );
}

const toPoint = (point: { day: number; price: number }): PricePoint => ({
  date: dateOfDay(point.day),
  price: fromMinor(point.price),
});

export interface PriceHistoryReads {
  /** GET /api/price-history/stone/{sku}. */
  stone(
    db: Database,
    input: PriceHistorySkuParams & { currency: Currency },
    actor: Actor | null,
  ): Promise<StonePriceHistory>;
  /** GET /api/price-history/variant/{sku}. */
  variant(
    db: Database,
    input: PriceHistorySkuParams & { currency: Currency },
    actor: Actor | null,
  ): Promise<VariantPriceHistory>;
}

/** The reads, with the instance's diamond search index (the band's stones) and cached parameters. */
export function priceHistoryReads(cache: ReferenceCache): PriceHistoryReads {
  const indexes = stoneSearchIndexes(cache);
  return {
    async stone(db, input, actor) {
      const stone = await findStoneForHistory(db, input.sku);
      const visible =
        stone &&
        (stone.state === 'available' ||
          stone.state === 'on_hold' ||
          (stone.state === 'unlisted' && canEnter(actor?.role, 'stones')));
      if (!stone || !visible) throw new AppError('not-found', NO_STONE);
      const [costs, rates, parameters, index] = await Promise.all([
        listStoneCostHistory(db, stone.id),
        listPricingParameterHistory(db),
        cachedPricingParameters(cache, db),
        indexes.ready(db),
      ]);
      const inCurrency = (cost: number) => {
        const priced = priceStone(cost, parameters);
        return fromMinor((input.currency === 'INR' ? priced.inr : priced.usd).price);
      };
      const numbers = searchIndexesOf(stone);
      const found =
        numbers.shape < 0 || numbers.category < 0
          ? null
          : costBand(index.costsOf(likeCriteria({ ...numbers, carat: stone.carat }), stone.id), stone.cost);
      const band: FairPriceBand | null = found && {
        compared: found.compared,
        percentile: found.percentile,
        low: inCurrency(found.low),
        high: inCurrency(found.high),
        lowest: inCurrency(found.lowest),
        highest: inCurrency(found.highest),
      };
      return {
        sku: stone.sku,
        currency: input.currency,
        price: inCurrency(stone.cost),
        points: stonePricePoints(costs, rates, input.currency).map(toPoint),
        band,
      };
    },

    async variant(db, input, actor) {
      const variant = await findVariantForHistory(db, input.sku);
      if (!variant || !variant.isActive || (!variant.isListed && !canEnter(actor?.role, 'jewelleries'))) {
        throw new AppError('not-found', NO_PRODUCT);
      }
      const rows = await listVariantPriceHistory(db, variant.id);
      const points = changesOnly(
        rows.map((row) => ({ day: row.day, price: input.currency === 'INR' ? row.priceInr : row.priceUsd })),
      );
      const firstDay = rows[0]?.day ?? 0;
      const [rates, before] = await Promise.all([
        listMetalRateHistory(db, variant.metalId, firstDay, LAST_DAY),
        findMetalRateBefore(db, variant.metalId, firstDay),
      ]);
      // The rate the piece's first price was made with starts the metal's line on the same day.
      const metalRows = before && rates[0]?.day !== firstDay ? [{ ...before, day: firstDay }, ...rates] : rates;
      const metalRates: MetalRatePoint[] = metalRows.map((row) => ({
        date: dateOfDay(row.day),
        rate: fromMinor(row.pricePerUnit),
      }));
      return {
        sku: variant.sku,
        currency: input.currency,
        price: fromMinor(input.currency === 'INR' ? variant.priceInr : variant.priceUsd),
        points: points.map(toPoint),
        metal: variant.metal,
        metalRates,
      };
    },
  };
}
