import { type Database, queryRows } from '@facet/db/client';
import { productDiscounts, styleDiscounts } from '@facet/db/schema/discounts';
import { ringStyles } from '@facet/db/schema/lookups';
import { products, productVariants } from '@facet/db/schema/products';
import { eq, sql } from 'drizzle-orm';

/*
 * The discounts' SQL, columns named through the schema's tables (packages/db/src/schema). The
 * services (product-discounts.service.ts, style-discounts.service.ts) hold the rules, the locks
 * and the repricing.
 */

/** A product discount with how many products use it (`count(*)` as the driver answers it). */
export interface ProductDiscountRow extends Pick<typeof productDiscounts.$inferSelect, 'id' | 'name' | 'discount'> {
  product_count: string | number;
}

/**
 * Every product discount with how many products use it, smallest first. Raw SQL: in Drizzle's
 * select from one table, the subquery's `discount_id = id` would lose its tables' names.
 */
export function listProductDiscountRows(db: Database): Promise<ProductDiscountRow[]> {
  return queryRows<ProductDiscountRow>(
    db,
    sql`select ${productDiscounts.id}, ${productDiscounts.name}, ${productDiscounts.discount},
               (select count(*) from ${products} where ${products.discountId} = ${productDiscounts.id}) as product_count
          from ${productDiscounts} order by ${productDiscounts.discount}, ${productDiscounts.name}`,
  );
}

/** The id of the product discount with this name, whatever its case. */
export async function findProductDiscountIdNamed(db: Database, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: productDiscounts.id })
    .from(productDiscounts)
    .where(sql`lower(${productDiscounts.name}) = lower(${name})`);
  return row?.id;
}

/** A style discount with its style's name and how many variants have the style (as the driver answers `count(*)`). */
export interface StyleDiscountRow extends Pick<typeof styleDiscounts.$inferSelect, 'id' | 'discount'> {
  style: string;
  variant_count: string | number;
}

/** Every style discount with its style and how many variants have it, in the styles' order. */
export function listStyleDiscountRows(db: Database): Promise<StyleDiscountRow[]> {
  return queryRows<StyleDiscountRow>(
    db,
    sql`select ${styleDiscounts.id}, ${styleDiscounts.discount}, ${ringStyles.name} as style,
               (select count(*) from ${productVariants}
                 where ${productVariants.ringStyleId} = ${styleDiscounts.ringStyleId}) as variant_count
          from ${styleDiscounts} join ${ringStyles} on ${ringStyles.id} = ${styleDiscounts.ringStyleId}
         order by ${ringStyles.position}, ${ringStyles.id}`,
  );
}

/** The id of the ring style with this name. */
export async function findRingStyleIdNamed(db: Database, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: ringStyles.id }).from(ringStyles).where(eq(ringStyles.name, name));
  return row?.id;
}

/** The id of the style discount of this ring style, if it has one. */
export async function findStyleDiscountIdOf(db: Database, ringStyleId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: styleDiscounts.id })
    .from(styleDiscounts)
    .where(eq(styleDiscounts.ringStyleId, ringStyleId));
  return row?.id;
}

export type ProductDiscountColumns = Pick<typeof productDiscounts.$inferInsert, 'name' | 'discount'>;

/** A new product discount; its id. */
export async function insertProductDiscount(tx: Database, values: ProductDiscountColumns): Promise<number> {
  const [row] = await tx.insert(productDiscounts).values(values).returning({ id: productDiscounts.id });
  return row!.id;
}

/** Takes the discount's row lock and reads it (undefined for no such discount). */
export async function lockProductDiscount(tx: Database, id: number) {
  const [row] = await tx.select().from(productDiscounts).where(eq(productDiscounts.id, id)).for('update');
  return row;
}

export async function updateProductDiscountRow(tx: Database, id: number, values: ProductDiscountColumns) {
  await tx
    .update(productDiscounts)
    .set({ ...values, updateDate: new Date() })
    .where(eq(productDiscounts.id, id));
}

/** Deletes the discount; what it was, undefined for no such discount. */
export async function deleteProductDiscountRow(tx: Database, id: number) {
  const [row] = await tx.delete(productDiscounts).where(eq(productDiscounts.id, id)).returning();
  return row;
}

/** The ids of the products that use the discount. */
export async function listProductIdsWithDiscount(tx: Database, discountId: number): Promise<number[]> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.discountId, discountId));
  return rows.map((row) => row.id);
}

export type StyleDiscountColumns = Pick<typeof styleDiscounts.$inferInsert, 'ringStyleId' | 'discount'>;

/** A new style discount; its id. */
export async function insertStyleDiscount(tx: Database, values: StyleDiscountColumns): Promise<number> {
  const [row] = await tx.insert(styleDiscounts).values(values).returning({ id: styleDiscounts.id });
  return row!.id;
}

/** Takes the style discount's row lock and reads it (undefined for no such discount). */
export async function lockStyleDiscount(tx: Database, id: number) {
  const [row] = await tx.select().from(styleDiscounts).where(eq(styleDiscounts.id, id)).for('update');
  return row;
}

export async function updateStyleDiscountRow(tx: Database, id: number, values: StyleDiscountColumns) {
  await tx
    .update(styleDiscounts)
    .set({ ...values, updateDate: new Date() })
    .where(eq(styleDiscounts.id, id));
}

/** Deletes the style discount; what it was, undefined for no such discount. */
export async function deleteStyleDiscountRow(tx: Database, id: number) {
  const [row] = await tx.delete(styleDiscounts).where(eq(styleDiscounts.id, id)).returning();
  return row;
}
