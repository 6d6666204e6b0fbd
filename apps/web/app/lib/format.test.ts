import { describe, expect, it } from 'vitest';
import { currencySymbol, isDiscounted, percentOff } from './format.ts';

describe('was/now prices', () => {
  it('works out the saving from the two prices shown', () => {
    expect(percentOff(708.55, 833.59)).toBe(15);
    expect(percentOff(80, 100)).toBe(20);
  });

  it('shows no saving when nothing is off, or too little to mean anything', () => {
    expect(percentOff(100, 100)).toBe(0);
    expect(percentOff(110, 100)).toBe(0);
    expect(percentOff(5, 0)).toBe(0);
    expect(isDiscounted(99.8, 100)).toBe(false);
    expect(isDiscounted(99, 100)).toBe(true);
  });
});

describe('currency signs', () => {
  it('come from the formatter, not from a formatted amount', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('INR')).toBe('₹');
  });
});
