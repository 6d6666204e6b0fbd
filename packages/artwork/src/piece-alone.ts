import { composeStudioPicture, drawStudioBackdrop, type Piece } from './studio.ts';

/*
 * The jewellery (rings.ts, wedding-bands.ts, earrings.ts, pendants-and-necklaces.ts, bracelets.ts,
 * loose-stones.ts): parametric pieces, modelled at real size in millimetres (a size 6½ ring, a 1¼
 * carat centre stone) so proportions stay believable whatever the parameters. Each `build…Piece`
 * returns a scene that site-arrangements.ts can arrange with others; each `draw…` returns a
 * finished picture.
 */

/** Where a piece sits in its square picture, as fractions of the side. */
export interface PieceBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One piece alone in a square picture, placed in a box given as fractions of the side. */
export function drawAlone(piece: Piece, size = 800, box: PieceBox, withoutBackdrop = false): string {
  return composeStudioPicture({
    width: size,
    height: size,
    placements: [
      { piece, box: { x: size * box.x, y: size * box.y, width: size * box.width, height: size * box.height } },
    ],
    withoutBackdrop,
  });
}

/** The same picture as two layers: the studio's backdrop, and the piece (with its shadow) to lay over it. */
export interface LayeredPicture {
  readonly backdrop: string;
  readonly foreground: string;
}

export function drawAloneInLayers(piece: Piece, size: number, box: PieceBox): LayeredPicture {
  return { backdrop: drawStudioBackdrop({ width: size, height: size }), foreground: drawAlone(piece, size, box, true) };
}
