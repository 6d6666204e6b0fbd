import type { AppointmentRecord, ShortlistItem } from '@facet/contracts/appointments';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import {
  type AppointmentRow,
  findLinkedAppointment,
  listOwnAppointmentRows,
  listShortlistRows,
} from './appointments.queries.ts';
import { writtenIn } from './slot-times.ts';

/*
 * Appointments as the shopper reads them (decision 041): times in their zone and India's, the
 * shortlist by SKU and name, and whether it may still be changed (booked, not yet started).
 */

export async function shortlistsOf(db: Database, ids: readonly number[]): Promise<Map<number, ShortlistItem[]>> {
  const lists = new Map<number, ShortlistItem[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return lists;
  for (const row of await listShortlistRows(db, ids)) {
    const item: ShortlistItem | null = row.variantSku
      ? { kind: 'product', sku: row.variantSku, name: row.productName ?? row.variantSku }
      : row.stoneSku
        ? { kind: 'stone', sku: row.stoneSku, name: `Stone ${row.stoneSku}, ${(row.stoneCarat ?? 0) / 100} ct` }
        : null;
    if (item) lists.get(row.appointmentId)?.push(item);
  }
  return lists;
}

export function toAppointmentRecord(
  row: AppointmentRow,
  shortlist: ShortlistItem[],
  now = new Date(),
): AppointmentRecord {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    state: row.state,
    start: row.slotStart.toISOString(),
    end: new Date(row.slotStart.getTime() + row.slotMinutes * 60_000).toISOString(),
    zone: row.zone,
    shopperTime: writtenIn(row.slotStart, row.zone),
    indiaTime: writtenIn(row.slotStart, 'Asia/Kolkata'),
    changeable: row.state === 'booked' && row.slotStart.getTime() > now.getTime(),
    shortlist,
  };
}

export async function appointmentRecordOf(db: Database, row: AppointmentRow): Promise<AppointmentRecord> {
  const lists = await shortlistsOf(db, [row.id]);
  return toAppointmentRecord(row, lists.get(row.id) ?? []);
}

/** GET /api/appointments/mine: the customer's appointments, soonest first, cancelled ones too. */
export async function listMyAppointments(db: Database, actor: Actor): Promise<{ records: AppointmentRecord[] }> {
  const rows = await listOwnAppointmentRows(db, actor.userId);
  const lists = await shortlistsOf(
    db,
    rows.map((row) => row.id),
  );
  return { records: rows.map((row) => toAppointmentRecord(row, lists.get(row.id) ?? [])) };
}

/** The hash an appointment keeps of its e-mails' link token. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** GET /api/appointments/link: the appointment the e-mail's token stands for; an altered token is not found. */
export async function readLinkedAppointment(db: Database, input: { token: string }): Promise<AppointmentRecord> {
  const row = await findLinkedAppointment(db, hashLinkToken(input.token));
  if (!row) throw new AppError('not-found', 'This link is not valid; please use the link in your e-mail.');
  return appointmentRecordOf(db, row);
}
