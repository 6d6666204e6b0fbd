import { huidExemptReasonInput } from './hallmark.ts';
import { lookupField, caratField, optionalLookupField, widthField } from './lookup-fields.ts';
import { jewellerySubTypes, mediaCategories } from './lookups.ts';
import { formatMoney, toMinor } from './money.ts';
import { moneyAmount, weightGrams } from './money-inputs.ts';
import { displayName, freeText } from './plain-text.ts';
import { recordId } from './record-ids.ts';
import { maySellAsSetting } from './ring-builder.ts';
import {
  attributeKindsByType,
  attributeLabels,
  combinationKey,
  comesComplete,
  countCombinations,
  describeCombination,
  findCombinationProblem,
  MAX_VARIANTS_PER_PRODUCT,
  type ProductAttributes,
  slugify,
  type VariantCombination,
} from './product-variants.ts';
import { z } from './zod.ts';

/*
 * A product's draft: what the jewellery editor sends (POST and PUT /api/product) and the rules it
 * must keep, with the setting's stone-cost rule. What the API answers is in products.ts.
 */

const variantCombinationInput = {
  metal: lookupField('metal'),
  ringStyle: optionalLookupField('ringStyle'),
  centerStoneShape: optionalLookupField('stoneShape'),
  centerStoneCarat: caratField.nullable().optional().default(null),
  width: widthField.nullable().optional().default(null),
  totalCarat: caratField.nullable().optional().default(null),
};

/** A variant as the editor sends it: new (no id) or changed (with its id). */
export const variantInput = z.object({
  id: recordId.optional(),
  ...variantCombinationInput,
  weight: weightGrams.describe('grams'),
  stoneCost: moneyAmount.describe('INR'),
});
export type VariantInput = z.infer<typeof variantInput>;

const centerStoneAttribute = z.object({
  shape: lookupField('stoneShape'),
  carats: z.array(caratField).min(1).max(20),
});

function unique<T>(values: readonly T[], key: (value: T) => string | number = (v) => String(v)) {
  return new Set(values.map(key)).size === values.length;
}

const productDraftFields = z.object({
  productName: displayName(120, 2).refine(
    (name) => name.length < 2 || slugify(name) !== '',
    'must contain letters or digits (A–Z, 0–9): every SKU begins with them',
  ),
  productDescription: freeText(4000).optional().default(''),
  jewelleryType: lookupField('jewelleryType'),
  jewellerySubType: lookupField('subType'),
  stoneCategory: optionalLookupField('stoneCategory'),
  stoneColor: optionalLookupField('colour'),
  stoneClarity: optionalLookupField('clarity'),
  stoneCut: optionalLookupField('cut'),
  baseWeight: weightGrams.describe('grams, in 18K gold at the narrowest width'),
  gender: lookupField('gender').optional().default('Unisex'),
  /** Where the piece is made ("India" for a new piece when left out; kept as it was on a save without it). */
  countryOfOrigin: displayName(60, 2)
    // Letters as people count them (an emoji is one), as the database's check counts them.
    .refine((name) => [...name].length >= 2, 'must be at least 2 characters')
    .optional(),
  discountId: recordId.nullable().optional().default(null),
  /** How the piece is sold, always said: complete with its stones (true) or as a setting (false). */
  hasAttachedStone: z.boolean({ error: (issue) => (issue.input === undefined ? HOW_SOLD_MISSING : undefined) }),
  isListed: z.boolean().optional(),
  /**
   * Why the piece needs no HUID though its metal is hallmarked (contracts/hallmark.ts); null
   * takes the exemption away, left out keeps it as it is. Only an Admin may change it.
   */
  huidExemptReason: huidExemptReasonInput.optional(),
  metalAttribute: z.array(lookupField('metal')).min(1).max(5),
  ringStyleAttribute: z.array(lookupField('ringStyle')).max(21).optional().default([]),
  centerStoneShapeAttribute: z.array(centerStoneAttribute).max(12).optional().default([]),
  widthAttribute: z.array(widthField).max(12).optional().default([]),
  totalCaratAttribute: z.array(caratField).max(20).optional().default([]),
  variants: z.array(variantInput).max(MAX_VARIANTS_PER_PRODUCT).optional().default([]),
  /** Variants dropped since the product was loaded (PUT). */
  removedVariantIds: z.array(recordId).max(MAX_VARIANTS_PER_PRODUCT).optional().default([]),
  /** Pictures to add, or whose colour or order changed: uploaded first through POST /api/media. */
  mediaFile: z
    .array(
      z.object({
        id: z.uuid(),
        mediaCategory: z.enum(mediaCategories),
        position: z.number().int().min(0).max(100).optional(),
      }),
    )
    .max(40)
    .optional()
    .default([]),
  /** Pictures removed from the product. */
  filesToDelete: z.array(z.uuid()).max(40).optional().default([]),
});

type DraftFields = z.infer<typeof productDraftFields>;

/** The draft said nothing of how the piece is sold. */
export const HOW_SOLD_MISSING =
  'say how the piece is sold: complete with its stones (true), or as a setting for a centre stone the shopper chooses (false)';

/** A piece other than an engagement ring offered as a setting. */
export function onlyRingsAreSettingsMessage(jewellerySubType: string): string {
  return `only engagement rings can be settings (sold without the centre stone the shopper chooses); a ${jewellerySubType} is sold complete with its stones`;
}

/** A setting without a centre stone to choose. */
export const SETTING_WITHOUT_CENTRE_STONE =
  'a setting is made for a centre stone: choose the shapes and carats it takes, or sell the piece complete with its stones';

/** Cross-field rules of a draft; each problem names its field. */
function checkDraft(draft: DraftFields, context: z.RefinementCtx) {
  const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
  const subType = jewellerySubTypes.find((s) => s.name === draft.jewellerySubType);
  if (subType && subType.type !== draft.jewelleryType) {
    problem(['jewellerySubType'], `${subType.name} is a kind of ${subType.type}, not ${draft.jewelleryType}`);
  }
  if (!draft.hasAttachedStone) {
    if (!maySellAsSetting(draft.jewellerySubType)) {
      problem(['hasAttachedStone'], onlyRingsAreSettingsMessage(draft.jewellerySubType));
    } else if (draft.centerStoneShapeAttribute.length === 0) {
      problem(['centerStoneShapeAttribute'], SETTING_WITHOUT_CENTRE_STONE);
    }
  }
  const kinds = attributeKindsByType[draft.jewelleryType as keyof typeof attributeKindsByType] ?? [];
  const given = {
    ringStyle: draft.ringStyleAttribute.length,
    centerStone: draft.centerStoneShapeAttribute.length,
    width: draft.widthAttribute.length,
    totalCarat: draft.totalCaratAttribute.length,
  };
  const fieldOf = {
    ringStyle: 'ringStyleAttribute',
    centerStone: 'centerStoneShapeAttribute',
    width: 'widthAttribute',
    totalCarat: 'totalCaratAttribute',
  } as const;
  for (const [kind, count] of Object.entries(given) as [keyof typeof given, number][]) {
    if (count > 0 && !kinds.includes(kind)) {
      problem([fieldOf[kind]], `${attributeLabels[kind].toLowerCase()} do not apply to a ${draft.jewelleryType}`);
    }
  }
  if (!unique(draft.metalAttribute)) problem(['metalAttribute'], 'lists a metal twice');
  if (!unique(draft.ringStyleAttribute)) problem(['ringStyleAttribute'], 'lists a style twice');
  if (!unique(draft.centerStoneShapeAttribute, (s) => s.shape)) {
    problem(['centerStoneShapeAttribute'], 'lists a shape twice');
  }
  draft.centerStoneShapeAttribute.forEach((stone, index) => {
    if (!unique(stone.carats, (c) => Math.round(c * 100))) {
      problem(['centerStoneShapeAttribute', index, 'carats'], 'lists a carat weight twice');
    }
  });
  if (!unique(draft.widthAttribute, (w) => Math.round(w * 100))) problem(['widthAttribute'], 'lists a width twice');
  if (!unique(draft.totalCaratAttribute, (c) => Math.round(c * 100))) {
    problem(['totalCaratAttribute'], 'lists a carat weight twice');
  }
  const combinations = countCombinations(draft);
  if (combinations > MAX_VARIANTS_PER_PRODUCT) {
    problem(
      ['metalAttribute'],
      `these attributes make ${combinations} variants; at most ${MAX_VARIANTS_PER_PRODUCT} are allowed`,
    );
  }
  const keys = draft.variants.map((v) => combinationKey(v));
  if (!unique(keys)) problem(['variants'], 'lists the same combination twice');
  draft.variants.forEach((variant, index) => {
    const misfit = findCombinationProblem(variant, draft);
    if (misfit) problem(['variants', index], misfit);
  });
  if (!unique(draft.mediaFile, (m) => m.id)) problem(['mediaFile'], 'lists a picture twice');
}

/** POST /api/product: a new product with all its variants. */
export const createProductInput = productDraftFields
  .superRefine(checkDraft)
  .refine((draft) => draft.variants.length > 0, { path: ['variants'], message: 'must have at least one item' });
export type CreateProductInput = z.infer<typeof createProductInput>;

/** PUT /api/product: the product's fields and only the variants that changed (changed-variant tracking). */
export const updateProductInput = productDraftFields.extend({ productId: recordId }).superRefine(checkDraft);
export type UpdateProductInput = z.infer<typeof updateProductInput>;

/** A variant's stone cost in its group of variants that differ only in their centre stone. */
export interface SettingStoneCostProblem {
  /** What to tell staff. */
  message: string;
  /** The combination keys (combinationKey) of the group's variants. */
  keys: string[];
}

/**
 * A setting (sold without the centre stone it is made for: the shopper buys the loose stone
 * on its own) carries in its stone cost only its own stones — side stones, halo, pavé — made
 * for the design. So its variants that differ only in their centre stone (shape or carat)
 * have the same stone cost: the setting's price never moves with a stone the shopper is not
 * buying with it. One problem per group of variants that breaks the rule; none for a piece
 * that comes with its stones. Stone costs in rupees, as the API carries them.
 */
export function findSettingStoneCostProblems(
  product: { hasAttachedStone: boolean } & Pick<ProductAttributes, 'centerStoneShapeAttribute'>,
  variants: readonly (VariantCombination & { stoneCost: number })[],
): SettingStoneCostProblem[] {
  if (comesComplete(product.hasAttachedStone, product)) return [];
  const groups = new Map<string, (VariantCombination & { stoneCost: number })[]>();
  for (const variant of variants) {
    const key = combinationKey({ ...variant, centerStoneShape: null, centerStoneCarat: null });
    groups.set(key, [...(groups.get(key) ?? []), variant]);
  }
  const problems: SettingStoneCostProblem[] = [];
  for (const group of groups.values()) {
    const byCost = new Map<number, VariantCombination>();
    for (const variant of group) {
      const cost = toMinor(variant.stoneCost);
      if (!byCost.has(cost)) byCost.set(cost, variant);
    }
    if (byCost.size < 2) continue;
    const piece = describeCombination({ ...group[0]!, centerStoneShape: null, centerStoneCarat: null });
    const costs = [...byCost]
      .slice(0, 3)
      .map(
        ([cost, variant]) =>
          `${formatMoney(cost, 'INR')} with a ${variant.centerStoneCarat} ct ${variant.centerStoneShape}`,
      );
    const more = byCost.size > 3 ? ` and ${byCost.size - 3} other amounts` : '';
    problems.push({
      message:
        `${piece} is a setting, sold without its centre stone, so its stone cost (its own side and accent ` +
        `stones only) is the same for every centre stone; it is ${costs.join(', ')}${more}. Enter one stone ` +
        `cost, or sell the piece complete with its stones (General information) if the stone comes with it.`,
      keys: group.map((variant) => combinationKey(variant)),
    });
  }
  return problems;
}
