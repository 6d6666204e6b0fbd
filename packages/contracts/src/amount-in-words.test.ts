import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it('writes lakhs, thousands, hundreds and paise the Indian way', () => {
    expect(amountInWords(6_55_429_16)).toBe(
      'Rupees Six Lakh Fifty-Five Thousand Four Hundred Twenty-Nine and Sixteen Paise only',
    );
  });

  it('writes crores, and crores of crores', () => {
    expect(amountInWords(12_34_05_006_00)).toBe('Rupees Twelve Crore Thirty-Four Lakh Five Thousand Six only');
    expect(numberInWords(1_000_00_00_000)).toBe('One Thousand Crore');
    expect(numberInWords(1_00_00_000)).toBe('One Crore');
  });

  it('says zero, and paise alone', () => {
    expect(amountInWords(0)).toBe('Rupees Zero only');
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise only');
    expect(amountInWords(1_00)).toBe('Rupees One only');
  });

  it('joins tens and units with a hyphen and leaves out empty groups', () => {
    expect(numberInWords(21)).toBe('Twenty-One');
    expect(numberInWords(1_00_019)).toBe('One Lakh Nineteen');
    expect(numberInWords(2_00_000)).toBe('Two Lakh');
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
  });

  it('refuses what is not a whole amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
