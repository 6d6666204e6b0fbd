import { describe, expect, it } from 'vitest';
import { nameField } from './account-fields.ts';
import { addressInput } from './addresses.ts';
import { createProductDiscountInput } from './discounts.ts';
import { displayName, freeText, HIDDEN_CHARACTERS_MESSAGE, isPlainName, isPlainText } from './plain-text.ts';

const ZWNJ = '\u200C';
const ZWJ = '\u200D';

describe('names', () => {
  it.each([
    ['bidi embeddings and overrides', ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E']],
    ['bidi isolates', ['\u2066', '\u2067', '\u2068', '\u2069']],
    ['bidi marks', ['\u200E', '\u200F', '\u061C']],
    ['zero-width space, non-joiner and joiner between Latin letters', ['\u200B', ZWNJ, ZWJ]],
    ['word joiner and invisible operators', ['\u2060', '\u2061', '\u2062', '\u2063', '\u2064']],
    ['byte order mark and soft hyphen', ['\uFEFF', '\u00AD']],
    ['control characters', ['\u0001', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B', '\t', '\n', '\r']],
    ['invisible fillers', ['\u3164', '\u115F', '\u1160', '\uFFA0', '\u2800']],
    ['Mongolian vowel separator and combining grapheme joiner', ['\u180E', '\u034F']],
    ['variation selectors after a letter', ['\uFE00', '\uFE0F', '\u{E0100}']],
    ['tag characters', ['\u{E0001}', '\u{E0041}', '\u{E007F}']],
    ['line and paragraph separators', ['\u2028', '\u2029']],
    ['a lone surrogate', ['\uD800', '\uDFFF']],
  ])('refuses %s', (_what, characters) => {
    for (const character of characters) {
      const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      expect(isPlainName(`Ad${character}min`), `U+${code} inside`).toBe(false);
      expect(isPlainName(`Admin${character}`), `U+${code} at the end`).toBe(false);
      expect(isPlainName(`${character}Admin`), `U+${code} at the start`).toBe(false);
    }
  });

  it('refuses the spoofs staff would be shown', () => {
    // Shows as "Admin".
    expect(isPlainName('\u202EnimdA')).toBe(false);
    // Shows as "Ring".
    expect(isPlainName('Ring\u200B')).toBe(false);
    // A name that is only blank filler.
    expect(isPlainName('\u3164\u3164')).toBe(false);
    // Every form refuses with the same words.
    expect(nameField.safeParse('\u2067Kabir').error?.issues.map((issue) => issue.message)).toEqual([
      HIDDEN_CHARACTERS_MESSAGE,
    ]);
  });

  it('takes names with accents, in either composition, and in many scripts', () => {
    for (const name of [
      'José',
      'Zoë',
      'Zoe\u0308', // e + combining diaeresis
      'Renée O’Brien-Smith',
      'Ngũgĩ wa Thiong’o',
      'प्रिया शर्मा',
      'অর্পিতা',
      'ਹਰਪ੍ਰੀਤ',
      'ગીતા',
      'ସୁଭଶ୍ରୀ',
      'முருகன்',
      'శ్రీనివాస్',
      'ಅಕ್ಷತಾ',
      'ലക്ഷ്മി',
      'ශ්රී ලංකා',
      'محمد علی',
      'Владимир',
      '李小龍',
      'Ólafur Þór',
    ]) {
      expect(isPlainName(name), name).toBe(true);
    }
  });

  it('takes the joiners where Indian spelling needs them', () => {
    for (const name of [
      `कर्${ZWJ}हाडे`, // Marathi eyelash ra: ra, virama, joiner
      `क्${ZWJ}ष`, // a half form kept visible
      `क्${ZWNJ}ष`, // an explicit virama instead of the conjunct
      `അനില്${ZWJ}`, // Malayalam chillu in the old encoding, at the end of the name
      `അനില്${ZWJ} കുമാർ`,
      `র${ZWJ}্যাচেল`, // Bengali ya-phala after ra: joiner before the virama
      `ශ්${ZWJ}රී`, // Sinhala rakaransaya
      `ರ್${ZWJ}ಜುನ`, // Kannada arkavattu
      `می${ZWNJ}خواهم`, // the non-joiner inside an Urdu/Persian word
    ]) {
      expect(isPlainName(name), name).toBe(true);
    }
  });

  it('refuses joiners that spell nothing', () => {
    for (const name of [
      `रा${ZWJ}म`, // after a vowel sign, not a virama: looks exactly like राम
      `राम${ZWNJ}`,
      `${ZWJ}राम`,
      `क्${ZWJ}${ZWJ}ष`, // a second joiner hides
      `Ram${ZWJ}`,
      `Ra${ZWNJ}m`,
      `क${ZWJ}ष`, // between letters, no virama
      `ক${ZWNJ}`, // at the end, after a letter
    ]) {
      expect(isPlainName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('takes emoji, with their joiners, skin tones and emoji-style selectors', () => {
    for (const name of [
      'Festive 🪔 offer',
      '❤️ Forever',
      `👩🏽${ZWJ}💻 Priya`,
      `👨${ZWJ}👩${ZWJ}👧${ZWJ}👦`,
      `🏳️${ZWJ}🌈 Pride`,
      `❤️${ZWJ}🔥`,
      '1️⃣ Bestseller',
      '🇮🇳 India',
    ]) {
      expect(isPlainName(name), name).toBe(true);
    }
    // A selector or joiner after a letter draws nothing.
    expect(isPlainName('Ring\uFE0F')).toBe(false);
    expect(isPlainName(`Ring${ZWJ}💍`)).toBe(false);
    expect(isPlainName(`💍${ZWJ}Ring`)).toBe(false);
  });

  it('builds fields that trim, count and refuse', () => {
    const name = displayName(10, 2);
    expect(name.parse('  Asha  ')).toBe('Asha');
    expect(name.safeParse('A').error?.issues[0]?.message).toBe('must be at least 2 characters');
    expect(name.safeParse('Asha\u200B').error?.issues[0]?.message).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(createProductDiscountInput.safeParse({ name: 'Diwali\u2060Sale', discount: 10 }).success).toBe(false);
  });
});

describe('longer text', () => {
  it('refuses bidi overrides, embeddings and isolates, control characters and tags', () => {
    for (const character of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u0000',
      '\u001B',
      '\u007F',
      '\u009B',
      '\u{E0041}',
      '\uD800',
    ]) {
      const code = character.codePointAt(0)!.toString(16).toUpperCase();
      expect(isPlainText(`A ring in gold ${character}and platinum.`), `U+${code}`).toBe(false);
    }
  });

  it('keeps line breaks, tabs, joiners, bidi marks and emoji', () => {
    for (const text of [
      'Line one.\nLine two.\r\nTab\there.',
      `कर्${ZWJ}हाडे घराण्याची अंगठी, क्${ZWNJ}ष.`,
      `Rohan${ZWNJ}'s ring`, // the writer's choice in prose
      'Gold \u200Fمحمد\u200E ring',
      `A gift 👩🏽${ZWJ}💻 ❤️`,
    ]) {
      expect(isPlainText(text), text).toBe(true);
    }
  });

  it('is what address lines and descriptions use, while the names of an address are names', () => {
    const address = {
      fullName: 'Meera Shah',
      phoneNumber: '+91 98200 00005',
      line1: `7 র${ZWJ}্যাম্প রোড`,
      line2: 'Near the \u202Etemple\u202C',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700019',
      country: 'IN',
    };
    const result = addressInput.safeParse(address);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['line2', HIDDEN_CHARACTERS_MESSAGE],
    ]);
    expect(
      addressInput.safeParse({ ...address, line2: '', fullName: 'Meera\u00ADShah' }).error?.issues[0]?.path,
    ).toEqual(['fullName']);
    expect(freeText(20).parse('  Flat 4B  ')).toBe('Flat 4B');
  });
});
