import type {
  CreateStyleDiscountInput,
  DiscountIdParams,
  StyleDiscountRecord,
  UpdateStyleDiscountInput,
} from '@facet/contracts/discounts';
import { fromBasisPoints, toBasisPoints } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import { type Database, queryRows } from '@facet/db/client';
import { styleDiscounts } from '@facet/db/schema/discounts';
import { ringStyles } from '@facet/db/schema/lookups';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';

/*
 * Style discounts: a percentage off every variant of one ring style, at most one per style.
 * Each change reprices the variants of the styles it touches in the same transaction, under
 * the pricing lock (see repricing.service.ts).
 */

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

export async function getStyleDiscount(db: Database, input: DiscountIdParams): Promise<StyleDiscountRecord> {
  const found = (await listStyleDiscounts(db)).find((row) => row.id === input.id);
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

export async function createStyleDiscount(
  db: Database,
  input: CreateStyleDiscountInput,
  actor: Actor,
): Promise<StyleDiscountRecord> {
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
  return getStyleDiscount(db, { id });
}

/** A change of percentage or of style: the variants of the old and the new style are repriced. */
export async function updateStyleDiscount(
  db: Database,
  input: UpdateStyleDiscountInput,
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
  return getStyleDiscount(db, { id: input.id });
}

export async function deleteStyleDiscount(db: Database, input: DiscountIdParams, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const [before] = await tx.delete(styleDiscounts).where(eq(styleDiscounts.id, input.id)).returning();
    if (!before) throw new AppError('not-found', 'There is no such style discount.');
    await repriceVariants(tx, { ringStyleId: before.ringStyleId });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'style-discount.deleted',
      entityType: 'style-discount',
      entityId: String(input.id),
      before: { ringStyleId: before.ringStyleId, discount: fromBasisPoints(before.discount) },
    });
    await announceChange(tx, 'catalogue');
  });
}
