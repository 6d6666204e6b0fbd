import { gstStateOf } from './gst-states.ts';

/*
 * A GSTIN, the GST identification number, is 15 characters: the GST code of the state it is
 * registered in (two digits), the business's PAN (five letters, four digits, a letter), the
 * number of the registration under that PAN in that state (1–9, then letters), a letter
 * (Z for ordinary registrations) and a check character computed from the first 14 by the
 * GST Network's mod-36 rule (Luhn's, over 0–9 and A–Z). Each problem has its own sentence, so
 * whoever typed it knows what to look at.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** How people write one: spaces around it and lower-case letters are theirs to leave in. */
export function normaliseGstin(text: string): string {
  return text.trim().toUpperCase();
}

/** The check character of a GSTIN's first 14 characters (upper-case letters and digits). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    // Every second character from the first is doubled, the others taken once; a product of
    // 36 or more adds its two base-36 digits.
    const product = ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/**
 * What is wrong with a GSTIN, in a sentence; null when nothing is. `stateCode`, when given, is
 * the state of the registered address, which the GSTIN must begin with.
 */
export function gstinProblem(text: string, stateCode?: string): string | null {
  const gstin = normaliseGstin(text);
  if (gstin.length !== 15) {
    return `A GSTIN has 15 characters; this one has ${gstin.length}.`;
  }
  if (!/^[0-9A-Z]+$/.test(gstin)) {
    return 'A GSTIN has only the letters A to Z and the digits 0 to 9.';
  }
  const code = gstin.slice(0, 2);
  const state = gstStateOf(code);
  if (!state) {
    return `A GSTIN begins with the two-digit GST code of its state or union territory; ${code} is not one.`;
  }
  if (stateCode !== undefined && code !== stateCode) {
    const registered = gstStateOf(stateCode);
    return `This GSTIN begins with ${code} (${state.name}), but the registered address is in ${
      registered ? `${registered.name} (${stateCode})` : `the state with code ${stateCode}`
    }: the first two digits must be the code of that state.`;
  }
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) {
    return 'Characters 3 to 12 of a GSTIN are the business’s PAN: five letters, four digits and a letter, e.g. AAPFU0939F.';
  }
  if (gstin.charAt(12) === '0') {
    return 'The 13th character of a GSTIN counts the registrations under the PAN from 1 (then A to Z); it is never 0.';
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return 'The GSTIN’s last character does not match the 14 before it: one of them is mistyped.';
  }
  return null;
}

/** Whether `text` is a GSTIN that passes every check (of a state, when `stateCode` is given). */
export function isValidGstin(text: string, stateCode?: string): boolean {
  return gstinProblem(text, stateCode) === null;
}
