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
