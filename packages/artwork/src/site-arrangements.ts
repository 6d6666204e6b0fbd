import type { StoneShapeName } from '@facet/contracts/lookups';

import { buildEarringPieces } from './earrings.ts';
import { buildLooseStonePiece } from './loose-stones.ts';
import type { MetalChoice } from './metal-colours.ts';
import { buildPendantPiece } from './pendants-and-necklaces.ts';
import { buildRingPiece, ringCamera } from './rings.ts';
import type { Box } from './scene-3d.ts';
import { composeStudioPicture, measureFitScale, type Piece } from './studio.ts';
import { bandCamera, buildBandPiece, type BandStyle } from './wedding-bands.ts';

/*
 * The site's pictures (site-imagery.ts) that arrange several pieces in one picture: the hero,
 * rows, pairs, sets and banners.
 */

interface Arrangement {
  readonly piece: Piece;
  readonly box: Box;
}

/** Places pieces at one shared scale (the largest at which each still fits its box), so sizes stay true. */
function composeArrangement(
  width: number,
  height: number,
  arrangement: readonly Arrangement[],
  lightAt?: readonly [number, number],
): string {
  const scale = Math.min(...arrangement.map(({ piece, box }) => measureFitScale(piece.scene, box)));
  return composeStudioPicture({
    width,
    height,
    lightAt,
    placements: arrangement.map(({ piece, box }) => ({ piece, box, scale })),
  });
}

function createBox(x: number, y: number, width: number, height: number): Box {
  return { x, y, width, height };
}

export function drawHero(): string {
  // Boxes for the band and the studs are generous, so the ring's box sets the shared scale;
  // each piece is then centred in its box: the band stands behind to the right, the studs lie
  // in front to the left, and the left third of the picture stays clear for the headline.
  return composeArrangement(
    1600,
    900,
    [
      {
        piece: buildBandPiece({ metal: 'yellow', style: 'classic', widthMm: 3.2 }, ringCamera),
        box: createBox(1120, 140, 440, 560),
      },
      {
        piece: buildRingPiece({ metal: 'white', shape: 'Oval', style: 'halo' }, ringCamera),
        box: createBox(760, 90, 460, 660),
      },
      {
        piece: buildEarringPieces({ metal: 'rose', kind: 'studs', shape: 'Round' }, ringCamera)[0]!,
        box: createBox(700, 640, 460, 220),
      },
    ],
    [0.66, 0.34],
  );
}

export function drawRow(
  width: number,
  height: number,
  pieces: readonly Piece[],
  from: number,
  to: number,
  top = 0.1,
  bottom = 0.88,
): string {
  const slot = ((to - from) * width) / pieces.length;
  // Boxes a little wider than their slots let neighbours tuck in behind each other.
  return composeArrangement(
    width,
    height,
    pieces.map((piece, i) => ({
      piece,
      box: createBox(width * from + slot * (i - 0.06), height * top, slot * 1.12, height * (bottom - top)),
    })),
    [0.68, 0.3],
  );
}

export function drawLooseStoneRow(
  width: number,
  height: number,
  shapes: readonly StoneShapeName[],
  from: number,
  to: number,
): string {
  const spreads = shapes.map((_, i) => 9 - Math.abs(i - (shapes.length - 1) / 2) * 1.1);
  const pieces = shapes.map((shape, i) => buildLooseStonePiece({ shape, spreadMm: spreads[i] ?? 8 }));
  const slot = (to - from) / shapes.length;
  // Shared scale, each stone centred in its slot: their sizes differ, as real stones would.
  return composeArrangement(
    width,
    height,
    pieces.map((piece, i) => ({
      piece,
      box: createBox(width * (from + slot * i), height * 0.24, slot * width * 0.94, height * 0.52),
    })),
    [0.66, 0.32],
  );
}

interface BandChoice {
  readonly metal: MetalChoice;
  readonly style: BandStyle;
  readonly widthMm: number;
}

/** A wide band and a slimmer one, the slim one a size smaller as a couple's pair would be. */
export function drawBandPair(width: number, height: number, wide: BandChoice, slim: BandChoice): string {
  return composeArrangement(width, height, [
    { piece: buildBandPiece(wide), box: createBox(width * 0.1, height * 0.2, width * 0.44, height * 0.58) },
    {
      piece: buildBandPiece(slim, bandCamera, 8.2),
      box: createBox(width * 0.5, height * 0.3, width * 0.4, height * 0.54),
    },
  ]);
}

export function drawBridalSet(width: number, height: number): string {
  return composeArrangement(width, height, [
    {
      piece: buildBandPiece({ metal: 'white', style: 'pave', widthMm: 2.4 }, ringCamera),
      box: createBox(width * 0.46, height * 0.3, width * 0.44, height * 0.56),
    },
    {
      piece: buildRingPiece({ metal: 'white', shape: 'Round', style: 'pave' }),
      box: createBox(width * 0.08, height * 0.1, width * 0.5, height * 0.76),
    },
  ]);
}

export function drawCustomCollection(width: number, height: number, wide: boolean): string {
  const ring = buildRingPiece({ metal: 'rose', shape: 'Cushion', style: 'hidden-halo' });
  const stones = [
    buildLooseStonePiece({ shape: 'Emerald', spreadMm: 6.5 }),
    buildLooseStonePiece({ shape: 'Pear', spreadMm: 6.5 }),
    buildLooseStonePiece({ shape: 'Oval', spreadMm: 6.5 }),
  ];
  if (wide) {
    return composeArrangement(width, height, [
      { piece: ring, box: createBox(width * 0.5, height * 0.1, width * 0.22, height * 0.78) },
      { piece: stones[0]!, box: createBox(width * 0.74, height * 0.22, width * 0.09, height * 0.22) },
      { piece: stones[1]!, box: createBox(width * 0.85, height * 0.3, width * 0.09, height * 0.22) },
      { piece: stones[2]!, box: createBox(width * 0.78, height * 0.56, width * 0.09, height * 0.22) },
    ]);
  }
  return composeArrangement(width, height, [
    { piece: ring, box: createBox(width * 0.06, height * 0.1, width * 0.56, height * 0.76) },
    { piece: stones[0]!, box: createBox(width * 0.64, height * 0.2, width * 0.26, height * 0.18) },
    { piece: stones[1]!, box: createBox(width * 0.66, height * 0.43, width * 0.26, height * 0.18) },
    { piece: stones[2]!, box: createBox(width * 0.62, height * 0.66, width * 0.26, height * 0.18) },
  ]);
}

export function drawFineJewelleryBanner(width: number, height: number): string {
  return composeArrangement(
    width,
    height,
    [
      {
        piece: buildPendantPiece({ metal: 'yellow', shape: 'Pear' }),
        box: createBox(width * 0.5, height * 0.34, width * 0.16, height * 0.5),
      },
      {
        piece: buildEarringPieces({ metal: 'yellow', kind: 'drop', shape: 'Oval' })[0]!,
        box: createBox(width * 0.7, height * 0.16, width * 0.22, height * 0.68),
      },
    ],
    [0.68, 0.3],
  );
}

export function drawAboutBanner(width: number, height: number): string {
  return composeArrangement(
    width,
    height,
    [
      {
        piece: buildBandPiece({ metal: 'Platinum', style: 'knife-edge' }),
        box: createBox(width * 0.54, height * 0.1, width * 0.24, height * 0.8),
      },
      {
        piece: buildLooseStonePiece({ shape: 'Round', spreadMm: 7 }),
        box: createBox(width * 0.77, height * 0.5, width * 0.14, height * 0.36),
      },
    ],
    [0.7, 0.3],
  );
}
