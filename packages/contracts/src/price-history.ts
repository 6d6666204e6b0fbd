import { defineShapes } from './endpoint-shapes.ts';
import { currencies } from './money.ts';
import { priceHistoryEndpoints } from './price-history-endpoints.ts';
import { z } from './zod.ts';

/*
 * Price history (decision 040): an item's price on each day it changed, and a stone's
 * fair-price band — where its price sits among the available stones like it. Prices in the
 * shopper's currency, major units, as on the rest of the page; days as YYYY-MM-DD (India's).
 */

const currency = z.enum(currencies);

export const priceHistoryQuery = z.object({ currency: currency.optional() });
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuery>;

export const priceHistorySkuParams = z.object({ sku: z.string().min(1).max(200) });
export type PriceHistorySkuParams = z.infer<typeof priceHistorySkuParams>;

/** The price at the close of a day on which it changed. */
export const pricePoint = z.object({
  date: z.string().describe('YYYY-MM-DD, India’s calendar'),
  price: z.number(),
});
export type PricePoint = z.infer<typeof pricePoint>;

/**
 * Where a stone's price sits among the available stones like it (same category and shape, carat
 * within a tenth either way, colour and clarity within one grade; itself left out): the share of
 * them priced below it, and the middle half of their prices (the 25th to the 75th percentile).
 */
export const fairPriceBand = z.object({
  compared: z.number().int().positive(),
  percentile: z.number().int().min(0).max(100),
  low: z.number(),
  high: z.number(),
  lowest: z.number(),
  highest: z.number(),
});
export type FairPriceBand = z.infer<typeof fairPriceBand>;

export const stonePriceHistory = z.object({
  sku: z.string(),
  currency,
  price: z.number(),
  points: z.array(pricePoint),
  band: fairPriceBand.nullable(),
});
export type StonePriceHistory = z.infer<typeof stonePriceHistory>;

/** A metal's rate, rupees per gram, at the close of a day on which it changed. */
export const metalRatePoint = z.object({ date: z.string(), rate: z.number() });
export type MetalRatePoint = z.infer<typeof metalRatePoint>;

export const variantPriceHistory = z.object({
  sku: z.string(),
  currency,
  price: z.number(),
  points: z.array(pricePoint),
  metal: z.string(),
  metalRates: z.array(metalRatePoint),
});
export type VariantPriceHistory = z.infer<typeof variantPriceHistory>;

export const priceHistoryShapes = defineShapes(priceHistoryEndpoints, {
  stone: {
    summary:
      'A listed stone’s price on each day it changed, in the shopper’s currency, and where it sits among the available stones like it',
    params: priceHistorySkuParams,
    query: priceHistoryQuery,
    response: stonePriceHistory,
  },
  variant: {
    summary: 'A listed piece’s price on each day it changed, in the shopper’s currency, beside its metal’s rate',
    params: priceHistorySkuParams,
    query: priceHistoryQuery,
    response: variantPriceHistory,
  },
});
export type PriceHistoryShapes = typeof priceHistoryShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    priceHistory: PriceHistoryShapes;
  }
}
