import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { productFilterColumns } from './listing-card-columns.ts';

/**
 * The storefront listing's cards, derived from products and variants and kept by the database
 * itself (the triggers in migration 0006_product_cards.sql): one row per listed product and
 * metal it comes in, showing that metal's cheapest active variant, with the product's filter
 * columns beside it. A listing filtered by product attributes and metal is then an index walk
 * over one narrow table; `is_first_metal` marks the card shown when no metal is asked for.
 * Never written by the application. Only the product key is a foreign key (a deleted product
 * takes its cards): the rest is rebuilt from the tables it comes from on every change.
 */
export const productCards = pgTable(
  'product_cards',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    metalId: integer().notNull(),
    metalPosition: integer().notNull(),
    isFirstMetal: boolean().notNull(),
    variantId: integer().notNull(),
    sku: text().notNull(),
    priceInr: bigint({ mode: 'number' }).notNull(),
    listPriceInr: bigint({ mode: 'number' }).notNull(),
    priceUsd: bigint({ mode: 'number' }).notNull(),
    listPriceUsd: bigint({ mode: 'number' }).notNull(),
    discount: integer().notNull(),
    hasCentreStone: boolean().notNull(),
    /** The card's variant's centre-stone shape: its pictures show it. */
    centerStoneShapeId: integer(),
    ...productFilterColumns(),
    /**
     * The most any active variant of this metal weighs (carat weight in hundredths; null when
     * none has one) and costs: whether the product has a variant of the metal at or above a
     * carat or budget floor (decision 037).
     */
    maxCarat: integer(),
    maxPriceInr: bigint({ mode: 'number' }).notNull(),
    maxPriceUsd: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.metalId] }),
    index('product_cards_metal_price_inr_idx').on(t.metalId, t.priceInr, t.productId),
    index('product_cards_metal_price_usd_idx').on(t.metalId, t.priceUsd, t.productId),
    index('product_cards_metal_newest_idx').on(t.metalId, t.createDate, t.productId),
    index('product_cards_first_price_inr_idx')
      .on(t.priceInr, t.productId)
      .where(sql`${t.isFirstMetal}`),
    index('product_cards_first_price_usd_idx')
      .on(t.priceUsd, t.productId)
      .where(sql`${t.isFirstMetal}`),
    index('product_cards_first_newest_idx')
      .on(t.createDate, t.productId)
      .where(sql`${t.isFirstMetal}`),
    // The first cards by their maxima: with no metal asked for, a budget floor in price ascending
    // reads which products' first card is below it (or at or above it) off these (decision 037).
    index('product_cards_first_max_price_inr_idx')
      .on(t.maxPriceInr, t.productId, t.metalPosition)
      .where(sql`${t.isFirstMetal}`),
    index('product_cards_first_max_price_usd_idx')
      .on(t.maxPriceUsd, t.productId, t.metalPosition)
      .where(sql`${t.isFirstMetal}`),
    index('product_cards_metal_max_carat_idx').on(t.metalId, t.maxCarat),
    index('product_cards_metal_max_price_inr_idx').on(t.metalId, t.maxPriceInr),
    index('product_cards_metal_max_price_usd_idx').on(t.metalId, t.maxPriceUsd),
  ],
);
