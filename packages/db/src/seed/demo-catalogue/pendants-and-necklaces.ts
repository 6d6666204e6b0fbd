import { labClassic, labFine, moissanite, naturalClassic, naturalFine } from './catalogue-grades.ts';
import { AG, createAttributes, PT, RG, WG, YG } from './catalogue-shorthand.ts';
import type { DemoProduct } from './demo-product.ts';

/** The pendants and necklaces. */
export const pendantsAndNecklaces: DemoProduct[] = [
  {
    name: 'Aanchal Halo Pendant',
    description:
      'A round diamond in a halo of pavé on a fine cable chain, adjustable to 16 or 18 inches. Natural diamonds, F colour, VS1.',
    subType: 'Diamond Pendant',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: true,
    baseWeight: 3.4,
    accents: 0.15,
    discount: 'Festive Edit',
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      centerStoneShapeAttribute: [{ shape: 'Round', carats: [0.5, 1] }],
    }),
    picture: { kind: 'pendant', shape: 'Round' },
  },
  {
    name: 'Lumen Pear Pendant',
    description:
      'A pear-shaped lab-grown diamond, point up, in a delicate halo that catches the light at the collarbone.',
    subType: 'Diamond Pendant',
    gender: 'Female',
    stone: labFine,
    hasAttachedStone: true,
    baseWeight: 3.3,
    accents: 0.15,
    attributes: createAttributes({
      metalAttribute: [YG, WG],
      centerStoneShapeAttribute: [{ shape: 'Pear', carats: [0.5, 1] }],
    }),
    picture: { kind: 'pendant', shape: 'Pear', category: 'lab' },
  },
  {
    name: 'Heartstring Pendant',
    description: 'A heart-shaped moissanite ringed with tiny stones, on a chain of sterling silver or gold.',
    subType: 'Diamond Pendant',
    gender: 'Female',
    stone: moissanite,
    hasAttachedStone: true,
    baseWeight: 3.2,
    accents: 0.12,
    attributes: createAttributes({
      metalAttribute: [RG, AG, WG],
      centerStoneShapeAttribute: [{ shape: 'Heart', carats: [0.5, 0.75] }],
    }),
    picture: { kind: 'pendant', shape: 'Heart', category: 'moissanite' },
  },
  {
    name: 'Maharani Riviera Necklace',
    description:
      'A river of graduated round diamonds, each in its own four-claw box, largest at the front. For weddings, galas and grand entrances.',
    subType: 'Necklace',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 14,
    attributes: createAttributes({
      metalAttribute: [WG, YG],
      totalCaratAttribute: [5, 8],
    }),
    picture: { kind: 'necklace', style: 'riviera' },
  },
  {
    name: 'Tara Station Necklace',
    description: 'Seven bezel-set diamonds spaced along a fine chain: light, modern and made to layer.',
    subType: 'Necklace',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 5.5,
    discount: 'Festive Edit',
    attributes: createAttributes({
      metalAttribute: [YG, RG, WG],
      totalCaratAttribute: [0.5, 1],
    }),
    picture: { kind: 'necklace', style: 'station' },
  },
  {
    name: 'Nakshatra Riviera Necklace',
    description: 'Ten carats of lab-grown diamonds in a graduated line, with the drama of a heirloom riviera.',
    subType: 'Necklace',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 16,
    isListed: false,
    attributes: createAttributes({
      metalAttribute: [WG, PT],
      totalCaratAttribute: [10],
    }),
    picture: { kind: 'necklace', style: 'riviera', category: 'lab' },
  },
];
