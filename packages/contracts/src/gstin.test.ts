import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_STATE_CODE, gstStateCodeFor, gstStateOf, gstStates, isGstStateCode } from './gst-states.ts';
import { gstinCheckCharacter, gstinProblem, isValidGstin } from './gstin.ts';

describe('GST states', () => {
  it('lists the 28 states and 8 union territories once each, by their two-digit codes', () => {
    expect(gstStates).toHaveLength(36);
    expect(gstStates.filter((state) => state.unionTerritory)).toHaveLength(8);
    expect(new Set(gstStates.map((state) => state.code)).size).toBe(36);
    expect(new Set(gstStates.map((state) => state.name)).size).toBe(36);
    for (const state of gstStates) expect(state.code).toMatch(/^\d{2}$/);
  });

  it('knows the codes on real registrations', () => {
    expect(gstStateOf('27')?.name).toBe('Maharashtra');
    expect(gstStateOf('07')?.name).toBe('Delhi');
    expect(gstStateOf('29')?.name).toBe('Karnataka');
    expect(gstStateOf('33')?.name).toBe('Tamil Nadu');
    expect(gstStateOf('36')?.name).toBe('Telangana');
    expect(gstStateOf('37')?.name).toBe('Andhra Pradesh');
    expect(gstStateOf('38')?.name).toBe('Ladakh');
    expect(gstStateOf('26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('has no code that is no longer given (25, 28) or that is no place (97, 99, 00)', () => {
    for (const code of ['25', '28', '97', '99', '00', '39', '7', '027']) expect(isGstStateCode(code)).toBe(false);
  });

  it('defaults to Maharashtra', () => {
    expect(gstStateOf(DEFAULT_GST_STATE_CODE)?.name).toBe('Maharashtra');
  });

  it('reads a state written as a name, in any case, an old spelling, or as its code', () => {
    expect(gstStateCodeFor('Maharashtra')).toBe('27');
    expect(gstStateCodeFor('  tamil   nadu ')).toBe('33');
    expect(gstStateCodeFor('Orissa')).toBe('21');
    expect(gstStateCodeFor('New Delhi')).toBe('07');
    expect(gstStateCodeFor('08')).toBe('08');
    expect(gstStateCodeFor('Bombay')).toBeUndefined();
    expect(gstStateCodeFor('25')).toBeUndefined();
  });
});

describe('GSTIN', () => {
  // The GST Network's own example, and registrations of the same shape across states.
  const valid = [
    '27AAPFU0939F1ZV',
    '24AAACC1206D1ZM',
    '07AAACR5055K1Z9',
    '33AAACI1195H1ZT',
    '29AAACI4798L1ZU',
    '36AABCT3518Q1ZX',
    '19AAACW0764A2ZL',
    '38ABCPK1234L1ZP',
  ];

  it.each(valid)('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(isValidGstin(gstin, gstin.slice(0, 2))).toBe(true);
  });

  it('accepts one typed in lower case with spaces around it', () => {
    expect(gstinProblem('  27aapfu0939f1zv ', '27')).toBeNull();
  });

  it('computes the check character by the mod-36 rule', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('24AAACC1206D1Z')).toBe('M');
  });

  it('says how long a GSTIN is when it is not 15 characters', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN has 15 characters; this one has 14.');
    expect(gstinProblem('27AAPFU0939F1ZVV')).toBe('A GSTIN has 15 characters; this one has 16.');
  });

  it('refuses characters other than letters and digits', () => {
    expect(gstinProblem('27AAPFU-939F1ZV')).toBe('A GSTIN has only the letters A to Z and the digits 0 to 9.');
    expect(gstinProblem('27AAPFU 939F1ZV')).toBe('A GSTIN has only the letters A to Z and the digits 0 to 9.');
  });

  it('refuses a first two characters that are no state code', () => {
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(
      'A GSTIN begins with the two-digit GST code of its state or union territory; 99 is not one.',
    );
    expect(gstinProblem('MHAAPFU0939F1ZV')).toMatch(/MH is not one/);
  });

  it('refuses one of another state than the registered address', () => {
    expect(gstinProblem('24AAACC1206D1ZM', '27')).toBe(
      'This GSTIN begins with 24 (Gujarat), but the registered address is in Maharashtra (27): the first two digits must be the code of that state.',
    );
  });

  it('refuses characters 3 to 12 that are not shaped like a PAN', () => {
    const pan =
      'Characters 3 to 12 of a GSTIN are the business’s PAN: five letters, four digits and a letter, e.g. AAPFU0939F.';
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(pan);
    expect(gstinProblem('27AAPFUO939F1ZV')).toBe(pan);
    expect(gstinProblem('27AAPFU093991ZV')).toBe(pan);
  });

  it('refuses a registration number of 0', () => {
    expect(gstinProblem('27AAPFU0939F0ZV')).toMatch(/13th character .* never 0/);
  });

  it('refuses a last character that does not match the others, as when one is mistyped', () => {
    const mismatch = 'The GSTIN’s last character does not match the 14 before it: one of them is mistyped.';
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(mismatch);
    // One character of the PAN mistyped, the check character kept.
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe(mismatch);
    // Two characters swapped.
    expect(gstinProblem('27AAPUF0939F1ZV')).toBe(mismatch);
  });
});
