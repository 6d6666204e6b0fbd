import { labClassic, labFine, naturalClassic, naturalFine } from './catalogue-grades.ts';
import { createAttributes, PT, RG, WG, YG } from './catalogue-shorthand.ts';
import type { DemoProduct } from './demo-product.ts';

/**
 * One engagement ring of each of the menus' ring styles (halo, solitaire, hidden halo, three stone, vintage,
 * nature, toi et moi, two stone, pavé, side stone).
 */
export const engagementRingsOfEachStyle: DemoProduct[] = [
  {
    name: 'Aurora Halo Ring',
    description:
      'An oval or round diamond framed by a halo of pavé that makes the centre look a full size larger. ' +
      'Diamonds run halfway down each shoulder, so the ring catches the light from every side.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: true,
    baseWeight: 3.4,
    accents: 0.3,
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      ringStyleAttribute: ['Halo'],
      centerStoneShapeAttribute: [
        { shape: 'Oval', carats: [1, 1.5] },
        { shape: 'Round', carats: [1] },
      ],
      widthAttribute: [1.8],
    }),
    picture: { kind: 'ring', style: 'halo', shape: 'Oval', bandWidthMm: 1.8 },
  },
  {
    name: 'Elara Solitaire Ring',
    description:
      'Four slender claws lift your diamond high above a softly tapered band, so nothing competes with the stone. ' +
      'Choose it plain, or with a hidden halo that only shows in profile. A setting: pair it with a loose diamond of your choice.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: false,
    baseWeight: 2.9,
    accents: { 'Hidden Halo': 0.12 },
    attributes: createAttributes({
      metalAttribute: [WG, YG, PT],
      ringStyleAttribute: ['Solitaire', 'Hidden Halo'],
      centerStoneShapeAttribute: [{ shape: 'Round', carats: [1, 1.5] }],
      widthAttribute: [1.8],
    }),
    picture: { kind: 'ring', style: 'solitaire', shape: 'Round', bandWidthMm: 1.8 },
  },
  {
    name: 'Isla Hidden Halo Ring',
    description:
      'A ring of micro-pavé tucked beneath the girdle of a cushion or elongated cushion diamond: a secret sparkle seen from the side. ' +
      'Sold as a setting, made to order for the diamond you choose.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: false,
    baseWeight: 3.1,
    accents: 0.15,
    attributes: createAttributes({
      metalAttribute: [WG, YG],
      ringStyleAttribute: ['Hidden Halo'],
      centerStoneShapeAttribute: [
        { shape: 'Elongated Cushion', carats: [1, 1.5] },
        { shape: 'Cushion', carats: [1] },
      ],
      widthAttribute: [2],
    }),
    picture: { kind: 'ring', style: 'hidden-halo', shape: 'Elongated Cushion' },
  },
  {
    name: 'Seraphine Three Stone Ring',
    description:
      'An emerald- or Asscher-cut diamond flanked by two matching step-cut side stones: past, present and future in clean, architectural lines. ' +
      'Natural diamonds, F colour, VS1 clarity.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: true,
    baseWeight: 3.6,
    attributes: createAttributes({
      metalAttribute: [PT, WG, YG],
      ringStyleAttribute: ['Three Stone'],
      centerStoneShapeAttribute: [
        { shape: 'Emerald', carats: [1] },
        { shape: 'Asscher', carats: [1] },
      ],
      widthAttribute: [2],
    }),
    picture: { kind: 'ring', style: 'three-stone', shape: 'Emerald' },
  },
  {
    name: 'Marguerite Vintage Ring',
    description:
      'Milgrain edges, hand-engraved scrolls and a halo of tiny diamonds in the spirit of an Edwardian heirloom. ' +
      'A setting for a round or Asscher-cut diamond.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: false,
    baseWeight: 3.8,
    accents: 0.25,
    discount: 'Festive Edit',
    attributes: createAttributes({
      metalAttribute: [WG, RG],
      ringStyleAttribute: ['Vintage'],
      centerStoneShapeAttribute: [
        { shape: 'Round', carats: [0.5, 1] },
        { shape: 'Asscher', carats: [1] },
      ],
      widthAttribute: [2.3],
    }),
    picture: { kind: 'ring', style: 'vintage', shape: 'Round' },
  },
  {
    name: 'Juniper Vine Ring',
    description:
      'Polished leaves climb each shoulder towards the centre stone, with a few diamonds caught among them like morning dew. ' +
      'Designed for marquise and pear diamonds; sold as a setting.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: false,
    baseWeight: 3,
    accents: 0.08,
    attributes: createAttributes({
      metalAttribute: [YG, RG, WG],
      ringStyleAttribute: ['Nature'],
      centerStoneShapeAttribute: [
        { shape: 'Marquise', carats: [1] },
        { shape: 'Pear', carats: [1] },
      ],
    }),
    picture: { kind: 'ring', style: 'nature', shape: 'Marquise' },
  },
  {
    name: 'Duet Toi et Moi Ring',
    description:
      'Two lab-grown diamonds of the same cut, pears or hearts, set cheek to cheek on a softly twisting band: you and me, in one ring. ' +
      'Each stone is E colour, VVS2.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: labFine,
    hasAttachedStone: true,
    baseWeight: 3.2,
    attributes: createAttributes({
      metalAttribute: [YG, RG, WG],
      ringStyleAttribute: ['Toi Et Moi'],
      centerStoneShapeAttribute: [
        { shape: 'Pear', carats: [0.75, 1] },
        { shape: 'Heart', carats: [0.75] },
      ],
    }),
    picture: { kind: 'ring', style: 'toi-et-moi', shape: 'Pear', category: 'lab' },
  },
  {
    name: 'Amara Two Stone Ring',
    description:
      'Two emerald- or marquise-cut lab-grown diamonds set on the diagonal, one for each of you. ' +
      'Crisp claws and a slim band keep the look modern.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 3.3,
    attributes: createAttributes({
      metalAttribute: [YG, WG, PT],
      ringStyleAttribute: ['Two Stone'],
      centerStoneShapeAttribute: [
        { shape: 'Emerald', carats: [1] },
        { shape: 'Marquise', carats: [1] },
      ],
      widthAttribute: [1.8],
    }),
    picture: { kind: 'ring', style: 'toi-et-moi', shape: 'Emerald', category: 'lab', bandWidthMm: 1.8 },
  },
  {
    name: 'Valentina Pavé Ring',
    description:
      'A setting for round and princess diamonds whose band glitters with pavé right up to the head, or with larger side stones if you prefer. ' +
      'Natural accent diamonds, G colour, VS2.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: false,
    baseWeight: 3.2,
    accents: { Pave: 0.25, 'Side Stone': 0.35 },
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      ringStyleAttribute: ['Pave', 'Side Stone'],
      centerStoneShapeAttribute: [
        { shape: 'Round', carats: [1] },
        { shape: 'Princess', carats: [1] },
      ],
      widthAttribute: [2.2],
    }),
    picture: { kind: 'ring', style: 'pave', shape: 'Princess', bandWidthMm: 2.2 },
  },
  {
    name: 'Noor Side Stone Ring',
    description:
      'A radiant or princess-cut diamond with graduated diamonds down each shoulder. ' +
      'Bright and geometric, in platinum or white gold to make every stone look whiter still.',
    subType: 'Engagement Ring',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: true,
    baseWeight: 3.4,
    accents: 0.4,
    attributes: createAttributes({
      metalAttribute: [PT, WG],
      ringStyleAttribute: ['Side Stone'],
      centerStoneShapeAttribute: [
        { shape: 'Radiant', carats: [1, 1.5] },
        { shape: 'Princess', carats: [1] },
      ],
      widthAttribute: [2.3],
    }),
    picture: { kind: 'ring', style: 'side-stone', shape: 'Radiant' },
  },
];
