import type {
  AppointmentRecord,
  BookAppointmentInput,
  RebookAppointmentInput,
  ShortlistInput,
} from '@facet/contracts/appointments';
import type { Actor } from '@facet/contracts/permissions';
import type { Database, Transaction } from '@facet/db/client';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { MailContext } from '../auth/account-mail.ts';
import { sendAppointmentEmail } from './appointment-mail.service.ts';
import { appointmentRecordOf, hashLinkToken } from './appointment-records.service.ts';
import { readAppointmentSetup } from './appointment-settings.service.ts';
import {
  type AppointmentRow,
  cancelAppointmentRow,
  insertAppointment,
  insertShortlistRows,
  listedVariantIds,
  lockLinkedAppointment,
  lockOwnAppointment,
  moveAppointmentRow,
  releaseSeat,
  shownStoneIds,
  takeSeat,
} from './appointments.queries.ts';
import { refusalFor } from './slot-times.ts';

/*
 * Booking, cancelling and moving appointments (decision 041). A slot's seats are taken in the
 * database (`takeSeat`), so however many shoppers ask for its last seat at once, one gets it; a
 * time that is not bookable now is refused with its reason before anything is written.
 */

async function checkedSlot(db: Database, start: string, now: Date) {
  const setup = await readAppointmentSetup(db);
  const slotStart = new Date(start);
  const refusal = refusalFor(slotStart, now, setup.rules);
  if (refusal) throw new AppError('unprocessable', refusal);
  return { setup, slotStart };
}

async function seatOrRefuse(tx: Transaction, slotStart: Date, consultants: number): Promise<void> {
  if (!(await takeSeat(tx, slotStart, consultants))) {
    throw new AppError('conflict', 'That slot has just been taken; please choose another.');
  }
}

/** The shortlist's pieces and stones by id; one a shopper may not see is refused by its SKU. */
async function shortlistThings(db: Database, shortlist: ShortlistInput) {
  const [variants, stones] = await Promise.all([
    listedVariantIds(db, shortlist.skus),
    shownStoneIds(db, shortlist.stones),
  ]);
  const missing = [
    ...shortlist.skus.filter((sku) => !variants.has(sku)),
    ...shortlist.stones.filter((sku) => !stones.has(sku.toLowerCase())),
  ];
  if (missing.length > 0) throw new AppError('unprocessable', `We could not find ${missing.join(', ')} to shortlist.`);
  return [
    ...shortlist.skus.map((sku) => ({ productVariantId: variants.get(sku)! })),
    ...shortlist.stones.map((sku) => ({ stoneId: stones.get(sku.toLowerCase())! })),
  ];
}

/** POST /api/appointments: a seat in the slot, the shortlist, and the confirmation e-mail with its link. */
export async function bookAppointment(
  db: Database,
  input: BookAppointmentInput,
  actor: Actor,
  mail: MailContext,
  now = new Date(),
): Promise<AppointmentRecord> {
  const { setup, slotStart } = await checkedSlot(db, input.start, now);
  const offered = input.kind === 'video' ? setup.row.videoOffered : setup.row.showroomOffered;
  if (!offered) throw new AppError('unprocessable', 'That kind of appointment is not offered at the moment.');
  const things = await shortlistThings(db, input.shortlist);
  const token = randomBytes(24).toString('base64url');
  const row = await db.transaction(async (tx) => {
    await seatOrRefuse(tx, slotStart, setup.row.consultants);
    const booked = await insertAppointment(tx, {
      userId: actor.userId,
      kind: input.kind,
      source: input.source,
      slotStart,
      slotMinutes: setup.row.slotMinutes,
      zone: input.zone,
      linkTokenHash: hashLinkToken(token),
    });
    await insertShortlistRows(tx, booked.id, things);
    await sendAppointmentEmail(tx, mail, { appointment: booked, token, event: 'booked' });
    return booked;
  });
  return appointmentRecordOf(db, row);
}

function changeableOrRefuse(row: AppointmentRow | undefined, now: Date): AppointmentRow {
  if (!row) throw new AppError('not-found', 'We could not find that appointment.');
  if (row.state === 'cancelled') throw new AppError('conflict', 'This appointment was already cancelled.');
  if (row.slotStart.getTime() <= now.getTime()) {
    throw new AppError('conflict', 'This appointment has started; it can no longer be changed.');
  }
  return row;
}

type Locate = (tx: Transaction) => Promise<AppointmentRow | undefined>;

async function cancelLocated(db: Database, locate: Locate, now: Date): Promise<AppointmentRecord> {
  const row = await db.transaction(async (tx) => {
    const found = changeableOrRefuse(await locate(tx), now);
    await releaseSeat(tx, found.slotStart);
    return cancelAppointmentRow(tx, found.id);
  });
  return appointmentRecordOf(db, row);
}

async function rebookLocated(
  db: Database,
  locate: Locate,
  input: RebookAppointmentInput,
  now: Date,
): Promise<AppointmentRecord> {
  const { setup, slotStart } = await checkedSlot(db, input.start, now);
  const row = await db.transaction(async (tx) => {
    const found = changeableOrRefuse(await locate(tx), now);
    if (found.slotStart.getTime() === slotStart.getTime()) return found;
    await seatOrRefuse(tx, slotStart, setup.row.consultants);
    await releaseSeat(tx, found.slotStart);
    return moveAppointmentRow(tx, found.id, { slotStart, slotMinutes: setup.row.slotMinutes, zone: input.zone });
  });
  return appointmentRecordOf(db, row);
}

/** POST /api/appointments/:id/cancel: the customer's own only (another's is not found). */
export function cancelMyAppointment(db: Database, id: number, actor: Actor, now = new Date()) {
  return cancelLocated(db, (tx) => lockOwnAppointment(tx, id, actor.userId), now);
}

/** POST /api/appointments/:id/rebook. */
export function rebookMyAppointment(
  db: Database,
  input: RebookAppointmentInput & { id: number },
  actor: Actor,
  now = new Date(),
) {
  return rebookLocated(db, (tx) => lockOwnAppointment(tx, input.id, actor.userId), input, now);
}

/** POST /api/appointments/link/cancel: the appointment the e-mail's token stands for, signed out. */
export function cancelLinkedAppointment(db: Database, input: { token: string }, now = new Date()) {
  return cancelLocated(db, (tx) => lockLinkedAppointment(tx, hashLinkToken(input.token)), now);
}

/** POST /api/appointments/link/rebook. */
export function rebookLinkedAppointment(
  db: Database,
  input: RebookAppointmentInput & { token: string },
  now = new Date(),
) {
  return rebookLocated(db, (tx) => lockLinkedAppointment(tx, hashLinkToken(input.token)), input, now);
}
