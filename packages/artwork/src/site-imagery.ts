import { drawBracelet } from './bracelets.ts';
import { drawEarrings } from './earrings.ts';
import { drawLooseStone } from './loose-stones.ts';
import { drawNecklace, drawPendant } from './pendants-and-necklaces.ts';
import { buildRingPiece, drawRing } from './rings.ts';
import {
  drawAboutBanner,
  drawBandPair,
  drawBridalSet,
  drawCustomCollection,
  drawFineJewelleryBanner,
  drawHero,
  drawLooseStoneRow,
  drawRow,
} from './site-arrangements.ts';
import { buildBandPiece, drawBand } from './wedding-bands.ts';

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
