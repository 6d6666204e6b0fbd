import { mediaCategories } from './lookups.ts';
import { z } from './zod.ts';

/*
 * Pictures (DESIGN §1, §5): uploaded once, kept by the media store, served under /media as
 * WebP at a few fixed widths. A record's `url` is the picture at its default width; the same
 * path with another width gives the other sizes (see media-sizes.ts).
 */

export const mediaRecord = z.object({
  id: z.uuid(),
  url: z.string().describe('Path of the picture at 800 px wide, under /media'),
  width: z.number().int().describe('Width of the largest size in pixels'),
  height: z.number().int(),
});
export type MediaRecord = z.infer<typeof mediaRecord>;

/** A product's picture, for the metal colour it shows (SPEC §3 "productMedias"). */
export const productMediaRecord = mediaRecord.extend({
  mediaCategory: z.enum(mediaCategories),
  position: z.number().int(),
});
export type ProductMediaRecord = z.infer<typeof productMediaRecord>;

export const mediaIdParams = z.object({ id: z.uuid() });
