import { labClassic, naturalClassic, naturalFine, naturalMelee } from './catalogue-grades.ts';
import { AG, createAttributes, PT, RG, WG, YG } from './catalogue-shorthand.ts';
import type { DemoProduct } from './demo-product.ts';

/** The wedding bands. */
export const weddingBands: DemoProduct[] = [
  {
    name: 'Heirloom Court Band',
    description:
      'The classic wedding band: a gently domed court profile, comfortable all day and polished to a mirror. ' +
      'Made in three widths, so a pair can match without being identical.',
    subType: 'Wedding Band',
    gender: 'Unisex',
    hasAttachedStone: true,
    baseWeight: 2.4,
    attributes: createAttributes({
      metalAttribute: [YG, WG, RG, PT],
      ringStyleAttribute: ['Classic'],
      widthAttribute: [2, 4, 6],
    }),
    omit: [{ metal: RG, width: 6 }],
    picture: { kind: 'band', style: 'classic', widthMm: 4 },
  },
  {
    name: 'Marlowe Cigar Band',
    description:
      'A bold, flat-edged cigar band that wears like a statement and feels like a classic. Six or eight millimetres wide.',
    subType: 'Wedding Band',
    gender: 'Unisex',
    hasAttachedStone: true,
    baseWeight: 7,
    attributes: createAttributes({
      metalAttribute: [YG, WG, AG],
      ringStyleAttribute: ['Cigar Band'],
      widthAttribute: [6, 8],
    }),
    picture: { kind: 'band', style: 'cigar-band', widthMm: 6.5 },
  },
  {
    name: 'Saanvi Pavé Band',
    description:
      'Three rows of tiny pavé diamonds on a slim band, made to sit flush against an engagement ring. ' +
      'Choose pavé all the way across the top, or a single row halfway round.',
    subType: 'Wedding Band',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 2.6,
    accents: { Pave: 0.3, 'Diamonds Halfway': 0.25 },
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      ringStyleAttribute: ['Pave', 'Diamonds Halfway'],
      widthAttribute: [2.2],
    }),
    picture: { kind: 'band', style: 'pave', widthMm: 2.6 },
  },
  {
    name: 'Celeste Eternity Band',
    description:
      'Round brilliant diamonds set shoulder to shoulder, all the way round or halfway for everyday comfort. ' +
      'Natural diamonds, F colour, VS1.',
    subType: 'Wedding Band',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: true,
    baseWeight: 3,
    accents: { 'Diamonds All Around': 1, 'Diamonds Halfway': 0.5 },
    attributes: createAttributes({
      metalAttribute: [WG, PT, YG],
      ringStyleAttribute: ['Diamonds All Around', 'Diamonds Halfway'],
      widthAttribute: [2.5],
    }),
    picture: { kind: 'band', style: 'diamonds-all-around', widthMm: 2.6 },
  },
  {
    name: 'Lumière Prong Band',
    description:
      'Each lab-grown diamond held by its own delicate claws, so more of every stone meets the light. ' +
      'Prong-set across the top, or diamonds all around.',
    subType: 'Wedding Band',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 2.4,
    accents: { Prong: 0.5, 'Diamonds All Around': 1 },
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      ringStyleAttribute: ['Prong', 'Diamonds All Around'],
      widthAttribute: [2],
    }),
    picture: { kind: 'band', style: 'eternity', widthMm: 2.4 },
  },
  {
    name: 'Ivy Laurel Band',
    description:
      'A slender band wreathed in polished leaves, with a few diamonds among them. ' +
      'Also made as a contour that curves around the head of an engagement ring.',
    subType: 'Wedding Band',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 2.3,
    accents: 0.06,
    attributes: createAttributes({
      metalAttribute: [YG, RG, WG],
      ringStyleAttribute: ['Nature', 'Containment'],
      widthAttribute: [2],
    }),
    picture: { kind: 'band', style: 'nature', widthMm: 2 },
  },
  {
    name: 'Sia Open Band',
    description:
      'An open band finished with a bezel-set diamond at each end, to wear alone or to cradle an engagement ring. ' +
      'Choose it polished, or twined with tiny leaves.',
    subType: 'Wedding Band',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 1.9,
    accents: 0.1,
    discount: 'Last Pieces',
    attributes: createAttributes({
      metalAttribute: [RG, YG, WG],
      ringStyleAttribute: ['Open Cuff', 'Nature'],
      widthAttribute: [1.6],
    }),
    picture: { kind: 'band', style: 'open-cuff', widthMm: 1.6 },
  },
  {
    name: 'Aria Contour Band',
    description:
      'A band that dips to follow the line of your engagement ring, so the two sit together without a gap. ' +
      'Set with claw-held diamonds or a fine line of pavé.',
    subType: 'Wedding Band',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 2.5,
    accents: { Containment: 0.2, Prong: 0.35, Pave: 0.3 },
    attributes: createAttributes({
      metalAttribute: [WG, RG],
      ringStyleAttribute: ['Containment', 'Prong', 'Pave'],
      widthAttribute: [2],
    }),
    picture: { kind: 'band', style: 'diamonds-halfway', widthMm: 2.4 },
  },
  {
    name: 'Mehr Polished Band',
    description:
      'A fine, plain band in high polish, closed as a classic ring or open at the top as a modern cuff. ' +
      'Light enough to stack, strong enough for every day.',
    subType: 'Wedding Band',
    gender: 'Female',
    hasAttachedStone: true,
    baseWeight: 2.2,
    attributes: createAttributes({
      metalAttribute: [YG, RG, WG],
      ringStyleAttribute: ['Classic', 'Open Cuff'],
      widthAttribute: [1.8],
    }),
    picture: { kind: 'band', style: 'knife-edge', widthMm: 2 },
  },
  {
    name: 'Atlas Solid Band',
    description:
      'A heavy, solid band with real weight in the hand, in a soft court profile or a flat, modern solid finish. ' +
      'Five or seven millimetres wide.',
    subType: 'Wedding Band',
    gender: 'Male',
    hasAttachedStone: true,
    baseWeight: 7.5,
    attributes: createAttributes({
      metalAttribute: [YG, WG, PT],
      ringStyleAttribute: ['Solid', 'Classic'],
      widthAttribute: [5, 7],
    }),
    picture: { kind: 'band', style: 'classic', widthMm: 6 },
  },
  {
    name: 'Orion Diamond Band',
    description:
      'A six-millimetre band with a line of flush-set diamonds across the top, or a brushed two-tone designer finish. ' +
      'Masculine, quiet and made to last.',
    subType: 'Wedding Band',
    gender: 'Male',
    stone: naturalMelee,
    hasAttachedStone: true,
    baseWeight: 8.5,
    accents: { Diamonds: 0.3 },
    attributes: createAttributes({
      metalAttribute: [PT, WG, YG],
      ringStyleAttribute: ['Diamonds', 'Designer'],
      widthAttribute: [6],
    }),
    picture: { kind: 'band', style: 'diamonds-halfway', widthMm: 6 },
  },
  {
    name: 'Kabir Two-Tone Band',
    description:
      'A band with a contrasting stripe of white or yellow gold through the centre. Designer detail, solid construction.',
    subType: 'Wedding Band',
    gender: 'Male',
    hasAttachedStone: true,
    baseWeight: 8.2,
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      ringStyleAttribute: ['Designer', 'Solid'],
      widthAttribute: [6],
    }),
    picture: { kind: 'band', style: 'designer', widthMm: 6 },
  },
  {
    name: 'Rudra Cigar Band',
    description:
      'An eight-millimetre cigar band, plain or with three rows of pavé diamonds across its face. ' +
      'In 18K yellow gold, platinum or sterling silver.',
    subType: 'Wedding Band',
    gender: 'Unisex',
    stone: naturalMelee,
    hasAttachedStone: true,
    baseWeight: 9.5,
    accents: { Diamonds: 0.5 },
    attributes: createAttributes({
      metalAttribute: [YG, PT, AG],
      ringStyleAttribute: ['Cigar Band', 'Diamonds'],
      widthAttribute: [8],
    }),
    picture: { kind: 'band', style: 'pave', widthMm: 7.5 },
  },
];
