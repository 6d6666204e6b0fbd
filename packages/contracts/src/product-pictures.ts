import { type MediaCategoryName, metalByName } from './lookups.ts';
import type { ProductMediaRecord } from './media.ts';

/*
 * Pictures follow what changes a piece's look. Each shows one metal colour: white gold,
 * platinum and sterling silver show the White pictures, yellow gold the Yellow ones, rose gold
 * the Rose ones. A picture may also show one centre-stone shape (a product whose variants come
 * in several); one without a shape suits every variant.
 */

const categoryOfColour = { white: 'White', yellow: 'Yellow', rose: 'Rose' } as const satisfies Record<
  string,
  MediaCategoryName
>;

export function pictureCategoryFor(metal: string): MediaCategoryName {
  const colour = metalByName(metal)?.colour ?? 'white';
  return categoryOfColour[colour];
}

type Picture = Pick<ProductMediaRecord, 'mediaCategory' | 'centerStoneShape' | 'position'>;

/** The pictures of a metal's colour in their order; all of them when that colour has none. */
export function picturesForMetal<P extends Picture>(pictures: readonly P[], metal: string): P[] {
  const category = pictureCategoryFor(metal);
  const matching = pictures.filter((picture) => picture.mediaCategory === category);
  return [...(matching.length > 0 ? matching : pictures)].sort((a, b) => a.position - b.position);
}

/**
 * The pictures of a variant, in their order: those of its metal colour (see picturesForMetal)
 * that show its centre-stone shape, with those that suit every shape; every picture of the
 * colour when none of them shows its shape.
 */
export function picturesForVariant<P extends Picture>(
  pictures: readonly P[],
  variant: { metal: string; centerStoneShape: string | null },
): P[] {
  const ofColour = picturesForMetal(pictures, variant.metal);
  const shape = variant.centerStoneShape;
  if (!shape || !ofColour.some((picture) => picture.centerStoneShape === shape)) return ofColour;
  return ofColour.filter(
    (picture) => (picture.centerStoneShape ?? null) === null || picture.centerStoneShape === shape,
  );
}
