import { appointmentEndpoints } from './appointment-endpoints.ts';
import {
  appointmentSettingsRecord,
  calendarDay,
  timeZone,
  updateAppointmentSettingsInput,
} from './appointment-settings.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { recordIdParams } from './record-ids.ts';
import { z } from './zod.ts';

/*
 * Appointments with a consultant (decision 041): the open slots, a booking with the shortlist the
 * shopper came with, and its cancellation and rebooking — from /account, or signed out from the
 * signed link in the e-mails. Times travel as ISO instants; each slot and appointment also carries
 * its time written in the shopper's zone and in India's, made on the server.
 */

export const appointmentKinds = ['video', 'showroom'] as const;
export type AppointmentKind = (typeof appointmentKinds)[number];
export const appointmentKindLabels: Record<AppointmentKind, string> = {
  video: 'Video call',
  showroom: 'In the showroom',
};

/** The pages a booking starts from; the shortlist is what the shopper was looking at there. */
export const appointmentSources = ['product', 'stone', 'ring-builder', 'contact'] as const;
export type AppointmentSource = (typeof appointmentSources)[number];

/** How many pieces and stones one shortlist holds. */
export const SHORTLIST_MAX = 20;

/** GET /api/appointments/slots: the days (India's calendar) from `from`, times written in `zone`. */
export const slotsQuery = z.object({
  zone: timeZone.describe('the shopper’s IANA time zone, as the browser names it'),
  from: calendarDay.optional().describe('the first day, India’s calendar (today unless told)'),
  days: z.coerce.number().int('must be a whole number').min(1).max(31).optional().describe('how many days (7)'),
});
export type SlotsQuery = z.infer<typeof slotsQuery>;

/** An instant written for people: in the shopper's zone and in India's. */
const writtenTimes = {
  shopperTime: z.string().describe('e.g. “Mon 1 Dec, 10:30 (GMT+5:30)” in the shopper’s zone'),
  indiaTime: z.string().describe('the same start in India’s time'),
};

export const slotRecord = z.object({
  start: z.string().describe('ISO instant'),
  end: z.string(),
  seatsLeft: z.number().int(),
  ...writtenTimes,
});
export type SlotRecord = z.infer<typeof slotRecord>;

export const slotDay = z.object({
  day: z.string().describe('India’s calendar day, YYYY-MM-DD'),
  label: z.string().describe('the day written for people'),
  closed: z.boolean().describe('a closure or a weekday without hours'),
  slots: z.array(slotRecord),
});

export const slotsAnswer = z.object({
  zone: z.string(),
  kinds: z.array(z.enum(appointmentKinds)).describe('the kinds offered'),
  days: z.array(slotDay),
});
export type SlotsAnswer = z.infer<typeof slotsAnswer>;

const sku = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

/** The shortlist: pieces by their variant's SKU, loose stones by stock number. */
export const shortlistInput = z.object({
  skus: z.array(sku).max(SHORTLIST_MAX, `must be at most ${SHORTLIST_MAX} pieces`).default([]),
  stones: z.array(sku).max(SHORTLIST_MAX, `must be at most ${SHORTLIST_MAX} stones`).default([]),
});
export type ShortlistInput = z.infer<typeof shortlistInput>;

const slotStart = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-12-01T04:30:00Z' });

export const bookAppointmentInput = z.object({
  kind: z.enum(appointmentKinds),
  start: slotStart.describe('the slot’s start, as the slots answer it'),
  zone: timeZone,
  source: z.enum(appointmentSources),
  shortlist: shortlistInput.default({ skus: [], stones: [] }),
});
export type BookAppointmentInput = z.infer<typeof bookAppointmentInput>;

export const rebookAppointmentInput = z.object({ start: slotStart, zone: timeZone });
export type RebookAppointmentInput = z.infer<typeof rebookAppointmentInput>;

export const shortlistItem = z.object({
  kind: z.enum(['product', 'stone']),
  sku: z.string(),
  name: z.string(),
});
export type ShortlistItem = z.infer<typeof shortlistItem>;

export const appointmentRecord = z.object({
  id: z.number().int(),
  kind: z.enum(appointmentKinds),
  source: z.enum(appointmentSources),
  state: z.enum(['booked', 'cancelled']),
  start: z.string(),
  end: z.string(),
  zone: z.string(),
  ...writtenTimes,
  /** Booked and not yet started: it may be cancelled or moved, and its shortlist changed. */
  changeable: z.boolean(),
  shortlist: z.array(shortlistItem),
});
export type AppointmentRecord = z.infer<typeof appointmentRecord>;

export const appointmentList = z.object({ records: z.array(appointmentRecord) });

/** A piece (its variant's SKU) or a loose stone (its stock number) added to or taken off a shortlist. */
export const shortlistChange = z.object({ kind: z.enum(['product', 'stone']), sku });
export type ShortlistChange = z.infer<typeof shortlistChange>;

/** The signed token of an e-mail's link, which stands for one appointment. */
export const linkQuery = z.object({ token: z.string().min(1).max(200) });
export const linkCancelInput = linkQuery;
export const linkRebookInput = rebookAppointmentInput.extend({ token: z.string().min(1).max(200) });

export const appointmentShapes = defineShapes(appointmentEndpoints, {
  settings: { summary: 'The appointment settings and closures (Admin)', response: appointmentSettingsRecord },
  updateSettings: {
    summary: 'Change the appointment settings and closures, all at once; audited (Admin)',
    body: updateAppointmentSettingsInput,
    response: appointmentSettingsRecord,
  },
  slots: {
    summary: 'Open slots day by day, in the shopper’s zone and India’s',
    query: slotsQuery,
    response: slotsAnswer,
  },
  book: {
    summary: 'Book a slot with the shortlist you came with',
    body: bookAppointmentInput,
    response: appointmentRecord,
    status: 201,
  },
  mine: { summary: 'Your appointments, soonest first', response: appointmentList },
  cancel: { summary: 'Cancel your appointment before it starts', params: recordIdParams, response: appointmentRecord },
  rebook: {
    summary: 'Move your appointment to another open slot',
    params: recordIdParams,
    body: rebookAppointmentInput,
    response: appointmentRecord,
  },
  shortlistAdd: {
    summary: 'Add a piece or stone to your appointment’s shortlist, until it starts',
    params: recordIdParams,
    body: shortlistChange,
    response: appointmentRecord,
  },
  shortlistRemove: {
    summary: 'Take a piece or stone off your appointment’s shortlist, until it starts',
    params: recordIdParams,
    body: shortlistChange,
    response: appointmentRecord,
  },
  linked: { summary: 'The appointment an e-mail’s link stands for', query: linkQuery, response: appointmentRecord },
  linkedCancel: {
    summary: 'Cancel the appointment an e-mail’s link stands for',
    body: linkCancelInput,
    response: appointmentRecord,
  },
  linkedRebook: {
    summary: 'Move the appointment an e-mail’s link stands for',
    body: linkRebookInput,
    response: appointmentRecord,
  },
});
export type AppointmentShapes = typeof appointmentShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    appointments: AppointmentShapes;
  }
}
