import { metals } from '@facet/contracts/lookups';
import type { CustomerVariant } from '@facet/contracts/products';
import { formatCarat, formatMillimetres } from '../../lib/format.ts';

/*
 * The product page's selectors: which metals, styles, centre
 * stones, widths and total carats a product comes in, and which variant a choice leads to.
 * Not every combination exists (staff may drop some), so a choice goes to the closest variant
 * that keeps it: the other attributes are kept in order of importance — metal, style, centre
 * stone shape, then the nearest carat, width and total carat.
 *
 * What the shopper chose and the variant shown could not keep (1.50 ct, then a shape made only
 * in 1.00 ct) travels in the address (?carat=1.5) and the page says so; the next choice starts
 * from it, so going back to a shape made in 1.50 ct brings 1.50 ct back. The address carries it
 * rather than the browser's memory: a page loaded without scripts says and keeps the same.
 */

export type VariantAttributes = Pick<
  CustomerVariant,
  'sku' | 'metal' | 'ringStyle' | 'centerStoneShape' | 'centerStoneCarat' | 'width' | 'totalCarat'
>;

export type SelectorKind = 'metal' | 'ringStyle' | 'centerStoneShape' | 'centerStoneCarat' | 'width' | 'totalCarat';

/** Choices the shopper made that a variant does not have, by attribute. */
export type UnmetChoices = Partial<Record<SelectorKind, string | number>>;

export interface SelectorOption<T extends string | number = string | number> {
  value: T;
  /** Where choosing this option goes. */
  sku: string;
  /** The shopper's choices that variant does not have: its link carries them. */
  unmet: UnmetChoices;
  selected: boolean;
  /** Whether the option exists with every other choice as it is now (otherwise others change too). */
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

/** The query key of each attribute, for a choice the variant shown does not have (?carat=1.5). */
export const choiceQueryKeys: Record<SelectorKind, string> = {
  metal: 'metal',
  ringStyle: 'style',
  centerStoneShape: 'shape',
  centerStoneCarat: 'carat',
  width: 'width',
  totalCarat: 'totalCarat',
};

function sameValue(a: string | number | null, b: string | number | null): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.round(a * 100) === Math.round(b * 100);
  return a === b;
}

/** How far a candidate is from the shopper's choices in one attribute: 0 when equal. */
function distance(kind: SelectorKind, chosen: VariantAttributes, candidate: VariantAttributes): number {
  const a = chosen[kind];
  const b = candidate[kind];
  if (sameValue(a, b)) return 0;
  if (numericKinds.has(kind) && typeof a === 'number' && typeof b === 'number') return Math.abs(a - b);
  return Number.POSITIVE_INFINITY;
}

/**
 * The variant to go to when the shopper picks `value` for `kind`: among the variants with that
 * value, the one that differs least from the shopper's choices (`chosen`: the variant shown,
 * with what it could not keep), comparing attributes in order of importance (a different metal
 * outweighs any carat). Ties keep the catalogue's order.
 */
export function findClosestVariant<V extends VariantAttributes>(
  variants: readonly V[],
  chosen: VariantAttributes,
  kind: SelectorKind,
  value: string | number | null,
): V | undefined {
  // A carat only means something with its shape: keep the shape when choosing a carat.
  const candidates = variants.filter(
    (variant) =>
      sameValue(variant[kind], value) &&
      (kind !== 'centerStoneCarat' || sameValue(variant.centerStoneShape, chosen.centerStoneShape)),
  );
  const pool = candidates.length > 0 ? candidates : variants.filter((variant) => sameValue(variant[kind], value));
  let best: V | undefined;
  let bestScore: number[] = [];
  for (const candidate of pool) {
    const score = kinds.filter((k) => k !== kind).map((k) => distance(k, chosen, candidate));
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

/** The shopper's choices: the variant shown, with what it could not keep. */
function withUnmet(shown: VariantAttributes, unmet: UnmetChoices): VariantAttributes {
  // Each choice was read for its own attribute (readUnmetChoices): a string for a name, a number for a weight.
  return { ...shown, ...unmet } as VariantAttributes;
}

/** What of the shopper's choices `target` does not have, leaving out the attribute just chosen. */
function unmetBy(target: VariantAttributes, chosen: VariantAttributes, kind: SelectorKind): UnmetChoices {
  const unmet: UnmetChoices = {};
  for (const k of kinds) {
    const wanted = chosen[k];
    if (k !== kind && wanted !== null && !sameValue(target[k], wanted)) unmet[k] = wanted;
  }
  return unmet;
}

/**
 * The choices in the address (?carat=1.5&shape=Oval) that the variant shown does not have and
 * the product does, spelled as the product spells them; anything else in the address is ignored.
 */
export function readUnmetChoices(
  variants: readonly VariantAttributes[],
  shown: VariantAttributes,
  query: URLSearchParams,
): UnmetChoices {
  const unmet: UnmetChoices = {};
  for (const kind of kinds) {
    const raw = query.get(choiceQueryKeys[kind])?.trim();
    if (!raw) continue;
    const typed = numericKinds.has(kind) ? Number(raw) : raw.toLowerCase();
    if (typeof typed === 'number' && !Number.isFinite(typed)) continue;
    const made = variants.find((variant) => {
      const value = variant[kind];
      return typeof value === 'string' ? value.toLowerCase() === typed : value !== null && sameValue(value, typed);
    });
    const value = made?.[kind];
    if (value !== undefined && value !== null && !sameValue(shown[kind], value)) unmet[kind] = value;
  }
  return unmet;
}

/** A variant's page keeping the shopper's unmet choices and ring size: /product/{sku}?carat=1.5&ringSize=6. */
export function variantHref(sku: string, unmet: UnmetChoices, ringSize?: string): string {
  const query = new URLSearchParams();
  for (const kind of kinds) {
    const value = unmet[kind];
    if (value !== undefined) query.set(choiceQueryKeys[kind], String(value));
  }
  if (ringSize) query.set('ringSize', ringSize);
  const search = query.toString();
  return `/product/${sku}${search ? `?${search}` : ''}`;
}

function optionsFor<T extends string | number>(
  variants: readonly VariantAttributes[],
  shown: VariantAttributes,
  chosen: VariantAttributes,
  kind: SelectorKind,
  values: readonly T[],
): SelectorOption<T>[] {
  // One value is no choice: the detail list says it instead.
  if (values.length < 2) return [];
  return values.flatMap((value) => {
    const target = findClosestVariant(variants, withUnmet(chosen, { [kind]: value }), kind, value);
    if (!target) return [];
    const unmet = unmetBy(target, chosen, kind);
    return [
      {
        value,
        sku: target.sku,
        unmet,
        selected: sameValue(shown[kind], value),
        exact: Object.keys(unmet).length === 0,
      },
    ];
  });
}

/**
 * Every selector of a product page, with the SKU each option leads to. `unmet`: the shopper's
 * choices the variant shown does not have (readUnmetChoices), which every option keeps where it can.
 */
export function buildVariantSelectors(
  variants: readonly VariantAttributes[],
  shown: VariantAttributes,
  unmet: UnmetChoices = {},
): VariantSelectors {
  const chosen = withUnmet(shown, unmet);
  const byNumber = (a: number, b: number) => a - b;
  const metalValues = distinctValues(variants.map((v) => v.metal)).sort(
    (a, b) => (metalOrder.get(a) ?? 99) - (metalOrder.get(b) ?? 99),
  );
  const caratsOfShape = variants.filter((v) => sameValue(v.centerStoneShape, shown.centerStoneShape));
  const options = <T extends string | number>(kind: SelectorKind, values: readonly T[]) =>
    optionsFor(variants, shown, chosen, kind, values);
  return {
    metal: options('metal', metalValues),
    ringStyle: options('ringStyle', distinctValues(variants.map((v) => v.ringStyle))),
    centerStoneShape: options('centerStoneShape', distinctValues(variants.map((v) => v.centerStoneShape))),
    centerStoneCarat: options(
      'centerStoneCarat',
      distinctValues(caratsOfShape.map((v) => v.centerStoneCarat)).sort(byNumber),
    ),
    width: options('width', distinctValues(variants.map((v) => v.width)).sort(byNumber)),
    totalCarat: options('totalCarat', distinctValues(variants.map((v) => v.totalCarat)).sort(byNumber)),
  };
}

/** An attribute's value as the page writes it: "Rose Gold", "1.50 ct", "2 mm", "1.00 ct tw". */
export function formatChoice(kind: SelectorKind, value: string | number): string {
  if (typeof value === 'string') return value;
  if (kind === 'width') return formatMillimetres(value);
  return kind === 'totalCarat' ? `${formatCarat(value)} tw` : formatCarat(value);
}

/** The shown variant's attribute, as the reason a choice is not made: "in Round", "in Rose Gold". */
function reasonOf(kind: SelectorKind, value: string | number): string {
  switch (kind) {
    case 'ringStyle':
      return `in the ${value} style`;
    case 'centerStoneCarat':
      return `with a ${formatChoice(kind, value)} centre stone`;
    case 'width':
    case 'totalCarat':
      return `at ${formatChoice(kind, value)}`;
    default:
      return `in ${value}`;
  }
}

const caratReasons: readonly SelectorKind[] = ['centerStoneShape', 'metal', 'ringStyle', 'width', 'totalCarat'];

/**
 * What the page says about each choice it could not keep, e.g. "1.50 ct isn’t made in Round —
 * showing 1.00 ct". The reason named is the first of the shown variant's attributes (for a
 * carat, its shape first) that no variant with the choice has.
 */
export function describeUnmetChoices(
  variants: readonly VariantAttributes[],
  shown: VariantAttributes,
  unmet: UnmetChoices,
): string[] {
  return kinds.flatMap((kind) => {
    const wanted = unmet[kind];
    const showing = shown[kind];
    if (wanted === undefined || showing === null) return [];
    // A carat belongs to its shape: its reason is the shape, or another attribute of that shape's variants.
    const order = kind === 'centerStoneCarat' ? caratReasons : kinds.filter((k) => k !== kind);
    const withWanted = variants.filter(
      (v) =>
        sameValue(v[kind], wanted) &&
        (kind !== 'centerStoneCarat' || sameValue(v.centerStoneShape, shown.centerStoneShape)),
    );
    const reason = order.find((k) => shown[k] !== null && !withWanted.some((v) => sameValue(v[k], shown[k])));
    const why = reason ? reasonOf(reason, shown[reason]!) : 'in this combination';
    return [`${formatChoice(kind, wanted)} isn’t made ${why} — showing ${formatChoice(kind, showing)}`];
  });
}
