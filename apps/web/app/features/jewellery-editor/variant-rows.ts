import {
  combinationKey,
  generateCombinations,
  skuFor,
  suggestWeight,
  type VariantCombination,
} from '@facet/contracts/product-variants';
import type { ProductVariantRecord } from '@facet/contracts/products';
import { parseDecimal } from '../../lib/decimal-input.ts';
import type { EditorBaseline, EditorDraft } from './editor-draft.ts';

/*
 * The variants step's rows: every combination of the attributes (generateCombinations), merged
 * with the stored variants by combination key and with what staff typed. Pure, so the table,
 * the price preview and the save all read the same rows.
 */

export interface VariantRow {
  key: string;
  combination: VariantCombination;
  /** The stored variant of this combination, or null for a new one. */
  stored: ProductVariantRecord | null;
  keep: boolean;
  /** The SKU it has (stored), gets back (dropped earlier) or will get (new): SKUs are kept for life. */
  sku: string;
  weight: string;
  /** The weight is the suggestion from the base weight, not typed. */
  weightSuggested: boolean;
  stoneCost: string;
  /** Where an untyped stone cost of a new variant came from (a stored sibling in another metal). */
  stoneCostFrom: string | null;
}

export function combinationOf(variant: VariantCombination): VariantCombination {
  return {
    metal: variant.metal,
    ringStyle: variant.ringStyle,
    centerStoneShape: variant.centerStoneShape,
    centerStoneCarat: variant.centerStoneCarat,
    width: variant.width,
    totalCarat: variant.totalCarat,
  };
}

/** The same piece in another metal: stones do not depend on the metal. */
function stoneKey(combination: VariantCombination): string {
  return combinationKey({ ...combination, metal: '' });
}

function formatGrams(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function buildVariantRows(draft: EditorDraft, baseline: EditorBaseline): VariantRow[] {
  const storedByKey = new Map(baseline.variants.map((variant) => [combinationKey(variant), variant]));
  const droppedSkus = new Map(baseline.droppedVariants.map((variant) => [combinationKey(variant), variant.sku]));
  const storedByStones = new Map<string, ProductVariantRecord>();
  for (const variant of baseline.variants) {
    if (!storedByStones.has(stoneKey(variant))) storedByStones.set(stoneKey(variant), variant);
  }
  const baseWeight = parseDecimal(draft.general.baseWeight);
  const widths = draft.attributes.widthAttribute;
  return generateCombinations(draft.attributes).map((combination) => {
    const key = combinationKey(combination);
    const stored = storedByKey.get(key) ?? null;
    const edit = draft.variantEdits[key] ?? {};
    let weight = edit.weight;
    let weightSuggested = false;
    if (weight === undefined) {
      if (stored) weight = formatGrams(stored.weight);
      else if (baseWeight > 0) {
        weight = formatGrams(suggestWeight(baseWeight, combination, widths));
        weightSuggested = true;
      } else weight = '';
    }
    let stoneCost = edit.stoneCost;
    let stoneCostFrom: string | null = null;
    if (stoneCost === undefined) {
      const sibling = stored ? null : storedByStones.get(stoneKey(combination));
      if (stored) stoneCost = String(stored.stoneCost);
      else if (sibling) {
        stoneCost = String(sibling.stoneCost);
        stoneCostFrom = sibling.sku;
      } else stoneCost = '';
    }
    return {
      key,
      combination,
      stored,
      keep: edit.keep ?? true,
      sku: stored?.sku ?? droppedSkus.get(key) ?? skuFor(draft.general.productName.trim() || 'product', combination),
      weight,
      weightSuggested,
      stoneCost,
      stoneCostFrom,
    };
  });
}

/** Stored variants whose combination the attributes no longer make: a save removes them. */
export function findOrphanedVariants(draft: EditorDraft, baseline: EditorBaseline): ProductVariantRecord[] {
  const keys = new Set(generateCombinations(draft.attributes).map(combinationKey));
  return baseline.variants.filter((variant) => !keys.has(combinationKey(variant)));
}

/** The centre stones of the rows, for the bulk stone-cost helper: "1.5 ct Oval" → its rows' keys. */
export function groupRowsByCentreStone(rows: readonly VariantRow[]): { label: string; keys: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const { centerStoneShape, centerStoneCarat } = row.combination;
    if (!centerStoneShape || centerStoneCarat === null) continue;
    const label = `${centerStoneCarat} ct ${centerStoneShape}`;
    groups.set(label, [...(groups.get(label) ?? []), row.key]);
  }
  return [...groups].map(([label, keys]) => ({ label, keys }));
}

/** Applies one change to many rows' edits. */
export function withVariantEdits(
  draft: EditorDraft,
  keys: readonly string[],
  change: { keep?: boolean; weight?: string; stoneCost?: string },
): EditorDraft {
  const variantEdits = { ...draft.variantEdits };
  for (const key of keys) variantEdits[key] = { ...variantEdits[key], ...change };
  return { ...draft, variantEdits };
}
