import { appointmentDeskShapes } from '@facet/contracts/appointment-desk';
import { appointmentDeskEndpoints } from '@facet/contracts/appointment-desk-endpoints';
import { appointmentEndpoints } from '@facet/contracts/appointment-endpoints';
import { appointmentShapes } from '@facet/contracts/appointments';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import {
  bookAppointment,
  cancelLinkedAppointment,
  cancelMyAppointment,
  rebookLinkedAppointment,
  rebookMyAppointment,
} from './appointment-booking.service.ts';
import { changeDeskShortlist, sendSelection, writeNotes } from './appointment-desk-save.service.ts';
import { readCalendar } from './appointment-desk.service.ts';
import { listMyAppointments, readLinkedAppointment } from './appointment-records.service.ts';
import { changeMyShortlist } from './appointment-shortlist.service.ts';
import { updateAppointmentSettings } from './appointment-settings-save.service.ts';
import { readAppointmentSettings } from './appointment-settings.service.ts';
import { listOpenSlots } from './appointment-slots.service.ts';

/*
 * Appointments under /api/appointments (decision 041): the Admin's settings, the open slots, a
 * shopper's bookings, and the e-mails' signed links, which work signed out.
 */
export async function registerAppointmentRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  registerEndpoints(
    app,
    appointmentEndpoints,
    appointmentShapes,
    {
      settings: () => readAppointmentSettings(db()),
      updateSettings: ({ body, request }) => updateAppointmentSettings(db(), body, actorOf(request)),
      slots: ({ query }) => listOpenSlots(db(), query),
      book: ({ body, request }) => bookAppointment(db(), body, actorOf(request), mail),
      mine: ({ request }) => listMyAppointments(db(), actorOf(request)),
      cancel: ({ params, request }) => cancelMyAppointment(db(), params.id, actorOf(request)),
      rebook: ({ params, body, request }) => rebookMyAppointment(db(), { ...body, id: params.id }, actorOf(request)),
      shortlistAdd: ({ params, body, request }) =>
        changeMyShortlist(db(), { id: params.id, change: body, add: true }, actorOf(request)),
      shortlistRemove: ({ params, body, request }) =>
        changeMyShortlist(db(), { id: params.id, change: body, add: false }, actorOf(request)),
      linked: ({ query }) => readLinkedAppointment(db(), query),
      linkedCancel: ({ body }) => cancelLinkedAppointment(db(), body),
      linkedRebook: ({ body }) => rebookLinkedAppointment(db(), body),
    },
    { tags: ['Appointments'] },
  );
  registerEndpoints(
    app,
    appointmentDeskEndpoints,
    appointmentDeskShapes,
    {
      calendar: ({ query }) => readCalendar(db(), query),
      shortlistAdd: ({ params, body, request }) =>
        changeDeskShortlist(db(), { id: params.id, change: body, add: true }, actorOf(request)),
      shortlistRemove: ({ params, body, request }) =>
        changeDeskShortlist(db(), { id: params.id, change: body, add: false }, actorOf(request)),
      notes: ({ params, body, request }) => writeNotes(db(), { id: params.id, notes: body.notes }, actorOf(request)),
      sendSelection: ({ params, request }) => sendSelection(db(), { id: params.id }, actorOf(request), mail),
    },
    { tags: ['Appointments desk'] },
  );
}
