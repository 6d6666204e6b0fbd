import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * The shop's reference lists (the lists themselves are in @facet/contracts/lookups). Names are stored spelled right and unique; `position` is the
 * order shoppers and staff see.
 */

// One type for every lookup table (the name is not a literal), so seeds and services can treat them alike.
function lookupTable(tableName: string) {
  return pgTable(tableName, {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull().unique(),
    position: integer().notNull().default(0),
  });
}

export const jewelleryTypes = lookupTable('jewellery_types');
export const ringStyles = lookupTable('ring_styles');
export const stoneShapes = lookupTable('stone_shapes');
export const stoneCategories = lookupTable('stone_categories');
export const mediaCategories = lookupTable('media_categories');
export const profiles = lookupTable('profiles');
export const genders = lookupTable('genders');

export const jewellerySubTypes = pgTable('jewellery_sub_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  jewelleryTypeId: integer()
    .notNull()
    .references(() => jewelleryTypes.id, { onDelete: 'restrict' }),
  position: integer().notNull().default(0),
});
