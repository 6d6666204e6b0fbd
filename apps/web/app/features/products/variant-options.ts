import { metals } from '@facet/contracts/lookups';
import type { CustomerVariant } from '@facet/contracts/products';

/*
 * The product page's selectors: which metals, styles, centre
 * stones, widths and total carats a product comes in, and which variant a choice leads to.
 * Not every combination exists (staff may drop some), so a choice goes to the closest variant
 * that keeps it: the other attributes are kept in order of importance — metal, style, centre
 * stone shape, then the nearest carat, width and total carat.
 */

export type VariantAttributes = Pick<
  CustomerVariant,
  'sku' | 'metal' | 'ringStyle' | 'centerStoneShape' | 'centerStoneCarat' | 'width' | 'totalCarat'
>;

export type SelectorKind = 'metal' | 'ringStyle' | 'centerStoneShape' | 'centerStoneCarat' | 'width' | 'totalCarat';

export interface SelectorOption<T extends string | number = string | number> {
  value: T;
  /** Where choosing this option goes. */
  sku: string;
  selected: boolean;
  /** Whether the option exists with every other attribute as it is now (otherwise others change too). */
  exact: boolean;
}

export interface VariantSelectors {
  metal: SelectorOption<string>[];
  ringStyle: SelectorOption<string>[];
  centerStoneShape: SelectorOption<string>[];
  /** Carats of the current centre stone shape. */
  centerStoneCarat: SelectorOption<number>[];
  width: SelectorOption<number>[];
  totalCarat: SelectorOption<number>[];
}

const kinds: readonly SelectorKind[] = [
  'metal',
  'ringStyle',
  'centerStoneShape',
  'centerStoneCarat',
  'width',
  'totalCarat',
];
const numericKinds = new Set<SelectorKind>(['centerStoneCarat', 'width', 'totalCarat']);
const metalOrder = new Map<string, number>(metals.map((metal, index) => [metal.name, index]));

function sameValue(a: string | number | null, b: string | number | null): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.round(a * 100) === Math.round(b * 100);
  return a === b;
}

/** How far a candidate is from the current variant in one attribute: 0 when equal. */
function distance(kind: SelectorKind, current: VariantAttributes, candidate: VariantAttributes): number {
  const a = current[kind];
  const b = candidate[kind];
  if (sameValue(a, b)) return 0;
  if (numericKinds.has(kind) && typeof a === 'number' && typeof b === 'number') return Math.abs(a - b);
  return Number.POSITIVE_INFINITY;
}

/**
 * The variant to go to when the shopper picks `value` for `kind`: among the variants with that
 * value, the one that differs least from the current variant, comparing attributes in order of
 * importance (a different metal outweighs any carat). Ties keep the catalogue's order.
 */
export function findClosestVariant<V extends VariantAttributes>(
  variants: readonly V[],
  current: VariantAttributes,
  kind: SelectorKind,
  value: string | number | null,
): V | undefined {
  // A carat only means something with its shape: keep the shape when choosing a carat.
  const candidates = variants.filter(
    (variant) =>
      sameValue(variant[kind], value) &&
      (kind !== 'centerStoneCarat' || sameValue(variant.centerStoneShape, current.centerStoneShape)),
  );
  const pool = candidates.length > 0 ? candidates : variants.filter((variant) => sameValue(variant[kind], value));
  let best: V | undefined;
  let bestScore: number[] = [];
  for (const candidate of pool) {
    const score = kinds.filter((k) => k !== kind).map((k) => distance(k, current, candidate));
    if (!best || isLess(score, bestScore)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function isLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i]! < b[i]!) return true;
    if (a[i]! > b[i]!) return false;
  }
  return false;
}

function distinctValues<T extends string | number>(values: readonly (T | null)[]): T[] {
  const seen: T[] = [];
  for (const value of values) {
    if (value !== null && !seen.some((known) => sameValue(known, value))) seen.push(value);
  }
  return seen;
}

function optionsFor<T extends string | number>(
  variants: readonly VariantAttributes[],
  current: VariantAttributes,
  kind: SelectorKind,
  values: readonly T[],
): SelectorOption<T>[] {
  // One value is no choice: the detail list says it instead.
  if (values.length < 2) return [];
  return values.flatMap((value) => {
    const target = findClosestVariant(variants, current, kind, value);
    if (!target) return [];
    const exact = kinds.every((k) => k === kind || sameValue(target[k], current[k]));
    return [{ value, sku: target.sku, selected: sameValue(current[kind], value), exact }];
  });
}

/** Every selector of a product page, with the SKU each option leads to. */
export function buildVariantSelectors(
  variants: readonly VariantAttributes[],
  current: VariantAttributes,
): VariantSelectors {
  const byNumber = (a: number, b: number) => a - b;
  const metalValues = distinctValues(variants.map((v) => v.metal)).sort(
    (a, b) => (metalOrder.get(a) ?? 99) - (metalOrder.get(b) ?? 99),
  );
  const caratsOfShape = variants.filter((v) => sameValue(v.centerStoneShape, current.centerStoneShape));
  return {
    metal: optionsFor(variants, current, 'metal', metalValues),
    ringStyle: optionsFor(variants, current, 'ringStyle', distinctValues(variants.map((v) => v.ringStyle))),
    centerStoneShape: optionsFor(
      variants,
      current,
      'centerStoneShape',
      distinctValues(variants.map((v) => v.centerStoneShape)),
    ),
    centerStoneCarat: optionsFor(
      variants,
      current,
      'centerStoneCarat',
      distinctValues(caratsOfShape.map((v) => v.centerStoneCarat)).sort(byNumber),
    ),
    width: optionsFor(variants, current, 'width', distinctValues(variants.map((v) => v.width)).sort(byNumber)),
    totalCarat: optionsFor(
      variants,
      current,
      'totalCarat',
      distinctValues(variants.map((v) => v.totalCarat)).sort(byNumber),
    ),
  };
}
