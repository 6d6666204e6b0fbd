import type { CarrierRecord, SaveCarrierInput } from '@facet/contracts/carriers';
import type { Actor } from '@facet/contracts/permissions';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueKey } from '../../lib/database-errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type CarrierRow, NO_SUCH_CARRIER, readCarrierRows, toCarrierRecord } from './carriers.service.ts';

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
        const [created] = await queryRows<{ id: number }>(
          tx,
          sql`insert into carriers (name, tracking_url, number_pattern, number_format, number_example, active)
            values (${input.name}, ${input.trackingUrl}, ${input.numberPattern}, ${input.numberFormat},
                    ${input.numberExample}, ${input.active})
            returning id`,
        );
        const [row] = await readCarrierRows(tx, created!.id);
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
        await tx.execute(
          sql`update carriers
               set name = ${values.name}, tracking_url = ${values.trackingUrl}, number_pattern = ${values.numberPattern},
                   number_format = ${values.numberFormat}, number_example = ${values.numberExample},
                   active = ${values.active}, update_date = now()
             where id = ${input.id}`,
        );
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
    if (Number(before.shipment_count) > 0) {
      throw new AppError(
        'conflict',
        `${before.name} has carried parcels, so it stays in their records: make it inactive instead.`,
      );
    }
    await tx.execute(sql`delete from carriers where id = ${input.id}`);
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
  const [locked] = await queryRows<{ id: number }>(tx, sql`select id from carriers where id = ${id} for update`);
  if (!locked) throw new AppError('not-found', NO_SUCH_CARRIER);
  const [row] = await readCarrierRows(tx, id);
  return row!;
}
