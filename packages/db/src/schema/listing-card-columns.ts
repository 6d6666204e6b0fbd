import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The product's own filter columns and date, as every table the storefront listing reads them from
 * holds them (`product_cards`, `variant_cards`, `band_cards`): the listing's conditions on a
 * product's attributes and its newest order read the same columns from each
 * (`productConditions`). New builders on each call, one set per table.
 */
export function productFilterColumns() {
  return {
    subTypeId: integer().notNull(),
    jewelleryTypeId: integer().notNull(),
    genderId: integer().notNull(),
    stoneCategoryId: integer(),
    stoneColor: text(),
    stoneClarity: text(),
    stoneCut: text(),
    hasAttachedStone: boolean().notNull(),
    createDate: timestamp({ withTimezone: true }).notNull(),
  };
}
