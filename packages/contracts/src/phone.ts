import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number in E.164 (+919820012345), from what a person typed: spaces, dashes and
 * brackets allowed ("+91 98200 12345"). Indian numbers may be typed without +91. Undefined when
 * it is not a valid number.
 */
export function normalisePhoneNumber(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, 'IN');
  return parsed?.isValid() ? parsed.number : undefined;
}

/** "+919820012345" → "+91 98200 12345" for display. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
