import type { PictureView, ProductPictureSpec } from '@facet/artwork/product-pictures';
import {
  type GenderName,
  type JewellerySubTypeName,
  type MediaCategoryName,
  type MetalColour,
  metalByName,
  type MetalName,
  type RingStyleName,
  type StoneCategoryName,
  type StoneClarity,
  type StoneColour,
  type StoneCut,
  type StoneShapeName,
} from '@facet/contracts/lookups';
import { toBasisPoints, toMilligrams, toMinor } from '@facet/contracts/money';
import { bestDiscount, priceJewellery, type PricingRates } from '@facet/contracts/pricing';
import {
  generateCombinations,
  type ProductAttributes,
  skuFor,
  slugify,
  suggestWeight,
  toHundredths,
  type VariantCombination,
} from '@facet/contracts/product-variants';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { discounts, styleDiscounts } from '../schema/discounts.ts';
import * as lookupTables from '../schema/lookups.ts';
import { media } from '../schema/media.ts';
import { metals as metalsTable } from '../schema/metals.ts';
import { pricingParameters } from '../schema/pricing.ts';
import { productMedia, products, productVariants } from '../schema/products.ts';
import { users } from '../schema/users.ts';

/*
 * The demo catalogue: about sixty pieces across every sub type and metal, so collections and
 * landing pages look full and real on a fresh install. Everything here is data plus pure
 * functions (variants, weights, stone costs, pictures) so that a unit test can check the
 * catalogue against the menus without a database, and the picture renderer
 * (scripts/render-demo-media.ts) can draw exactly the pictures the seed points to.
 *
 * Prices are never written here: the seed reads the metal rates and pricing parameters in its
 * transaction and stores what priceJewellery makes of them, as the product service would.
 * This module runs in production from compiled JavaScript, so it imports nothing from
 * @facet/artwork at runtime: picture specs are plain data, checked against its types.
 */

export type DemoDiscountName = 'Festive Edit' | 'Last Pieces';

/** Product discounts, in percent (stored in basis points). */
export const demoDiscounts: readonly { name: DemoDiscountName; percent: number }[] = [
  { name: 'Festive Edit', percent: 10 },
  { name: 'Last Pieces', percent: 20 },
];

/** Style discounts, in percent: every variant of the style gets it unless its product's is larger. */
export const demoStyleDiscounts: readonly { style: RingStyleName; percent: number }[] = [
  { style: 'Vintage', percent: 15 },
];

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

/* ------------------------------------------------------------------------------------------ */
/* Variants: weights and stone costs                                                           */
/* ------------------------------------------------------------------------------------------ */

/** A number in [0, 1) from a string (FNV-1a): the same piece always gets the same "random" figures. */
function hashUnit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** A factor within ±spread of 1. */
function jitter(seed: string, spread: number): number {
  return 1 + (hashUnit(seed) * 2 - 1) * spread;
}

/*
 * Late-2026 Indian prices, INR. A centre stone's price grows faster than its weight (a
 * 1.5 ct diamond is rarer than two 0.75 ct ones): price = perCarat × carats ^ exponent.
 * Fancy shapes cost a little less than rounds, which lose more rough in cutting.
 */
export const centreStoneRates: Record<StoneCategoryName, { perCarat: number; exponent: number }> = {
  'Natural Diamond': { perCarat: 460_000, exponent: 1.6 },
  'Lab Grown Diamond': { perCarat: 42_000, exponent: 1.45 },
  Moissanite: { perCarat: 11_000, exponent: 1.25 },
};

/** Small stones (halo, pavé, eternity rows, tennis lines): INR per carat of total weight. */
export const accentStoneRates: Record<StoneCategoryName, number> = {
  'Natural Diamond': 80_000,
  'Lab Grown Diamond': 20_000,
  Moissanite: 7_000,
};

const FANCY_SHAPE_FACTOR = 0.9;
const CENTRE_SPREAD = 0.08;
const ACCENT_SPREAD = 0.1;
const WEIGHT_SPREAD = 0.03;

/** One centre stone, INR, rounded to ₹100. The seed names the stone, so each metal gets the same one. */
export function priceCentreStone(
  category: StoneCategoryName,
  shape: StoneShapeName,
  carat: number,
  seed: string,
): number {
  const rate = centreStoneRates[category];
  const shapeFactor = shape === 'Round' ? 1 : FANCY_SHAPE_FACTOR;
  const rupees = rate.perCarat * carat ** rate.exponent * shapeFactor * jitter(seed, CENTRE_SPREAD);
  return Math.round(rupees / 100) * 100;
}

/** Small stones of a total carat weight, INR, rounded to ₹10. */
export function priceAccentStones(category: StoneCategoryName, carats: number, seed: string): number {
  return Math.round((accentStoneRates[category] * carats * jitter(seed, ACCENT_SPREAD)) / 10) * 10;
}

export interface StoneCostParts {
  /** The centre stone(s) set in the piece: none for a setting. */
  readonly centre: number;
  /** Three-stone side stones. */
  readonly sides: number;
  /** Halo, pavé and rows of small stones. */
  readonly accents: number;
}

const PAIRED_SUB_TYPES: readonly JewellerySubTypeName[] = [
  'Diamond Earring',
  'Drop & Dangle',
  'Huggies & Hoops',
  'Crawler',
];

function accentCaratsFor(product: DemoProduct, combination: VariantCombination): number {
  const { accents } = product;
  if (accents === undefined) return 0;
  const base = typeof accents === 'number' ? accents : (accents[(combination.ringStyle ?? '') as RingStyleName] ?? 0);
  // A halo or a row of pavé grows with the stone it surrounds.
  return combination.centerStoneCarat ? base * Math.sqrt(combination.centerStoneCarat) : base;
}

/** What the stones of one variant cost the shop, INR, in parts. */
export function describeStoneCost(product: DemoProduct, combination: VariantCombination): StoneCostParts {
  const category = product.stone?.category;
  if (!category) return { centre: 0, sides: 0, accents: 0 };
  const shape = combination.centerStoneShape as StoneShapeName | null;
  const carat = combination.centerStoneCarat;
  let centre = 0;
  let sides = 0;
  if (shape && carat !== null) {
    const stoneSeed = `${product.name}|${shape}|${carat}`;
    if (product.hasAttachedStone) {
      const pairs =
        PAIRED_SUB_TYPES.includes(product.subType) ||
        combination.ringStyle === 'Two Stone' ||
        combination.ringStyle === 'Toi Et Moi';
      centre = priceCentreStone(category, shape, carat, stoneSeed) * (pairs ? 2 : 1);
    }
    // Side stones come with the piece, setting or not: they are part of its design.
    if (combination.ringStyle === 'Three Stone') {
      const sideShape: StoneShapeName = shape === 'Emerald' || shape === 'Asscher' ? shape : 'Round';
      const sideCarat = Math.max(0.1, Math.round(carat * 0.3 * 100) / 100);
      sides = 2 * priceCentreStone(category, sideShape, sideCarat, `${stoneSeed}|side`);
    }
  }
  const smallCarats =
    combination.totalCarat !== null && combination.totalCarat > 0
      ? combination.totalCarat
      : accentCaratsFor(product, combination);
  const accents =
    smallCarats > 0
      ? priceAccentStones(category, smallCarats, `${product.name}|${combination.ringStyle}|${smallCarats}`)
      : 0;
  return { centre, sides, accents };
}

export interface DemoVariant {
  readonly combination: VariantCombination;
  readonly sku: string;
  /** Milligrams. */
  readonly weight: number;
  /** Paise. */
  readonly stoneCost: number;
}

function matchesPattern(combination: VariantCombination, pattern: Partial<VariantCombination>): boolean {
  return (Object.keys(pattern) as (keyof VariantCombination)[]).every((key) => combination[key] === pattern[key]);
}

/**
 * The piece's weight in grams: the editor's suggestion (density, width) adjusted for what
 * it does not know — a bigger centre stone needs a bigger head, more carats in a line need
 * bigger links — and a little unevenness, as real castings have.
 */
function weighVariant(product: DemoProduct, combination: VariantCombination, sku: string): number {
  const { widthAttribute, centerStoneShapeAttribute, totalCaratAttribute } = product.attributes;
  let grams = suggestWeight(product.baseWeight, combination, widthAttribute);
  if (combination.centerStoneCarat !== null) {
    const smallest = Math.min(...centerStoneShapeAttribute.flatMap((stone) => stone.carats));
    grams *= 1 + 0.08 * (combination.centerStoneCarat - smallest);
  }
  if (combination.totalCarat !== null && totalCaratAttribute.length > 0) {
    grams *= (combination.totalCarat / Math.min(...totalCaratAttribute)) ** 0.25;
  }
  return grams * jitter(`${sku}|weight`, WEIGHT_SPREAD);
}

/** The variants of a demo product: its combinations, less those staff chose not to make. */
export function buildDemoVariants(product: DemoProduct): DemoVariant[] {
  return generateCombinations(product.attributes)
    .filter((combination) => !(product.omit ?? []).some((pattern) => matchesPattern(combination, pattern)))
    .map((combination) => {
      const sku = skuFor(product.name, combination);
      const parts = describeStoneCost(product, combination);
      return {
        combination,
        sku,
        weight: toMilligrams(weighVariant(product, combination, sku)),
        stoneCost: toMinor(parts.centre + parts.sides + parts.accents),
      };
    });
}

/* ------------------------------------------------------------------------------------------ */
/* Pictures                                                                                    */
/* ------------------------------------------------------------------------------------------ */

export interface DemoPicture {
  /** Folder name under packages/db/demo-media, and the media key after `demo/`. */
  readonly name: string;
  readonly colour: MetalColour;
  readonly category: MediaCategoryName;
  readonly view: PictureView;
  readonly spec: ProductPictureSpec;
}

const mediaCategoryOf: Record<MetalColour, MediaCategoryName> = { white: 'White', yellow: 'Yellow', rose: 'Rose' };

/** The metal colours a product comes in, in the order of its metals (its first metal's colour first). */
export function listDemoColours(product: DemoProduct): MetalColour[] {
  const colours = product.attributes.metalAttribute.map((name) => metalByName(name)?.colour ?? 'white');
  return [...new Set(colours)];
}

/**
 * A picture per metal colour, and for rings with a stone a second one from the side: a
 * setting's profile is what shoppers ask about most. Front views come first, so a product's
 * first picture in each colour is the one cards show.
 */
export function listDemoPictures(product: DemoProduct): DemoPicture[] {
  const slug = slugify(product.name);
  const colours = listDemoColours(product);
  const views: PictureView[] = product.picture.kind === 'ring' ? ['front', 'side'] : ['front'];
  return views.flatMap((view) =>
    colours.map((colour) => ({
      name: view === 'front' ? `${slug}-${colour}` : `${slug}-${colour}-${view}`,
      colour,
      category: mediaCategoryOf[colour],
      view,
      spec: product.picture,
    })),
  );
}

/** Every picture of the demo catalogue, for the renderer. */
export function listAllDemoPictures(): DemoPicture[] {
  return demoCatalogue.flatMap(listDemoPictures);
}

export const DEMO_MEDIA_KEY_PREFIX = 'demo/';
export const DEMO_PICTURE_SIZE = 800;

/* ------------------------------------------------------------------------------------------ */
/* Seeding                                                                                     */
/* ------------------------------------------------------------------------------------------ */

const DAY_MS = 24 * 60 * 60 * 1000;
const CATALOGUE_AGE_DAYS = 120;

/**
 * When a product was added: spread over the last ~120 days in an order unrelated to the
 * catalogue's, so "newest" mixes rings, earrings and bracelets as a real shop's would.
 */
export function demoCreateDate(index: number, now: Date): Date {
  const days = (index * 53) % CATALOGUE_AGE_DAYS;
  const hours = (index * 7) % 11;
  return new Date(now.getTime() - days * DAY_MS - hours * 60 * 60 * 1000);
}

type LookupTable = (typeof lookupTables)['ringStyles'];

async function readIds(db: Database, table: LookupTable | typeof lookupTables.jewellerySubTypes) {
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string): number => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`The demo catalogue needs "${name}": run the reference data first.`);
    return id;
  };
}

async function readRates(db: Database): Promise<PricingRates> {
  const [row] = await db.select().from(pricingParameters);
  if (!row) throw new Error('The demo catalogue needs the pricing parameters: run the reference data first.');
  return { conversion: row.conversion, charge: row.charge, shopDiscount: row.shopDiscount, profitRate: row.profitRate };
}

/** The demo discounts by name, as stored (an existing discount of the same name is kept as staff left it). */
async function ensureDiscounts(db: Database): Promise<Map<string, { id: number; discount: number }>> {
  await db
    .insert(discounts)
    .values(demoDiscounts.map((d) => ({ name: d.name, discount: toBasisPoints(d.percent) })))
    .onConflictDoNothing({ target: discounts.name });
  const rows = await db
    .select({ id: discounts.id, name: discounts.name, discount: discounts.discount })
    .from(discounts)
    .where(
      inArray(
        discounts.name,
        demoDiscounts.map((d) => d.name),
      ),
    );
  return new Map(rows.map((row) => [row.name, { id: row.id, discount: row.discount }]));
}

/** Every style discount in force (the demo's added unless staff set one already), by style name. */
async function ensureStyleDiscounts(db: Database, styleId: (name: string) => number): Promise<Map<string, number>> {
  await db
    .insert(styleDiscounts)
    .values(demoStyleDiscounts.map((d) => ({ ringStyleId: styleId(d.style), discount: toBasisPoints(d.percent) })))
    .onConflictDoNothing({ target: styleDiscounts.ringStyleId });
  const rows = await db
    .select({ name: lookupTables.ringStyles.name, discount: styleDiscounts.discount })
    .from(styleDiscounts)
    .innerJoin(lookupTables.ringStyles, eq(lookupTables.ringStyles.id, styleDiscounts.ringStyleId));
  return new Map(rows.map((row) => [row.name, row.discount]));
}

/**
 * Loads the demo catalogue as the product service would store it: attributes in API units,
 * variants with SKUs, weights in mg, stone costs in paise, carats and widths in hundredths,
 * and prices from the rates in this transaction. A product whose SKUs are already taken is
 * skipped, so running it twice adds nothing.
 */
export async function seedDemoCatalogue(db: Database): Promise<void> {
  const subTypeId = await readIds(db, lookupTables.jewellerySubTypes);
  const genderId = await readIds(db, lookupTables.genders);
  const stoneCategoryId = await readIds(db, lookupTables.stoneCategories);
  const ringStyleId = await readIds(db, lookupTables.ringStyles);
  const stoneShapeId = await readIds(db, lookupTables.stoneShapes);
  const mediaCategoryId = await readIds(db, lookupTables.mediaCategories);
  const metalRows = await db.select().from(metalsTable);
  const metalByRow = new Map(metalRows.map((row) => [row.name, row]));
  const rates = await readRates(db);
  const discountByName = await ensureDiscounts(db);
  const styleDiscountByName = await ensureStyleDiscounts(db, ringStyleId);
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'jewellery.manager@example.com'));

  const catalogue = demoCatalogue.map((product) => ({ product, variants: buildDemoVariants(product) }));
  const allSkus = catalogue.flatMap(({ variants }) => variants.map((v) => v.sku));
  const taken = new Set(
    (
      await db.select({ sku: productVariants.sku }).from(productVariants).where(inArray(productVariants.sku, allSkus))
    ).map((row) => row.sku),
  );
  const now = new Date();

  for (const [index, { product, variants }] of catalogue.entries()) {
    if (variants.some((variant) => taken.has(variant.sku))) continue;
    const createDate = demoCreateDate(index, now);
    const productDiscount = product.discount ? discountByName.get(product.discount) : undefined;
    const [row] = await db
      .insert(products)
      .values({
        name: product.name,
        description: product.description,
        subTypeId: subTypeId(product.subType),
        stoneCategoryId: product.stone ? stoneCategoryId(product.stone.category) : null,
        stoneColor: product.stone?.colour ?? null,
        stoneClarity: product.stone?.clarity ?? null,
        stoneCut: product.stone?.cut ?? null,
        baseWeight: toMilligrams(product.baseWeight),
        genderId: genderId(product.gender),
        discountId: productDiscount?.id ?? null,
        hasAttachedStone: product.hasAttachedStone,
        isListed: isDemoProductListed(product),
        attributes: product.attributes,
        createdBy: creator?.id ?? null,
        createDate,
        updateDate: createDate,
      })
      .returning({ id: products.id });
    const productId = row!.id;

    await db.insert(productVariants).values(
      variants.map((variant, position) => {
        const { combination } = variant;
        const metal = metalByRow.get(combination.metal);
        if (!metal) throw new Error(`The demo catalogue needs the metal ${combination.metal}.`);
        const discount = bestDiscount(
          productDiscount?.discount,
          combination.ringStyle ? styleDiscountByName.get(combination.ringStyle) : undefined,
        );
        const price = priceJewellery(
          {
            weightMg: variant.weight,
            metal: { pricePerUnit: metal.pricePerUnit, labour: metal.labour },
            stoneCost: variant.stoneCost,
          },
          rates,
          discount,
        );
        const hundredths = (value: number | null) => (value === null ? null : toHundredths(value));
        return {
          productId,
          sku: variant.sku,
          metalId: metal.id,
          ringStyleId: combination.ringStyle ? ringStyleId(combination.ringStyle) : null,
          centerStoneShapeId: combination.centerStoneShape ? stoneShapeId(combination.centerStoneShape) : null,
          centerStoneCarat: hundredths(combination.centerStoneCarat),
          width: hundredths(combination.width),
          totalCarat: hundredths(combination.totalCarat),
          weight: variant.weight,
          stoneCost: variant.stoneCost,
          discount,
          priceInr: price.inr.price,
          listPriceInr: price.inr.listPrice,
          priceUsd: price.usd.price,
          listPriceUsd: price.usd.listPrice,
          position,
          createDate,
          updateDate: createDate,
        };
      }),
    );

    const pictures = listDemoPictures(product);
    const keys = pictures.map((picture) => `${DEMO_MEDIA_KEY_PREFIX}${picture.name}`);
    await db
      .insert(media)
      .values(
        keys.map((key) => ({
          key,
          width: DEMO_PICTURE_SIZE,
          height: DEMO_PICTURE_SIZE,
          byteSize: 0,
          createDate,
        })),
      )
      .onConflictDoNothing({ target: media.key });
    const mediaRows = await db.select({ id: media.id, key: media.key }).from(media).where(inArray(media.key, keys));
    const mediaId = new Map(mediaRows.map((m) => [m.key, m.id]));
    await db
      .insert(productMedia)
      .values(
        pictures.map((picture, position) => ({
          productId,
          mediaId: mediaId.get(keys[position]!)!,
          mediaCategoryId: mediaCategoryId(picture.category),
          position,
        })),
      )
      .onConflictDoNothing();
  }
}
