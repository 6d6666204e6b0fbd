import type { CarrierRecord, SaveCarrierInput } from '@facet/contracts/carriers';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueKey } from '../../lib/database-errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  type CarrierRow,
  deleteCarrierRow,
  insertCarrier,
  lockCarrierRow,
  readCarrierRows,
  updateCarrierRow,
} from './carriers.queries.ts';
import { NO_SUCH_CARRIER, toCarrierRecord } from './carriers.service.ts';

/*
 * The Admin's changes to the carriers, each one transaction with its audit entry. A carrier
 * that has carried a parcel cannot be deleted (the shipments' key refuses it too): the Admin
 * makes it inactive, and the ship form stops offering it while old parcels keep their links.
 */

const nameTaken = (name: string) => new AppError('conflict', `There is already a carrier called ${name}.`);

type Fields = Omit<CarrierRecord, 'id' | 'shipmentCount'>;

function fieldsOf(record: CarrierRecord): Fields {
  const { id: _id, shipmentCount: _count, ...fields } = record;
  return fields;
}

/** POST /api/carriers. */
export async function createCarrier(db: Database, input: SaveCarrierInput, actor: Actor): Promise<CarrierRecord> {
  return withUniqueKey(
    'carriers_name_unique',
    () => nameTaken(input.name),
    () =>
      db.transaction(async (tx) => {
        const id = await insertCarrier(tx, {
          name: input.name,
          trackingUrl: input.trackingUrl,
          numberPattern: input.numberPattern,
          numberFormat: input.numberFormat,
          numberExample: input.numberExample,
          active: input.active,
        });
        const [row] = await readCarrierRows(tx, id);
        const record = toCarrierRecord(row!);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'carrier.created',
          entityType: 'carrier',
          entityId: String(record.id),
          after: fieldsOf(record),
        });
        return record;
      }),
  );
}

/** PUT /api/carriers/{id}: every field at once; only what changed is audited, and a change of nothing writes nothing. */
export async function updateCarrier(
  db: Database,
  input: SaveCarrierInput & { id: number },
  actor: Actor,
): Promise<CarrierRecord> {
  return withUniqueKey(
    'carriers_name_unique',
    () => nameTaken(input.name),
    () =>
      db.transaction(async (tx) => {
        const before = await lockCarrier(tx, input.id);
        const old = fieldsOf(toCarrierRecord(before));
        const { id: _id, ...values } = input;
        const changed = (Object.keys(old) as (keyof Fields)[]).filter((key) => old[key] !== values[key]);
        if (changed.length === 0) return toCarrierRecord(before);
        await updateCarrierRow(tx, input.id, {
          name: values.name,
          trackingUrl: values.trackingUrl,
          numberPattern: values.numberPattern,
          numberFormat: values.numberFormat,
          numberExample: values.numberExample,
          active: values.active,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'carrier.changed',
          entityType: 'carrier',
          entityId: String(input.id),
          before: Object.fromEntries(changed.map((key) => [key, old[key]])),
          after: Object.fromEntries(changed.map((key) => [key, values[key]])),
        });
        const [after] = await readCarrierRows(tx, input.id);
        return toCarrierRecord(after!);
      }),
  );
}

/** DELETE /api/carriers/{id}: only one that has never carried a parcel. */
export async function deleteCarrier(db: Database, input: { id: number }, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCarrier(tx, input.id);
    if (before.shipmentCount > 0) {
      throw new AppError(
        'conflict',
        `${before.name} has carried parcels, so it stays in their records: make it inactive instead.`,
      );
    }
    await deleteCarrierRow(tx, input.id);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'carrier.deleted',
      entityType: 'carrier',
      entityId: String(input.id),
      before: fieldsOf(toCarrierRecord(before)),
    });
  });
}

async function lockCarrier(tx: Database, id: number): Promise<CarrierRow> {
  if (!(await lockCarrierRow(tx, id))) throw new AppError('not-found', NO_SUCH_CARRIER);
  const [row] = await readCarrierRows(tx, id);
  return row!;
}
