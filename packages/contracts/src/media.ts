import { defineShapes } from './endpoint-shapes.ts';
import { mediaCategories, stoneShapes } from './lookups.ts';
import { mediaEndpoints } from './media-endpoints.ts';
import { ACCEPTED_IMAGE_NAMES } from './media-sizes.ts';
import { z } from './zod.ts';

/*
 * Pictures: uploaded once, kept by the media store, served under /media as
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

/** An item's picture as a card or a line shows it, with its size so the page keeps its room; null when it has none. */
export const sizedPicture = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable();

export const mediaShapes = defineShapes(mediaEndpoints, {
  upload: {
    summary: `Upload a picture (multipart/form-data, field "file"): ${ACCEPTED_IMAGE_NAMES}, 200 × 200 px or more`,
    upload: true,
    response: mediaRecord,
    status: 201,
  },
});
export type MediaShapes = typeof mediaShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    media: MediaShapes;
  }
}

/**
 * A product's picture, for the metal colour it shows (the original's "productMedias") and, when
 * the product's variants come in several centre-stone shapes, the shape it shows (null: any).
 */
export const productMediaRecord = mediaRecord.extend({
  mediaCategory: z.enum(mediaCategories),
  centerStoneShape: z
    .enum(stoneShapes)
    .nullable()
    .optional()
    .describe('The centre-stone shape the picture shows; null when it suits every variant'),
  position: z.number().int(),
});
export type ProductMediaRecord = z.infer<typeof productMediaRecord>;

export const mediaIdParams = z.object({ id: z.uuid() });
export type MediaIdParams = z.infer<typeof mediaIdParams>;
