import { describe, expect, it } from 'vitest';
import { formatBudget, formatRequestAmount } from './custom-jewellery.ts';

describe('a custom jewellery request’s amounts', () => {
  it('read as the round figures the shopper typed, in the request’s currency', () => {
    expect(formatBudget({ budgetMin: 15_000_000, budgetMax: 25_000_000, currency: 'INR' })).toBe(
      '₹1,50,000 – ₹2,50,000',
    );
    expect(formatBudget({ budgetMin: 80_000, budgetMax: 120_000, currency: 'USD' })).toBe('$800 – $1,200');
    expect(formatRequestAmount(31_250_000, 'INR')).toBe('₹3,12,500');
  });

  it('keep paise or cents when there are any', () => {
    expect(formatRequestAmount(120_050, 'USD')).toBe('$1,200.50');
  });
});
