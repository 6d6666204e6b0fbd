import { labClassic, labFine, naturalClassic, naturalFine } from './catalogue-grades.ts';
import { createAttributes, PT, RG, WG, YG } from './catalogue-shorthand.ts';
import type { DemoProduct } from './demo-product.ts';

/** The other rings: eternity and anniversary rings, bridal sets and couple bands. */
export const fineRings: DemoProduct[] = [
  {
    name: 'Everlasting Eternity Ring',
    description:
      'A full circle of matched round diamonds, for the anniversary that deserves more than flowers. Natural diamonds, F colour, VS1.',
    subType: 'Eternity Ring',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: true,
    baseWeight: 3.2,
    attributes: createAttributes({
      metalAttribute: [WG, PT, YG],
      ringStyleAttribute: ['Diamonds All Around'],
      widthAttribute: [2.5],
      totalCaratAttribute: [1, 2],
    }),
    picture: { kind: 'band', style: 'eternity', widthMm: 2.6 },
  },
  {
    name: 'Sitara Eternity Ring',
    description:
      'Lab-grown diamonds all the way round in a slim or slightly bolder band. Stack it with a wedding band, or let it shine alone.',
    subType: 'Eternity Ring',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 2.8,
    attributes: createAttributes({
      metalAttribute: [YG, RG, WG],
      ringStyleAttribute: ['Diamonds All Around'],
      widthAttribute: [2.2, 3],
      totalCaratAttribute: [1.5],
    }),
    picture: { kind: 'band', style: 'diamonds-all-around', widthMm: 2.4 },
  },
  {
    name: 'Milestone Half Eternity Ring',
    description:
      'Diamonds across the top half of the band, where they show, and smooth metal beneath, where it matters for comfort. ' +
      'A quiet way to mark the years.',
    subType: 'Anniversary Ring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 3,
    attributes: createAttributes({
      metalAttribute: [YG, WG, RG],
      ringStyleAttribute: ['Diamonds Halfway'],
      widthAttribute: [2.5],
      totalCaratAttribute: [0.5, 0.75],
    }),
    picture: { kind: 'band', style: 'diamonds-halfway', widthMm: 3 },
  },
  {
    name: 'Trilogy Anniversary Ring',
    description:
      'Three round diamonds in a row, one for each chapter so far. A natural-diamond centre of a third or half a carat, F colour, VS1.',
    subType: 'Anniversary Ring',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: true,
    baseWeight: 3.2,
    attributes: createAttributes({
      metalAttribute: [YG, PT, WG],
      ringStyleAttribute: ['Three Stone'],
      centerStoneShapeAttribute: [{ shape: 'Round', carats: [0.3, 0.5] }],
      widthAttribute: [2],
    }),
    picture: { kind: 'ring', style: 'three-stone', shape: 'Round' },
  },
  {
    name: 'Vivaah Bridal Set',
    description:
      'A halo engagement ring and its matching pavé wedding band, made together so they sit perfectly side by side. ' +
      'Natural diamonds throughout.',
    subType: 'Bridal Ring Set',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 6.2,
    accents: 0.45,
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      ringStyleAttribute: ['Bridal Ring Set'],
      centerStoneShapeAttribute: [
        { shape: 'Round', carats: [1] },
        { shape: 'Oval', carats: [1] },
      ],
    }),
    picture: { kind: 'bridal-set', style: 'halo', shape: 'Round', bandStyle: 'pave' },
  },
  {
    name: 'Ananta Bridal Set',
    description:
      'A cushion lab-grown diamond over a hidden halo, paired with a band of diamonds set halfway round. One decision, beautifully made.',
    subType: 'Bridal Ring Set',
    gender: 'Female',
    stone: labFine,
    hasAttachedStone: true,
    baseWeight: 5.8,
    accents: 0.4,
    attributes: createAttributes({
      metalAttribute: [RG, PT],
      ringStyleAttribute: ['Bridal Ring Set'],
      centerStoneShapeAttribute: [{ shape: 'Cushion', carats: [1, 1.5] }],
    }),
    picture: {
      kind: 'bridal-set',
      style: 'hidden-halo',
      shape: 'Cushion',
      bandStyle: 'diamonds-halfway',
      category: 'lab',
    },
  },
  {
    name: 'Saath Couple Bands',
    description:
      'His and hers court bands in the same metal and finish, the wider for him and the slimmer for her. Priced as a pair.',
    subType: 'Couple Band',
    gender: 'Unisex',
    hasAttachedStone: true,
    baseWeight: 6.5,
    discount: 'Festive Edit',
    attributes: createAttributes({
      metalAttribute: [YG, RG, PT],
      ringStyleAttribute: ['Classic'],
      widthAttribute: [3, 4],
    }),
    picture: { kind: 'band-pair', wide: { style: 'classic', widthMm: 5 }, slim: { style: 'classic', widthMm: 3 } },
  },
  {
    name: 'Jodi Couple Bands',
    description:
      'A two-tone designer band for him and a slim half-eternity band for her, made to be worn together for life.',
    subType: 'Couple Band',
    gender: 'Unisex',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 9,
    attributes: createAttributes({
      metalAttribute: [YG, WG, RG],
      ringStyleAttribute: ['Designer'],
      widthAttribute: [5],
      totalCaratAttribute: [0.25],
    }),
    picture: {
      kind: 'band-pair',
      wide: { style: 'designer', widthMm: 6 },
      slim: { style: 'diamonds-halfway', widthMm: 2.6 },
    },
  },
];
