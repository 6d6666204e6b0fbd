import type { Database } from '@facet/db/client';
import { productDiscounts } from '@facet/db/schema/discounts';
import { media } from '@facet/db/schema/media';
import { productMedia, products, productVariants } from '@facet/db/schema/products';
import { intArray } from '@facet/db/sql-helpers';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';

/*
 * A product save's SQL — the product's row, its variants and its pictures — through the schema's
 * tables (packages/db/src/schema). The save's steps (product-save.service.ts,
 * product-variants-save.ts, product-pictures-save.ts) hold the rules; all run in its transaction.
 */

export type ProductColumns = Omit<typeof products.$inferInsert, 'id' | 'createDate'>;

/** Takes the product's row lock and reads it (undefined for no such product). */
export async function lockProduct(tx: Database, productId: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  return row;
}

/** Whether the discount exists, holding it (FOR SHARE) until the transaction ends. */
export async function shareLockDiscount(tx: Database, discountId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: productDiscounts.id })
    .from(productDiscounts)
    .where(eq(productDiscounts.id, discountId))
    .for('share');
  return row !== undefined;
}

/** A new product's row; its id. */
export async function insertProduct(tx: Database, columns: ProductColumns): Promise<number> {
  const [row] = await tx.insert(products).values(columns).returning({ id: products.id });
  return row!.id;
}

export async function updateProductRow(tx: Database, productId: number, columns: Partial<ProductColumns>) {
  await tx.update(products).set(columns).where(eq(products.id, productId));
}

/** Lists or unlists the product; false for no such product. */
export async function setProductListed(tx: Database, productId: number, listed: boolean): Promise<boolean> {
  const [row] = await tx
    .update(products)
    .set({ isListed: listed, updateDate: new Date() })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  return row !== undefined;
}

/** The media ids of the product's pictures. */
export async function listProductPictureIds(tx: Database, productId: number): Promise<string[]> {
  const rows = await tx
    .select({ mediaId: productMedia.mediaId })
    .from(productMedia)
    .where(eq(productMedia.productId, productId));
  return rows.map((row) => row.mediaId);
}

/** Deletes the product (its variants, cards and picture links go with it). */
export async function deleteProductRow(tx: Database, productId: number): Promise<void> {
  await tx.delete(products).where(eq(products.id, productId));
}

/** Every variant of the product, dropped ones too, their rows locked. */
export function lockProductVariants(tx: Database, productId: number) {
  return tx.select().from(productVariants).where(eq(productVariants.productId, productId)).for('update');
}

/** The product's active variants. */
export function listActiveVariants(tx: Database, productId: number) {
  return tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)));
}

/** Drops these variants of the product (they keep their SKU, inactive). */
export async function deactivateVariants(tx: Database, productId: number, variantIds: readonly number[]) {
  await tx
    .update(productVariants)
    .set({ isActive: false, updateDate: new Date() })
    .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, [...variantIds])));
}

/** What an edit sets on a variant it keeps or brings back. */
export type VariantCosts = Pick<
  typeof productVariants.$inferInsert,
  'weight' | 'stoneCost' | 'isActive' | 'updateDate'
>;

export async function updateVariantCosts(tx: Database, variantId: number, costs: VariantCosts): Promise<void> {
  await tx.update(productVariants).set(costs).where(eq(productVariants.id, variantId));
}

export async function insertVariants(tx: Database, rows: (typeof productVariants.$inferInsert)[]): Promise<void> {
  await tx.insert(productVariants).values(rows);
}

/** Which of these SKUs variants have already, with their products' names. */
export function listVariantSkuOwners(tx: Database, skus: readonly string[]) {
  return tx
    .select({ sku: productVariants.sku, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.sku, [...skus]));
}

/** Sets the variants' positions (`ids[i]` to `positions[i]`), writing only those that change. */
export async function updateVariantPositions(
  tx: Database,
  ids: readonly number[],
  positions: readonly number[],
): Promise<void> {
  await tx
    .update(productVariants)
    .set({ position: sql`x.position` })
    .from(sql`unnest(${intArray(ids)}::int[], ${intArray(positions)}::int[]) as x(id, position)`)
    .where(and(eq(productVariants.id, sql`x.id`), ne(productVariants.position, sql`x.position`)));
}

/** Which of these pictures are the product's. */
export async function listOwnedPictureIds(
  tx: Database,
  productId: number,
  mediaIds: readonly string[],
): Promise<Set<string>> {
  const rows = await tx
    .select({ mediaId: productMedia.mediaId })
    .from(productMedia)
    .where(and(eq(productMedia.productId, productId), inArray(productMedia.mediaId, [...mediaIds])));
  return new Set(rows.map((row) => row.mediaId));
}

/** Unlinks these pictures from whichever product has them. */
export async function deleteProductPictures(tx: Database, mediaIds: readonly string[]): Promise<void> {
  await tx.delete(productMedia).where(inArray(productMedia.mediaId, [...mediaIds]));
}

/** Of these uploaded pictures, the ones that exist, by id, with the product each belongs to (null: none). */
export async function listPictureOwners(
  tx: Database,
  mediaIds: readonly string[],
): Promise<Map<string, number | null>> {
  const rows = await tx
    .select({ id: media.id, productId: productMedia.productId })
    .from(media)
    .leftJoin(productMedia, eq(productMedia.mediaId, media.id))
    .where(inArray(media.id, [...mediaIds]));
  return new Map(rows.map((row) => [row.id, row.productId]));
}

/** Links a picture to the product, or changes its colour and place if it is linked already. */
export async function upsertProductPicture(
  tx: Database,
  values: Pick<typeof productMedia.$inferInsert, 'productId' | 'mediaId' | 'mediaCategoryId' | 'position'>,
): Promise<void> {
  await tx
    .insert(productMedia)
    .values(values)
    .onConflictDoUpdate({
      target: [productMedia.productId, productMedia.mediaId],
      set: { mediaCategoryId: values.mediaCategoryId, position: values.position },
    });
}
