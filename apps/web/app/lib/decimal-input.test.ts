import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal-input.ts';

describe('numbers as typed', () => {
  it('reads decimals, a comma too, and refuses the rest', () => {
    expect(parseDecimal('3.45')).toBe(3.45);
    expect(parseDecimal(' 3,5 ')).toBe(3.5);
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('3g')).toBeNaN();
    expect(parseDecimal('1e3')).toBeNaN();
  });
});
