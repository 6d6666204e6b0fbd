import { type KeptBand, keptBands } from '@facet/contracts/listing-kept-bands';
import { type Currency, toMinor } from '@facet/contracts/money';
import type { ProductFilters } from '@facet/contracts/product-filters';
import { toHundredths } from '@facet/contracts/product-variants';
import { bandCards, listingBands } from '@facet/db/schema/band-cards';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  type ListingRequest,
  type ListingValues,
  orderOf,
  productConditions,
  sortColumn,
} from './product-listing-conditions.queries.ts';

/*
 * A band the storefront offers, with no metal asked for (decision 048): `band_cards` keeps each
 * product's shown variant for it, so the page is one index walk in the listing's order and the count
 * one narrow row per product, as the plain listing's. Any other band, or a band with a metal, is the
 * variants' walk (product-listing-floors.queries.ts).
 */

/** The band cards read (`b`) and the band looked up (`lb`). */
const b = alias(bandCards, 'b');
const lb = alias(listingBands, 'lb');

const KEPT_BANDS = keptBands();

/** What the band statement's text depends on: which figure the band is of, the sort and the currency. */
export interface KeptBandShape {
  floor: 'carat' | 'budget';
  sort: ListingRequest['sort'];
  currency: Currency;
}

/**
 * Which figure the band the request asks for is of, when it is one the listing keeps cards for,
 * with no metal and no other filter among the variants: a carat band or a price band (in the
 * shopper's currency) with its ceiling, a ceiling alone being the band from nothing.
 */
export function keptBandOf(filters: ProductFilters, currency: Currency): KeptBandShape['floor'] | undefined {
  const f = filters;
  if (f.metal || f.style !== undefined || f.stoneShape !== undefined) return undefined;
  const carat = f.minCarat !== undefined || f.maxCarat !== undefined;
  const budget = f.minBudget !== undefined || f.maxBudget !== undefined;
  const kept = (kind: KeptBand['kind'], low: number, high: number) =>
    KEPT_BANDS.some((band) => band.kind === kind && band.low === low && band.high === high);
  if (carat && !budget && f.maxCarat !== undefined) {
    return kept('carat', toHundredths(f.minCarat ?? 0), toHundredths(f.maxCarat)) ? 'carat' : undefined;
  }
  if (budget && !carat && f.maxBudget !== undefined) {
    return kept(currency, toMinor(f.minBudget ?? 0), toMinor(f.maxBudget)) ? 'budget' : undefined;
  }
  return undefined;
}

/** The band's cards: its id looked up by its kind and ends (placed values). */
function ofTheBand(shape: KeptBandShape, values: ListingValues): SQL {
  const [kind, low, high] =
    shape.floor === 'carat'
      ? ['carat', values.minCarat === undefined ? sql`0` : sql`${values.minCarat}`, sql`${values.maxCarat}`]
      : [shape.currency, values.minPrice === undefined ? sql`0` : sql`${values.minPrice}`, sql`${values.maxPrice}`];
  return sql`${b.bandId} = (select ${lb.id} from ${listingBands} ${lb}
                              where ${lb.kind} = ${kind} and ${lb.low} = ${low} and ${lb.high} = ${high})`;
}

/** The page of a kept band, its rows as the floor page's walk gives them (`product_id`, `variant_id`, the sort's column). */
export function keptBandPage(shape: KeptBandShape, values: ListingValues): SQL {
  const { sort, currency } = shape;
  return sql`select ${b.productId}, ${b.variantId}, ${sortColumn(sort, currency, b)} from ${bandCards} ${b}
              where ${and([ofTheBand(shape, values), ...productConditions(values, b)])}
              order by ${orderOf(sort, currency, b)} limit ${values.limit} offset ${values.offset}`;
}

/** The products inside a kept band, one row each. */
export function keptBandCounted(shape: KeptBandShape, values: ListingValues): SQL {
  return sql`select 1 from ${bandCards} ${b} where ${and([ofTheBand(shape, values), ...productConditions(values, b)])}`;
}
