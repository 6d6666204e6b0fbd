import { drawStoneShapeIcon } from '@facet/artwork/stone-shape-icons';
import type { StoneShapeName } from '@facet/contracts/lookups';

/*
 * A stone shape drawn by @facet/artwork, as a PNG for e-mails (mail programs show no SVG): the
 * picture of a stone in an alert when it has none of its own. Drawn once a shape per process.
 */

const drawn = new Map<StoneShapeName, Promise<Buffer>>();

export function shapePicture(shape: StoneShapeName): Promise<Buffer> {
  let picture = drawn.get(shape);
  if (!picture) {
    const svg = drawStoneShapeIcon(shape, { size: 160, strokeWidth: 1.5 });
    picture = import('sharp').then(({ default: sharp }) =>
      sharp(Buffer.from(svg)).flatten({ background: '#fbf9f6' }).png().toBuffer(),
    );
    drawn.set(shape, picture);
  }
  return picture;
}
