import { composeStudioPicture, type Piece } from './studio.ts';

/*
 * The jewellery (rings.ts, wedding-bands.ts, earrings.ts, pendants-and-necklaces.ts, bracelets.ts,
 * loose-stones.ts): parametric pieces, modelled at real size in millimetres (a size 6½ ring, a 1¼
 * carat centre stone) so proportions stay believable whatever the parameters. Each `build…Piece`
 * returns a scene that site-arrangements.ts can arrange with others; each `draw…` returns a
 * finished picture.
 */

/** One piece alone in a square picture, placed in a box given as fractions of the side. */
export function drawAlone(
  piece: Piece,
  size = 800,
  box: { x: number; y: number; width: number; height: number },
): string {
  return composeStudioPicture({
    width: size,
    height: size,
    placements: [
      { piece, box: { x: size * box.x, y: size * box.y, width: size * box.width, height: size * box.height } },
    ],
  });
}
