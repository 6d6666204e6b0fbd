import { fromMinor, toMilligrams, toMinor } from '@facet/contracts/money';
import {
  combinationKey,
  findCombinationProblem,
  fromHundredths,
  generateCombinations,
  type ProductAttributes,
  skuFor,
  toHundredths,
  type VariantCombination,
} from '@facet/contracts/product-variants';
import {
  type CreateProductInput,
  findSettingStoneCostProblems,
  type UpdateProductInput,
  type VariantInput,
} from '@facet/contracts/product-drafts';
import type { Database } from '@facet/db/client';
import type { productVariants } from '@facet/db/schema/products';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogueLookups } from './catalogue-lookups.ts';
import {
  deactivateVariants,
  insertVariants,
  listActiveVariants,
  listVariantSkuOwners,
  lockProductVariants,
  updateVariantCosts,
  updateVariantPositions,
  type VariantCosts,
} from './product-save.queries.ts';

/*
 * The variants part of a product save, inside its transaction: only the changed variants are
 * sent; dropped ones are made inactive and keep their SKU; what is left must fit the
 * product's attributes (and, for a setting, carry one stone cost whatever the centre stone).
 */

/** What the editor sends, new (POST) or changed (PUT). */
export type ProductDraft = CreateProductInput | UpdateProductInput;

export function attributesOf(input: ProductDraft): ProductAttributes {
  return {
    metalAttribute: input.metalAttribute,
    ringStyleAttribute: input.ringStyleAttribute,
    centerStoneShapeAttribute: input.centerStoneShapeAttribute,
    widthAttribute: input.widthAttribute,
    totalCaratAttribute: input.totalCaratAttribute,
  };
}

type VariantRow = typeof productVariants.$inferSelect;

function combinationOf(row: VariantRow, names: CatalogueLookups): VariantCombination {
  return {
    metal: names.nameOf('metals', row.metalId),
    ringStyle: row.ringStyleId === null ? null : names.nameOf('ringStyles', row.ringStyleId),
    centerStoneShape: row.centerStoneShapeId === null ? null : names.nameOf('stoneShapes', row.centerStoneShapeId),
    centerStoneCarat: row.centerStoneCarat === null ? null : fromHundredths(row.centerStoneCarat),
    width: row.width === null ? null : fromHundredths(row.width),
    totalCarat: row.totalCarat === null ? null : fromHundredths(row.totalCarat),
  };
}

function combinationColumns(combination: VariantCombination, names: CatalogueLookups) {
  const hundredths = (value: number | null) => (value === null ? null : toHundredths(value));
  return {
    metalId: names.idOf('metals', combination.metal, 'variants.metal'),
    ringStyleId: combination.ringStyle ? names.idOf('ringStyles', combination.ringStyle, 'variants.ringStyle') : null,
    centerStoneShapeId: combination.centerStoneShape
      ? names.idOf('stoneShapes', combination.centerStoneShape, 'variants.centerStoneShape')
      : null,
    centerStoneCarat: hundredths(combination.centerStoneCarat),
    width: hundredths(combination.width),
    totalCarat: hundredths(combination.totalCarat),
  };
}

/**
 * Applies the variant changes of a save: removals, changes to known variants, and new
 * combinations (a combination dropped earlier comes back with its old id and SKU). Then
 * checks that what is left fits the product.
 */
export async function saveVariants(
  tx: Database,
  productId: number,
  input: ProductDraft,
  names: CatalogueLookups,
  removedVariantIds: readonly number[],
): Promise<void> {
  const existing = await lockProductVariants(tx, productId);
  const byId = new Map(existing.map((row) => [row.id, row]));
  const byKey = new Map(existing.map((row) => [combinationKey(combinationOf(row, names)), row]));

  for (const id of removedVariantIds) {
    if (!byId.has(id))
      throw new AppError('bad-request', `removedVariantIds: variant ${id} is not one of this product's`);
  }
  if (removedVariantIds.length > 0) {
    await deactivateVariants(tx, productId, removedVariantIds);
  }

  const costs = (variant: VariantInput): VariantCosts => ({
    weight: toMilligrams(variant.weight),
    stoneCost: toMinor(variant.stoneCost),
    isActive: true,
    updateDate: new Date(),
  });
  const newRows: (typeof productVariants.$inferInsert)[] = [];
  for (const [index, variant] of input.variants.entries()) {
    const key = combinationKey(variant);
    if (variant.id !== undefined) {
      const row = byId.get(variant.id);
      if (!row)
        throw new AppError('bad-request', `variants.${index}: variant ${variant.id} is not one of this product's`);
      if (combinationKey(combinationOf(row, names)) !== key) {
        throw new AppError(
          'bad-request',
          `variants.${index}: a variant's metal, style, stone, width and carats cannot change; remove it and add the new combination`,
        );
      }
      if (removedVariantIds.includes(variant.id)) {
        throw new AppError('bad-request', `variants.${index}: variant ${variant.id} is also listed as removed`);
      }
      await updateVariantCosts(tx, row.id, costs(variant));
      continue;
    }
    const earlier = byKey.get(key);
    if (earlier) {
      await updateVariantCosts(tx, earlier.id, costs(variant));
      continue;
    }
    newRows.push({
      productId,
      sku: skuFor(input.productName, variant),
      ...combinationColumns(variant, names),
      ...costs(variant),
      priceInr: 0,
      listPriceInr: 0,
      priceUsd: 0,
      listPriceUsd: 0,
    });
  }
  if (newRows.length > 0) {
    await refuseTakenSkus(
      tx,
      newRows.map((row) => row.sku),
    );
    await insertVariants(tx, newRows);
  }
  await checkVariantsFit(tx, productId, input, names);
}

/** Refuses new SKUs another product has, naming the first in the draft's order. */
async function refuseTakenSkus(tx: Database, skus: string[]): Promise<void> {
  const taken = await listVariantSkuOwners(tx, skus);
  const owners = new Map(taken.map((row) => [row.sku, row.name]));
  const first = skus.find((sku) => owners.has(sku));
  if (first) {
    throw new AppError(
      'conflict',
      `The SKU ${first} is already used by “${owners.get(first)}”; give this product a different name.`,
    );
  }
}

/**
 * What is active must fit the attributes, and a setting's stone cost must not follow the
 * centre stone (findSettingStoneCostProblems); positions follow the attributes' order.
 */
async function checkVariantsFit(
  tx: Database,
  productId: number,
  input: ProductDraft,
  names: CatalogueLookups,
): Promise<void> {
  const attributes = attributesOf(input);
  const active = await listActiveVariants(tx, productId);
  if (active.length === 0) throw new AppError('bad-request', 'variants: keep at least one variant');
  const problems = active.flatMap((row) => {
    const problem = findCombinationProblem(combinationOf(row, names), attributes);
    return problem ? [`variants: ${row.sku}: ${problem}; remove the variant or keep the value`] : [];
  });
  if (problems.length > 0) throw new AppError('bad-request', problems.slice(0, 10));
  const stoneCostProblems = findSettingStoneCostProblems(
    input,
    active.map((row) => ({ ...combinationOf(row, names), stoneCost: fromMinor(row.stoneCost) })),
  );
  if (stoneCostProblems.length > 0) {
    throw new AppError(
      'bad-request',
      stoneCostProblems.slice(0, 10).map((problem) => `variants: ${problem.message}`),
    );
  }
  const order = new Map(generateCombinations(attributes).map((c, index) => [combinationKey(c), index]));
  const ids = active.map((row) => row.id);
  const positions = active.map((row) => order.get(combinationKey(combinationOf(row, names))) ?? 0);
  await updateVariantPositions(tx, ids, positions);
}
