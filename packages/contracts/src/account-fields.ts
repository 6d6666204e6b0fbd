import { normalisePhoneNumber } from './phone.ts';
import { displayName } from './plain-text.ts';
import { ringSizeValues } from './ring-sizes.ts';
import { z } from './zod.ts';

/*
 * The fields people type about themselves, validated the same way in the browser (forms) and
 * on the server (the API). The server also refuses common passwords (a list too big for the
 * browser).
 */

export const PASSWORD_MIN_LENGTH = 8;

export const emailField = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(128)
  .refine((value) => value.trim().length === value.length, 'must not start or end with a space');

/** A first or last name, shown to staff: no invisible or direction-changing characters. */
export const nameField = displayName(60);

/** E.164 after normalisation; "+91 98200 12345", "098200 12345" and "9820012345" are accepted. */
export const phoneField = z
  .string()
  .trim()
  .min(1)
  .transform((value, context) => {
    const normalised = normalisePhoneNumber(value);
    if (!normalised) {
      context.addIssue({ code: 'custom', message: 'must be a phone number, e.g. +91 98200 12345' });
      return z.NEVER;
    }
    return normalised;
  });

/** A US ring size from the supported list, or nothing. */
export const ringSizeField = z
  .union([z.enum(ringSizeValues), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/** A checkbox: true, "on" or "true" mean yes. */
export const checkboxField = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');
