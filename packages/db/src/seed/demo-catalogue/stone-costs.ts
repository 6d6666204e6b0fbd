import type { JewellerySubTypeName, RingStyleName, StoneCategoryName, StoneShapeName } from '@facet/contracts/lookups';
import type { VariantCombination } from '@facet/contracts/product-variants';
import { jitter } from './jitter.ts';
import type { DemoProduct } from './demo-product.ts';

/* What the stones of a demo piece cost the shop: centre stones, side stones and accents. */

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

/** The carat weight a setting's own stones are made around, whatever centre stone the shopper adds. */
const SETTING_DESIGN_CARAT = 1;

interface CentreStone {
  readonly shape: StoneShapeName;
  readonly carat: number;
}

/**
 * The centre stone a piece's side stones and accents are sized for. A finished piece's are
 * made around the stone set in it. A setting's are part of its design, made once around a
 * one-carat stone of its first shape, so its stone cost stays the same whichever centre
 * stone the shopper buys for it (findSettingStoneCostProblems).
 */
function designCentreFor(product: DemoProduct, combination: VariantCombination): CentreStone | null {
  const shape = combination.centerStoneShape as StoneShapeName | null;
  const carat = combination.centerStoneCarat;
  if (!shape || carat === null) return null;
  if (product.hasAttachedStone) return { shape, carat };
  const designShape = product.attributes.centerStoneShapeAttribute[0]?.shape ?? shape;
  return { shape: designShape as StoneShapeName, carat: SETTING_DESIGN_CARAT };
}

function accentCaratsFor(product: DemoProduct, combination: VariantCombination, centre: CentreStone | null): number {
  const { accents } = product;
  if (accents === undefined) return 0;
  const base = typeof accents === 'number' ? accents : (accents[(combination.ringStyle ?? '') as RingStyleName] ?? 0);
  // A halo or a row of pavé grows with the stone it surrounds.
  return centre ? base * Math.sqrt(centre.carat) : base;
}

/** What the stones of one variant cost the shop, INR, in parts. */
export function describeStoneCost(product: DemoProduct, combination: VariantCombination): StoneCostParts {
  const category = product.stone?.category;
  if (!category) return { centre: 0, sides: 0, accents: 0 };
  const shape = combination.centerStoneShape as StoneShapeName | null;
  const carat = combination.centerStoneCarat;
  let centre = 0;
  if (shape && carat !== null && product.hasAttachedStone) {
    const pairs =
      PAIRED_SUB_TYPES.includes(product.subType) ||
      combination.ringStyle === 'Two Stone' ||
      combination.ringStyle === 'Toi Et Moi';
    centre = priceCentreStone(category, shape, carat, `${product.name}|${shape}|${carat}`) * (pairs ? 2 : 1);
  }
  const design = designCentreFor(product, combination);
  let sides = 0;
  // Side stones come with the piece, setting or not: they are part of its design.
  if (design && combination.ringStyle === 'Three Stone') {
    const sideShape: StoneShapeName = design.shape === 'Emerald' || design.shape === 'Asscher' ? design.shape : 'Round';
    const sideCarat = Math.max(0.1, Math.round(design.carat * 0.3 * 100) / 100);
    const sideSeed = `${product.name}|${design.shape}|${design.carat}|side`;
    sides = 2 * priceCentreStone(category, sideShape, sideCarat, sideSeed);
  }
  const smallCarats =
    combination.totalCarat !== null && combination.totalCarat > 0
      ? combination.totalCarat
      : accentCaratsFor(product, combination, design);
  const accents =
    smallCarats > 0
      ? priceAccentStones(category, smallCarats, `${product.name}|${combination.ringStyle}|${smallCarats}`)
      : 0;
  return { centre, sides, accents };
}
