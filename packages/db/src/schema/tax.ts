import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jewellerySubTypes, stoneCategories } from './lookups.ts';

/**
 * A tax class (decision 023): what the GST law calls a kind of goods — its HSN code, a
 * description, and its GST rate in basis points. Every line of a bag, an order and an invoice is
 * taxed at its thing's class: a piece's sub type's, a loose stone's category's, and a stone set
 * in a built ring is jewellery. `key` names the classes the shop itself relies on ('jewellery'
 * is also the pricing chain's `charge`: a trigger keeps pricing_parameters.charge equal to it).
 */
export const taxClasses = pgTable(
  'tax_classes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull().unique(),
    hsn: text().notNull(),
    description: text().notNull(),
    rate: integer().notNull(),
    position: integer().notNull().default(0),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_classes_key_shape', sql`${t.key} ~ '^[a-z][a-z0-9-]{1,39}$'`),
    check('tax_classes_hsn_shape', sql`${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('tax_classes_description_length', sql`char_length(${t.description}) between 1 and 120`),
    check('tax_classes_rate_range', sql`${t.rate} between 0 and 2800`),
  ],
);

/** Which class a sub type's pieces are in (a sub type without a row is jewellery's). */
export const subTypeTaxClasses = pgTable('sub_type_tax_classes', {
  subTypeId: integer()
    .primaryKey()
    .references(() => jewellerySubTypes.id, { onDelete: 'cascade' }),
  taxClassId: integer()
    .notNull()
    .references(() => taxClasses.id, { onDelete: 'restrict' }),
});

/** Which class a stone category's loose stones are in (a category without a row is jewellery's). */
export const stoneCategoryTaxClasses = pgTable('stone_category_tax_classes', {
  stoneCategoryId: integer()
    .primaryKey()
    .references(() => stoneCategories.id, { onDelete: 'cascade' }),
  taxClassId: integer()
    .notNull()
    .references(() => taxClasses.id, { onDelete: 'restrict' }),
});

/**
 * The tax rules that are thresholds rather than classes, one row: the order total (rupees, in
 * paise) above which a buyer in India gives a PAN or a Form 60 declaration.
 */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: integer().primaryKey().default(1),
    panAbove: bigint({ mode: 'number' }).notNull().default(2_00_000_00),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_settings_single_row', sql`${t.id} = 1`),
    check('tax_settings_pan_above_whole', sql`${t.panAbove} >= 0 and ${t.panAbove} % 100 = 0`),
  ],
);
