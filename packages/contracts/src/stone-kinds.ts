import type { StoneCategoryName } from './lookups.ts';

/*
 * What a stone is, in the words a shopper reads. The categories keep their short stored names
 * ("Lab Grown Diamond"); everything a shopper reads names a stone through `stoneKindName`, so a
 * laboratory-grown stone is never called a diamond alone, as consumer law and the BIS ask.
 */

export const LAB_GROWN_CATEGORY: StoneCategoryName = 'Lab Grown Diamond';

/** How a laboratory-grown diamond was grown; `unknown` when the supplier did not say. */
export const growthMethods = ['CVD', 'HPHT', 'unknown'] as const;
export type GrowthMethod = (typeof growthMethods)[number];

export function isLabGrown(category: string | null | undefined): boolean {
  return category === LAB_GROWN_CATEGORY;
}

const kindNames: Record<StoneCategoryName, { one: string; many: string }> = {
  'Natural Diamond': { one: 'Natural diamond', many: 'Natural diamonds' },
  'Lab Grown Diamond': { one: 'Laboratory-grown diamond', many: 'Laboratory-grown diamonds' },
  Moissanite: { one: 'Moissanite', many: 'Moissanite' },
};

/** "Natural diamond", "Laboratory-grown diamond", "Moissanite": a category as a shopper reads it. */
export function stoneKindName(category: string): string {
  return kindNames[category as StoneCategoryName]?.one ?? category;
}

/** "Natural diamonds", "Laboratory-grown diamonds", "Moissanite": a category as a list names it. */
export function stoneKindPlural(category: string): string {
  return kindNames[category as StoneCategoryName]?.many ?? category;
}

/** "Laboratory-grown diamond, CVD"; the kind alone when the growth method is not known or not one. */
export function stoneKindWithGrowth(category: string, growthMethod: GrowthMethod | null): string {
  const kind = stoneKindName(category);
  return isLabGrown(category) && growthMethod && growthMethod !== 'unknown' ? `${kind}, ${growthMethod}` : kind;
}

/** The growth method a stone of this category reads as: `unknown` for a laboratory-grown one without one. */
export function growthMethodOf(category: string, growthMethod: GrowthMethod | null): GrowthMethod | null {
  return isLabGrown(category) ? (growthMethod ?? 'unknown') : null;
}

export const GROWTH_METHOD_CHOICES = `must be ${growthMethods.slice(0, -1).join(', ')} or ${growthMethods.at(-1)}`;
export const GROWTH_METHOD_ONLY_LAB_GROWN =
  'only laboratory-grown diamonds have a growth method; leave it empty for natural diamonds and moissanite';

/** Reads a growth method in any case ("cvd", " Hpht "); null for nothing; undefined for a word that is none. */
export function readGrowthMethod(value: string | null | undefined): GrowthMethod | null | undefined {
  const key = (value ?? '').trim().toLowerCase();
  if (!key) return null;
  return growthMethods.find((method) => method.toLowerCase() === key);
}
