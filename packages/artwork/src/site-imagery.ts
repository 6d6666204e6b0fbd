import type { StoneShapeName } from '@facet/contracts/lookups';

import { drawBracelet } from './bracelets.ts';
import { buildEarringPieces, drawEarrings } from './earrings.ts';
import { buildLooseStonePiece, drawLooseStone } from './loose-stones.ts';
import type { MetalChoice } from './metal-colours.ts';
import { buildPendantPiece, drawNecklace, drawPendant } from './pendants-and-necklaces.ts';
import { buildRingPiece, drawRing, ringCamera } from './rings.ts';
import type { Box } from './scene-3d.ts';
import { composeStudioPicture, measureFitScale, type Piece } from './studio.ts';
import { bandCamera, buildBandPiece, drawBand, type BandStyle } from './wedding-bands.ts';

/*
 * Every picture the website itself shows (as opposed to product photos staff upload). Wide
 * pictures keep their left part clear because the pages set headlines over it.
 */

export interface SiteImage {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  draw(): string;
}

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

function drawHero(): string {
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

function drawRow(
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

function drawLooseStoneRow(
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
function drawBandPair(width: number, height: number, wide: BandChoice, slim: BandChoice): string {
  return composeArrangement(width, height, [
    { piece: buildBandPiece(wide), box: createBox(width * 0.1, height * 0.2, width * 0.44, height * 0.58) },
    {
      piece: buildBandPiece(slim, bandCamera, 8.2),
      box: createBox(width * 0.5, height * 0.3, width * 0.4, height * 0.54),
    },
  ]);
}

function drawBridalSet(width: number, height: number): string {
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

function drawCustomCollection(width: number, height: number, wide: boolean): string {
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

function drawFineJewelleryBanner(width: number, height: number): string {
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

function drawAboutBanner(width: number, height: number): string {
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

export const siteImages: readonly SiteImage[] = [
  {
    name: 'hero',
    width: 1600,
    height: 900,
    alt: 'Oval halo engagement ring in white gold beside a yellow gold wedding band and round diamond stud earrings',
    draw: drawHero,
  },
  {
    name: 'category-engagement-rings',
    width: 800,
    height: 800,
    alt: 'Round halo engagement ring in white gold with a pavé band',
    draw: () => drawRing({ metal: 'white', shape: 'Round', style: 'halo' }),
  },
  {
    name: 'category-wedding-bands',
    width: 800,
    height: 800,
    alt: 'A wide polished yellow gold wedding band beside a slim white gold pavé band',
    draw: () =>
      drawBandPair(
        800,
        800,
        { metal: 'yellow', style: 'classic', widthMm: 5 },
        { metal: 'white', style: 'pave', widthMm: 3 },
      ),
  },
  {
    name: 'category-earrings',
    width: 800,
    height: 800,
    alt: 'Pear-shaped diamond drop earrings with halos in yellow gold',
    draw: () => drawEarrings({ metal: 'yellow', kind: 'drop', shape: 'Pear' }),
  },
  {
    name: 'category-pendants',
    width: 800,
    height: 800,
    alt: 'Oval diamond halo pendant on a fine white gold chain',
    draw: () => drawPendant({ metal: 'white', shape: 'Oval' }),
  },
  {
    name: 'category-necklaces',
    width: 800,
    height: 800,
    alt: 'Graduated diamond riviera necklace in white gold',
    draw: () => drawNecklace({ metal: 'white', kind: 'riviera' }),
  },
  {
    name: 'category-bracelets',
    width: 800,
    height: 800,
    alt: 'Diamond tennis bracelet in yellow gold',
    draw: () => drawBracelet({ metal: 'yellow', kind: 'tennis' }),
  },
  {
    name: 'category-diamonds',
    width: 800,
    height: 800,
    alt: 'Loose round brilliant diamond',
    draw: () => drawLooseStone({ shape: 'Round' }),
  },
  {
    name: 'category-custom-jewellery',
    width: 800,
    height: 800,
    alt: 'Cushion engagement ring in rose gold with loose emerald, pear and oval diamonds to choose from',
    draw: () => drawCustomCollection(800, 800, false),
  },
  {
    name: 'banner-engagement-rings',
    width: 1600,
    height: 600,
    alt: 'Three engagement rings: an oval solitaire in yellow gold, a round halo in white gold and an emerald three-stone in rose gold',
    draw: () =>
      drawRow(
        1600,
        600,
        [
          buildRingPiece({ metal: 'yellow', shape: 'Oval', style: 'solitaire' }),
          buildRingPiece({ metal: 'white', shape: 'Round', style: 'halo' }),
          buildRingPiece({ metal: 'rose', shape: 'Emerald', style: 'three-stone' }),
        ],
        0.44,
        0.96,
      ),
  },
  {
    name: 'banner-wedding-bands',
    width: 1600,
    height: 600,
    alt: 'Three wedding bands: a white gold eternity band, a polished yellow gold band and a two-tone designer band',
    draw: () =>
      drawRow(
        1600,
        600,
        [
          buildBandPiece({ metal: 'white', style: 'eternity' }),
          buildBandPiece({ metal: 'yellow', style: 'classic' }),
          buildBandPiece({ metal: 'rose', style: 'designer' }),
        ],
        0.44,
        0.96,
        0.16,
        0.84,
      ),
  },
  {
    name: 'banner-fine-jewellery',
    width: 1600,
    height: 600,
    alt: 'Pear diamond pendant and oval diamond drop earrings in yellow gold',
    draw: () => drawFineJewelleryBanner(1600, 600),
  },
  {
    name: 'banner-diamonds',
    width: 1600,
    height: 600,
    alt: 'Loose diamonds in five shapes: pear, oval, round, emerald and cushion',
    draw: () => drawLooseStoneRow(1600, 600, ['Pear', 'Oval', 'Round', 'Emerald', 'Cushion'], 0.44, 0.98),
  },
  {
    name: 'banner-custom-jewellery',
    width: 1600,
    height: 600,
    alt: 'Cushion engagement ring in rose gold beside loose emerald, pear and oval diamonds',
    draw: () => drawCustomCollection(1600, 600, true),
  },
  {
    name: 'banner-about',
    width: 1600,
    height: 600,
    alt: 'A platinum knife-edge band and a loose round diamond',
    draw: () => drawAboutBanner(1600, 600),
  },
  {
    name: 'collection-bridal-ring-set',
    width: 800,
    height: 800,
    alt: 'Bridal set: round pavé engagement ring with a matching pavé wedding band in white gold',
    draw: () => drawBridalSet(800, 800),
  },
  {
    name: 'collection-couple-band',
    width: 800,
    height: 800,
    alt: 'Couple bands in rose gold: a wide polished band and a slim diamond band',
    draw: () =>
      drawBandPair(
        800,
        800,
        { metal: 'rose', style: 'classic', widthMm: 5.5 },
        { metal: 'rose', style: 'diamonds-halfway', widthMm: 2.6 },
      ),
  },
  {
    name: 'collection-anniversary-rings',
    width: 800,
    height: 800,
    alt: 'Half-eternity anniversary ring in yellow gold',
    draw: () => drawBand({ metal: 'yellow', style: 'diamonds-halfway', widthMm: 3 }),
  },
  {
    name: 'collection-eternity-rings',
    width: 800,
    height: 800,
    alt: 'Diamond eternity ring in white gold',
    draw: () => drawBand({ metal: 'white', style: 'eternity' }),
  },
  {
    name: 'collection-diamond-earrings',
    width: 800,
    height: 800,
    alt: 'Round diamond stud earrings in white gold',
    draw: () => drawEarrings({ metal: 'white', kind: 'studs', shape: 'Round' }),
  },
  {
    name: 'collection-drop-and-dangle',
    width: 800,
    height: 800,
    alt: 'Pear diamond drop earrings with halos in rose gold',
    draw: () => drawEarrings({ metal: 'rose', kind: 'drop', shape: 'Pear' }),
  },
  {
    name: 'collection-huggies-and-hoops',
    width: 800,
    height: 800,
    alt: 'Pavé diamond huggie hoop earrings in rose gold',
    draw: () => drawEarrings({ metal: 'rose', kind: 'hoops', shape: 'Round' }),
  },
  {
    name: 'collection-crawlers',
    width: 800,
    height: 800,
    alt: 'Diamond ear crawlers with a marquise lead stone in white gold',
    draw: () => drawEarrings({ metal: 'white', kind: 'crawler', shape: 'Marquise' }),
  },
  {
    name: 'collection-diamond-pendants',
    width: 800,
    height: 800,
    alt: 'Round diamond halo pendant in yellow gold',
    draw: () => drawPendant({ metal: 'yellow', shape: 'Round' }),
  },
  {
    name: 'collection-necklaces',
    width: 800,
    height: 800,
    alt: 'Diamond station necklace in yellow gold',
    draw: () => drawNecklace({ metal: 'yellow', kind: 'station' }),
  },
  {
    name: 'collection-tennis',
    width: 800,
    height: 800,
    alt: 'Diamond tennis bracelet in white gold',
    draw: () => drawBracelet({ metal: 'white', kind: 'tennis' }),
  },
  {
    name: 'collection-bangles',
    width: 800,
    height: 800,
    alt: 'Polished yellow gold bangle with a band of diamonds',
    draw: () => drawBracelet({ metal: 'yellow', kind: 'bangle' }),
  },
];
