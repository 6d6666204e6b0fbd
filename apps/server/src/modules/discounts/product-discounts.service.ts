import type {
  CreateProductDiscountInput,
  DiscountIdParams,
  ProductDiscountRecord,
  UpdateProductDiscountInput,
} from '@facet/contracts/discounts';
import { fromBasisPoints, toBasisPoints } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueKey } from '../../lib/database-errors.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';
import {
  deleteProductDiscountRow,
  findProductDiscountIdNamed,
  insertProductDiscount,
  listProductDiscountRows,
  listProductIdsWithDiscount,
  lockProductDiscount,
  updateProductDiscountRow,
} from './discounts.queries.ts';
import { queueCollectionAlerts } from '../saved-searches/saved-search-collection-alerts-queue.service.ts';

/*
 * Product discounts: named percentages that products point to, names unique whatever their
 * case. A change reprices the variants of the products that use the discount in the same
 * transaction, under the pricing lock (see repricing.service.ts).
 */

export async function listProductDiscounts(db: Database): Promise<ProductDiscountRecord[]> {
  const rows = await listProductDiscountRows(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    discount: fromBasisPoints(row.discount),
    productCount: Number(row.product_count),
  }));
}

export async function getProductDiscount(db: Database, input: DiscountIdParams): Promise<ProductDiscountRecord> {
  const found = (await listProductDiscounts(db)).find((row) => row.id === input.id);
  if (!found) throw new AppError('not-found', 'There is no such discount.');
  return found;
}

function nameTaken(name: string): AppError {
  return new AppError('conflict', `A discount called ${name} already exists.`);
}

async function refuseDuplicateName(db: Database, name: string, exceptId?: number) {
  const existing = await findProductDiscountIdNamed(db, name);
  if (existing !== undefined && existing !== exceptId) throw nameTaken(name);
}

/** Two staff saving the same new name at once: the second is refused by the unique constraint. */
function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  return withUniqueKey('product_discounts_name_unique', () => nameTaken(name), work);
}

export async function createProductDiscount(
  db: Database,
  input: CreateProductDiscountInput,
  actor: Actor,
): Promise<ProductDiscountRecord> {
  const id = await withUniqueName(input.name, () =>
    db.transaction(async (tx) => {
      await refuseDuplicateName(tx, input.name);
      const id = await insertProductDiscount(tx, { name: input.name, discount: toBasisPoints(input.discount) });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'discount.created',
        entityType: 'discount',
        entityId: String(id),
        after: input,
      });
      return id;
    }),
  );
  return getProductDiscount(db, { id });
}

export async function updateProductDiscount(
  db: Database,
  input: UpdateProductDiscountInput,
  actor: Actor,
): Promise<ProductDiscountRecord> {
  await withUniqueName(input.name, () =>
    db.transaction(async (tx) => {
      await lockPricing(tx, 'write');
      const before = await lockProductDiscount(tx, input.id);
      if (!before) throw new AppError('not-found', 'There is no such discount.');
      await refuseDuplicateName(tx, input.name, input.id);
      await updateProductDiscountRow(tx, input.id, { name: input.name, discount: toBasisPoints(input.discount) });
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
      await queueCollectionAlerts(tx);
    }),
  );
  return getProductDiscount(db, { id: input.id });
}

/** Products that used the discount keep selling, at their price without it. */
export async function deleteProductDiscount(db: Database, input: DiscountIdParams, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const affected = await listProductIdsWithDiscount(tx, input.id);
    const before = await deleteProductDiscountRow(tx, input.id);
    if (!before) throw new AppError('not-found', 'There is no such discount.');
    await repriceVariants(tx, { productIds: affected });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'discount.deleted',
      entityType: 'discount',
      entityId: String(input.id),
      before: { name: before.name, discount: fromBasisPoints(before.discount), products: affected.length },
    });
    await announceChange(tx, 'catalogue');
    await queueCollectionAlerts(tx);
  });
}
