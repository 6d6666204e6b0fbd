import { optionalLookupField } from './lookup-fields.ts';
import { productMediaRecord, sizedPicture } from './media.ts';
import { currencies } from './money.ts';
import { productSorts } from './product-filters.ts';
import { recordIdParams } from './record-ids.ts';
import { z } from './zod.ts';

/*
 * Jewellery: what the back-office and shoppers get, and the queries they ask with. Field names
 * are the original's. What the editor sends (a product's draft and its rules) is in product-drafts.ts.
 */

export const productIdParams = recordIdParams;
export type ProductIdParams = z.infer<typeof productIdParams>;

/** What tells one variant of a product from another: one value of each of its attribute lists, null where it has none. */
export const variantCombination = z.object({
  metal: z.string(),
  ringStyle: z.string().nullable(),
  centerStoneShape: z.string().nullable(),
  centerStoneCarat: z.number().nullable(),
  width: z.number().nullable(),
  totalCarat: z.number().nullable(),
});

/** A variant as the back-office sees it: its combination, costs and the price it sells at (INR). */
export const productVariantRecord = z.object({
  id: z.number().int(),
  sku: z.string(),
  ...variantCombination.shape,
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
  droppedVariants: z.array(productVariantRecord.pick({ id: true, sku: true }).extend(variantCombination.shape)),
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
  image: sizedPicture,
  hoverImage: sizedPicture,
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
  ...variantCombination.shape,
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
