import type {
  ProductDiscountRecord,
  StyleDiscountRecord,
  createProductDiscountInput,
  createStyleDiscountInput,
  updateProductDiscountInput,
  updateStyleDiscountInput,
} from '@facet/contracts/discounts';
import { fromBasisPoints, toBasisPoints } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type { z } from '@facet/contracts/zod';
import { type Database, queryRows } from '@facet/db/client';
import { discounts, styleDiscounts } from '@facet/db/schema/discounts';
import { ringStyles } from '@facet/db/schema/lookups';
import { products } from '@facet/db/schema/products';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';

/*
 * Style discounts and product discounts (DESIGN §5). Each change reprices the variants it
 * touches in the same transaction, under the pricing lock (see repricing.service.ts).
 */

type StyleInput = z.infer<typeof createStyleDiscountInput>;
type StyleUpdate = z.infer<typeof updateStyleDiscountInput>;
type ProductDiscountInput = z.infer<typeof createProductDiscountInput>;
type ProductDiscountUpdate = z.infer<typeof updateProductDiscountInput>;

export async function listStyleDiscounts(db: Database): Promise<StyleDiscountRecord[]> {
  const rows = await queryRows<{ id: number; discount: number; style: string; variant_count: string | number }>(
    db,
    sql`select sd.id, sd.discount, rs.name as style,
               (select count(*) from product_variants v where v.ring_style_id = sd.ring_style_id) as variant_count
          from style_discounts sd join ring_styles rs on rs.id = sd.ring_style_id
         order by rs.position, rs.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    discount: fromBasisPoints(row.discount),
    style: row.style,
    variantCount: Number(row.variant_count),
  }));
}

export async function getStyleDiscount(db: Database, id: number): Promise<StyleDiscountRecord> {
  const found = (await listStyleDiscounts(db)).find((row) => row.id === id);
  if (!found) throw new AppError('not-found', 'There is no such style discount.');
  return found;
}

async function ringStyleIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: ringStyles.id }).from(ringStyles).where(eq(ringStyles.name, name));
  if (!row) throw new AppError('bad-request', `style: there is no ring style called ${name}`);
  return row.id;
}

async function refuseSecondStyleDiscount(db: Database, ringStyleId: number, style: string, exceptId?: number) {
  const [existing] = await db
    .select({ id: styleDiscounts.id })
    .from(styleDiscounts)
    .where(eq(styleDiscounts.ringStyleId, ringStyleId));
  if (existing && existing.id !== exceptId) {
    throw new AppError('conflict', `${style} already has a discount; change that one instead.`);
  }
}

export async function createStyleDiscount(db: Database, input: StyleInput, actor: Actor): Promise<StyleDiscountRecord> {
  const id = await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const ringStyleId = await ringStyleIdOf(tx, input.style);
    await refuseSecondStyleDiscount(tx, ringStyleId, input.style);
    const [row] = await tx
      .insert(styleDiscounts)
      .values({ ringStyleId, discount: toBasisPoints(input.discount) })
      .returning();
    await repriceVariants(tx, { ringStyleId });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'style-discount.created',
      entityType: 'style-discount',
      entityId: String(row!.id),
      after: input,
    });
    await announceChange(tx, 'catalogue');
    return row!.id;
  });
  return getStyleDiscount(db, id);
}

export async function updateStyleDiscount(
  db: Database,
  input: StyleUpdate,
  actor: Actor,
): Promise<StyleDiscountRecord> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const [before] = await tx.select().from(styleDiscounts).where(eq(styleDiscounts.id, input.id)).for('update');
    if (!before) throw new AppError('not-found', 'There is no such style discount.');
    const ringStyleId = await ringStyleIdOf(tx, input.style);
    await refuseSecondStyleDiscount(tx, ringStyleId, input.style, input.id);
    await tx
      .update(styleDiscounts)
      .set({ ringStyleId, discount: toBasisPoints(input.discount), updateDate: new Date() })
      .where(eq(styleDiscounts.id, input.id));
    await repriceVariants(tx, { ringStyleId });
    if (before.ringStyleId !== ringStyleId) await repriceVariants(tx, { ringStyleId: before.ringStyleId });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'style-discount.changed',
      entityType: 'style-discount',
      entityId: String(input.id),
      before: { ringStyleId: before.ringStyleId, discount: fromBasisPoints(before.discount) },
      after: input,
    });
    await announceChange(tx, 'catalogue');
  });
  return getStyleDiscount(db, input.id);
}

export async function deleteStyleDiscount(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const [before] = await tx.delete(styleDiscounts).where(eq(styleDiscounts.id, id)).returning();
    if (!before) throw new AppError('not-found', 'There is no such style discount.');
    await repriceVariants(tx, { ringStyleId: before.ringStyleId });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'style-discount.deleted',
      entityType: 'style-discount',
      entityId: String(id),
      before: { ringStyleId: before.ringStyleId, discount: fromBasisPoints(before.discount) },
    });
    await announceChange(tx, 'catalogue');
  });
}

export async function listProductDiscounts(db: Database): Promise<ProductDiscountRecord[]> {
  const rows = await queryRows<{ id: number; name: string; discount: number; product_count: string | number }>(
    db,
    sql`select d.id, d.name, d.discount,
               (select count(*) from products p where p.discount_id = d.id) as product_count
          from discounts d order by d.discount, d.name`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    discount: fromBasisPoints(row.discount),
    productCount: Number(row.product_count),
  }));
}

export async function getProductDiscount(db: Database, id: number): Promise<ProductDiscountRecord> {
  const found = (await listProductDiscounts(db)).find((row) => row.id === id);
  if (!found) throw new AppError('not-found', 'There is no such discount.');
  return found;
}

async function refuseDuplicateName(db: Database, name: string, exceptId?: number) {
  const [existing] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(sql`lower(${discounts.name}) = lower(${name})`);
  if (existing && existing.id !== exceptId) throw new AppError('conflict', `A discount called ${name} already exists.`);
}

export async function createProductDiscount(
  db: Database,
  input: ProductDiscountInput,
  actor: Actor,
): Promise<ProductDiscountRecord> {
  const id = await db.transaction(async (tx) => {
    await refuseDuplicateName(tx, input.name);
    const [row] = await tx
      .insert(discounts)
      .values({ name: input.name, discount: toBasisPoints(input.discount) })
      .returning();
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'discount.created',
      entityType: 'discount',
      entityId: String(row!.id),
      after: input,
    });
    return row!.id;
  });
  return getProductDiscount(db, id);
}

export async function updateProductDiscount(
  db: Database,
  input: ProductDiscountUpdate,
  actor: Actor,
): Promise<ProductDiscountRecord> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const [before] = await tx.select().from(discounts).where(eq(discounts.id, input.id)).for('update');
    if (!before) throw new AppError('not-found', 'There is no such discount.');
    await refuseDuplicateName(tx, input.name, input.id);
    await tx
      .update(discounts)
      .set({ name: input.name, discount: toBasisPoints(input.discount), updateDate: new Date() })
      .where(eq(discounts.id, input.id));
    await repriceVariants(tx, { discountId: input.id });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'discount.changed',
      entityType: 'discount',
      entityId: String(input.id),
      before: { name: before.name, discount: fromBasisPoints(before.discount) },
      after: input,
    });
    await announceChange(tx, 'catalogue');
  });
  return getProductDiscount(db, input.id);
}

/** Products that used the discount keep selling, at their price without it. */
export async function deleteProductDiscount(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const affected = await tx.select({ id: products.id }).from(products).where(eq(products.discountId, id));
    const [before] = await tx.delete(discounts).where(eq(discounts.id, id)).returning();
    if (!before) throw new AppError('not-found', 'There is no such discount.');
    await repriceVariants(tx, { productIds: affected.map((p) => p.id) });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'discount.deleted',
      entityType: 'discount',
      entityId: String(id),
      before: { name: before.name, discount: fromBasisPoints(before.discount), products: affected.length },
    });
    await announceChange(tx, 'catalogue');
  });
}
