import { defineShapes } from './endpoint-shapes.ts';
import { type LookupKind, lookupNames, normaliseLookupName } from './lookups.ts';
import { currencies } from './money.ts';
import { displayName } from './plain-text.ts';
import { recordId, recordIdParams } from './record-ids.ts';
import { savedSearchEndpoints } from './saved-searches-endpoints.ts';
import { z } from './zod.ts';

/*
 * Saved searches (decision 039): the diamond search's filters (stone-filters.ts) or a product
 * collection's (product-filters.ts), kept with a name. The page sends the filters it read from
 * its address; they are checked here name by name, so what is stored is what the search reads.
 */

export const savedSearchKinds = ['stone', 'product'] as const;
export type SavedSearchKind = (typeof savedSearchKinds)[number];

/** A list of one lookup's names, each known (any case, old spellings), stored in the list's order. */
function gradeList(kind: LookupKind) {
  return z
    .array(z.string().max(60))
    .max(30)
    .transform((given, context) => {
      const names = new Set<string>();
      for (const value of given) {
        const name = normaliseLookupName(kind, value);
        if (name) names.add(name);
        else {
          context.addIssue({ code: 'custom', message: `${value}: must be one of ${lookupNames(kind).join(', ')}` });
          return z.NEVER;
        }
      }
      return lookupNames(kind).filter((name) => names.has(name));
    })
    .optional();
}

const carat = z.number().min(0, 'must be 0 or more').max(100, 'must be at most 100').optional();
const amount = z.number().min(0, 'must be 0 or more').max(1_000_000_000, 'is too large').optional();

/** The diamond search's filters (StoneFilters), every name known, every range the right way round. */
export const savedStoneFilters = z
  .strictObject({
    stoneCategories: gradeList('stoneCategory'),
    stoneShapes: gradeList('stoneShape'),
    colors: gradeList('colour'),
    clarities: gradeList('clarity'),
    cuts: gradeList('cut'),
    minCarat: carat,
    maxCarat: carat,
    minPrice: amount,
    maxPrice: amount,
  })
  .refine((f) => f.minCarat === undefined || f.maxCarat === undefined || f.minCarat <= f.maxCarat, {
    message: 'The smallest carat must not be above the largest.',
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: 'The lowest price must not be above the highest.',
  });
export type SavedStoneFilters = z.infer<typeof savedStoneFilters>;

function oneName(kind: LookupKind) {
  return z
    .string()
    .max(60)
    .transform((value, context) => {
      const name = normaliseLookupName(kind, value);
      if (name) return name;
      context.addIssue({ code: 'custom', message: `${value}: must be one of ${lookupNames(kind).join(', ')}` });
      return z.NEVER;
    })
    .optional();
}

/** A collection's filters (ProductFilters), every name known. */
export const savedProductFilters = z.strictObject({
  jewelleryType: oneName('jewelleryType'),
  subType: oneName('subType'),
  metal: oneName('metal'),
  style: oneName('ringStyle'),
  stoneShape: oneName('stoneShape'),
  gender: oneName('gender'),
  stoneCategory: oneName('stoneCategory'),
  color: oneName('colour'),
  clarity: oneName('clarity'),
  cut: oneName('cut'),
  minCarat: carat,
  maxCarat: carat,
  minBudget: amount,
  maxBudget: amount,
  hasAttachedStone: z.boolean().optional(),
});
export type SavedProductFilters = z.infer<typeof savedProductFilters>;

const searchName = displayName(80);

/** POST /api/saved-searches: the diamond search's filters, or a collection's (by its slug) and its filters. */
export const createSavedSearchInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('stone'), name: searchName, filters: savedStoneFilters }),
    z.object({
      kind: z.literal('product'),
      name: searchName,
      collection: z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,60}$/, 'must be a collection’s address, as in /collections/engagement-rings'),
      filters: savedProductFilters,
    }),
  ],
  { error: 'must be stone (the diamond search) or product (a collection)' },
);
export type CreateSavedSearchInput = z.infer<typeof createSavedSearchInput>;

export const renameSavedSearchInput = z.object({ name: searchName });
export type RenameSavedSearchInput = z.infer<typeof renameSavedSearchInput>;

export const savedSearchIdParams = recordIdParams;
export type SavedSearchIdParams = z.infer<typeof savedSearchIdParams>;

export const savedSearchRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(savedSearchKinds),
  collection: z.string().nullable(),
  filters: z.record(z.string(), z.unknown()),
  currency: z.enum(currencies),
  /** The search's address with its filters applied. */
  path: z.string(),
  alerts: z.boolean().describe('false once unsubscribed from its alerts'),
  matches: z
    .number()
    .int()
    .nullable()
    .describe('available stones (or listed pieces, for a collection) matching now; null for an unknown collection'),
  newSinceSeen: z.number().int().nullable().describe('of those, how many came after it was last opened'),
  lastSeenAt: z.string(),
  createDate: z.string(),
});
export type SavedSearchRecord = z.infer<typeof savedSearchRecord>;

export const savedSearchList = z.object({
  records: z.array(savedSearchRecord),
  /** How many one shopper may keep (the Admin's setting). */
  limit: z.number().int(),
});
export type SavedSearchList = z.infer<typeof savedSearchList>;

export const openedSavedSearch = z.object({ path: z.string() });
export type OpenedSavedSearch = z.infer<typeof openedSavedSearch>;

/** POST /api/saved-searches/unsubscribe: the search and the signature its e-mail's link carries. */
export const unsubscribeInput = z.object({
  search: recordId,
  token: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
});
export type UnsubscribeInput = z.infer<typeof unsubscribeInput>;

export const unsubscribed = z.object({ name: z.string() });
export type Unsubscribed = z.infer<typeof unsubscribed>;

/** A stone shape, by its name (any case, old spellings). */
export const shapePictureParams = z.object({
  shape: z
    .string()
    .max(60)
    .transform((value, context) => {
      const name = normaliseLookupName('stoneShape', value);
      if (name) return name;
      context.addIssue({ code: 'custom', message: `must be one of ${lookupNames('stoneShape').join(', ')}` });
      return z.NEVER;
    }),
});
export type ShapePictureParams = z.infer<typeof shapePictureParams>;

/**
 * The Admin's settings for the e-mails shoppers get or send: the fall that makes a price alert,
 * the digests' interval, the bound per shopper, how many new matches and price falls one search
 * tells per run of the alerts, and how many hints a shopper may send a day.
 */
export const savedSearchSettings = z.object({
  priceDropPercent: z.number().min(0.01, 'must be at least 0.01 %').max(100, 'must be at most 100 %'),
  digestIntervalHours: z
    .number()
    .int('must be whole hours')
    .min(1, 'must be at least 1')
    .max(720, 'must be at most 720'),
  maxPerShopper: z.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200'),
  hintsPerDay: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100'),
  alertsPerSearch: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200'),
});
export type SavedSearchSettings = z.infer<typeof savedSearchSettings>;

export const savedSearchSettingsRecord = savedSearchSettings.extend({ updateDate: z.string() });
export type SavedSearchSettingsRecord = z.infer<typeof savedSearchSettingsRecord>;

export const savedSearchShapes = defineShapes(savedSearchEndpoints, {
  list: { summary: 'Your saved searches with their matches now', response: savedSearchList },
  create: {
    summary: 'Save the diamond search’s or a collection’s filters under a name',
    body: createSavedSearchInput,
    response: savedSearchRecord,
    status: 201,
  },
  rename: {
    summary: 'Rename a saved search',
    params: savedSearchIdParams,
    body: renameSavedSearchInput,
    response: savedSearchRecord,
  },
  remove: { summary: 'Delete a saved search', params: savedSearchIdParams, response: z.null() },
  open: {
    summary: 'Open a saved search: its address, and it counts as seen now',
    params: savedSearchIdParams,
    response: openedSavedSearch,
  },
  unsubscribe: {
    summary: 'Stop a saved search’s alerts from its e-mail’s signed link (no sign-in needed)',
    body: unsubscribeInput,
    response: unsubscribed,
  },
  shapePicture: {
    summary: 'A stone shape drawn as a PNG, for the alerts’ e-mails (a stone without a picture of its own)',
    params: shapePictureParams,
    file: { contentType: 'image/png' },
  },
  settings: { summary: 'The saved searches’ settings', response: savedSearchSettingsRecord },
  updateSettings: {
    summary: 'Change the saved searches’ settings (audited)',
    body: savedSearchSettings,
    response: savedSearchSettingsRecord,
  },
});
export type SavedSearchShapes = typeof savedSearchShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    savedSearches: SavedSearchShapes;
  }
}
