import { caratField, lookupField, optionalLookupField } from './lookup-fields.ts';
import { stoneCategories, stoneShapes } from './lookups.ts';
import { mediaRecord, sizedPicture } from './media.ts';
import { currencies } from './money.ts';
import { decimalNumber, looseStoneCost } from './money-inputs.ts';
import { displayName } from './plain-text.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { stoneSorts } from './stone-filters.ts';
import {
  GROWTH_METHOD_ONLY_LAB_GROWN,
  GROWTH_METHOD_CHOICES,
  readGrowthMethod,
  growthMethods,
  isLabGrown,
  stoneKindName,
} from './stone-kinds.ts';
import { z } from './zod.ts';

/** A growth method or nothing, any case in; "" and null mean nothing (an empty select sends ""). */
export const growthMethodField = z
  .string()
  .nullable()
  .optional()
  .transform((value, context) => {
    const method = readGrowthMethod(value);
    if (method === undefined) {
      context.addIssue({ code: 'custom', message: GROWTH_METHOD_CHOICES });
      return z.NEVER;
    }
    return method;
  });

/*
 * Loose stones: one physical diamond, lab-grown diamond or moissanite, sold once. What the
 * back-office sends and gets, and what shoppers get. Field names follow the original's Stone
 * draft (stoneCategory, stoneShape, color, clarity, cut, carat, price, productMedias,
 * productMediasToRemove); `price` in a draft is what the shop paid, in rupees — the shown
 * price is derived from it (decision 009).
 */

export const stoneStates = ['available', 'on_hold', 'sold', 'unlisted'] as const;
export type StoneState = (typeof stoneStates)[number];
export const stoneStateLabels: Record<StoneState, string> = {
  available: 'Available',
  on_hold: 'On hold',
  sold: 'Sold',
  unlisted: 'Unlisted',
};

/** Stock numbers: letters, digits, dot, underscore and hyphen, starting with a letter or digit; 1–64 characters. */
export const STONE_SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const stoneSku = z
  .string()
  .trim()
  .regex(
    STONE_SKU_PATTERN,
    'must be 1–64 letters, digits, dots, underscores or hyphens, starting with a letter or digit',
  );

/** Millimetres of a stone's measurements: 0.01 to 100, at most 2 decimals. */
export const millimetres = decimalNumber(2).pipe(
  z.number().min(0.01, 'must be between 0.01 and 100 mm').max(100, 'must be between 0.01 and 100 mm'),
);
/** Depth and table, % of the width: 0 to 100, at most 2 decimals. */
export const stonePercent = decimalNumber(2).pipe(
  z.number().min(0, 'must be between 0 and 100 %').max(100, 'must be between 0 and 100 %'),
);

/** A web address staff paste (certificate PDF, video): http or https only. */
export const webLink = z
  .string()
  .trim()
  .max(2000)
  .url('must be a web address starting with https://')
  .refine((value) => /^https?:\/\//i.test(value), 'must be a web address starting with https://');

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional().default(null);

const stoneDraftFields = z.object({
  /** The stock number; generated when left out. Kept for life: the stone page's address. */
  sku: stoneSku.optional(),
  stoneCategory: lookupField('stoneCategory'),
  /** CVD, HPHT or unknown (any case); laboratory-grown diamonds only, which read `unknown` without one. */
  growthMethod: growthMethodField,
  stoneShape: lookupField('stoneShape'),
  carat: caratField,
  color: lookupField('colour'),
  clarity: lookupField('clarity'),
  cut: optionalLookupField('cut'),
  polish: optionalLookupField('finish'),
  symmetry: optionalLookupField('finish'),
  fluorescence: optionalLookupField('fluorescence'),
  length: nullable(millimetres),
  width: nullable(millimetres),
  depth: nullable(millimetres),
  depthPercent: nullable(stonePercent),
  tablePercent: nullable(stonePercent),
  certificateLab: optionalLookupField('certificateLab'),
  certificateNumber: nullable(displayName(40)),
  certificateUrl: nullable(webLink),
  /** What the lab laser-inscribed on the girdle, e.g. "GIA 2141438167". */
  laserInscription: nullable(displayName(40)),
  videoUrl: nullable(webLink),
  price: looseStoneCost.describe('INR: what the shop paid (the cost); the shown price is derived from it'),
  /** Pictures to keep, in the order shown: uploaded first through POST /api/media. */
  productMedias: z.array(z.uuid()).max(20).optional().default([]),
  /** Pictures removed from the stone (PUT). */
  productMediasToRemove: z.array(z.uuid()).max(20).optional().default([]),
});

type StoneDraftFields = z.infer<typeof stoneDraftFields>;

function checkStoneDraft(draft: StoneDraftFields, context: z.RefinementCtx) {
  if (draft.certificateNumber && !draft.certificateLab) {
    context.addIssue({
      code: 'custom',
      path: ['certificateLab'],
      message: 'must name the lab that wrote the certificate',
    });
  }
  if (draft.growthMethod && !isLabGrown(draft.stoneCategory)) {
    context.addIssue({ code: 'custom', path: ['growthMethod'], message: GROWTH_METHOD_ONLY_LAB_GROWN });
  }
  if (new Set(draft.productMedias).size !== draft.productMedias.length) {
    context.addIssue({ code: 'custom', path: ['productMedias'], message: 'lists a picture twice' });
  }
}

/**
 * A stone's fields as people name them: the stone form's labels, and the names the feed reader
 * gives them in its problems (it renames a few after the feed's own columns).
 */
export const stoneFieldLabels = {
  sku: 'Stock number',
  stoneCategory: 'Category',
  growthMethod: 'Growth method',
  stoneShape: 'Shape',
  carat: 'Carat',
  color: 'Colour',
  clarity: 'Clarity',
  cut: 'Cut',
  polish: 'Polish',
  symmetry: 'Symmetry',
  fluorescence: 'Fluorescence',
  length: 'Length',
  width: 'Width',
  depth: 'Depth',
  depthPercent: 'Depth %',
  tablePercent: 'Table %',
  certificateLab: 'Certificate lab',
  certificateNumber: 'Certificate number',
  certificateUrl: 'Certificate link',
  laserInscription: 'Laser inscription',
  videoUrl: 'Video link',
  price: 'Cost price',
} as const satisfies Record<Exclude<keyof StoneDraftFields, 'productMedias' | 'productMediasToRemove'>, string>;

/** POST /api/stone. */
export const createStoneInput = stoneDraftFields.superRefine(checkStoneDraft);
export type CreateStoneInput = z.infer<typeof createStoneInput>;
/** PUT /api/stone. */
export const updateStoneInput = stoneDraftFields.extend({ id: recordId }).superRefine(checkStoneDraft);
export type UpdateStoneInput = z.infer<typeof updateStoneInput>;

export const stoneIdParams = recordIdParams;
export type StoneIdParams = z.infer<typeof stoneIdParams>;
/** PUT /api/stone/unlist and /relist: `{id}` in the body (or the path). */
export const stoneIdBody = z.object({ id: recordId });
export type StoneIdBody = z.infer<typeof stoneIdBody>;
export const stoneSkuParams = z.object({ sku: z.string().min(1).max(64) });
export type StoneSkuParams = z.infer<typeof stoneSkuParams>;

const currency = z.enum(currencies);

/** GET /api/stone/sku/{sku}: the currency to price the page in (the shopper's otherwise). */
export const stonePageQuery = z.object({ currency: currency.optional() });
export type StonePageQuery = z.infer<typeof stonePageQuery>;

/** Length ÷ width, 2 decimals (1.00 for a round; 1.35–1.50 for a classic oval). */
export function lengthToWidthRatio(length: number | null, width: number | null): number | null {
  if (!length || !width) return null;
  return Math.round((length / width) * 100) / 100;
}

/** How a stone is named for people: "1.01 ct Oval laboratory-grown diamond" (its kind: `stoneKindName`). */
export function stoneName(stone: { carat: number; stoneShape: string; stoneCategory: string }): string {
  return `${stone.carat.toFixed(2)} ct ${stone.stoneShape} ${stoneKindName(stone.stoneCategory).toLowerCase()}`;
}

const stoneGrading = {
  stoneCategory: z.enum(stoneCategories),
  growthMethod: z
    .enum(growthMethods)
    .nullable()
    .describe('how a laboratory-grown diamond was grown (unknown when not said); null for any other stone'),
  stoneShape: z.enum(stoneShapes),
  carat: z.number(),
  color: z.string(),
  clarity: z.string(),
  cut: z.string().nullable(),
  polish: z.string().nullable(),
  symmetry: z.string().nullable(),
  fluorescence: z.string().nullable(),
  certificateLab: z.string().nullable(),
};

const stoneMeasurements = {
  length: z.number().nullable(),
  width: z.number().nullable(),
  depth: z.number().nullable(),
  depthPercent: z.number().nullable(),
  tablePercent: z.number().nullable(),
  lengthToWidthRatio: z.number().nullable(),
  certificateNumber: z.string().nullable(),
  certificateUrl: z.string().nullable(),
  laserInscription: z.string().nullable().describe('what the lab inscribed on the girdle'),
  videoUrl: z.string().nullable(),
};

/** GET /api/stone/id/{id}: everything staff edit, the cost and the price it sells at in both currencies. */
export const stoneRecord = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  ...stoneGrading,
  ...stoneMeasurements,
  price: z.number().describe('INR: the cost, as entered'),
  sellingPrice: z.object({ inr: z.number(), usd: z.number() }).describe('what the shopper pays today'),
  state: z.enum(stoneStates),
  /** Once in an order it cannot be deleted, only unlisted. */
  isInOrder: z.boolean(),
  productMedias: z.array(mediaRecord),
  createDate: z.string(),
  updateDate: z.string(),
});
export type StoneRecord = z.infer<typeof stoneRecord>;

export const stoneStateFilters = ['all', ...stoneStates] as const;

/** GET /api/stone: the back-office list. */
export const stoneListQuery = z.object({
  search: z.string().trim().max(100).optional().default('').describe('stock number or certificate number'),
  stoneCategory: optionalLookupField('stoneCategory'),
  stoneShape: optionalLookupField('stoneShape'),
  state: z.enum(stoneStateFilters).optional().default('all'),
  sort: z.enum(stoneSorts).optional().default('newest'),
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type StoneListQuery = z.infer<typeof stoneListQuery>;

export const stoneListRecord = z.object({
  id: z.number().int(),
  sku: z.string(),
  ...stoneGrading,
  certificateNumber: z.string().nullable(),
  price: z.number().describe('INR, the cost'),
  sellingPrice: z.number().describe('INR, what the shopper pays today'),
  state: z.enum(stoneStates),
  image: z.string().nullable(),
  updateDate: z.string(),
});
export type StoneListRecord = z.infer<typeof stoneListRecord>;

/** One stone in the storefront's diamond search (cards and table rows). */
export const stoneCard = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  ...stoneGrading,
  lengthToWidthRatio: z.number().nullable(),
  price: z.number(),
  listPrice: z.number().describe('before the shop discount; equal to price when nothing is off'),
  currency,
  image: sizedPicture,
});
export type StoneCard = z.infer<typeof stoneCard>;

export const stoneCardPage = z.object({
  records: z.array(stoneCard),
  totalRecords: z.number().int(),
  currency,
});
export type StoneCardPage = z.infer<typeof stoneCardPage>;

/**
 * GET /api/stone/sku/{sku}: a stone page, for a stone on sale or on hold (and an unlisted one, for
 * staff). A sold stone, or an unlisted one for anyone else, answers 410 with `goneStone`
 * (contracts/gone-pages.ts).
 */
export const stoneDetail = stoneCard.extend({
  ...stoneMeasurements,
  state: z
    .enum(stoneStates)
    .describe('available or on_hold; unlisted only for staff (anyone else gets 410); never sold (410)'),
  breakdown: z.object({ stones: z.number(), tax: z.number() }).describe('adds up to price'),
  productMedias: z.array(mediaRecord),
  similar: z.array(stoneCard),
});
export type StoneDetail = z.infer<typeof stoneDetail>;

/** GET /api/analytics/minimal/stone: the dashboard's stone figures. */
export const stoneAnalytics = z.object({
  total: z.number().int(),
  available: z.number().int(),
  onHold: z.number().int(),
  sold: z.number().int(),
  unlisted: z.number().int(),
  addedLast30Days: z.number().int(),
});
export type StoneAnalytics = z.infer<typeof stoneAnalytics>;

/** GET /api/stone/sitemap: an available stone's page for sitemap.xml. */
export const stoneSitemapEntry = z.object({ sku: z.string(), updateDate: z.string() });
export type StoneSitemapEntry = z.infer<typeof stoneSitemapEntry>;
