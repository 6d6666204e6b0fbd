import { defineEndpoints } from './endpoint.ts';

/*
 * Appointments with a consultant (docs/product.md, "Appointments"; decision 041): the settings the
 * Admin keeps, the open slots anyone may see, a signed-in shopper's bookings, cancellations and
 * rebookings, and the links in the e-mails, which work signed out because their token is signed.
 * Their shapes are appointmentShapes in appointments.ts.
 */
export const appointmentEndpoints = defineEndpoints('appointments', {
  settings: { method: 'GET', path: '/api/appointments/settings', access: 'businessDetails' },
  updateSettings: { method: 'PUT', path: '/api/appointments/settings', access: 'businessDetails' },
  slots: { method: 'GET', path: '/api/appointments/slots', access: 'public' },
  book: { method: 'POST', path: '/api/appointments', access: 'signedIn' },
  mine: { method: 'GET', path: '/api/appointments/mine', access: 'signedIn' },
  cancel: { method: 'POST', path: '/api/appointments/:id/cancel', access: 'signedIn' },
  rebook: { method: 'POST', path: '/api/appointments/:id/rebook', access: 'signedIn' },
  shortlistAdd: { method: 'POST', path: '/api/appointments/:id/shortlist', access: 'signedIn' },
  shortlistRemove: { method: 'POST', path: '/api/appointments/:id/shortlist/remove', access: 'signedIn' },
  linked: { method: 'GET', path: '/api/appointments/link', access: 'public' },
  linkedCancel: { method: 'POST', path: '/api/appointments/link/cancel', access: 'public' },
  linkedRebook: { method: 'POST', path: '/api/appointments/link/rebook', access: 'public' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { AppointmentShapes } from './appointments.ts';
