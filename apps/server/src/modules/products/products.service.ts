import { fromMilligrams, fromMinor, fromBasisPoints, toMilligrams, toMinor } from '@facet/contracts/money';
import { mediaPath } from '@facet/contracts/media-sizes';
import type { Actor } from '@facet/contracts/permissions';
import {
  combinationKey,
  comesComplete,
  findCombinationProblem,
  fromHundredths,
  generateCombinations,
  type ProductAttributes,
  skuFor,
  toHundredths,
  type VariantCombination,
} from '@facet/contracts/product-variants';
import type {
  CreateProductInput,
  ProductForUpdate,
  ProductListQuery,
  ProductListRecord,
  UpdateProductInput,
  VariantInput,
} from '@facet/contracts/products';
import { type Database, queryRows } from '@facet/db/client';
import { discounts } from '@facet/db/schema/discounts';
import { media } from '@facet/db/schema/media';
import { productMedia, products, productVariants } from '@facet/db/schema/products';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { describeDatabaseError } from '../../lib/database-errors.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { variantCombinationOf, variantNameColumns, variantNameJoins, type VariantNameRow } from './variant-rows.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { deleteMedia } from '../media/media.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';
import { type CatalogueLookups, loadCatalogueLookups } from './catalogue-lookups.ts';

/*
 * Jewellery in the back-office (SPEC §7 "Product"). A save is one transaction: the product's
 * fields, its variants (only the changed ones are sent; dropped ones are made inactive and
 * keep their SKU), its pictures, and the prices of its variants. Anything wrong and nothing
 * is written.
 */

type DraftInput = CreateProductInput | UpdateProductInput;

function attributesOf(input: DraftInput): ProductAttributes {
  return {
    metalAttribute: input.metalAttribute,
    ringStyleAttribute: input.ringStyleAttribute,
    centerStoneShapeAttribute: input.centerStoneShapeAttribute,
    widthAttribute: input.widthAttribute,
    totalCaratAttribute: input.totalCaratAttribute,
  };
}

async function productColumns(tx: Database, input: DraftInput, names: CatalogueLookups) {
  if (input.discountId !== null) {
    // FOR SHARE: a discount being changed right now is changed before or after this save, never during.
    const [discount] = await tx
      .select({ id: discounts.id })
      .from(discounts)
      .where(eq(discounts.id, input.discountId))
      .for('share');
    if (!discount) throw new AppError('bad-request', 'discountId: there is no such discount');
  }
  return {
    name: input.productName,
    description: input.productDescription,
    subTypeId: names.idOf('jewellerySubTypes', input.jewellerySubType, 'jewellerySubType'),
    stoneCategoryId: input.stoneCategory ? names.idOf('stoneCategories', input.stoneCategory, 'stoneCategory') : null,
    stoneColor: input.stoneColor,
    stoneClarity: input.stoneClarity,
    stoneCut: input.stoneCut,
    baseWeight: toMilligrams(input.baseWeight),
    genderId: names.idOf('genders', input.gender, 'gender'),
    discountId: input.discountId,
    hasAttachedStone: comesComplete(input.hasAttachedStone, input),
    attributes: attributesOf(input),
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
 * checks that what is left fits the product's attributes.
 */
async function saveVariants(
  tx: Database,
  productId: number,
  input: DraftInput,
  names: CatalogueLookups,
  removedVariantIds: readonly number[],
): Promise<void> {
  const existing = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .for('update');
  const byId = new Map(existing.map((row) => [row.id, row]));
  const byKey = new Map(existing.map((row) => [combinationKey(combinationOf(row, names)), row]));

  for (const id of removedVariantIds) {
    if (!byId.has(id))
      throw new AppError('bad-request', `removedVariantIds: variant ${id} is not one of this product's`);
  }
  if (removedVariantIds.length > 0) {
    await tx
      .update(productVariants)
      .set({ isActive: false, updateDate: new Date() })
      .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, [...removedVariantIds])));
  }

  const costs = (variant: VariantInput) => ({
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
      await tx.update(productVariants).set(costs(variant)).where(eq(productVariants.id, row.id));
      continue;
    }
    const earlier = byKey.get(key);
    if (earlier) {
      await tx.update(productVariants).set(costs(variant)).where(eq(productVariants.id, earlier.id));
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
    await tx.insert(productVariants).values(newRows);
  }
  await checkVariantsFit(tx, productId, attributesOf(input), names);
}

async function refuseTakenSkus(tx: Database, skus: string[]): Promise<void> {
  const taken = await queryRows<{ sku: string; name: string }>(
    tx,
    sql`select v.sku, p.name from product_variants v join products p on p.id = v.product_id
         where v.sku in (${sql.join(
           skus.map((sku) => sql`${sku}`),
           sql`, `,
         )}) limit 1`,
  );
  const [first] = taken;
  if (first) {
    throw new AppError(
      'conflict',
      `The SKU ${first.sku} is already used by “${first.name}”; give this product a different name.`,
    );
  }
}

/** What is active must fit the attributes; positions follow the attributes' order. */
async function checkVariantsFit(
  tx: Database,
  productId: number,
  attributes: ProductAttributes,
  names: CatalogueLookups,
): Promise<void> {
  const active = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)));
  if (active.length === 0) throw new AppError('bad-request', 'variants: keep at least one variant');
  const problems = active.flatMap((row) => {
    const problem = findCombinationProblem(combinationOf(row, names), attributes);
    return problem ? [`variants: ${row.sku}: ${problem}; remove the variant or keep the value`] : [];
  });
  if (problems.length > 0) throw new AppError('bad-request', problems.slice(0, 10));
  const order = new Map(generateCombinations(attributes).map((c, index) => [combinationKey(c), index]));
  const ids = active.map((row) => row.id);
  const positions = active.map((row) => order.get(combinationKey(combinationOf(row, names))) ?? 0);
  await tx.execute(sql`
    update product_variants v set position = x.position
      from unnest(${`{${ids.join(',')}}`}::int[], ${`{${positions.join(',')}}`}::int[]) as x(id, position)
     where v.id = x.id and v.position <> x.position`);
}

async function saveMedia(tx: Database, productId: number, input: DraftInput, names: CatalogueLookups): Promise<void> {
  if (input.filesToDelete.length > 0) {
    const owned = await tx
      .select({ mediaId: productMedia.mediaId })
      .from(productMedia)
      .where(and(eq(productMedia.productId, productId), inArray(productMedia.mediaId, input.filesToDelete)));
    const ownedIds = new Set(owned.map((row) => row.mediaId));
    const stranger = input.filesToDelete.find((id) => !ownedIds.has(id));
    if (stranger) throw new AppError('bad-request', `filesToDelete: picture ${stranger} is not one of this product's`);
    await tx.delete(productMedia).where(inArray(productMedia.mediaId, input.filesToDelete));
    await deleteMedia(tx, input.filesToDelete);
  }
  if (input.mediaFile.length === 0) return;
  const ids = input.mediaFile.map((file) => file.id);
  const known = await tx
    .select({ id: media.id, productId: productMedia.productId })
    .from(media)
    .leftJoin(productMedia, eq(productMedia.mediaId, media.id))
    .where(inArray(media.id, ids));
  const knownById = new Map(known.map((row) => [row.id, row.productId]));
  for (const [index, file] of input.mediaFile.entries()) {
    if (!knownById.has(file.id)) {
      throw new AppError(
        'bad-request',
        `mediaFile.${index}: the picture was not uploaded, or was removed; upload it again`,
      );
    }
    const owner = knownById.get(file.id);
    if (owner !== null && owner !== undefined && owner !== productId) {
      throw new AppError('bad-request', `mediaFile.${index}: the picture belongs to another product`);
    }
    if (input.filesToDelete.includes(file.id)) {
      throw new AppError('bad-request', `mediaFile.${index}: the picture is also listed in filesToDelete`);
    }
  }
  for (const [index, file] of input.mediaFile.entries()) {
    const values = {
      productId,
      mediaId: file.id,
      mediaCategoryId: names.idOf('mediaCategories', file.mediaCategory, `mediaFile.${index}.mediaCategory`),
      position: file.position ?? index,
    };
    await tx
      .insert(productMedia)
      .values(values)
      .onConflictDoUpdate({
        target: [productMedia.productId, productMedia.mediaId],
        set: { mediaCategoryId: values.mediaCategoryId, position: values.position },
      });
  }
}

/** A summary of the product for the audit log: enough to see what changed, not the whole draft. */
function auditSummary(input: DraftInput) {
  return {
    name: input.productName,
    subType: input.jewellerySubType,
    discountId: input.discountId,
    attributes: attributesOf(input),
    changedVariants: input.variants.length,
    removedVariants: input.removedVariantIds.length,
    picturesAdded: input.mediaFile.length,
    picturesRemoved: input.filesToDelete.length,
  };
}

export async function createProduct(db: Database, input: CreateProductInput, actor: Actor): Promise<ProductForUpdate> {
  const productId = await db.transaction(async (tx) => {
    await lockPricing(tx, 'read');
    const names = await loadCatalogueLookups(tx);
    const [row] = await tx
      .insert(products)
      .values({
        ...(await productColumns(tx, input, names)),
        isListed: input.isListed ?? true,
        createdBy: actor.userId,
      })
      .returning({ id: products.id });
    const productId = row!.id;
    await saveVariants(tx, productId, input, names, []);
    await saveMedia(tx, productId, input, names);
    await repriceVariants(tx, { productIds: [productId] });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'product.created',
      entityType: 'product',
      entityId: String(productId),
      after: auditSummary(input),
    });
    await announceChange(tx, 'catalogue');
    return productId;
  });
  return getProductForUpdate(db, productId);
}

export async function updateProduct(db: Database, input: UpdateProductInput, actor: Actor): Promise<ProductForUpdate> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'read');
    const [before] = await tx.select().from(products).where(eq(products.id, input.productId)).for('update');
    if (!before) throw new AppError('not-found', 'There is no such product.');
    const names = await loadCatalogueLookups(tx);
    await tx
      .update(products)
      .set({
        ...(await productColumns(tx, input, names)),
        ...(input.isListed === undefined ? {} : { isListed: input.isListed }),
        updateDate: new Date(),
      })
      .where(eq(products.id, input.productId));
    await saveVariants(tx, input.productId, input, names, input.removedVariantIds);
    await saveMedia(tx, input.productId, input, names);
    await repriceVariants(tx, { productIds: [input.productId] });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'product.changed',
      entityType: 'product',
      entityId: String(input.productId),
      before: { name: before.name, discountId: before.discountId, attributes: before.attributes },
      after: auditSummary(input),
    });
    await announceChange(tx, 'catalogue');
  });
  return getProductForUpdate(db, input.productId);
}

/** PUT unlist/{id} and relist/{id} (SPEC §4): the product leaves the shop, or comes back. */
export async function setProductListed(
  db: Database,
  id: number,
  listed: boolean,
  actor: Actor,
): Promise<ProductForUpdate> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ isListed: listed, updateDate: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw new AppError('not-found', 'There is no such product.');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: listed ? 'product.relisted' : 'product.unlisted',
      entityType: 'product',
      entityId: String(id),
    });
    await announceChange(tx, 'catalogue');
  });
  return getProductForUpdate(db, id);
}

/**
 * DELETE /api/product/{id}: only a product nothing refers to (carts, wish lists and orders
 * hold on to their variants); otherwise it should be unlisted instead.
 */
export async function deleteProduct(db: Database, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw new AppError('not-found', 'There is no such product.');
      const pictures = await tx
        .select({ mediaId: productMedia.mediaId })
        .from(productMedia)
        .where(eq(productMedia.productId, id));
      await tx.delete(products).where(eq(products.id, id));
      await deleteMedia(
        tx,
        pictures.map((p) => p.mediaId),
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'product.deleted',
        entityType: 'product',
        entityId: String(id),
        before: { name: before.name, attributes: before.attributes },
      });
      await announceChange(tx, 'catalogue');
    });
  } catch (error) {
    if (describeDatabaseError(error)?.status === 409) {
      throw new AppError(
        'conflict',
        'This product is in carts, wish lists or orders, so it cannot be deleted; unlist it instead.',
      );
    }
    throw error;
  }
}

interface ProductRow {
  id: number;
  name: string;
  description: string;
  sub_type: string;
  jewellery_type: string;
  stone_category: string | null;
  stone_color: string | null;
  stone_clarity: string | null;
  stone_cut: string | null;
  base_weight: number;
  gender: string;
  discount_id: number | null;
  has_attached_stone: boolean;
  is_listed: boolean;
  attributes: ProductAttributes;
  create_date: Date | string;
  update_date: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function getProductForUpdate(db: Database, id: number): Promise<ProductForUpdate> {
  const [product] = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.name, p.description, st.name as sub_type, jt.name as jewellery_type,
               sc.name as stone_category, p.stone_color, p.stone_clarity, p.stone_cut, p.base_weight,
               g.name as gender, p.discount_id, p.has_attached_stone, p.is_listed, p.attributes,
               p.create_date, p.update_date
          from products p
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
          join genders g on g.id = p.gender_id
          left join stone_categories sc on sc.id = p.stone_category_id
         where p.id = ${id}`,
  );
  if (!product) throw new AppError('not-found', 'There is no such product.');
  const variants = await queryRows<
    VariantNameRow & {
      weight: number;
      stone_cost: string | number;
      discount: number;
      price_inr: string | number;
      list_price_inr: string | number;
      price_usd: string | number;
      is_active: boolean;
    }
  >(
    db,
    sql`select ${variantNameColumns}, v.weight, v.stone_cost, v.discount,
               v.price_inr, v.list_price_inr, v.price_usd, v.is_active
          from product_variants v
          ${variantNameJoins}
         where v.product_id = ${id}
         order by v.position, v.id`,
  );
  const pictures = await listProductMedia(db, [id]);
  return {
    productId: product.id,
    productName: product.name,
    productDescription: product.description,
    jewelleryType: product.jewellery_type,
    jewellerySubType: product.sub_type,
    stoneCategory: product.stone_category,
    stoneColor: product.stone_color,
    stoneClarity: product.stone_clarity,
    stoneCut: product.stone_cut,
    baseWeight: fromMilligrams(product.base_weight),
    gender: product.gender,
    discountId: product.discount_id,
    hasAttachedStone: product.has_attached_stone,
    isListed: product.is_listed,
    ...product.attributes,
    productVarients: variants
      .filter((v) => v.is_active)
      .map((v) => ({
        ...variantCombinationOf(v),
        weight: fromMilligrams(v.weight),
        stoneCost: fromMinor(Number(v.stone_cost)),
        discount: fromBasisPoints(v.discount),
        price: fromMinor(Number(v.price_inr)),
        listPrice: fromMinor(Number(v.list_price_inr)),
        priceUsd: fromMinor(Number(v.price_usd)),
      })),
    droppedVariants: variants.filter((v) => !v.is_active).map(variantCombinationOf),
    productMedias: pictures.get(id) ?? [],
    createDate: iso(product.create_date),
    updateDate: iso(product.update_date),
  };
}

export interface ProductPicture {
  id: string;
  url: string;
  width: number;
  height: number;
  mediaCategory: 'White' | 'Yellow' | 'Rose';
  position: number;
}

/** The pictures of some products, in order, by product id. */
export async function listProductMedia(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, ProductPicture[]>> {
  const result = new Map<number, ProductPicture[]>();
  if (productIds.length === 0) return result;
  const rows = await queryRows<{
    product_id: number;
    id: string;
    key: string;
    width: number;
    height: number;
    category: ProductPicture['mediaCategory'];
    position: number;
  }>(
    db,
    sql`select pm.product_id, md.id, md.key, md.width, md.height, mc.name as category, pm.position
          from product_media pm
          join media md on md.id = pm.media_id
          join media_categories mc on mc.id = pm.media_category_id
         where pm.product_id in (${sql.join(
           productIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by pm.product_id, pm.position, md.create_date`,
  );
  for (const row of rows) {
    const list = result.get(row.product_id) ?? [];
    list.push({
      id: row.id,
      url: mediaPath(row.key),
      width: row.width,
      height: row.height,
      mediaCategory: row.category,
      position: row.position,
    });
    result.set(row.product_id, list);
  }
  return result;
}

/** GET /api/product: the back-office list, newest change first. */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
): Promise<{ records: ProductListRecord[]; totalRecords: number }> {
  const conditions = [sql`true`];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(p.name ilike ${pattern} or exists (select 1 from product_variants sv where sv.product_id = p.id and sv.sku ilike ${pattern}))`,
    );
  }
  if (query.jewelleryType) conditions.push(sql`jt.name = ${query.jewelleryType}`);
  if (query.subType) conditions.push(sql`st.name = ${query.subType}`);
  if (query.listed !== 'all') conditions.push(sql`p.is_listed = ${query.listed === 'listed'}`);
  const where = sql.join(conditions, sql` and `);
  const rows = await queryRows<{
    id: number;
    name: string;
    sub_type: string;
    jewellery_type: string;
    is_listed: boolean;
    variant_count: string | number;
    metals: string[] | null;
    price_from: string | number | null;
    price_to: string | number | null;
    update_date: Date | string;
    total: string | number;
  }>(
    db,
    sql`select p.id, p.name, st.name as sub_type, jt.name as jewellery_type, p.is_listed, p.update_date,
               agg.variant_count, agg.metals, agg.price_from, agg.price_to, count(*) over () as total
          from products p
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
          left join lateral (
            select count(*) as variant_count, min(v.price_inr) as price_from, max(v.price_inr) as price_to,
                   array(select m.name from metals m
                          where exists (select 1 from product_variants mv
                                         where mv.product_id = p.id and mv.is_active and mv.metal_id = m.id)
                          order by m.position) as metals
              from product_variants v where v.product_id = p.id and v.is_active
          ) agg on true
         where ${where}
         order by p.update_date desc, p.id desc
         limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.pageNo > 1) {
    const [count] = await queryRows<{ total: string | number }>(
      db,
      sql`select count(*) as total from products p
            join jewellery_sub_types st on st.id = p.sub_type_id
            join jewellery_types jt on jt.id = st.jewellery_type_id
           where ${where}`,
    );
    total = Number(count?.total ?? 0);
  }
  const pictures = await listProductMedia(
    db,
    rows.map((row) => row.id),
  );
  return {
    totalRecords: total,
    records: rows.map((row) => ({
      id: row.id,
      name: row.name,
      jewelleryType: row.jewellery_type,
      jewellerySubType: row.sub_type,
      isListed: row.is_listed,
      variantCount: Number(row.variant_count ?? 0),
      metals: row.metals ?? [],
      priceFrom: row.price_from === null ? null : fromMinor(Number(row.price_from)),
      priceTo: row.price_to === null ? null : fromMinor(Number(row.price_to)),
      image: pictures.get(row.id)?.[0]?.url ?? null,
      updateDate: iso(row.update_date),
    })),
  };
}

/** GET /api/product/ring-styles/{id}: the ring styles a product comes in. */
export async function listProductRingStyles(
  db: Database,
  id: number,
  options: { includeUnlisted: boolean },
): Promise<{ id: number; name: string }[]> {
  const [product] = await db
    .select({ attributes: products.attributes, isListed: products.isListed })
    .from(products)
    .where(eq(products.id, id));
  if (!product || (!product.isListed && !options.includeUnlisted)) {
    throw new AppError('not-found', 'There is no such product.');
  }
  const styles = product.attributes.ringStyleAttribute;
  if (styles.length === 0) return [];
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from ring_styles where name in (${sql.join(
      styles.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
  return styles.flatMap((name) => rows.filter((row) => row.name === name));
}
