import type { SlotsAnswer, SlotsQuery } from '@facet/contracts/appointments';
import type { Database } from '@facet/db/client';
import { readAppointmentSetup } from './appointment-settings.service.ts';
import { bookedSeats } from './appointments.queries.ts';
import {
  dayAfter,
  dayLabel,
  earliestStart,
  hoursOn,
  indiaDayOf,
  lastDay,
  slotStartsOn,
  writtenIn,
} from './slot-times.ts';

/*
 * GET /api/appointments/slots (decision 041): day by day in India's calendar, the slots that may
 * be booked now — past the lead time, within the days ahead, with a seat left — each written in
 * the shopper's zone and India's. Closed days are listed, marked closed, so the calendar reads.
 */
export async function listOpenSlots(db: Database, query: SlotsQuery, now = new Date()): Promise<SlotsAnswer> {
  const { row, rules } = await readAppointmentSetup(db);
  const kinds = [
    ...(row.videoOffered ? ['video' as const] : []),
    ...(row.showroomOffered ? ['showroom' as const] : []),
  ];
  const today = indiaDayOf(now);
  const first = query.from && query.from > today ? query.from : today;
  const last = lastDay(now, rules);
  const days: string[] = [];
  for (let day = first; day <= last && days.length < (query.days ?? 7); day = dayAfter(day)) days.push(day);
  if (days.length === 0 || kinds.length === 0) return { zone: query.zone, kinds, days: [] };
  // India's days begin before UTC's: a day's margin either side takes in every slot of the days.
  const taken = await bookedSeats(
    db,
    new Date(Date.parse(`${days[0]}T00:00:00Z`) - 86_400_000),
    new Date(`${dayAfter(days.at(-1)!)}T00:00:00Z`),
  );
  const earliest = earliestStart(now, rules).getTime();
  return {
    zone: query.zone,
    kinds,
    days: days.map((day) => ({
      day,
      label: dayLabel(day),
      closed: hoursOn(day, rules) === null,
      slots: slotStartsOn(day, rules)
        .filter((start) => start.getTime() >= earliest)
        .map((start) => ({ start, seatsLeft: row.consultants - (taken.get(start.getTime()) ?? 0) }))
        .filter((slot) => slot.seatsLeft > 0)
        .map(({ start, seatsLeft }) => ({
          start: start.toISOString(),
          end: new Date(start.getTime() + rules.slotMinutes * 60_000).toISOString(),
          seatsLeft,
          shopperTime: writtenIn(start, query.zone),
          indiaTime: writtenIn(start, 'Asia/Kolkata'),
        })),
    })),
  };
}
