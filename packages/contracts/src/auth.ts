import { checkboxField, emailField, nameField, passwordField, phoneField, ringSizeField } from './account-fields.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { verifyEndpoints } from './verify-endpoints.ts';
import { z } from './zod.ts';

/** Registration payload. */
export const registerInput = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: passwordField,
  phoneNumber: phoneField,
  ringSize: ringSizeField,
  sendNewsAndOffer: checkboxField,
});
/** As a form fills it in (before the fields' clean-up). */
export type RegisterInput = z.input<typeof registerInput>;
/** As the server reads it. */
export type RegisteredCustomerInput = z.infer<typeof registerInput>;

export const loginEmailInput = z.object({ email: emailField, password: z.string().min(1).max(128) });
export type LoginEmailInput = z.infer<typeof loginEmailInput>;
/** The original spelling of the field, kept for existing clients. */
export const loginPhoneInput = z.object({ PhoneNumber: phoneField, password: z.string().min(1).max(128) });
export type LoginPhoneInput = z.infer<typeof loginPhoneInput>;

export const forgotPasswordRequestInput = z.object({ email: emailField });
export type ForgotPasswordRequestInput = z.infer<typeof forgotPasswordRequestInput>;
export const setNewPasswordInput = z.object({ token: z.string().min(16).max(200), password: passwordField });
export type SetNewPasswordInput = z.infer<typeof setNewPasswordInput>;
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
export const verifyEmailInput = z.object({ token: z.string().min(16).max(200) });
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;
export const verifyPhoneInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code we sent'),
});
export type VerifyPhoneInput = z.infer<typeof verifyPhoneInput>;
export const activateAccountInput = z.object({ token: z.string().min(16).max(200), password: passwordField });
export type ActivateAccountInput = z.infer<typeof activateAccountInput>;

/** What every sign-in failure says, so that no one learns which accounts exist. */
export const SIGN_IN_FAILED = 'E-mail or password is incorrect';
export const PHONE_SIGN_IN_FAILED = 'Phone number or password is incorrect';
/** What forgot-password says whether or not the address has an account. */
export const RESET_LINK_SENT = 'If an account uses this e-mail address, we have sent it a link to set a new password.';

/** How long each kind of link or code stays valid. */
export const tokenLifetimes = {
  'confirm-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'activate-account': 7 * 24 * 60 * 60 * 1000,
} as const;
export type TokenPurpose = keyof typeof tokenLifetimes;
export const PHONE_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_TRIES = 5;

/** The data of calls whose answer is a sentence for the person ("We have sent you a link"). */
export const messageResult = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResult>;
export const sentToResult = z.object({ sentTo: z.string(), message: z.string() });
export type SentToResult = z.infer<typeof sentToResult>;

export const verifyShapes = defineShapes(verifyEndpoints, {
  sendEmailLink: { summary: 'E-mail a new confirmation link', response: sentToResult },
  confirmEmail: {
    summary: 'Confirm an e-mail address with the token from the link (no sign-in needed)',
    body: verifyEmailInput,
    response: messageResult,
  },
  sendPhoneCode: { summary: 'Text a 6-digit code to your phone', response: sentToResult },
  confirmPhone: {
    summary: 'Confirm your phone number with the code (10 minutes, 5 tries)',
    body: verifyPhoneInput,
    response: messageResult,
  },
});
export type VerifyShapes = typeof verifyShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    verify: VerifyShapes;
  }
}
