import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  certificateLabs,
  stoneClarities,
  stoneColours,
  stoneCuts,
  stoneFinishGrades,
  stoneFluorescences,
} from '@facet/contracts/lookups';
import { growthMethods } from '@facet/contracts/stone-kinds';
import { stoneCategories, stoneShapes } from './lookups.ts';
import { media } from './media.ts';
import { users } from './users.ts';
import { oneOf } from '../sql-helpers.ts';

/*
 * Loose stones: one row per physical stone, sold once. Carats, millimetres and percentages in
 * hundredths; cost in paise (the API's `price` of a stone, what the shop paid). The shown price is
 * not stored: it is the cost times factors every stone shares (decision 009), so a pricing change
 * rewrites no stone row and price filters and sorts run on `cost`.
 */

export const stoneStates = ['available', 'on_hold', 'sold', 'unlisted'] as const;
export type StoneState = (typeof stoneStates)[number];

const stoneColumns = {
  sku: text().notNull(),
  stoneCategoryId: integer()
    .notNull()
    .references(() => stoneCategories.id, { onDelete: 'restrict' }),
  /**
   * CVD, HPHT or unknown: laboratory-grown diamonds only. On `stones` the trigger
   * stones_growth_method_fits_category (its migration) refuses one for any other category and
   * writes `unknown` for a laboratory-grown stone given none: a check cannot read the category's name.
   */
  growthMethod: text({ enum: growthMethods }),
  stoneShapeId: integer()
    .notNull()
    .references(() => stoneShapes.id, { onDelete: 'restrict' }),
  carat: integer().notNull(),
  color: text().notNull(),
  clarity: text().notNull(),
  cut: text(),
  polish: text(),
  symmetry: text(),
  fluorescence: text(),
  length: integer(),
  width: integer(),
  depth: integer(),
  depthPercent: integer(),
  tablePercent: integer(),
  certificateLab: text(),
  certificateNumber: text(),
  certificateUrl: text(),
  videoUrl: text(),
  cost: bigint({ mode: 'number' }).notNull(),
};

export const stones = pgTable(
  'stones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...stoneColumns,
    state: text({ enum: stoneStates }).notNull().default('available'),
    /**
     * What the grading lab laser-inscribed on the girdle (usually "GIA 2141438167"), which a
     * jeweller's loupe reads to match the stone to its certificate; none when not inscribed.
     */
    laserInscription: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stones_sku_format', sql`${t.sku} ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'`),
    check('stones_carat_positive', sql`${t.carat} between 1 and 10000`),
    check('stones_cost_positive', sql`${t.cost} > 0`),
    check('stones_laser_inscription_length', sql`char_length(${t.laserInscription}) between 1 and 40`),
    check('stones_state_valid', oneOf(t.state, stoneStates)),
    check('stones_growth_method_valid', sql`${t.growthMethod} is null or ${oneOf(t.growthMethod, growthMethods)}`),
    check('stones_color_valid', oneOf(t.color, stoneColours)),
    check('stones_clarity_valid', oneOf(t.clarity, stoneClarities)),
    check('stones_cut_valid', sql`${t.cut} is null or ${oneOf(t.cut, stoneCuts)}`),
    check('stones_polish_valid', sql`${t.polish} is null or ${oneOf(t.polish, stoneFinishGrades)}`),
    check('stones_symmetry_valid', sql`${t.symmetry} is null or ${oneOf(t.symmetry, stoneFinishGrades)}`),
    check('stones_fluorescence_valid', sql`${t.fluorescence} is null or ${oneOf(t.fluorescence, stoneFluorescences)}`),
    check(
      'stones_certificate_lab_valid',
      sql`${t.certificateLab} is null or ${oneOf(t.certificateLab, certificateLabs)}`,
    ),
    check(
      'stones_percentages_range',
      sql`coalesce(${t.depthPercent}, 0) between 0 and 10000
      and coalesce(${t.tablePercent}, 0) between 0 and 10000`,
    ),
    check(
      'stones_measurements_positive',
      sql`coalesce(${t.length}, 1) > 0 and coalesce(${t.width}, 1) > 0
      and coalesce(${t.depth}, 1) > 0`,
    ),
    // A stock number is one stone whatever its case: /stone/LG-101 and /stone/lg-101 are the same page.
    uniqueIndex('stones_sku_unique').on(sql`lower(${t.sku})`),
    uniqueIndex('stones_certificate_unique')
      .on(t.certificateLab, t.certificateNumber)
      .where(sql`${t.certificateNumber} is not null`),
    // The storefront only ever reads available stones: its indexes leave the rest out.
    index('stones_available_shape_cost_idx')
      .on(t.stoneShapeId, t.cost)
      .where(sql`${t.state} = 'available'`),
    /*
     * The diamond search's total is exact, so it counts every match: these two hold every column
     * its filters read, so the count is an index-only scan (no table page is read once VACUUM has
     * marked them all-visible), over the range their leading columns bound — shape and
     * category, then carat (the shape picker comes first), or cost (a budget, and the price
     * sorts' walk, id breaking ties). Drizzle has no INCLUDE, so the extra columns are keys.
     */
    index('stones_available_search_idx')
      .on(t.stoneShapeId, t.stoneCategoryId, t.carat, t.cost, t.color, t.clarity, t.cut)
      .where(sql`${t.state} = 'available'`),
    index('stones_available_cost_search_idx')
      .on(t.cost, t.id, t.stoneShapeId, t.stoneCategoryId, t.carat, t.color, t.clarity, t.cut)
      .where(sql`${t.state} = 'available'`),
    index('stones_available_carat_idx')
      .on(t.carat)
      .where(sql`${t.state} = 'available'`),
    index('stones_available_newest_idx')
      .on(t.createDate.desc(), t.id.desc())
      .where(sql`${t.state} = 'available'`),
    // The global search finds a stone by the start of its stock or certificate number.
    index('stones_available_sku_prefix_idx')
      .on(sql`lower(${t.sku}) text_pattern_ops`)
      .where(sql`${t.state} = 'available'`),
    index('stones_available_certificate_prefix_idx')
      .on(sql`lower(${t.certificateNumber}) text_pattern_ops`)
      .where(sql`${t.state} = 'available' and ${t.certificateNumber} is not null`),
    index('stones_state_idx').on(t.state),
    index('stones_create_date_idx').on(t.createDate),
    // The saved searches' alerts read the stones changed since their last run (decision 039).
    index('stones_update_date_idx').on(t.updateDate),
  ],
);

/** A stone's pictures, in the order shown. A stone without any is drawn from its shape. */
export const stoneMedia = pgTable(
  'stone_media',
  {
    stoneId: integer()
      .notNull()
      .references(() => stones.id, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .unique()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.stoneId, t.mediaId] })],
);

/*
 * CSV imports of supplier feeds. A file is parsed as a stream into staged rows (and problems,
 * bounded) for the dry run; applying it upserts the staged rows by stock number in one
 * transaction, so an import is applied whole or not at all.
 */
export const stoneImportStates = ['checking', 'checked', 'importing', 'imported', 'failed', 'cancelled'] as const;
export const stoneImportModes = ['upsert', 'full_feed'] as const;

export const stoneImports = pgTable(
  'stone_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileName: text().notNull(),
    mode: text({ enum: stoneImportModes }).notNull().default('upsert'),
    state: text({ enum: stoneImportStates }).notNull().default('checking'),
    /** Rows read so far and in all (the progress bar), and the dry run's counts. */
    rowsRead: integer().notNull().default(0),
    rowsTotal: integer(),
    added: integer().notNull().default(0),
    changed: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    unlisted: integer().notNull().default(0),
    badRows: integer().notNull().default(0),
    picturesQueued: integer().notNull().default(0),
    failure: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishDate: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('stone_imports_state_valid', oneOf(t.state, stoneImportStates)),
    check('stone_imports_mode_valid', oneOf(t.mode, stoneImportModes)),
    index('stone_imports_create_date_idx').on(t.createDate),
  ],
);

/** A valid row of an import file, as it will be written to `stones`; picture links kept for the fetch job. */
export const stoneImportRows = pgTable(
  'stone_import_rows',
  {
    importId: integer()
      .notNull()
      .references(() => stoneImports.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    ...stoneColumns,
    imageUrls: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    uniqueIndex('stone_import_rows_sku_unique').on(t.importId, sql`lower(${t.sku})`),
  ],
);

/** The first problems of an import file, each with its line; `stone_imports.bad_rows` counts them all. */
export const stoneImportProblems = pgTable(
  'stone_import_problems',
  {
    importId: integer()
      .notNull()
      .references(() => stoneImports.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    message: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);
