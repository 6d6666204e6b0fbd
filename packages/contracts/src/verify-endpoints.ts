import { defineEndpoints } from './endpoint.ts';

/*
 * The verify calls: a signed-in person asks for a new e-mail link or phone code (each rate-limited
 * per account by its handler), then confirms with it; the e-mail link works without signing in.
 * Their shapes are verifyShapes in auth.ts.
 */
export const verifyEndpoints = defineEndpoints('verify', {
  sendEmailLink: { method: 'POST', path: '/api/verify/email/send', access: 'signedIn' },
  confirmEmail: { method: 'POST', path: '/api/verify/email', access: 'public' },
  sendPhoneCode: { method: 'POST', path: '/api/verify/phonenumber/send', access: 'signedIn' },
  confirmPhone: { method: 'POST', path: '/api/verify/phonenumber', access: 'signedIn' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { VerifyShapes } from './auth.ts';
