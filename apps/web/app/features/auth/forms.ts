import { emailField, passwordField } from '@facet/contracts/account-fields';
import { z } from '@facet/contracts/zod';

/*
 * Form schemas of the account pages that are not API payloads as they stand: sign-in takes an
 * e-mail or a phone number in one box; new passwords are typed twice.
 */

export const signInForm = z.object({
  login: z.string().trim().min(1),
  password: z.string().min(1).max(128),
  redirectTo: z.string().optional(),
});

export const forgotPasswordForm = z.object({ email: emailField });

export const newPasswordForm = z
  .object({ token: z.string().min(16), password: passwordField, confirmPassword: z.string().min(1) })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'does not match the password',
  });

export const changePasswordForm = z
  .object({ currentPassword: z.string().min(1), newPassword: passwordField, confirmPassword: z.string().min(1) })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'does not match the new password',
  });
