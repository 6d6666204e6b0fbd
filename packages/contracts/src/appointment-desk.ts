import { appointmentDeskEndpoints } from './appointment-desk-endpoints.ts';
import { calendarDay } from './appointment-settings.ts';
import { appointmentRecord, shortlistChange } from './appointments.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { freeText } from './plain-text.ts';
import { recordIdParams } from './record-ids.ts';
import { z } from './zod.ts';

/*
 * The appointments desk (decision 041): what consultants see of each appointment — the shopper,
 * the time, the shortlist and their notes — day by day in India's calendar.
 */

export const calendarQuery = z.object({
  from: calendarDay.optional().describe('the first day, India’s calendar (today unless told)'),
  days: z.coerce.number().int('must be a whole number').min(1).max(31).optional().describe('how many days (7)'),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const deskAppointment = appointmentRecord.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  notes: z.string(),
  /** India's calendar day of its start, YYYY-MM-DD. */
  day: z.string(),
});
export type DeskAppointment = z.infer<typeof deskAppointment>;

export const calendarAnswer = z.object({
  from: z.string(),
  days: z.array(z.object({ day: z.string(), label: z.string(), appointments: z.array(deskAppointment) })),
});
export type CalendarAnswer = z.infer<typeof calendarAnswer>;

export const NOTES_MAX = 4000;
export const notesInput = z.object({ notes: freeText(NOTES_MAX) });

export const appointmentDeskShapes = defineShapes(appointmentDeskEndpoints, {
  calendar: {
    summary: 'Appointments day by day (India’s calendar), booked and cancelled, with shortlists and notes',
    query: calendarQuery,
    response: calendarAnswer,
  },
  shortlistAdd: {
    summary: 'Add a piece or stone to an appointment’s shortlist, until it starts',
    params: recordIdParams,
    body: shortlistChange,
    response: deskAppointment,
  },
  shortlistRemove: {
    summary: 'Take a piece or stone off an appointment’s shortlist, until it starts',
    params: recordIdParams,
    body: shortlistChange,
    response: deskAppointment,
  },
  notes: {
    summary: 'Write the notes of an appointment',
    params: recordIdParams,
    body: notesInput,
    response: deskAppointment,
  },
  sendSelection: {
    summary: 'E-mail the shopper their shortlist, with a link that opens it ready to add to the bag',
    params: recordIdParams,
    response: deskAppointment,
  },
});
export type AppointmentDeskShapes = typeof appointmentDeskShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    appointmentDesk: AppointmentDeskShapes;
  }
}
