import { type LookupKind, lookupNames } from './lookups.ts';
import { currencies } from './money.ts';
import { DEFAULT_STONE_SORT, readGradeList, STONE_PAGE_SIZE, stoneSorts } from './stone-filters.ts';
import { z } from './zod.ts';

/*
 * The for-customer API's query schema, apart from stone-filters.ts so that the storefront's
 * pages, which only read and write URLs, do not load zod.
 */

/** A comma-separated list of one lookup's names; an unknown name is refused with the list. */
function gradeListField(kind: LookupKind) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      if (!raw) return undefined;
      const { names, unknown } = readGradeList(kind, raw);
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `${unknown.join(', ')}: must be one of ${lookupNames(kind).join(', ')}`,
        });
        return z.NEVER;
      }
      return names;
    });
}

/**
 * GET /api/stone/for-customer: the Stone filters, paging and sort. Names in any case, old
 * spellings and feed codes accepted; unknown ones refused with the list of known ones.
 */
export const stoneCustomerQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(60).optional().default(STONE_PAGE_SIZE),
    sort: z.enum(stoneSorts).optional().default(DEFAULT_STONE_SORT),
    currency: z.enum(currencies).optional(),
    stoneShapeName: gradeListField('stoneShape'),
    stoneCategoryName: gradeListField('stoneCategory'),
    stonerCategory: gradeListField('stoneCategory'),
    colors: gradeListField('colour'),
    clarities: gradeListField('clarity'),
    cuts: gradeListField('cut'),
    minCarats: z.coerce.number().min(0).max(100).optional(),
    maxCarats: z.coerce.number().min(0).max(100).optional(),
    minPrice: z.coerce.number().min(0).max(1_000_000_000).optional(),
    maxPrice: z.coerce.number().min(0).max(1_000_000_000).optional(),
  })
  .loose();
export type StoneCustomerQuery = z.infer<typeof stoneCustomerQuery>;
