import type { ProductPictureSpec } from '@facet/artwork/product-pictures';
import type {
  GenderName,
  JewellerySubTypeName,
  MetalName,
  RingStyleName,
  StoneCategoryName,
  StoneClarity,
  StoneColour,
  StoneCut,
} from '@facet/contracts/lookups';
import type { ProductAttributes, VariantCombination } from '@facet/contracts/product-variants';
import type { DemoDiscountName } from './discounts.ts';

/*
 * The demo catalogue's products: about sixty pieces across every sub type and metal, so
 * collections and landing pages look full and real on a fresh install. Plain data, so that a
 * unit test can check the catalogue against the menus without a database and the picture
 * renderer (scripts/render-demo-media.ts) can draw exactly the pictures the seed points to.
 * Variants, weights, stone costs and pictures are derived from it (variants.ts, stone-costs.ts,
 * pictures.ts); seed-demo-catalogue.ts writes it all to the database.
 *
 * It runs in production from compiled JavaScript, so it imports nothing from @facet/artwork at
 * runtime: picture specs are plain data, checked against its types.
 */

export interface DemoStoneGrade {
  readonly category: StoneCategoryName;
  readonly colour: StoneColour;
  readonly clarity: StoneClarity;
  readonly cut: StoneCut;
}

export interface DemoProduct {
  readonly name: string;
  readonly description: string;
  readonly subType: JewellerySubTypeName;
  readonly gender: GenderName;
  /** The grade of the piece's stones — of its accents, for a setting; none for plain metal. */
  readonly stone?: DemoStoneGrade;
  /** False for engagement-ring settings that wait for a loose centre stone; true for every finished piece. */
  readonly hasAttachedStone: boolean;
  /** Grams, in 18K gold at the narrowest width (what staff enter). */
  readonly baseWeight: number;
  readonly attributes: ProductAttributes;
  /**
   * Carats of small stones (halo, pavé, side rows) for a one-carat centre, or per ring style
   * when only some styles have them. Pieces priced by total carat weight leave this out.
   */
  readonly accents?: number | Partial<Record<RingStyleName, number>>;
  /** Combinations staff chose not to make: a combination matching every field of one is dropped. */
  readonly omit?: readonly Partial<VariantCombination>[];
  readonly discount?: DemoDiscountName;
  readonly isListed?: boolean;
  readonly picture: ProductPictureSpec;
}

const WG: MetalName = 'White Gold';
const YG: MetalName = 'Yellow Gold';
const RG: MetalName = 'Rose Gold';
const PT: MetalName = 'Platinum';
const AG: MetalName = '925 Sterling Silver';

const naturalFine: DemoStoneGrade = { category: 'Natural Diamond', colour: 'F', clarity: 'VS1', cut: 'Excellent' };
const naturalExceptional: DemoStoneGrade = { category: 'Natural Diamond', colour: 'E', clarity: 'VVS2', cut: 'Ideal' };
const naturalClassic: DemoStoneGrade = { category: 'Natural Diamond', colour: 'G', clarity: 'VS2', cut: 'Excellent' };
const naturalMelee: DemoStoneGrade = { category: 'Natural Diamond', colour: 'H', clarity: 'SI1', cut: 'Very Good' };
const labFine: DemoStoneGrade = { category: 'Lab Grown Diamond', colour: 'E', clarity: 'VVS2', cut: 'Ideal' };
const labClassic: DemoStoneGrade = { category: 'Lab Grown Diamond', colour: 'F', clarity: 'VS1', cut: 'Ideal' };
const moissanite: DemoStoneGrade = { category: 'Moissanite', colour: 'D', clarity: 'VVS1', cut: 'Excellent' };

function createAttributes(values: Partial<ProductAttributes>): ProductAttributes {
  return {
    metalAttribute: [],
    ringStyleAttribute: [],
    centerStoneShapeAttribute: [],
    widthAttribute: [],
    totalCaratAttribute: [],
    ...values,
  };
}

const engagementRings: DemoProduct[] = [
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

const weddingBands: DemoProduct[] = [
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

const fineJewellery: DemoProduct[] = [
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
  {
    name: 'Solène Round Studs',
    description:
      'Round brilliant diamonds in four-claw baskets: the earrings you will wear more than any other. Natural diamonds, G colour, VS1.',
    subType: 'Diamond Earring',
    gender: 'Unisex',
    stone: { ...naturalClassic, clarity: 'VS1' },
    hasAttachedStone: true,
    baseWeight: 1.2,
    attributes: createAttributes({
      metalAttribute: [WG, YG, PT],
      centerStoneShapeAttribute: [{ shape: 'Round', carats: [0.25, 0.5, 0.75] }],
    }),
    picture: { kind: 'earrings', style: 'studs', shape: 'Round' },
  },
  {
    name: 'Ira Princess Studs',
    description: 'Crisp princess-cut lab-grown diamonds with a clean, square outline. Modern, bright and easy to wear.',
    subType: 'Diamond Earring',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 1.1,
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      centerStoneShapeAttribute: [{ shape: 'Princess', carats: [0.5, 1] }],
    }),
    picture: { kind: 'earrings', style: 'studs', shape: 'Princess', category: 'lab' },
  },
  {
    name: 'Opaline Oval Studs',
    description:
      'Oval moissanite studs that look larger than their carat weight and throw rainbow fire in candlelight.',
    subType: 'Diamond Earring',
    gender: 'Female',
    stone: moissanite,
    hasAttachedStone: true,
    baseWeight: 1.2,
    discount: 'Last Pieces',
    attributes: createAttributes({
      metalAttribute: [WG, RG],
      centerStoneShapeAttribute: [{ shape: 'Oval', carats: [0.5, 1] }],
    }),
    picture: { kind: 'earrings', style: 'studs', shape: 'Oval', category: 'moissanite' },
  },
  {
    name: 'Petal Heart Studs',
    description: 'Heart-shaped natural diamonds in slim claws, a sweet gift for a first anniversary.',
    subType: 'Diamond Earring',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 1.1,
    isListed: false,
    attributes: createAttributes({
      metalAttribute: [RG, YG],
      centerStoneShapeAttribute: [{ shape: 'Heart', carats: [0.25, 0.5] }],
    }),
    picture: { kind: 'earrings', style: 'studs', shape: 'Heart' },
  },
  {
    name: 'Cascade Pear Drops',
    description:
      'A pear-shaped diamond in a halo, swinging from a round diamond stud. Made for evenings, and for the sangeet.',
    subType: 'Drop & Dangle',
    gender: 'Female',
    stone: naturalFine,
    hasAttachedStone: true,
    baseWeight: 2.8,
    accents: 0.3,
    attributes: createAttributes({
      metalAttribute: [WG, YG, RG],
      centerStoneShapeAttribute: [{ shape: 'Pear', carats: [0.5, 0.75] }],
    }),
    picture: { kind: 'earrings', style: 'drop', shape: 'Pear' },
  },
  {
    name: 'Rani Oval Drops',
    description: 'Oval lab-grown diamonds framed in pavé, hanging below a diamond stud on a fine gold link.',
    subType: 'Drop & Dangle',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 3,
    accents: 0.3,
    attributes: createAttributes({
      metalAttribute: [YG, RG],
      centerStoneShapeAttribute: [{ shape: 'Oval', carats: [0.5, 1] }],
    }),
    picture: { kind: 'earrings', style: 'drop', shape: 'Oval', category: 'lab' },
  },
  {
    name: 'Orbit Pavé Huggies',
    description:
      'Small hoops that hug the lobe, set with natural diamonds along the front. A hinged post clicks shut securely.',
    subType: 'Huggies & Hoops',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 3.2,
    discount: 'Festive Edit',
    attributes: createAttributes({
      metalAttribute: [YG, WG, RG],
      totalCaratAttribute: [0.25, 0.5],
    }),
    picture: { kind: 'earrings', style: 'hoops', shape: 'Round' },
  },
  {
    name: 'Marine Drive Hoops',
    description:
      'Larger hoops set with lab-grown diamonds down the front, bright enough to be seen across the promenade.',
    subType: 'Huggies & Hoops',
    gender: 'Unisex',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 4.5,
    attributes: createAttributes({
      metalAttribute: [WG, YG],
      totalCaratAttribute: [0.75, 1],
    }),
    picture: { kind: 'earrings', style: 'hoops', shape: 'Round', category: 'lab', hoopDiameterMm: 20 },
  },
  {
    name: 'Constellation Crawlers',
    description: 'Graduated diamonds that climb the ear from a marquise at the lobe, like stars along a curve of sky.',
    subType: 'Crawler',
    gender: 'Female',
    stone: naturalClassic,
    hasAttachedStone: true,
    baseWeight: 1.8,
    attributes: createAttributes({
      metalAttribute: [YG, WG, RG],
      totalCaratAttribute: [0.4],
    }),
    picture: { kind: 'earrings', style: 'crawler', shape: 'Marquise' },
  },
  {
    name: 'Gulmohar Ear Climbers',
    description:
      'A pear-shaped lab-grown diamond leads a trail of smaller stones up the ear. No second piercing needed.',
    subType: 'Crawler',
    gender: 'Female',
    stone: labClassic,
    hasAttachedStone: true,
    baseWeight: 1.6,
    attributes: createAttributes({
      metalAttribute: [RG, YG],
      totalCaratAttribute: [0.3, 0.5],
    }),
    picture: { kind: 'earrings', style: 'crawler', shape: 'Pear', category: 'lab' },
  },
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

export const demoCatalogue: readonly DemoProduct[] = [...engagementRings, ...weddingBands, ...fineJewellery];

export function isDemoProductListed(product: DemoProduct): boolean {
  return product.isListed !== false;
}
