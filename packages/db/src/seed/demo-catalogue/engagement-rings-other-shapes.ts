import { labClassic, moissanite, naturalClassic, naturalExceptional, naturalFine } from './catalogue-grades.ts';
import { AG, createAttributes, PT, RG, WG, YG } from './catalogue-shorthand.ts';
import type { DemoProduct } from './demo-product.ts';

/**
 * More engagement rings in those styles, in other shapes and stones (a hexagon and a moissanite
 * solitaire, a heart halo, …).
 */
export const engagementRingsInOtherShapes: DemoProduct[] = [
  {
    name: 'Zara Hexagon Solitaire',
    description:
      'A six-claw setting made for the hexagon cut, the most architectural of modern diamond shapes. ' +
      'Plain polished metal lets the outline speak; sold as a setting.',
    subType: 'Engagement Ring',
    gender: 'Female',
    hasAttachedStone: false,
    baseWeight: 2.8,
    attributes: createAttributes({
      metalAttribute: [YG, WG, RG],
      ringStyleAttribute: ['Solitaire'],
      centerStoneShapeAttribute: [{ shape: 'Hexagon', carats: [1, 1.5] }],
      widthAttribute: [1.8],
    }),
    picture: { kind: 'ring', style: 'solitaire', shape: 'Hexagon', bandWidthMm: 1.8 },
  },
  {
    name: 'Hestia Halo Ring',
    description:
      'A cushion or radiant halo setting on a pavé band, built to make a modest centre stone look generous. ' +
      'Natural accent diamonds; the centre diamond is yours to choose.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: false,
    baseWeight: 3.3,
    accents: 0.3,
    attributes: createAttributes({
      metalAttribute: [WG, RG, YG, PT],
      ringStyleAttribute: ['Halo'],
      centerStoneShapeAttribute: [
        { shape: 'Cushion', carats: [1, 1.5] },
        { shape: 'Radiant', carats: [1] },
      ],
    }),
    omit: [{ metal: PT, centerStoneShape: 'Radiant' }],
    picture: { kind: 'ring', style: 'halo', shape: 'Cushion' },
  },
  {
    name: 'Luna Moissanite Solitaire',
    description:
      'A brilliant moissanite in a classic four-claw solitaire, with more fire than a diamond at a fraction of the price. ' +
      'In 925 sterling silver or 18K white gold.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: moissanite,
    hasAttachedStone: true,
    baseWeight: 2.8,
    attributes: createAttributes({
      metalAttribute: [AG, WG],
      ringStyleAttribute: ['Solitaire'],
      centerStoneShapeAttribute: [
        { shape: 'Round', carats: [1, 2] },
        { shape: 'Oval', carats: [1] },
      ],
      widthAttribute: [1.8],
    }),
    picture: { kind: 'ring', style: 'solitaire', shape: 'Oval', category: 'moissanite', bandWidthMm: 1.8 },
  },
  {
    name: 'Stella Heart Halo Ring',
    description:
      'A heart-shaped lab-grown diamond ringed with pavé, on a band set with diamonds to the shoulders. Romantic without apology.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 3.2,
    accents: 0.25,
    attributes: createAttributes({
      metalAttribute: [RG, WG, AG],
      ringStyleAttribute: ['Halo'],
      centerStoneShapeAttribute: [{ shape: 'Heart', carats: [1, 1.5] }],
    }),
    picture: { kind: 'ring', style: 'halo', shape: 'Heart', category: 'lab' },
  },
  {
    name: 'Rosalind Milgrain Ring',
    description:
      'Beaded milgrain, a halo of tiny diamonds and scrolls engraved into the band: old-world romance for a cushion or oval diamond. ' +
      'A setting, finished by hand in our Mumbai workshop.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: false,
    baseWeight: 3.6,
    accents: 0.2,
    attributes: createAttributes({
      metalAttribute: [RG, YG, PT],
      ringStyleAttribute: ['Vintage'],
      centerStoneShapeAttribute: [
        { shape: 'Cushion', carats: [1] },
        { shape: 'Oval', carats: [1] },
      ],
      widthAttribute: [2.3],
    }),
    picture: { kind: 'ring', style: 'vintage', shape: 'Cushion' },
  },
  {
    name: 'Aanya Three Stone Ring',
    description:
      'A three-stone setting for an oval or round diamond, its two round side diamonds already set. ' +
      'Add a centre diamond from our loose stones to finish it.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: false,
    baseWeight: 3.4,
    attributes: createAttributes({
      metalAttribute: [YG, WG, PT],
      ringStyleAttribute: ['Three Stone'],
      centerStoneShapeAttribute: [
        { shape: 'Oval', carats: [1, 1.5] },
        { shape: 'Round', carats: [1] },
      ],
      widthAttribute: [2],
    }),
    picture: { kind: 'ring', style: 'three-stone', shape: 'Oval' },
  },
  {
    name: 'Willow Leaf Ring',
    description:
      'An oval or elongated cushion lab-grown diamond nestled among gold leaves, for someone who would rather be in a garden than a ballroom.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 3.1,
    accents: 0.1,
    attributes: createAttributes({
      metalAttribute: [YG, RG],
      ringStyleAttribute: ['Nature'],
      centerStoneShapeAttribute: [
        { shape: 'Oval', carats: [0.75, 1] },
        { shape: 'Elongated Cushion', carats: [1] },
      ],
    }),
    picture: { kind: 'ring', style: 'nature', shape: 'Oval', category: 'lab' },
  },
  {
    name: 'Kiara Two Stone Ring',
    description:
      'Two oval diamonds set side by side, or turned to meet at an angle in the toi et moi manner. ' +
      'Natural diamonds of half or three-quarters of a carat each, G colour, VS1.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: { ...naturalClassic, clarity: 'VS1' },
    hasAttachedStone: true,
    baseWeight: 3.1,
    attributes: createAttributes({
      metalAttribute: [YG, RG],
      ringStyleAttribute: ['Two Stone', 'Toi Et Moi'],
      centerStoneShapeAttribute: [{ shape: 'Oval', carats: [0.5, 0.75] }],
    }),
    picture: { kind: 'ring', style: 'toi-et-moi', shape: 'Oval' },
  },
  {
    name: 'Ophelia Hidden Halo Ring',
    description:
      'An oval or pear diamond on fine claws over a concealed halo: a pure solitaire from above, a flash of pavé from the side. ' +
      'Natural diamonds, E colour, VVS2.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalExceptional,
    hasAttachedStone: true,
    baseWeight: 3,
    accents: 0.15,
    attributes: createAttributes({
      metalAttribute: [WG, PT],
      ringStyleAttribute: ['Hidden Halo'],
      centerStoneShapeAttribute: [
        { shape: 'Oval', carats: [1, 1.5] },
        { shape: 'Pear', carats: [1] },
      ],
      widthAttribute: [1.8],
    }),
    picture: { kind: 'ring', style: 'hidden-halo', shape: 'Pear', bandWidthMm: 1.8 },
  },
  {
    name: 'Leela Pavé Ring',
    description:
      'An emerald-cut or hexagon moissanite on a band of pavé moissanite, in rose or yellow gold or sterling silver. All the brilliance, easily within reach.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: moissanite,
    hasAttachedStone: true,
    baseWeight: 3.2,
    accents: 0.2,
    attributes: createAttributes({
      metalAttribute: [RG, YG, AG],
      ringStyleAttribute: ['Pave'],
      centerStoneShapeAttribute: [
        { shape: 'Emerald', carats: [1] },
        { shape: 'Hexagon', carats: [1] },
      ],
    }),
    picture: { kind: 'ring', style: 'pave', shape: 'Emerald', category: 'moissanite' },
  },
];
