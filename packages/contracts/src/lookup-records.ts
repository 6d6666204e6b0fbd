import { defineShapes } from './endpoint-shapes.ts';
import { lookupEndpoints } from './lookup-endpoints.ts';
import { recordIdParam } from './record-ids.ts';
import { z } from './zod.ts';

/** API shapes of the lookup calls. */

export const lookupRecord = z.object({ id: z.number().int(), name: z.string() });
export type LookupRecord = z.infer<typeof lookupRecord>;
export const lookupList = z.array(lookupRecord);

export const jewellerySubTypeRecord = lookupRecord.extend({
  slug: z.string(),
  jewelleryTypeId: z.number().int(),
  jewelleryTypeName: z.string(),
});
export type JewellerySubTypeRecord = z.infer<typeof jewellerySubTypeRecord>;

/** GET /api/jewellery-sub-type: every sub type, or those of one jewellery type. */
export const jewellerySubTypeQuery = z.object({
  jewelleryTypeId: recordIdParam.optional().describe('Only the sub types of this type'),
});
export type JewellerySubTypeQuery = z.infer<typeof jewellerySubTypeQuery>;

export const lookupShapes = defineShapes(lookupEndpoints, {
  stoneCategories: { summary: 'Stone categories', response: lookupList },
  stoneShapes: { summary: 'Stone shapes', response: lookupList },
  jewelleryTypes: { summary: 'Jewellery types', response: lookupList },
  mediaCategories: { summary: 'Media categories (metal colours of pictures)', response: lookupList },
  ringStyles: { summary: 'Ring styles', response: lookupList },
  genders: { summary: 'Audiences (genders) of pieces', response: lookupList },
  jewellerySubTypes: {
    summary: 'Jewellery sub types with their jewellery type',
    query: jewellerySubTypeQuery,
    response: z.array(jewellerySubTypeRecord),
  },
  profiles: { summary: 'Band profiles', response: lookupList },
});
export type LookupShapes = typeof lookupShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    lookups: LookupShapes;
  }
}
