import { fromBasisPoints, fromMinor, toBasisPoints, toMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type {
  PanAboveInput,
  TaxClassAssignmentInput,
  TaxSettingsRecord,
  UpdateTaxClassInput,
} from '@facet/contracts/tax-classes';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';
import {
  findPanAbove,
  findStoneCategoryClassKey,
  findStoneCategoryId,
  findSubTypeClassKey,
  findSubTypeId,
  findTaxClassId,
  listTaxClassRows,
  lockPanAbove,
  lockTaxClass,
  putStoneCategoryInClass,
  putSubTypeInClass,
  updateTaxClassFigures,
  upsertPanAbove,
} from './tax.queries.ts';
import { queueCollectionAlerts } from '../saved-searches/saved-search-collection-alerts-queue.service.ts';

/*
 * The Tax page (decision 023): the tax classes with the sub types and stone categories in each,
 * and the PAN threshold. Admin changes each, audited. The jewellery class's rate is the pricing
 * chain's `charge` (the database keeps the two equal), so changing it reprices every variant in
 * the same transaction, as changing `charge` does; no other class changes a price.
 */

/** The classes in the page's order, each with what is in it; and the PAN threshold. */
export async function readTaxSettings(db: Database): Promise<TaxSettingsRecord> {
  const rows = await listTaxClassRows(db);
  return {
    classes: rows.map((row) => ({
      key: row.key,
      hsn: row.hsn,
      description: row.description,
      rate: fromBasisPoints(row.rate),
      subTypes: row.sub_types,
      stoneCategories: row.stone_categories,
      updateDate: new Date(row.update_date).toISOString(),
    })),
    panAbove: fromMinor(await readPanAbove(db)),
  };
}

/** A class's HSN code, words and rate. The jewellery class's rate reprices every variant. */
export async function updateTaxClass(
  db: Database,
  key: string,
  input: UpdateTaxClassInput,
  actor: Actor,
): Promise<TaxSettingsRecord> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const before = await lockTaxClass(tx, key);
    if (!before) throw new AppError('not-found', `There is no tax class “${key}”.`);
    const rate = toBasisPoints(input.rate);
    await updateTaxClassFigures(tx, key, { hsn: input.hsn, description: input.description, rate });
    const repricedVariants = key === 'jewellery' && rate !== before.rate ? await repriceVariants(tx, { all: true }) : 0;
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'tax.class-changed',
      entityType: 'tax-class',
      entityId: key,
      before: { hsn: before.hsn, description: before.description, rate: fromBasisPoints(before.rate) },
      after: { ...input, repricedVariants },
    });
    await announceChange(tx, 'pricing');
    if (repricedVariants > 0) await announceChange(tx, 'catalogue');
    if (repricedVariants > 0) await queueCollectionAlerts(tx);
  });
  return readTaxSettings(db);
}

/** Puts a sub type's pieces, or a stone category's loose stones, in a class. */
export async function assignTaxClass(
  db: Database,
  input: TaxClassAssignmentInput,
  actor: Actor,
): Promise<TaxSettingsRecord> {
  await db.transaction(async (tx) => {
    const taxClassId = await findTaxClassId(tx, input.taxClass);
    if (taxClassId === undefined) throw new AppError('unprocessable', `There is no tax class “${input.taxClass}”.`);
    const isSubType = input.subType !== undefined;
    const name = (isSubType ? input.subType : input.stoneCategory)!;
    const thingId = isSubType ? await findSubTypeId(tx, name) : await findStoneCategoryId(tx, name);
    if (thingId === undefined)
      throw new AppError('unprocessable', `There is no ${isSubType ? 'sub type' : 'stone category'} “${name}”.`);
    const beforeKey = isSubType ? await findSubTypeClassKey(tx, thingId) : await findStoneCategoryClassKey(tx, thingId);
    if (isSubType) await putSubTypeInClass(tx, thingId, taxClassId);
    else await putStoneCategoryInClass(tx, thingId, taxClassId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'tax.class-assigned',
      entityType: isSubType ? 'sub-type' : 'stone-category',
      entityId: name,
      before: { taxClass: beforeKey ?? 'jewellery' },
      after: { taxClass: input.taxClass },
    });
    await announceChange(tx, 'pricing');
  });
  return readTaxSettings(db);
}

/** The order total (rupees) above which a buyer in India gives a PAN or a Form 60 declaration. */
export async function updatePanAbove(db: Database, input: PanAboveInput, actor: Actor): Promise<TaxSettingsRecord> {
  await db.transaction(async (tx) => {
    const before = await lockPanAbove(tx);
    await upsertPanAbove(tx, toMinor(input.panAbove));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'tax.pan-threshold-changed',
      entityType: 'tax-settings',
      entityId: 'panAbove',
      before: { panAbove: before === undefined ? null : fromMinor(before) },
      after: { panAbove: input.panAbove },
    });
  });
  return readTaxSettings(db);
}

/** The PAN threshold in paise: orders in India above it need a PAN or Form 60. */
export async function readPanAbove(db: Database): Promise<number> {
  const panAbove = await findPanAbove(db);
  if (panAbove === undefined) throw new Error('tax settings are missing');
  return panAbove;
}
