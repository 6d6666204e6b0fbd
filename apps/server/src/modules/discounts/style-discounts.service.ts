import type {
  CreateStyleDiscountInput,
  DiscountIdParams,
  StyleDiscountRecord,
  UpdateStyleDiscountInput,
} from '@facet/contracts/discounts';
import { fromBasisPoints, toBasisPoints } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';
import {
  deleteStyleDiscountRow,
  findRingStyleIdNamed,
  findStyleDiscountIdOf,
  insertStyleDiscount,
  listStyleDiscountRows,
  lockStyleDiscount,
  updateStyleDiscountRow,
} from './discounts.queries.ts';
import { queueCollectionAlerts } from '../saved-searches/saved-search-collection-alerts-queue.service.ts';

/*
 * Style discounts: a percentage off every variant of one ring style, at most one per style.
 * Each change reprices the variants of the styles it touches in the same transaction, under
 * the pricing lock (see repricing.service.ts).
 */

export async function listStyleDiscounts(db: Database): Promise<StyleDiscountRecord[]> {
  const rows = await listStyleDiscountRows(db);
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
  const id = await findRingStyleIdNamed(db, name);
  if (id === undefined) throw new AppError('bad-request', `style: there is no ring style called ${name}`);
  return id;
}

async function refuseSecondStyleDiscount(db: Database, ringStyleId: number, style: string, exceptId?: number) {
  const existing = await findStyleDiscountIdOf(db, ringStyleId);
  if (existing !== undefined && existing !== exceptId) {
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
    const id = await insertStyleDiscount(tx, { ringStyleId, discount: toBasisPoints(input.discount) });
    await repriceVariants(tx, { ringStyleId });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'style-discount.created',
      entityType: 'style-discount',
      entityId: String(id),
      after: input,
    });
    await announceChange(tx, 'catalogue');
    await queueCollectionAlerts(tx);
    return id;
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
    const before = await lockStyleDiscount(tx, input.id);
    if (!before) throw new AppError('not-found', 'There is no such style discount.');
    const ringStyleId = await ringStyleIdOf(tx, input.style);
    await refuseSecondStyleDiscount(tx, ringStyleId, input.style, input.id);
    await updateStyleDiscountRow(tx, input.id, { ringStyleId, discount: toBasisPoints(input.discount) });
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
    await queueCollectionAlerts(tx);
  });
  return getStyleDiscount(db, { id: input.id });
}

export async function deleteStyleDiscount(db: Database, input: DiscountIdParams, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const before = await deleteStyleDiscountRow(tx, input.id);
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
    await queueCollectionAlerts(tx);
  });
}
