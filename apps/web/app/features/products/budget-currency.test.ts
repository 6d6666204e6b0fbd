import { describe, expect, it } from 'vitest';
import { convertBudgetQuery } from './budget-currency.ts';

describe('a budget when the currency changes', () => {
  it('moves a ready-made band to the same band in the other currency', () => {
    expect(convertBudgetQuery('?metal=Platinum&minBudget=500&maxBudget=1000', 'USD', 'INR', 88.45)).toBe(
      '?metal=Platinum&minBudget=50000&maxBudget=100000',
    );
    expect(convertBudgetQuery('?minBudget=500000', 'INR', 'USD', 88.45)).toBe('?minBudget=5000');
  });

  it('converts other figures and rounds them to what a person would type', () => {
    expect(convertBudgetQuery('?maxBudget=1200', 'USD', 'INR', 88.45)).toBe('?maxBudget=106000');
    expect(convertBudgetQuery('?minBudget=30000&page=3', 'INR', 'USD', 88.45)).toBe('?minBudget=340');
  });

  it('leaves everything else alone', () => {
    expect(convertBudgetQuery('?metal=Platinum', 'USD', 'INR', 88.45)).toBe('?metal=Platinum');
    expect(convertBudgetQuery('?maxBudget=1200', 'USD', 'USD', 88.45)).toBe('?maxBudget=1200');
    expect(convertBudgetQuery('', 'USD', 'INR', 88.45)).toBe('');
  });
});
