import { type MediaCategoryName, metalByName } from '@facet/contracts/lookups';
import type { ProductMediaRecord } from '@facet/contracts/media';

/*
 * Pictures are kept per metal colour (DESIGN §5): white gold, platinum and sterling silver
 * show the White pictures, yellow gold the Yellow ones, rose gold the Rose ones.
 */

const categoryOfColour = { white: 'White', yellow: 'Yellow', rose: 'Rose' } as const satisfies Record<
  string,
  MediaCategoryName
>;

export function pictureCategoryFor(metal: string): MediaCategoryName {
  const colour = metalByName(metal)?.colour ?? 'white';
  return categoryOfColour[colour];
}

/** The pictures of a metal's colour in their order; all of them when that colour has none. */
export function picturesForMetal<P extends Pick<ProductMediaRecord, 'mediaCategory' | 'position'>>(
  pictures: readonly P[],
  metal: string,
): P[] {
  const category = pictureCategoryFor(metal);
  const matching = pictures.filter((picture) => picture.mediaCategory === category);
  return [...(matching.length > 0 ? matching : pictures)].sort((a, b) => a.position - b.position);
}
