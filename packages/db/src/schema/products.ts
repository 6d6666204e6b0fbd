import type { ProductAttributes } from '@facet/contracts/product-variants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { productDiscounts } from './discounts.ts';
import { genders, jewellerySubTypes, mediaCategories, ringStyles, stoneCategories, stoneShapes } from './lookups.ts';
import { media } from './media.ts';
import { metals } from './metals.ts';
import { users } from './users.ts';

/**
 * Jewellery: a product with its attribute lists; its variants are the combinations
 * staff kept. Weights in milligrams, money in paise, carats and millimetres in hundredths.
 */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    subTypeId: integer()
      .notNull()
      .references(() => jewellerySubTypes.id, { onDelete: 'restrict' }),
    stoneCategoryId: integer().references(() => stoneCategories.id, { onDelete: 'restrict' }),
    stoneColor: text(),
    stoneClarity: text(),
    stoneCut: text(),
    baseWeight: integer().notNull(),
    genderId: integer()
      .notNull()
      .references(() => genders.id, { onDelete: 'restrict' }),
    discountId: integer().references(() => productDiscounts.id, { onDelete: 'set null' }),
    hasAttachedStone: boolean().notNull().default(false),
    /** Where the piece is made, as the product page says it ("Made in India"). */
    countryOfOrigin: text().notNull().default('India'),
    isListed: boolean().notNull().default(true),
    /**
     * Why the piece needs no HUID although its metal is hallmarked (an Admin's words); null:
     * not exempt. Read when an order ships.
     */
    huidExemptReason: text(),
    /** The editor's attribute lists, canonical names and numbers in API units. */
    attributes: jsonb().$type<ProductAttributes>().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_base_weight_positive', sql`${t.baseWeight} > 0`),
    check(
      'products_huid_exempt_reason_length',
      sql`${t.huidExemptReason} is null or char_length(btrim(${t.huidExemptReason})) between 1 and 300`,
    ),
    check('products_country_of_origin_named', sql`length(btrim(${t.countryOfOrigin})) between 2 and 60`),
    // A setting (not sold with its stones) is made for a centre stone; that it is an engagement
    // ring is the trigger products_setting_is_engagement_ring's (migration 0019): a check
    // cannot read the sub type's name.
    check(
      'products_setting_has_centre_stone',
      sql`${t.hasAttachedStone} or jsonb_array_length(${t.attributes} -> 'centerStoneShapeAttribute') > 0`,
    ),
    index('products_sub_type_idx').on(t.subTypeId),
    index('products_create_date_idx').on(t.createDate),
  ],
);

/**
 * Variants keep their id and SKU for life: a combination staff drop is made
 * inactive, not deleted, and comes back with the same SKU if they add it again. Prices are
 * derived and stored, recomputed in the transaction of any change to what they depend on.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull().unique(),
    metalId: integer()
      .notNull()
      .references(() => metals.id, { onDelete: 'restrict' }),
    ringStyleId: integer().references(() => ringStyles.id, { onDelete: 'restrict' }),
    centerStoneShapeId: integer().references(() => stoneShapes.id, { onDelete: 'restrict' }),
    centerStoneCarat: integer(),
    width: integer(),
    totalCarat: integer(),
    weight: integer().notNull(),
    stoneCost: bigint({ mode: 'number' }).notNull(),
    discount: integer().notNull().default(0),
    priceInr: bigint({ mode: 'number' }).notNull(),
    listPriceInr: bigint({ mode: 'number' }).notNull(),
    priceUsd: bigint({ mode: 'number' }).notNull(),
    listPriceUsd: bigint({ mode: 'number' }).notNull(),
    isActive: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_variants_weight_positive', sql`${t.weight} > 0`),
    check('product_variants_stone_cost_non_negative', sql`${t.stoneCost} >= 0`),
    check('product_variants_sku_format', sql`${t.sku} ~ '^[a-z0-9][a-z0-9.-]*$'`),
    unique('product_variants_combination_unique')
      .on(t.productId, t.metalId, t.ringStyleId, t.centerStoneShapeId, t.centerStoneCarat, t.width, t.totalCarat)
      .nullsNotDistinct(),
    index('product_variants_metal_idx').on(t.metalId),
    index('product_variants_ring_style_idx').on(t.ringStyleId),
  ],
);

/**
 * A product's pictures, each showing the piece in one metal colour and, when its variants come
 * in several centre-stone shapes, with one of them (no shape: it suits every variant). A
 * variant's page shows the pictures of its colour and shape first.
 */
export const productMedia = pgTable(
  'product_media',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .unique()
      .references(() => media.id, { onDelete: 'cascade' }),
    mediaCategoryId: integer()
      .notNull()
      .references(() => mediaCategories.id, { onDelete: 'restrict' }),
    centerStoneShapeId: integer().references(() => stoneShapes.id, { onDelete: 'restrict' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
);
