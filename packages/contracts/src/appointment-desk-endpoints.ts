import { defineEndpoints } from './endpoint.ts';

/*
 * The appointments desk under /api/appointment-desk (decision 041): the consultants' calendar of
 * appointments with their shortlists, the shortlists' changes until an appointment starts, the
 * notes after the meeting, and "send this selection". Their shapes are appointmentDeskShapes in
 * appointment-desk.ts.
 */
export const appointmentDeskEndpoints = defineEndpoints('appointmentDesk', {
  calendar: { method: 'GET', path: '/api/appointment-desk', access: 'appointments' },
  shortlistAdd: { method: 'POST', path: '/api/appointment-desk/:id/shortlist', access: 'appointments' },
  shortlistRemove: { method: 'POST', path: '/api/appointment-desk/:id/shortlist/remove', access: 'appointments' },
  notes: { method: 'PUT', path: '/api/appointment-desk/:id/notes', access: 'appointments' },
  sendSelection: { method: 'POST', path: '/api/appointment-desk/:id/send-selection', access: 'appointments' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { AppointmentDeskShapes } from './appointment-desk.ts';
