import { defineShapes } from './endpoint-shapes.ts';
import { stoneShapes } from './lookups.ts';
import { currencies } from './money.ts';
import { searchEndpoints } from './search-endpoints.ts';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_TERM_MAX } from './search-terms.ts';
import { z } from './zod.ts';

/*
 * GET /api/globle-search (and its alias /api/global-search): the shop's name search over jewellery
 * and loose stones, its answers in the shapes old clients read (docs/product.md, "Search").
 * Constants and the rules the header shares are in search-terms.ts, which loads no zod.
 */

export const globalSearchQuery = z
  .object({
    search: z
      .string()
      .max(SEARCH_TERM_MAX, `must be at most ${SEARCH_TERM_MAX} characters`)
      .optional()
      .default('')
      .describe(
        'the words a shopper typed: names, types, metals, styles, shapes, grades, stock or certificate numbers',
      ),
    pageNo: z.coerce.number().int().min(1).max(10_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).optional().default(SEARCH_PAGE_SIZE),
    currency: z.enum(currencies).optional(),
  })
  .loose();
export type GlobalSearchQuery = z.infer<typeof globalSearchQuery>;

const picture = z.object({ url: z.string() });
const variant = z.object({ sku: z.string() }).nullable();
const currency = z.enum(currencies);

/**
 * A piece of jewellery found: the shape old clients read, with what the dropdown shows beside it.
 */
export const productSearchRecord = z.object({
  kind: z.literal('product'),
  id: z.number().int(),
  product: z.object({ name: z.string(), description: z.string(), productMedias: z.array(picture) }),
  whiteProductVarient: variant.describe('the cheapest variant in a white metal, null when none'),
  yellowProductVarient: variant,
  roseProductVarient: variant,
  /** The variant a click opens (the first of white, yellow, rose): its price. */
  price: z.number(),
  listPrice: z.number().describe('before discounts; equal to price when nothing is off'),
  currency,
});
export type ProductSearchRecord = z.infer<typeof productSearchRecord>;

/** A loose stone found: the shape old clients read (its stock number as `sku`), with its price. */
export const stoneSearchRecord = z.object({
  kind: z.literal('stone'),
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  stoneShape: z.enum(stoneShapes).describe('drawn when the stone has no picture'),
  productMedias: z.array(picture),
  price: z.number(),
  listPrice: z.number(),
  currency,
});
export type StoneSearchRecord = z.infer<typeof stoneSearchRecord>;

export const searchRecord = z.discriminatedUnion('kind', [productSearchRecord, stoneSearchRecord]);
export type SearchRecord = z.infer<typeof searchRecord>;

export const searchPage = z.object({
  records: z.array(searchRecord),
  totalRecords: z.number().int().nonnegative(),
  currency,
});
export type SearchPage = z.infer<typeof searchPage>;

export const searchShapes = defineShapes(searchEndpoints, {
  find: {
    summary: 'Jewellery and loose stones found by name, type, metal, style, shape, grade or number, ranked',
    query: globalSearchQuery,
    response: searchPage,
  },
});
export type SearchShapes = typeof searchShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    search: SearchShapes;
  }
}
