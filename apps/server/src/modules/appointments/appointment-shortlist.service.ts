import { type AppointmentRecord, SHORTLIST_MAX, type ShortlistChange } from '@facet/contracts/appointments';
import type { Actor } from '@facet/contracts/permissions';
import type { Database, Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { appointmentRecordOf } from './appointment-records.service.ts';
import {
  type AppointmentRow,
  countShortlistRows,
  deleteShortlistRow,
  insertShortlistRows,
  listedVariantIds,
  lockAppointment,
  lockOwnAppointment,
  shownStoneIds,
} from './appointments.queries.ts';

/*
 * A shortlist's changes (decision 041): the shopper and the consultants add and take off pieces and
 * stones until the appointment starts; after that, and once it is cancelled, it is read-only.
 * Adding one already there, or taking off one that is not, changes nothing.
 */

async function thingOf(db: Database, change: ShortlistChange) {
  if (change.kind === 'product') {
    const id = (await listedVariantIds(db, [change.sku])).get(change.sku);
    if (id === undefined) throw new AppError('unprocessable', `We could not find the piece ${change.sku}.`);
    return { productVariantId: id };
  }
  const id = (await shownStoneIds(db, [change.sku])).get(change.sku.toLowerCase());
  if (id === undefined) throw new AppError('unprocessable', `We could not find the stone ${change.sku}.`);
  return { stoneId: id };
}

type Locate = (tx: Transaction) => Promise<AppointmentRow | undefined>;

export async function changeShortlist(
  db: Database,
  input: { change: ShortlistChange; add: boolean },
  locate: Locate,
  now = new Date(),
): Promise<AppointmentRow> {
  const thing = await thingOf(db, input.change);
  return db.transaction(async (tx) => {
    const row = await locate(tx);
    if (!row) throw new AppError('not-found', 'We could not find that appointment.');
    if (row.state !== 'booked' || row.slotStart.getTime() <= now.getTime()) {
      throw new AppError(
        'conflict',
        'This appointment has started or was cancelled; its shortlist can no longer change.',
      );
    }
    if (!input.add) {
      await deleteShortlistRow(tx, row.id, thing);
      return row;
    }
    if ((await countShortlistRows(tx, row.id)) >= SHORTLIST_MAX) {
      throw new AppError('conflict', `A shortlist holds at most ${SHORTLIST_MAX} pieces and stones.`);
    }
    await insertShortlistRows(tx, row.id, [thing]);
    return row;
  });
}

/** POST /api/appointments/:id/shortlist and …/remove: the shopper's own appointment only. */
export async function changeMyShortlist(
  db: Database,
  input: { id: number; change: ShortlistChange; add: boolean },
  actor: Actor,
): Promise<AppointmentRecord> {
  const row = await changeShortlist(db, input, (tx) => lockOwnAppointment(tx, input.id, actor.userId));
  return appointmentRecordOf(db, row);
}

/** The desk's change of any appointment's shortlist; answers the row for the desk's record. */
export function changeAnyShortlist(db: Database, input: { id: number; change: ShortlistChange; add: boolean }) {
  return changeShortlist(db, input, (tx) => lockAppointment(tx, input.id));
}
