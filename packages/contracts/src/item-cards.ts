import { sizedPicture } from './media.ts';
import { currencies } from './money.ts';
import { z } from './zod.ts';

/*
 * A piece or a stone as a small card shows it, priced now in the shopper's currency: the wish
 * list's items and the recently viewed row are both these (the wish list adds its own fields).
 */

export const itemCardKinds = ['product', 'stone'] as const;
export type ItemCardKind = (typeof itemCardKinds)[number];

export const itemCard = z.object({
  kind: z.enum(itemCardKinds),
  /** A piece's variant SKU, or a stone's stock number as its page spells it. */
  sku: z.string(),
  name: z.string(),
  /** A piece's metal ("White Gold") or a stone's grades ("G · VS1 · Excellent"). */
  detail: z.string(),
  picture: sizedPicture,
  stoneShape: z.string().nullable().describe('a stone’s shape, drawn when it has no picture'),
  price: z.number(),
  listPrice: z.number().describe('before discounts; above price when something is off'),
  currency: z.enum(currencies),
});
export type ItemCard = z.infer<typeof itemCard>;
