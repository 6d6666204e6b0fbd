import { emailField } from './account-fields.ts';
import {
  changePasswordInput,
  forgotPasswordRequestInput,
  loginEmailInput,
  loginPhoneInput,
  messageResult,
  registerInput,
  setNewPasswordInput,
} from './auth.ts';
import { authEndpoints } from './auth-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { currentUser } from './users.ts';
import { z } from './zod.ts';

/*
 * What the auth calls (auth-endpoints.ts) take and answer. A file of its own rather than beside
 * the schemas in auth.ts: the sign-ins and registration answer with users.ts's currentUser, and
 * users.ts imports auth.ts.
 */

/** GET /api/auth/forgotpassword/:email: the address in the path. */
export const forgotPasswordParams = z.object({ email: emailField });
export type ForgotPasswordParams = z.infer<typeof forgotPasswordParams>;

export const authShapes = defineShapes(authEndpoints, {
  signInWithEmail: { summary: 'Sign in with e-mail and password', body: loginEmailInput, response: currentUser },
  signInWithPhone: {
    summary: 'Sign in with a confirmed phone number and password',
    body: loginPhoneInput,
    response: currentUser,
  },
  register: {
    summary: 'Create a customer account (signed in at once; a link confirms the e-mail)',
    body: registerInput,
    response: currentUser,
    status: 201,
  },
  signOutByLink: { summary: 'Sign out (same-origin requests only; POST is the twin)', response: messageResult },
  signOut: { summary: 'Sign out', response: messageResult },
  forgotPasswordByLink: {
    summary: 'Send a link to set a new password (same-origin only; POST …/send is the twin)',
    params: forgotPasswordParams,
    response: messageResult,
  },
  forgotPassword: {
    summary: 'Send a link to set a new password (the same answer for any address)',
    body: forgotPasswordRequestInput,
    response: messageResult,
  },
  setNewPassword: {
    summary: 'Set a new password with the token from the e-mailed link',
    body: setNewPasswordInput,
    response: messageResult,
  },
  changePassword: {
    summary: 'Change your password (other sessions end)',
    body: changePasswordInput,
    response: messageResult,
  },
});
export type AuthShapes = typeof authShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    auth: AuthShapes;
  }
}
