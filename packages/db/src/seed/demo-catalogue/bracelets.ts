import { labClassic, moissanite, naturalClassic } from './catalogue-grades.ts';
import { AG, createAttributes, RG, WG, YG } from './catalogue-shorthand.ts';
import type { DemoProduct } from './demo-product.ts';

/** The bracelets: tennis bracelets and bangles. */
export const bracelets: DemoProduct[] = [
  {
    name: 'Linea Tennis Bracelet',
    description:
      'A continuous line of matched natural diamonds in square links, with a hidden box clasp and a safety catch.',
    subType: 'Tennis',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 11,
    attributes: createAttributes({
      metalAttribute: [WG, YG],
      widthAttribute: [3],
      totalCaratAttribute: [3, 5],
    }),
    picture: { kind: 'bracelet', style: 'tennis' },
  },
  {
    name: 'Riya Tennis Bracelet',
    description: 'Lab-grown diamonds in a supple line that moves with the wrist. Two or four carats in all.',
    subType: 'Tennis',
    gender: 'Unisex',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 10,
    discount: 'Last Pieces',
    attributes: createAttributes({
      metalAttribute: [WG, RG, AG],
      totalCaratAttribute: [2, 4],
    }),
    picture: { kind: 'bracelet', style: 'tennis' },
  },
  {
    name: 'Sterling Moissanite Tennis Bracelet',
    description: 'Five carats of moissanite in sterling silver or white gold, for everyday sparkle.',
    subType: 'Tennis',
    gender: 'Female',
    stone: moissanite,
    hasAttachedStone: true,
    baseWeight: 9,
    isListed: false,
    attributes: createAttributes({
      metalAttribute: [AG, WG],
      totalCaratAttribute: [5],
    }),
    picture: { kind: 'bracelet', style: 'tennis' },
  },
  {
    name: 'Kangan Diamond Bangle',
    description:
      'A solid, rounded bangle with two staggered rows of diamonds across the front. Made in two widths, in 18K gold.',
    subType: 'Bangles',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 14,
    attributes: createAttributes({
      metalAttribute: [YG, RG],
      widthAttribute: [4, 5],
      totalCaratAttribute: [0.75],
    }),
    picture: { kind: 'bracelet', style: 'bangle' },
  },
  {
    name: 'Zoya Open Cuff Bangle',
    description:
      'A slim open cuff that slips on from the side, finished with a bezel-set lab-grown diamond at each end.',
    subType: 'Bangles',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 9,
    attributes: createAttributes({
      metalAttribute: [YG, WG, RG, AG],
      widthAttribute: [3],
      totalCaratAttribute: [0.4],
    }),
    picture: { kind: 'bracelet', style: 'cuff' },
  },
];
