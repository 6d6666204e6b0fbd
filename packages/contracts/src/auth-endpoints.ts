import { defineEndpoints } from './endpoint.ts';

/*
 * The auth calls under /api/auth, paths as the original's: sign in (by e-mail or by a confirmed
 * phone number), register, sign out, ask for a link to set a new password and set it, and change
 * one's own password. Sign-in, registration and the password link are rate-limited by their
 * handlers. GET /api/auth/logout and GET /api/auth/forgotpassword/:email are the historic GET twins
 * of POST /api/auth/logout and POST /api/auth/forgotpassword/send: they change state, so only the
 * shop's own pages may call them. Their shapes are authShapes in auth-shapes.ts (not auth.ts:
 * users.ts, whose currentUser they answer with, imports auth.ts).
 */
export const authEndpoints = defineEndpoints('auth', {
  signInWithEmail: { method: 'POST', path: '/api/auth/login/email', access: 'public' },
  signInWithPhone: { method: 'POST', path: '/api/auth/login/phone', access: 'public' },
  register: { method: 'POST', path: '/api/auth/register', access: 'public' },
  signOutByLink: {
    method: 'GET',
    path: '/api/auth/logout',
    access: 'public',
    sameOriginOnly: { refusal: 'Sign out from the shop’s own pages.' },
  },
  signOut: { method: 'POST', path: '/api/auth/logout', access: 'public' },
  forgotPasswordByLink: {
    method: 'GET',
    path: '/api/auth/forgotpassword/:email',
    access: 'public',
    sameOriginOnly: { refusal: 'Ask for a new password from the shop’s own pages.' },
  },
  forgotPassword: { method: 'POST', path: '/api/auth/forgotpassword/send', access: 'public' },
  setNewPassword: { method: 'POST', path: '/api/auth/forgotpassword', access: 'public' },
  changePassword: { method: 'POST', path: '/api/auth/password/reset', access: 'signedIn' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { AuthShapes } from './auth-shapes.ts';
