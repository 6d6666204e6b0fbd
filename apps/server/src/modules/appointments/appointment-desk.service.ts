import type { CalendarAnswer, CalendarQuery, DeskAppointment } from '@facet/contracts/appointment-desk';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { shortlistsOf, toAppointmentRecord } from './appointment-records.service.ts';
import { findCalendarRow, listCalendarRows } from './appointments.queries.ts';
import { dayAfter, dayLabel, indiaDayOf, indiaDayStart } from './slot-times.ts';

/*
 * The appointments desk's reads (decision 041): day by day in India's calendar, each appointment
 * with its shopper, times, shortlist and notes.
 */

type CalendarRow = Awaited<ReturnType<typeof listCalendarRows>>[number];

function toDesk(row: CalendarRow, shortlist: DeskAppointment['shortlist']): DeskAppointment {
  return {
    ...toAppointmentRecord(row.appointment, shortlist),
    customer: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    notes: row.appointment.notes,
    day: indiaDayOf(row.appointment.slotStart),
  };
}

/** GET /api/appointment-desk. */
export async function readCalendar(db: Database, query: CalendarQuery, now = new Date()): Promise<CalendarAnswer> {
  const from = query.from ?? indiaDayOf(now);
  const days = Array.from({ length: query.days ?? 7 }, (_, i) => dayAfter(from, i));
  const rows = await listCalendarRows(db, indiaDayStart(from), indiaDayStart(dayAfter(days.at(-1)!)));
  const lists = await shortlistsOf(
    db,
    rows.map((row) => row.appointment.id),
  );
  const records = rows.map((row) => toDesk(row, lists.get(row.appointment.id) ?? []));
  return {
    from,
    days: days.map((day) => ({
      day,
      label: dayLabel(day),
      appointments: records.filter((record) => record.day === day),
    })),
  };
}

/** One appointment as the desk shows it. */
export async function readDeskAppointment(db: Database, id: number): Promise<DeskAppointment> {
  const row = await findCalendarRow(db, id);
  if (!row) throw new AppError('not-found', 'We could not find that appointment.');
  const lists = await shortlistsOf(db, [id]);
  return toDesk(row, lists.get(id) ?? []);
}
