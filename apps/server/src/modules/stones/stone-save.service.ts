import { randomUUID } from 'node:crypto';
import { toMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import { growthMethodOf } from '@facet/contracts/stone-kinds';
import type {
  CreateStoneInput,
  StoneIdParams,
  StoneRecord,
  StoneState,
  UpdateStoneInput,
} from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { isStillReferenced, SQLSTATE, violatesConstraint } from '../../lib/database-errors.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { queueSavedSearchAlerts } from '../saved-searches/saved-search-alerts-queue.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { deleteMedia } from '../media/media.service.ts';
import { getStoneById, stonesInOrders } from './stone-admin-reads.service.ts';
import {
  deleteStoneRow,
  deleteStonePictures,
  findPictureOwners,
  findStoneByCertificate,
  findStoneIdBySku,
  findStoneLookupIds,
  insertStone,
  listStonePictureIds,
  lockStone,
  lockStoneState,
  putStonePicture,
  updateStoneRow,
} from './stone-save.queries.ts';

/*
 * Loose stones changed in the back-office: create, save, unlist, relist, delete. Each is one
 * transaction — the stone's fields, its pictures, the audit entry and the announcement that
 * drops the storefront's cached answers — so anything refused writes nothing. No price is
 * written: a stone's price is computed from its cost when read (decision 009).
 *
 * Stock numbers (SKU): kept as typed, unique whatever their case (the stone page's address).
 * Left out on create, one is made from the category and the stone's id (LG-000123): ids are
 * never reused, so two generated numbers never collide; a number someone typed that happens to
 * look the same gets a suffix (LG-000123-2), tried under a savepoint, so the unique index
 * decides and nothing is ever left half-written. On save the stock number stays unless staff
 * send a different one; it may change only while the stone is in no order and neither on hold
 * nor sold, since an order (and the shopper's confirmation) names the stone by it. The SQL is
 * stone-save.queries.ts.
 */

const NOT_FOUND = 'There is no such stone.';
const IN_AN_ORDER = 'This stone is in an order; unlist it instead.';

const skuPrefixes: Record<string, string> = {
  'Natural Diamond': 'ND',
  'Lab Grown Diamond': 'LG',
  Moissanite: 'MO',
};

type StoneDraft = CreateStoneInput | UpdateStoneInput;

const skuTaken = (sku: string) => new AppError('conflict', `Stock number ${sku} is already used by another stone.`);
const certificateTaken = (lab: string | null, number: string | null, otherSku?: string) =>
  new AppError(
    'conflict',
    `Certificate ${lab ?? ''} ${number ?? ''} is already recorded for ${otherSku ? `stone ${otherSku}` : 'another stone'}.`.replace(
      /\s+/g,
      ' ',
    ),
  );

/** Two staff saving the same stock or certificate number at once: the unique indexes refuse the second. */
async function withUniqueNumbers<T>(input: StoneDraft, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatesConstraint(error, 'stones_sku_unique', [SQLSTATE.uniqueViolation])) {
      throw skuTaken(input.sku ?? 'this');
    }
    if (violatesConstraint(error, 'stones_certificate_unique', [SQLSTATE.uniqueViolation])) {
      throw certificateTaken(input.certificateLab, input.certificateNumber);
    }
    throw error;
  }
}

async function lookupIds(tx: Database, input: StoneDraft): Promise<{ categoryId: number; shapeId: number }> {
  const row = await findStoneLookupIds(tx, input.stoneCategory, input.stoneShape);
  if (!row?.category_id)
    throw new AppError('bad-request', `stoneCategory: ${input.stoneCategory} is not set up in this shop`);
  if (!row.shape_id) throw new AppError('bad-request', `stoneShape: ${input.stoneShape} is not set up in this shop`);
  return { categoryId: row.category_id, shapeId: row.shape_id };
}

const inHundredths = (value: number | null) => (value === null ? null : Math.round(value * 100));

/** The stone's columns from a draft (stock number and state apart). */
async function stoneColumns(tx: Database, input: StoneDraft) {
  const { categoryId, shapeId } = await lookupIds(tx, input);
  return {
    stoneCategoryId: categoryId,
    // A laboratory-grown stone given none is `unknown` (the database writes it too).
    growthMethod: growthMethodOf(input.stoneCategory, input.growthMethod),
    stoneShapeId: shapeId,
    carat: Math.round(input.carat * 100),
    color: input.color,
    clarity: input.clarity,
    cut: input.cut,
    polish: input.polish,
    symmetry: input.symmetry,
    fluorescence: input.fluorescence,
    length: inHundredths(input.length),
    width: inHundredths(input.width),
    depth: inHundredths(input.depth),
    depthPercent: inHundredths(input.depthPercent),
    tablePercent: inHundredths(input.tablePercent),
    certificateLab: input.certificateLab,
    certificateNumber: input.certificateNumber,
    certificateUrl: input.certificateUrl,
    laserInscription: input.laserInscription,
    videoUrl: input.videoUrl,
    cost: toMinor(input.price),
  };
}

/** What the audit log keeps of a stone: its identity, grading and cost, not the whole row. */
function auditSummary(row: {
  sku: string;
  growthMethod: string | null;
  carat: number;
  color: string;
  clarity: string;
  cut: string | null;
  certificateLab: string | null;
  certificateNumber: string | null;
  cost: number;
  state?: StoneState;
}) {
  return {
    sku: row.sku,
    ...(row.growthMethod ? { growthMethod: row.growthMethod } : {}),
    carat: row.carat / 100,
    color: row.color,
    clarity: row.clarity,
    cut: row.cut,
    certificate: row.certificateNumber ? `${row.certificateLab} ${row.certificateNumber}` : null,
    cost: row.cost / 100,
    ...(row.state ? { state: row.state } : {}),
  };
}

/** Refuses a stock number another stone has (any case); `exceptId` is the stone being saved. */
async function refuseTakenSku(tx: Database, sku: string, exceptId?: number) {
  const other = await findStoneIdBySku(tx, sku);
  if (other !== undefined && other !== exceptId) throw skuTaken(sku);
}

async function refuseTakenCertificate(tx: Database, input: StoneDraft, exceptId?: number) {
  if (!input.certificateNumber) return;
  const other = await findStoneByCertificate(tx, input.certificateLab ?? '', input.certificateNumber);
  if (other && other.id !== exceptId) throw certificateTaken(input.certificateLab, input.certificateNumber, other.sku);
}

/**
 * Gives a new stone its generated stock number: the category's prefix and the id, zero-padded
 * (LG-000123), or with a suffix when someone typed that number for another stone. Each try is
 * a savepoint, so a collision found by the unique index (even one committed a moment ago by a
 * concurrent save) is undone and the next candidate tried.
 */
async function assignGeneratedSku(tx: Database, stoneId: number, category: string): Promise<string> {
  const base = `${skuPrefixes[category] ?? 'ST'}-${String(stoneId).padStart(6, '0')}`;
  for (let attempt = 1; attempt <= 20; attempt++) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      await tx.transaction(async (savepoint) => {
        await updateStoneRow(savepoint, stoneId, { sku: candidate });
      });
      return candidate;
    } catch (error) {
      if (!violatesConstraint(error, 'stones_sku_unique', [SQLSTATE.uniqueViolation])) throw error;
    }
  }
  throw new AppError('conflict', 'No free stock number could be made for this stone; please type one.');
}

/**
 * The pictures part of a save, inside its transaction: `productMedias` is the stone's whole
 * list, in order (uploaded first through POST /api/media); pictures the stone had and no longer
 * lists are deleted (their files by a job), as are those in `productMediasToRemove`, which must
 * be the stone's own. A picture belongs to one stone and to no product.
 */
async function savePictures(tx: Database, stoneId: number, input: StoneDraft): Promise<void> {
  const currentIds = new Set(await listStonePictureIds(tx, stoneId));
  const keep = input.productMedias;
  for (const [index, id] of input.productMediasToRemove.entries()) {
    if (!currentIds.has(id)) {
      throw new AppError('bad-request', `productMediasToRemove.${index}: picture ${id} is not one of this stone's`);
    }
    if (keep.includes(id)) {
      throw new AppError('bad-request', `productMediasToRemove.${index}: the picture is also listed in productMedias`);
    }
  }
  if (keep.length > 0) {
    const known = await findPictureOwners(tx, keep);
    const byId = new Map(known.map((row) => [row.id, row]));
    for (const [index, id] of keep.entries()) {
      const found = byId.get(id);
      if (!found) {
        throw new AppError(
          'bad-request',
          `productMedias.${index}: the picture was not uploaded, or was removed; upload it again`,
        );
      }
      if ((found.stoneId !== null && found.stoneId !== stoneId) || found.productId !== null) {
        throw new AppError('bad-request', `productMedias.${index}: the picture belongs to another stone or product`);
      }
    }
  }
  const dropped = [...currentIds].filter((id) => !keep.includes(id));
  if (dropped.length > 0) {
    await deleteStonePictures(tx, dropped);
    await deleteMedia(tx, { ids: dropped });
  }
  for (const [position, mediaId] of keep.entries()) {
    await putStonePicture(tx, stoneId, mediaId, position);
  }
}

/** POST /api/stone: a new stone, available at once; its stock number given or generated. */
export async function createStone(db: Database, input: CreateStoneInput, actor: Actor): Promise<StoneRecord> {
  const id = await withUniqueNumbers(input, () =>
    db.transaction(async (tx) => {
      if (input.sku) await refuseTakenSku(tx, input.sku);
      await refuseTakenCertificate(tx, input);
      const columns = await stoneColumns(tx, input);
      const stoneId = await insertStone(tx, {
        ...columns,
        sku: input.sku ?? `new-${randomUUID()}`,
        createdBy: actor.userId,
      });
      const sku = input.sku ?? (await assignGeneratedSku(tx, stoneId, input.stoneCategory));
      await savePictures(tx, stoneId, input);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'stone.created',
        entityType: 'stone',
        entityId: String(stoneId),
        after: { ...auditSummary({ ...columns, sku }), pictures: input.productMedias.length },
      });
      await announceChange(tx, 'stones');
      await queueSavedSearchAlerts(tx);
      return stoneId;
    }),
  );
  return getStoneById(db, { id });
}

/** PUT /api/stone: every field of the stone and its pictures; the stock number stays unless a new one is sent. */
export async function updateStone(db: Database, input: UpdateStoneInput, actor: Actor): Promise<StoneRecord> {
  await withUniqueNumbers(input, () =>
    db.transaction(async (tx) => {
      const before = await lockStone(tx, input.id);
      if (!before) throw new AppError('not-found', NOT_FOUND);
      const sku = input.sku ?? before.sku;
      if (sku !== before.sku) {
        if (before.state === 'on_hold' || before.state === 'sold' || (await stonesInOrders(tx, [before.id])).size > 0) {
          throw new AppError(
            'unprocessable',
            `The stock number of a stone that is ${before.state === 'sold' ? 'sold' : 'in an order'} cannot change: the order names it.`,
          );
        }
        await refuseTakenSku(tx, sku, before.id);
      }
      await refuseTakenCertificate(tx, input, before.id);
      const columns = await stoneColumns(tx, input);
      await updateStoneRow(tx, input.id, { ...columns, sku, updateDate: new Date() });
      await savePictures(tx, input.id, input);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'stone.changed',
        entityType: 'stone',
        entityId: String(input.id),
        before: auditSummary(before),
        after: {
          ...auditSummary({ ...columns, sku }),
          picturesKept: input.productMedias.length,
          picturesRemoved: input.productMediasToRemove.length,
        },
      });
      await announceChange(tx, 'stones');
      await queueSavedSearchAlerts(tx);
    }),
  );
  return getStoneById(db, { id: input.id });
}

const stateWords: Record<StoneState, string> = {
  available: 'available',
  on_hold: 'on hold for a shopper’s checkout',
  sold: 'sold',
  unlisted: 'unlisted',
};

/**
 * Moves a stone from one state to another. The stone's row is locked first (FOR UPDATE), so a
 * checkout holding or selling it, or another member of staff changing it, at the same moment
 * either happens first (and this answers from the state it left) or waits for this. Already
 * in the target state: nothing changes, nothing is refused.
 */
async function moveState(
  db: Database,
  id: number,
  from: StoneState,
  to: StoneState,
  actor: Actor,
): Promise<StoneRecord> {
  await db.transaction(async (tx) => {
    const state = await lockStoneState(tx, id);
    if (!state) throw new AppError('not-found', NOT_FOUND);
    if (state === to) return;
    if (state !== from) {
      const action = to === 'unlisted' ? 'unlisted' : 'relisted';
      throw new AppError(
        'unprocessable',
        `This stone is ${stateWords[state]}, so it cannot be ${action}; only ${stateWords[from]} stones can.`,
      );
    }
    await updateStoneRow(tx, id, { state: to, updateDate: new Date() });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: to === 'unlisted' ? 'stone.unlisted' : 'stone.relisted',
      entityType: 'stone',
      entityId: String(id),
      before: { state: from },
      after: { state: to },
    });
    await announceChange(tx, 'stones');
    await queueSavedSearchAlerts(tx);
  });
  return getStoneById(db, { id });
}

/** PUT /api/stone/unlist: an available stone leaves the shop; staff still see and edit it. */
export function unlistStone(db: Database, input: StoneIdParams, actor: Actor): Promise<StoneRecord> {
  return moveState(db, input.id, 'available', 'unlisted', actor);
}

/** PUT /api/stone/relist: an unlisted stone is back in the shop, available. */
export function relistStone(db: Database, input: StoneIdParams, actor: Actor): Promise<StoneRecord> {
  return moveState(db, input.id, 'unlisted', 'available', actor);
}

/**
 * DELETE /api/stone/{id}: a stone nothing holds on to. Orders will point at their stones with
 * ON DELETE RESTRICT; the database's refusal is the rule, so a stone put in an order a moment
 * ago is refused too.
 */
export async function deleteStone(db: Database, input: StoneIdParams, actor: Actor): Promise<void> {
  const { id } = input;
  await db.transaction(async (tx) => {
    const before = await lockStone(tx, id);
    if (!before) throw new AppError('not-found', NOT_FOUND);
    if ((await stonesInOrders(tx, [id])).size > 0) throw new AppError('conflict', IN_AN_ORDER);
    const pictures = await listStonePictureIds(tx, id);
    try {
      await deleteStoneRow(tx, id);
    } catch (error) {
      // Only this statement removes what others may point at: a refusal here is a reference to the stone.
      if (isStillReferenced(error)) throw new AppError('conflict', IN_AN_ORDER);
      throw error;
    }
    await deleteMedia(tx, { ids: pictures });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'stone.deleted',
      entityType: 'stone',
      entityId: String(id),
      before: auditSummary(before),
    });
    await announceChange(tx, 'stones');
  });
}
