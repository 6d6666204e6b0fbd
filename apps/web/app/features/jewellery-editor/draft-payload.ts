import { moneyAmount, weightGrams } from '@facet/contracts/money-inputs';
import {
  combinationKey,
  countCombinations,
  describeCombination,
  MAX_VARIANTS_PER_PRODUCT,
  type VariantCombination,
} from '@facet/contracts/product-variants';
import { createProductInput, findSettingStoneCostProblems, updateProductInput } from '@facet/contracts/product-drafts';
import type { z } from '@facet/contracts/zod';
import { parseDecimal } from '../../lib/decimal-input.ts';
import {
  type EditorBaseline,
  type EditorDraft,
  type EditorProgress,
  type EditorStep,
  type GeneralInfo,
} from './editor-draft.ts';
import { buildVariantRows, combinationOf, findOrphanedVariants, type VariantRow } from './variant-rows.ts';

/*
 * Draft → the body of POST /api/product (new) or PUT /api/product (edit), with
 * changed-variant tracking: only new or changed variants are sent (stored ones with
 * their id), dropped stored ones as removedVariantIds, new, re-coloured or moved pictures as
 * mediaFile and removed ones as filesToDelete. The draft is checked with the server's own
 * schema, each problem placed on the step and field it belongs to.
 */

/** The body of a save; `hasAttachedStone` is left out until staff have said how the piece is sold. */
export type ProductPayload = Omit<z.input<typeof updateProductInput>, 'productId' | 'hasAttachedStone'> & {
  productId?: number;
  hasAttachedStone?: boolean;
};

const MG_PER_GRAM = 1000;
const PAISE_PER_RUPEE = 100;

function sameAmount(typed: number, stored: number, scale: number): boolean {
  return Number.isFinite(typed) && Math.round(typed * scale) === Math.round(stored * scale);
}

function optional(text: string): string | null {
  return text === '' ? null : text;
}

function rowChanged(row: VariantRow): boolean {
  if (!row.stored) return true;
  return (
    !sameAmount(parseDecimal(row.weight), row.stored.weight, MG_PER_GRAM) ||
    !sameAmount(parseDecimal(row.stoneCost), row.stored.stoneCost, PAISE_PER_RUPEE)
  );
}

export function buildProductPayload(draft: EditorDraft, baseline: EditorBaseline): ProductPayload {
  const general = draft.general;
  const rows = buildVariantRows(draft, baseline);
  const variants = rows
    .filter((row) => row.keep && rowChanged(row))
    .map((row) => ({
      ...(row.stored ? { id: row.stored.id } : {}),
      ...combinationOf(row.combination),
      weight: parseDecimal(row.weight),
      stoneCost: parseDecimal(row.stoneCost),
    }));
  const removedVariantIds = [
    ...rows.flatMap((row) => (row.stored && !row.keep ? [row.stored.id] : [])),
    ...findOrphanedVariants(draft, baseline).map((variant) => variant.id),
  ];
  const storedPictures = new Map(baseline.pictures.map((picture) => [picture.id, picture]));
  const mediaFile = draft.pictures.flatMap((picture, position) => {
    const stored = storedPictures.get(picture.id);
    const unchanged = stored && stored.mediaCategory === picture.mediaCategory && stored.position === position;
    return unchanged ? [] : [{ id: picture.id, mediaCategory: picture.mediaCategory, position }];
  });
  const kept = new Set(draft.pictures.map((picture) => picture.id));
  const filesToDelete = baseline.pictures.filter((picture) => !kept.has(picture.id)).map((picture) => picture.id);
  const discountId = general.discountId === '' ? null : Number(general.discountId);
  return {
    ...(draft.productId === null ? {} : { productId: draft.productId }),
    productName: general.productName.trim(),
    productDescription: general.productDescription.trim(),
    jewelleryType: general.jewelleryType,
    jewellerySubType: general.jewellerySubType,
    stoneCategory: optional(general.stoneCategory),
    stoneColor: optional(general.stoneColor),
    stoneClarity: optional(general.stoneClarity),
    stoneCut: optional(general.stoneCut),
    baseWeight: parseDecimal(general.baseWeight),
    gender: general.gender,
    countryOfOrigin: general.countryOfOrigin.trim(),
    discountId,
    ...(general.hasAttachedStone === null ? {} : { hasAttachedStone: general.hasAttachedStone }),
    isListed: general.isListed,
    // Sent as the draft holds it: unchanged, the server takes it from anyone; changed, from an Admin.
    // A draft kept from before the field existed has neither value: not exempt.
    huidExemptReason: general.huidExempt ? (general.huidExemptReason ?? '') : null,
    ...draft.attributes,
    variants,
    removedVariantIds,
    mediaFile,
    filesToDelete,
  };
}

/** Does a save have anything to say beyond the product's own fields? For the summary above Save. */
export function summariseChanges(payload: ProductPayload) {
  const added = payload.variants?.filter((variant) => variant.id === undefined).length ?? 0;
  return {
    added,
    changed: (payload.variants?.length ?? 0) - added,
    removed: payload.removedVariantIds?.length ?? 0,
    picturesChanged: payload.mediaFile?.length ?? 0,
    picturesRemoved: payload.filesToDelete?.length ?? 0,
  };
}

export interface DraftIssue {
  step: EditorStep;
  /** The field, as the API names it: "productName", "centerStoneShapeAttribute.0.carats", "variants". */
  path: string;
  /** A row of the variants step, when the problem is one variant's. */
  rowKey?: string;
  message: string;
}

const generalFields = new Set([
  'productName',
  'productDescription',
  'jewelleryType',
  'jewellerySubType',
  'stoneCategory',
  'stoneColor',
  'stoneClarity',
  'stoneCut',
  'baseWeight',
  'gender',
  'countryOfOrigin',
  'discountId',
  'hasAttachedStone',
  'isListed',
  'huidExemptReason',
  'mediaFile',
  'filesToDelete',
]);
const attributeFields = new Set([
  'metalAttribute',
  'ringStyleAttribute',
  'centerStoneShapeAttribute',
  'widthAttribute',
  'totalCaratAttribute',
]);

/** Which step a field of the payload is edited on. */
export function stepOfField(path: string): EditorStep {
  const field = path.split('.')[0] ?? '';
  if (generalFields.has(field)) return 'general-info';
  if (attributeFields.has(field)) return 'attribute-selection';
  return 'variants';
}

/** What to say about a required field left empty, rather than the schema's "must be one of: …". */
const emptyFieldMessages: Record<string, string> = {
  productName: 'enter the name of the piece',
  jewelleryType: 'choose a jewellery type',
  jewellerySubType: 'choose a sub type',
  baseWeight: 'enter the base weight in grams',
  hasAttachedStone:
    'choose how the piece is sold: complete with its stones, or a setting for a centre stone the shopper chooses',
};

function checkRows(rows: readonly VariantRow[]): DraftIssue[] {
  const issues: DraftIssue[] = [];
  for (const row of rows) {
    if (!row.keep) continue;
    const where = describeCombination(row.combination);
    if (row.weight.trim() === '') {
      issues.push({ step: 'variants', path: 'variants', rowKey: row.key, message: `${where}: enter its weight` });
    } else {
      const weight = weightGrams.safeParse(parseDecimal(row.weight));
      if (!weight.success) {
        issues.push({
          step: 'variants',
          path: 'variants',
          rowKey: row.key,
          message: `${where}: the weight ${weight.error.issues[0]?.message ?? 'is not valid'}`,
        });
      }
    }
    if (row.stoneCost.trim() === '') {
      issues.push({
        step: 'variants',
        path: 'variants',
        rowKey: row.key,
        message: `${where}: enter its stone cost (0 when it has no stones)`,
      });
    } else {
      const stoneCost = moneyAmount.safeParse(parseDecimal(row.stoneCost));
      if (!stoneCost.success) {
        issues.push({
          step: 'variants',
          path: 'variants',
          rowKey: row.key,
          message: `${where}: the stone cost ${stoneCost.error.issues[0]?.message ?? 'is not valid'}`,
        });
      }
    }
  }
  if (rows.length > 0 && rows.every((row) => !row.keep)) {
    issues.push({ step: 'variants', path: 'variants', message: 'Keep at least one variant' });
  }
  return issues;
}

/** A setting's stone cost is the same whatever the centre stone: the server's rule, on every kept row. */
function checkSettingStoneCosts(draft: EditorDraft, rows: readonly VariantRow[]): DraftIssue[] {
  const priced = rows.filter((row) => row.keep && moneyAmount.safeParse(parseDecimal(row.stoneCost)).success);
  return findSettingStoneCostProblems(
    // Unanswered, nothing is known to check yet.
    { hasAttachedStone: draft.general.hasAttachedStone ?? true, ...draft.attributes },
    priced.map((row) => ({ ...row.combination, stoneCost: parseDecimal(row.stoneCost) })),
  ).map((problem) => ({ step: 'variants', path: 'variants', message: problem.message }));
}

/**
 * Every problem of the draft, by step: the server's schema (the same rules, the same words)
 * plus the rows' own figures, which the schema would only call "not a number".
 */
export function validateDraft(draft: EditorDraft, baseline: EditorBaseline): DraftIssue[] {
  const rows = buildVariantRows(draft, baseline);
  const rowIssues = checkRows(rows);
  const payload = buildProductPayload(draft, baseline);
  const schema = draft.productId === null ? createProductInput : updateProductInput;
  const result = schema.safeParse(payload);
  const issues: DraftIssue[] = [];
  // The schema counts combinations only once every field is valid; staff need to know at once.
  const combinations = countCombinations(draft.attributes);
  if (combinations > MAX_VARIANTS_PER_PRODUCT) {
    issues.push({
      step: 'attribute-selection',
      path: 'metalAttribute',
      message: `these attributes make ${combinations} variants; at most ${MAX_VARIANTS_PER_PRODUCT} are allowed`,
    });
  }
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      // The rows' own check words these better, by combination rather than by index.
      if (path.startsWith('variants.') && rowIssues.length > 0) continue;
      const left = emptyFieldMessages[path];
      const value = draft.general[path as keyof GeneralInfo];
      if (left && (value === null || (typeof value === 'string' && value.trim() === ''))) {
        issues.push({ step: 'general-info', path, message: left });
        continue;
      }
      if (issues.some((known) => known.path === path && known.message === issue.message)) continue;
      issues.push({ step: stepOfField(path), path, message: issue.message });
    }
  }
  return [...issues, ...rowIssues, ...checkSettingStoneCosts(draft, rows)];
}

/** The messages for one field (its own path, or anything under it). */
export function messagesFor(issues: readonly DraftIssue[], path: string): string[] {
  return issues
    .filter((issue) => issue.path === path || issue.path.startsWith(`${path}.`))
    .map((issue) => issue.message);
}

/**
 * The API's refusal (one "field: message" line per problem) as issues on the
 * editor's steps. "variants.3: …" names the 4th variant sent; it is put in words.
 */
export function issuesFromApi(messages: readonly string[], sent: ProductPayload): DraftIssue[] {
  return messages.map((line) => {
    const match = /^([\w.]+): (.*)$/s.exec(line);
    // A taken SKU (409) is cured by another name, so it belongs with the name.
    if (!match && /\bSKU\b.*already used/.test(line))
      return { step: 'general-info', path: 'productName', message: line };
    if (!match) return { step: 'variants', path: '', message: line };
    const [, path = '', message = ''] = match;
    const variantIndex = /^variants\.(\d+)/.exec(path)?.[1];
    const variant = variantIndex === undefined ? undefined : sent.variants?.[Number(variantIndex)];
    if (variant) {
      const combination: VariantCombination = {
        metal: variant.metal,
        ringStyle: variant.ringStyle ?? null,
        centerStoneShape: variant.centerStoneShape ?? null,
        centerStoneCarat: variant.centerStoneCarat ?? null,
        width: variant.width ?? null,
        totalCarat: variant.totalCarat ?? null,
      };
      return {
        step: 'variants',
        path: 'variants',
        rowKey: combinationKey(combination),
        message: `${describeCombination(combination)}: ${message}`,
      };
    }
    return { step: stepOfField(path), path, message };
  });
}

/**
 * The progress flags as the step links and the guard read them: a step counts as complete when
 * it was completed and nothing on it is wrong since (a name emptied, the last metal unticked).
 */
export function effectiveProgress(draft: EditorDraft, issues: readonly DraftIssue[]): EditorProgress {
  const clean = (step: EditorStep) => !issues.some((issue) => issue.step === step);
  return {
    generalInfo: draft.progress.generalInfo && clean('general-info'),
    attributeSelection: draft.progress.attributeSelection && clean('attribute-selection'),
    variants: draft.progress.variants && clean('variants'),
  };
}
