import { z } from './zod.ts';

/*
 * Text that people type and others see: names (of people, products, discounts, metals, coupon
 * codes), and longer free text (descriptions, address lines). Characters that draw nothing or
 * reorder what is drawn let one string pass for another: a customer called "\u202EnimdA"
 * shows as "Admin" in the members list, "Ring\u200B" as "Ring". Names refuse them all; longer
 * text refuses the ones that reorder or hide text (Trojan Source, CVE-2021-42574) and keeps
 * the ones correct spelling needs.
 *
 * Indian scripts: the zero-width joiner and non-joiner (U+200D, U+200C) choose between
 * conjunct, half and explicit-virama forms in Devanagari, Bengali, Malayalam and the other
 * Brahmic scripts (Marathi "कर्\u200Dहाडे", old-style Malayalam chillu "അനില്\u200D", Bengali
 * ya-phala "র\u200D্য"), the non-joiner separates letters in Urdu, and the joiner builds emoji
 * ("👩🏽\u200D💻").
 * Names keep them exactly there — next to a virama of one of those scripts, between two
 * Arabic-script letters, between two emoji — and refuse them anywhere else, where they would
 * only make a lookalike ("Admin\u200D").
 */

export const HIDDEN_CHARACTERS_MESSAGE = 'must not contain invisible or direction-changing characters';

/**
 * Never part of a name: control (Cc) and format (Cf) characters — bidi embeddings, overrides,
 * isolates and marks, zero-width space and joiners, word joiner, BOM, soft hyphen, tags —
 * lone surrogates, line and paragraph separators, the rest of Unicode's default-ignorable
 * characters (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, variation selectors, the
 * combining grapheme joiner) and the blank braille pattern U+2800, which draws as a space.
 */
const hiddenInNames = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * Never part of longer text: the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), control characters other than tab and line breaks, lone surrogates, and the
 * tag characters (U+E0000–U+E007F) that carry text no one sees.
 */
const hiddenInText = /[\u202A-\u202E\u2066-\u2069\p{Cs}\u{E0000}-\u{E007F}]|(?![\t\n\r])\p{Cc}/u;

const ZWNJ = '\u200C';
const ZWJ = '\u200D';
/** The viramas of the Brahmic scripts of India and Sri Lanka, around which the joiners choose a form. */
const virama = /^[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA]$/u;
const brahmicScripts = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
].map((script) => new RegExp(`^(?=[\\p{L}\\p{M}])\\p{Script_Extensions=${script}}$`, 'u'));
const arabicLetter = /^(?=[\p{L}\p{M}])\p{Script_Extensions=Arabic}$/u;
const letter = /^[\p{L}\p{M}]$/u;
const pictograph = /^\p{Extended_Pictographic}$/u;
const emojiBeforeJoiner = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u;
const keycapBase = /^[0-9#*]$/u;

function sameBrahmicScript(a: string, b: string): boolean {
  return brahmicScripts.some((script) => script.test(a) && script.test(b));
}

/** Whether the joiner at `index` is spelling (Indic, Urdu) or builds an emoji, rather than hiding. */
function isMeaningfulJoiner(chars: readonly string[], index: number): boolean {
  const before = chars[index - 1] ?? '';
  const after = chars[index + 1] ?? '';
  // After a virama: a half form, an explicit virama or (at a word's end) a Malayalam chillu.
  if (virama.test(before)) return true;
  // Before a virama, after a letter of its script: Bengali ya-phala after ra, Sinhala touching letters.
  if (virama.test(after) && letter.test(before) && sameBrahmicScript(before, after)) return true;
  if (arabicLetter.test(before) && arabicLetter.test(after)) return true;
  return chars[index] === ZWJ && emojiBeforeJoiner.test(before) && pictograph.test(after);
}

/** Whether the text- or emoji-style selector at `index` follows something that has both styles. */
function isMeaningfulPresentationSelector(chars: readonly string[], index: number): boolean {
  const before = chars[index - 1] ?? '';
  return pictograph.test(before) || (keycapBase.test(before) && chars[index + 1] === '\u20E3');
}

/** True when a name has no character that hides or reorders text (see the file comment). */
export function isPlainName(text: string): boolean {
  if (!hiddenInNames.test(text)) return true;
  const chars = Array.from(text);
  return chars.every((char, index) => {
    if (!hiddenInNames.test(char)) return true;
    if (char === ZWJ || char === ZWNJ) return isMeaningfulJoiner(chars, index);
    if (char === '\uFE0E' || char === '\uFE0F') return isMeaningfulPresentationSelector(chars, index);
    return false;
  });
}

/** True when longer text has no bidi override, embedding or isolate, control character or tag. */
export function isPlainText(text: string): boolean {
  return !hiddenInText.test(text);
}

/**
 * A name people type and others see (a person's, a product's, a discount's, a coupon code):
 * trimmed, `min` to `max` characters, refusing hidden and direction-changing characters.
 */
export function displayName(max: number, min = 1) {
  return z.string().trim().min(min).max(max).refine(isPlainName, HIDDEN_CHARACTERS_MESSAGE);
}

/** Longer free text (a description, an address line): trimmed, at most `max` characters. */
export function freeText(max: number, min = 0) {
  const text = z.string().trim();
  return (min > 0 ? text.min(min) : text).max(max).refine(isPlainText, HIDDEN_CHARACTERS_MESSAGE);
}
