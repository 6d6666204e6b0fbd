import { metalByName, normaliseLookupName } from '@facet/contracts/lookups';
import type { MetalRecord, UpdatedMetal, UpdateMetalInput } from '@facet/contracts/metals';
import { fromMinor, toMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { metals } from '@facet/db/schema/metals';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';
import { queueCollectionAlerts } from '../saved-searches/saved-search-collection-alerts-queue.service.ts';

function toRecord(row: typeof metals.$inferSelect): MetalRecord {
  const known = metalByName(row.name);
  return {
    id: row.id,
    name: row.name,
    pricePerUnit: fromMinor(row.pricePerUnit),
    labour: fromMinor(row.labour),
    colour: known?.colour ?? 'white',
    swatch: known?.swatch ?? '#d9d9d9',
    purity: known?.purity ?? '',
    updateDate: row.updateDate.toISOString(),
  };
}

export async function listMetals(db: Database): Promise<MetalRecord[]> {
  const rows = await db.select().from(metals).orderBy(asc(metals.position), asc(metals.id));
  return rows.map(toRecord);
}

/**
 * PUT /api/metal: a new rate and making charge for one metal (named as the original names it,
 * old spellings accepted). Every variant in that metal is repriced in the same transaction.
 */
export async function updateMetal(db: Database, input: UpdateMetalInput, actor: Actor): Promise<UpdatedMetal> {
  const name = normaliseLookupName('metal', input.name);
  if (!name) throw new AppError('not-found', `There is no metal called ${input.name}.`);
  return db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const [before] = await tx.select().from(metals).where(eq(metals.name, name)).for('update');
    if (!before) throw new AppError('not-found', `There is no metal called ${input.name}.`);
    const [after] = await tx
      .update(metals)
      .set({ pricePerUnit: toMinor(input.pricePerUnit), labour: toMinor(input.labour), updateDate: new Date() })
      .where(eq(metals.id, before.id))
      .returning();
    const repricedVariants = await repriceVariants(tx, { metalId: before.id });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'metal.rate-changed',
      entityType: 'metal',
      entityId: String(before.id),
      before: { pricePerUnit: fromMinor(before.pricePerUnit), labour: fromMinor(before.labour) },
      after: { pricePerUnit: input.pricePerUnit, labour: input.labour, repricedVariants },
    });
    await announceChange(tx, 'metals');
    await announceChange(tx, 'catalogue');
    await queueCollectionAlerts(tx);
    return { ...toRecord(after!), repricedVariants };
  });
}
