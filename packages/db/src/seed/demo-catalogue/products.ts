import { bracelets } from './bracelets.ts';
import type { DemoProduct } from './demo-product.ts';
import { earrings } from './earrings.ts';
import { engagementRingsOfEachStyle } from './engagement-rings-each-style.ts';
import { engagementRingsInOtherShapes } from './engagement-rings-other-shapes.ts';
import { fineRings } from './fine-rings.ts';
import { pendantsAndNecklaces } from './pendants-and-necklaces.ts';
import { weddingBands } from './wedding-bands.ts';

/*
 * The demo catalogue's products: about sixty pieces across every sub type and metal, so
 * collections and landing pages look full and real on a fresh install. Plain data, so that a
 * unit test can check the catalogue against the menus without a database and the picture
 * renderer (scripts/render-demo-media.ts) can draw exactly the pictures the seed points to.
 * Variants, weights, stone costs and pictures are derived from it (variants.ts, stone-costs.ts,
 * pictures.ts); seed-demo-catalogue.ts writes it all to the database. The pieces are listed by
 * kind, a file each (engagement rings of each style and in other shapes, wedding bands, the other
 * rings, earrings, pendants and necklaces, bracelets), in the shorthand of catalogue-shorthand.ts
 * (metals, attributes) and catalogue-grades.ts (stone grades).
 *
 * It runs in production from compiled JavaScript, so it imports nothing from @facet/artwork at
 * runtime: picture specs are plain data, checked against its types.
 */

export const demoCatalogue: readonly DemoProduct[] = [
  ...engagementRingsOfEachStyle,
  ...engagementRingsInOtherShapes,
  ...weddingBands,
  ...fineRings,
  ...earrings,
  ...pendantsAndNecklaces,
  ...bracelets,
];

export function isDemoProductListed(product: DemoProduct): boolean {
  return product.isListed !== false;
}
