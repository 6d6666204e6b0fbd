import { type JewelleryTypeName, metalByName } from './lookups.ts';
import type { variantCombination } from './products.ts';
import type { z } from './zod.ts';

/*
 * A product's attributes and the variants they make: every combination of its
 * metals, ring styles, centre stones (shape and carats), widths and total carats. Pure rules,
 * shared by the back-office editor (which generates and previews) and the server (which
 * checks and stores). Carats and millimetres travel as numbers with up to 2 decimals and are
 * stored in hundredths.
 */

export type AttributeKind = 'metal' | 'ringStyle' | 'centerStone' | 'width' | 'totalCarat';

/** Which attributes a kind of jewellery has (metal always). */
export const attributeKindsByType: Record<JewelleryTypeName, readonly AttributeKind[]> = {
  Ring: ['metal', 'ringStyle', 'centerStone', 'width', 'totalCarat'],
  Earring: ['metal', 'centerStone', 'totalCarat'],
  Pendant: ['metal', 'centerStone', 'totalCarat'],
  Necklace: ['metal', 'centerStone', 'totalCarat'],
  Bracelet: ['metal', 'width', 'totalCarat'],
};

export const attributeLabels: Record<AttributeKind, string> = {
  metal: 'Metals',
  ringStyle: 'Ring styles',
  centerStone: 'Centre stones',
  width: 'Widths',
  totalCarat: 'Total carats',
};

export interface CenterStoneAttribute {
  shape: string;
  carats: number[];
}

/** The attribute lists of a product, as the jewellery draft names them. */
export interface ProductAttributes {
  metalAttribute: string[];
  ringStyleAttribute: string[];
  centerStoneShapeAttribute: CenterStoneAttribute[];
  widthAttribute: number[];
  totalCaratAttribute: number[];
}

/**
 * Whether a piece comes complete with its stones (the draft's hasAttachedStone, the
 * /collections/complete-product list) rather than being a setting for a loose stone. A piece
 * with no centre stone has nothing to wait for, so it is complete whatever the box says.
 */
export function comesComplete(
  hasAttachedStone: boolean,
  attributes: Pick<ProductAttributes, 'centerStoneShapeAttribute'>,
): boolean {
  return hasAttachedStone || attributes.centerStoneShapeAttribute.length === 0;
}

/** What tells one variant of a product from another (its schema: products.ts). */
export type VariantCombination = z.infer<typeof variantCombination>;

/** Most combinations a product may have: beyond this the editor and the shop become unusable. */
export const MAX_VARIANTS_PER_PRODUCT = 400;

export const toHundredths = (value: number) => Math.round(value * 100);
export const fromHundredths = (value: number) => value / 100;

function orNull<T>(values: readonly T[]): (T | null)[] {
  return values.length > 0 ? [...values] : [null];
}

/** Every combination, in the order staff listed the values: metal, style, centre stone, width, total carat. */
export function generateCombinations(attributes: ProductAttributes): VariantCombination[] {
  const centreStones = attributes.centerStoneShapeAttribute.flatMap((stone) =>
    stone.carats.map((carat) => ({ shape: stone.shape, carat })),
  );
  const combinations: VariantCombination[] = [];
  for (const metal of attributes.metalAttribute) {
    for (const ringStyle of orNull(attributes.ringStyleAttribute)) {
      for (const stone of orNull(centreStones)) {
        for (const width of orNull(attributes.widthAttribute)) {
          for (const totalCarat of orNull(attributes.totalCaratAttribute)) {
            combinations.push({
              metal,
              ringStyle,
              centerStoneShape: stone?.shape ?? null,
              centerStoneCarat: stone?.carat ?? null,
              width,
              totalCarat,
            });
          }
        }
      }
    }
  }
  return combinations;
}

export function countCombinations(attributes: ProductAttributes): number {
  const stones = attributes.centerStoneShapeAttribute.reduce((sum, stone) => sum + stone.carats.length, 0);
  const factor = (n: number) => Math.max(1, n);
  return (
    attributes.metalAttribute.length *
    factor(attributes.ringStyleAttribute.length) *
    factor(stones) *
    factor(attributes.widthAttribute.length) *
    factor(attributes.totalCaratAttribute.length)
  );
}

/** A stable key of a combination, to match an edited variant with a stored one. */
export function combinationKey(combination: VariantCombination): string {
  const number = (value: number | null) => (value === null ? '' : String(toHundredths(value)));
  return [
    combination.metal,
    combination.ringStyle ?? '',
    combination.centerStoneShape ?? '',
    number(combination.centerStoneCarat),
    number(combination.width),
    number(combination.totalCarat),
  ].join('|');
}

/** Why a combination does not fit the product's attributes, or null when it does. */
export function findCombinationProblem(combination: VariantCombination, attributes: ProductAttributes): string | null {
  const hundredths = (values: readonly number[]) => values.map(toHundredths);
  if (!attributes.metalAttribute.includes(combination.metal)) {
    return `${combination.metal} is not one of the product's metals`;
  }
  const stylesGiven = attributes.ringStyleAttribute.length > 0;
  if (stylesGiven ? !attributes.ringStyleAttribute.includes(combination.ringStyle ?? '') : combination.ringStyle) {
    return `the ring style ${combination.ringStyle ?? '(none)'} is not one of the product's styles`;
  }
  const stonesGiven = attributes.centerStoneShapeAttribute.length > 0;
  const stone = attributes.centerStoneShapeAttribute.find((s) => s.shape === combination.centerStoneShape);
  if (stonesGiven) {
    if (!stone || combination.centerStoneCarat === null) return 'the centre stone is not one of the product’s';
    if (!hundredths(stone.carats).includes(toHundredths(combination.centerStoneCarat))) {
      return `a ${combination.centerStoneCarat} ct ${stone.shape} centre stone is not one of the product’s`;
    }
  } else if (combination.centerStoneShape || combination.centerStoneCarat !== null) {
    return 'the product has no centre stone';
  }
  const widthsGiven = attributes.widthAttribute.length > 0;
  if (
    widthsGiven
      ? combination.width === null || !hundredths(attributes.widthAttribute).includes(toHundredths(combination.width))
      : combination.width !== null
  ) {
    return `the width ${combination.width ?? '(none)'} mm is not one of the product’s`;
  }
  const totalsGiven = attributes.totalCaratAttribute.length > 0;
  if (
    totalsGiven
      ? combination.totalCarat === null ||
        !hundredths(attributes.totalCaratAttribute).includes(toHundredths(combination.totalCarat))
      : combination.totalCarat !== null
  ) {
    return `the total carat weight ${combination.totalCarat ?? '(none)'} is not one of the product’s`;
  }
  return null;
}

/** Lower-case, hyphen-joined words: "925 Sterling Silver" → "925-sterling-silver". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\.(?![0-9])|(?<![0-9])\./g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

function formatNumber(value: number): string {
  return String(fromHundredths(toHundredths(value)));
}

/**
 * The SKU is the lower-case, hyphen-joined name, metal, ring style, centre stone
 * (carats and name), width in mm and total carats — e.g.
 * "aurora-yellow-gold-halo-1.5ct-oval-2mm-1.75ctw". Given once, when the variant is made,
 * and kept.
 */
export function skuFor(productName: string, combination: VariantCombination): string {
  const parts = [productName, combination.metal];
  if (combination.ringStyle) parts.push(combination.ringStyle);
  if (combination.centerStoneShape && combination.centerStoneCarat !== null) {
    parts.push(`${formatNumber(combination.centerStoneCarat)}ct ${combination.centerStoneShape}`);
  }
  if (combination.width !== null) parts.push(`${formatNumber(combination.width)}mm`);
  if (combination.totalCarat !== null) parts.push(`${formatNumber(combination.totalCarat)}ctw`);
  return slugify(parts.join(' '));
}

/** A variant in words, for tables and the cart: "Yellow Gold · Halo · 1.5 ct Oval · 2 mm · 1.75 ct tw". */
export function describeCombination(combination: VariantCombination): string {
  const parts = [combination.metal];
  if (combination.ringStyle) parts.push(combination.ringStyle);
  if (combination.centerStoneShape && combination.centerStoneCarat !== null) {
    parts.push(`${formatNumber(combination.centerStoneCarat)} ct ${combination.centerStoneShape}`);
  }
  if (combination.width !== null) parts.push(`${formatNumber(combination.width)} mm`);
  if (combination.totalCarat !== null) parts.push(`${formatNumber(combination.totalCarat)} ct tw`);
  return parts.join(' · ');
}

const REFERENCE_DENSITY = 15.5;

/**
 * A starting weight for a new variant: the product's base weight is given in 18K gold at its
 * narrowest width; other metals weigh in proportion to their density, wider bands in
 * proportion to their width. Staff adjust it; it is only a suggestion.
 */
export function suggestWeight(baseWeight: number, combination: VariantCombination, widths: readonly number[]): number {
  const density = metalByName(combination.metal)?.density ?? REFERENCE_DENSITY;
  const narrowest = widths.length > 0 ? Math.min(...widths) : null;
  const widthFactor = narrowest && combination.width ? combination.width / narrowest : 1;
  return Math.round(baseWeight * (density / REFERENCE_DENSITY) * widthFactor * 1000) / 1000;
}
