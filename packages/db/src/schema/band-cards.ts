import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { productFilterColumns } from './listing-card-columns.ts';

/**
 * The storefront's bands the listing keeps cards for (decision 048): a carat band, or a price band
 * in one currency, from `low` to `high` inclusive (hundredths of a carat, or minor units). The rows
 * are the contracts' `keptBands()`, written by the migration that changes them (a test holds the
 * two equal); `band_cards` is rebuilt from them.
 */
export const listingBands = pgTable(
  'listing_bands',
  {
    id: serial().primaryKey(),
    /** 'carat', 'INR' or 'USD'. */
    kind: text().notNull(),
    low: bigint({ mode: 'number' }).notNull(),
    high: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    unique('listing_bands_kind_low_high_unique').on(t.kind, t.low, t.high),
    check('listing_bands_kind_check', sql`${t.kind} in ('carat', 'INR', 'USD')`),
  ],
);

/**
 * For every kept band and listed product with an active variant inside it, the variant the
 * listing shows with no metal asked for: the first inside the band in the product's order (its
 * metals' places, then the INR price, then id). So a kept band's page is an index walk and its count
 * one narrow row per product, as the plain listing's. Kept by the database with the variants'
 * cards (the same rebuild functions); never written by the application.
 */
export const bandCards = pgTable(
  'band_cards',
  {
    bandId: integer().notNull(),
    productId: integer().notNull(),
    metalId: integer().notNull(),
    variantId: integer().notNull(),
    priceInr: bigint({ mode: 'number' }).notNull(),
    priceUsd: bigint({ mode: 'number' }).notNull(),
    ...productFilterColumns(),
  },
  (t) => [
    // No foreign keys, as variant_cards: the rebuilds write these rows with the variants' cards.
    primaryKey({ columns: [t.bandId, t.productId] }),
    index('band_cards_price_inr_idx').on(t.bandId, t.priceInr, t.productId, t.variantId),
    index('band_cards_price_usd_idx').on(t.bandId, t.priceUsd, t.productId, t.variantId),
    index('band_cards_newest_idx').on(t.bandId, t.createDate, t.productId, t.variantId),
    // A product's rows, for the rebuilds.
    index('band_cards_product_idx').on(t.productId),
  ],
);
