import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { productFilterColumns } from './listing-card-columns.ts';

/**
 * Every active variant of a listed product as the storefront listing reads it under a carat or
 * budget floor (decision 037), kept by the database with `product_cards` (the same rebuild
 * functions, migration 0034_variant_cards.sql): the variant's metal, prices and carat weight,
 * its product's filter columns, and, for the variants of its product and metal that come before
 * it cheapest first (by the INR price, then id), the most any of them weighs or costs. A variant
 * is the cheapest of its metal at or above a floor exactly when it is at or above it and those
 * before it are all below it, so the shown variants under a floor are read off an index in
 * price order, one row each, without comparing a product's variants. Never written by the
 * application.
 */
export const variantCards = pgTable(
  'variant_cards',
  {
    // No foreign key: a deleted product's variants go with it, and their deletion rebuilds (empties)
    // its rows; a key would check every row the rebuilds write.
    productId: integer().notNull(),
    metalId: integer().notNull(),
    variantId: integer().notNull(),
    metalPosition: integer().notNull(),
    priceInr: bigint({ mode: 'number' }).notNull(),
    priceUsd: bigint({ mode: 'number' }).notNull(),
    /** The piece's carat weight in hundredths: its centre stone's, or else its total. */
    carat: integer(),
    /** The most of those before it (null: none before, or none with a weight). */
    caratBefore: integer(),
    priceInrBefore: bigint({ mode: 'number' }),
    priceUsdBefore: bigint({ mode: 'number' }),
    /**
     * A variant of the same product in a metal placed earlier in the shop's order weighs the same:
     * with no metal asked for, this row never shows under a carat floor or band (the earlier
     * metal's variant is inside it too), so those walks read only the rows without it.
     */
    caratSeenEarlier: boolean().notNull().default(false),
    /**
     * The row's metal holds its product's first place in the shop's order (the place of its first
     * card): with no metal asked for, a budget floor in price ascending walks these rows apart from
     * the others, which it reads only for the products whose first card is below the floor. Moves
     * only when a product's metals or the metals' order change, never on a repricing.
     */
    firstPlace: boolean().notNull().default(false),
    ...productFilterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.metalId, t.variantId] }),
    // A metal's variants in price order, with what the floor test reads, so that the walk past
    // the variants under a carat floor reads the index alone.
    index('variant_cards_metal_price_inr_idx').on(
      t.metalId,
      t.priceInr,
      t.productId,
      t.variantId,
      t.carat,
      t.caratBefore,
      t.priceInrBefore,
    ),
    // The INR price too: a band's look back from a row compares the variants' INR order.
    index('variant_cards_metal_price_usd_idx').on(
      t.metalId,
      t.priceUsd,
      t.productId,
      t.variantId,
      t.carat,
      t.caratBefore,
      t.priceUsdBefore,
      t.priceInr,
    ),
    // A metal's variants by carat, with the band test's columns: a carat band's count reads the
    // variants inside the band alone, from the index.
    index('variant_cards_metal_carat_idx').on(t.metalId, t.carat, t.caratBefore, t.productId, t.priceInr, t.variantId),
    // The newest first, carrying what a floor or a band tests, so that its walk reads the index
    // alone too (a band drops most of the rows it passes).
    index('variant_cards_metal_newest_idx').on(
      t.metalId,
      t.createDate,
      t.productId,
      t.variantId,
      t.priceInr,
      t.priceUsd,
      t.carat,
      t.caratBefore,
      t.priceInrBefore,
      t.priceUsdBefore,
    ),
    // With no metal asked for, a carat floor or band walks only the rows no earlier metal's
    // variant of the same weight hides (nearly all of the first metal's, few of the others').
    index('variant_cards_unseen_price_inr_idx')
      .on(t.metalId, t.priceInr, t.productId, t.variantId, t.carat, t.caratBefore)
      .where(sql`not ${t.caratSeenEarlier}`),
    index('variant_cards_unseen_price_usd_idx')
      .on(t.metalId, t.priceUsd, t.productId, t.variantId, t.carat, t.caratBefore, t.priceInr)
      .where(sql`not ${t.caratSeenEarlier}`),
    index('variant_cards_unseen_newest_idx')
      .on(t.metalId, t.createDate, t.productId, t.variantId, t.priceInr, t.priceUsd, t.carat, t.caratBefore)
      .where(sql`not ${t.caratSeenEarlier}`),
    // With no metal asked for, a budget floor in price ascending walks the rows of each product's
    // first place in one walk, carrying what its test and the merge above it read.
    index('variant_cards_first_place_price_inr_idx')
      .on(t.priceInr, t.productId, t.variantId, t.priceInrBefore, t.metalId, t.metalPosition)
      .where(sql`${t.firstPlace}`),
    index('variant_cards_first_place_price_usd_idx')
      .on(t.priceUsd, t.productId, t.variantId, t.priceUsdBefore, t.priceInr, t.metalId, t.metalPosition)
      .where(sql`${t.firstPlace}`),
    index('variant_cards_unseen_carat_idx')
      .on(t.metalId, t.carat, t.caratBefore, t.productId, t.priceInr, t.variantId)
      .where(sql`not ${t.caratSeenEarlier}`),
  ],
);
