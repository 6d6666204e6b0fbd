import { huidExemptReasonInput } from './hallmark.ts';
import { lookupField, caratField, optionalLookupField, widthField } from './lookup-fields.ts';
import { jewellerySubTypes, mediaCategories } from './lookups.ts';
import { productMediaRecord } from './media.ts';
import { currencies, formatMoney, toMinor } from './money.ts';
import { moneyAmount, weightGrams } from './money-inputs.ts';
import { displayName, freeText } from './plain-text.ts';
import { productSorts } from './product-filters.ts';
import { recordId, recordIdParams } from './record-ids.ts';
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
 * Jewellery: what the back-office sends and gets, and what shoppers get. Field names are the
 * original's.
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

export const productIdParams = recordIdParams;
export type ProductIdParams = z.infer<typeof productIdParams>;

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

/** A variant as the back-office sees it: its combination, costs and the price it sells at (INR). */
export const productVariantRecord = z.object({
  id: z.number().int(),
  sku: z.string(),
  metal: z.string(),
  ringStyle: z.string().nullable(),
  centerStoneShape: z.string().nullable(),
  centerStoneCarat: z.number().nullable(),
  width: z.number().nullable(),
  totalCarat: z.number().nullable(),
  weight: z.number().describe('grams'),
  stoneCost: z.number().describe('INR'),
  discount: z.number().describe('percent off that applies'),
  price: z.number().describe('INR, what the shopper pays'),
  listPrice: z.number().describe('INR, before discounts'),
  priceUsd: z.number(),
});
export type ProductVariantRecord = z.infer<typeof productVariantRecord>;

/** GET /api/product/forUpdate/{id}: everything the editor and the detail page need. */
export const productForUpdate = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productDescription: z.string(),
  jewelleryType: z.string(),
  jewellerySubType: z.string(),
  stoneCategory: z.string().nullable(),
  stoneColor: z.string().nullable(),
  stoneClarity: z.string().nullable(),
  stoneCut: z.string().nullable(),
  baseWeight: z.number(),
  gender: z.string(),
  countryOfOrigin: z.string(),
  discountId: z.number().int().nullable(),
  hasAttachedStone: z.boolean(),
  isListed: z.boolean(),
  /** Why the piece needs no HUID (an Admin's words); null: it is hallmarked like any other. */
  huidExemptReason: z.string().nullable(),
  metalAttribute: z.array(z.string()),
  ringStyleAttribute: z.array(z.string()),
  centerStoneShapeAttribute: z.array(z.object({ shape: z.string(), carats: z.array(z.number()) })),
  widthAttribute: z.array(z.number()),
  totalCaratAttribute: z.array(z.number()),
  productVarients: z.array(productVariantRecord),
  /** Combinations dropped earlier: added again, they come back with these SKUs. */
  droppedVariants: z.array(
    productVariantRecord.pick({
      id: true,
      sku: true,
      metal: true,
      ringStyle: true,
      centerStoneShape: true,
      centerStoneCarat: true,
      width: true,
      totalCarat: true,
    }),
  ),
  productMedias: z.array(productMediaRecord),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ProductForUpdate = z.infer<typeof productForUpdate>;

export const listedStates = ['all', 'listed', 'unlisted'] as const;

/** GET /api/product: the back-office list. */
export const productListQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
  jewelleryType: optionalLookupField('jewelleryType'),
  subType: optionalLookupField('subType'),
  listed: z.enum(listedStates).optional().default('all'),
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productListRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  jewelleryType: z.string(),
  jewellerySubType: z.string(),
  isListed: z.boolean(),
  variantCount: z.number().int(),
  metals: z.array(z.string()),
  priceFrom: z.number().nullable().describe('INR, the cheapest variant'),
  priceTo: z.number().nullable(),
  image: z.string().nullable(),
  updateDate: z.string(),
});
export type ProductListRecord = z.infer<typeof productListRecord>;

export const ringStyleOfProduct = z.object({ id: z.number().int(), name: z.string() });

const currency = z.enum(currencies);

/**
 * GET /api/product/for-customer. The filter keys are the original's; names in any case or old spelling are accepted, unknown ones refused with the
 * list of known ones (collection pages drop them from their URL instead).
 */
export const productCustomerQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(60).optional().default(12),
    sort: z.enum(productSorts).optional().default('newest'),
    currency: currency.optional(),
    jewelleryTypeName: optionalLookupField('jewelleryType'),
    jewellerySubTypeName: optionalLookupField('subType'),
    metalName: optionalLookupField('metal'),
    ringStyleName: optionalLookupField('ringStyle'),
    stoneShapeName: optionalLookupField('stoneShape'),
    gender: optionalLookupField('gender'),
    stonerCategory: optionalLookupField('stoneCategory'),
    stoneCategoryName: optionalLookupField('stoneCategory'),
    color: optionalLookupField('colour'),
    clarity: optionalLookupField('clarity'),
    cut: optionalLookupField('cut'),
    minCarat: z.coerce.number().min(0).max(100).optional(),
    maxCarat: z.coerce.number().min(0).max(100).optional(),
    minBudget: z.coerce.number().min(0).max(1_000_000_000).optional(),
    maxBudget: z.coerce.number().min(0).max(1_000_000_000).optional(),
    hasAttachedStone: z.enum(['true', 'false']).optional(),
  })
  .loose();
export type ProductCustomerQuery = z.infer<typeof productCustomerQuery>;

export const metalSwatch = z.object({ name: z.string(), swatch: z.string(), sku: z.string() });

/** One card of a listing: the product with its representative variant. */
export const productCard = z.object({
  id: z.number().int(),
  name: z.string(),
  jewelleryType: z.string(),
  jewellerySubType: z.string(),
  hasAttachedStone: z.boolean(),
  isSetting: z.boolean().describe('sold without the centre stone it is made for: choose a loose stone'),
  sku: z.string().describe('the representative variant'),
  metal: z.string(),
  price: z.number(),
  listPrice: z.number(),
  discount: z.number().describe('percent off, 0 when none'),
  currency,
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  hoverImage: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  metals: z.array(metalSwatch),
});
export type ProductCard = z.infer<typeof productCard>;

export const productCardPage = z.object({
  records: z.array(productCard),
  totalRecords: z.number().int(),
  currency,
});
export type ProductCardPage = z.infer<typeof productCardPage>;

export const priceBreakdown = z.object({
  metal: z.number(),
  making: z.number(),
  stones: z.number(),
  tax: z.number(),
});

/** A variant on the product page: its combination and price in the shopper's currency. */
export const customerVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  metal: z.string(),
  ringStyle: z.string().nullable(),
  centerStoneShape: z.string().nullable(),
  centerStoneCarat: z.number().nullable(),
  width: z.number().nullable(),
  totalCarat: z.number().nullable(),
  weight: z.number(),
  price: z.number(),
  listPrice: z.number(),
  discount: z.number(),
});
export type CustomerVariant = z.infer<typeof customerVariant>;

/** GET /api/product-varients/{sku}, with the original's field names (productVarients, productMedias). */
export const productVariantDetail = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    jewelleryType: z.string(),
    jewellerySubType: z.string(),
    jewellerySubTypeSlug: z.string(),
    stoneCategory: z.string().nullable(),
    stoneColor: z.string().nullable(),
    stoneClarity: z.string().nullable(),
    stoneCut: z.string().nullable(),
    gender: z.string(),
    countryOfOrigin: z.string().describe('where the piece is made: "Made in India"'),
    hasAttachedStone: z.boolean(),
    /** The SKU of the variant every variant page names as canonical. */
    canonicalSku: z.string(),
  }),
  variant: customerVariant.extend({ breakdown: priceBreakdown }),
  productVarients: z.array(customerVariant),
  productMedias: z.array(productMediaRecord),
  related: z.array(productCard),
  currency,
});
export type ProductVariantDetail = z.infer<typeof productVariantDetail>;

export const skuParams = z.object({ sku: z.string().min(1).max(200) });
export type SkuParams = z.infer<typeof skuParams>;
export const variantDetailQuery = z.object({ currency: currency.optional() });

/** GET /api/product/sitemap: the canonical product page of a listed product. */
export const productSitemapEntry = z.object({ sku: z.string(), updateDate: z.string() });
export type ProductSitemapEntry = z.infer<typeof productSitemapEntry>;
