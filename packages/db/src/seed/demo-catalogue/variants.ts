import { toMilligrams, toMinor } from '@facet/contracts/money';
import {
  generateCombinations,
  skuFor,
  suggestWeight,
  type VariantCombination,
} from '@facet/contracts/product-variants';
import { jitter } from './jitter.ts';
import type { DemoProduct } from './demo-product.ts';
import { describeStoneCost } from './stone-costs.ts';

/* A demo product's variants: its combinations, each with a SKU, a weight and a stone cost. */

/** Castings vary a little: a variant's weight is within ±3 % of the computed one. */
const WEIGHT_SPREAD = 0.03;

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
