import { describe, expect, it } from 'vitest';
import { moneyAmount, chargePercent, conversionRate } from './money-inputs.ts';
import {
  formatMoney,
  formatPrice,
  fromMinor,
  readCurrency,
  toBasisPoints,
  toConversionUnits,
  toMilligrams,
  toMinor,
} from './money.ts';

describe('units', () => {
  it('converts API numbers to stored integers without floating-point drift', () => {
    expect(toMinor(1.01)).toBe(101);
    expect(toMinor(9650)).toBe(965000);
    expect(toMinor(0.29)).toBe(29);
    expect(fromMinor(101)).toBe(1.01);
    expect(toBasisPoints(3)).toBe(300);
    expect(toBasisPoints(12.5)).toBe(1250);
    expect(toConversionUnits(88.4512)).toBe(884512);
    expect(toMilligrams(3.456)).toBe(3456);
  });

  it('formats rupees the Indian way and dollars the American way', () => {
    expect(formatMoney(12345650, 'INR')).toBe('₹1,23,456.50');
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
  });

  it('prints whole amounts as jewellers do, without the paise or cents, and any other to the penny', () => {
    expect(formatPrice(655429, 'INR')).toBe('₹6,55,429');
    expect(formatPrice(7349, 'USD')).toBe('$7,349');
    expect(formatMoney(65542900, 'INR')).toBe('₹6,55,429');
    expect(formatPrice(109283.29, 'INR')).toBe('₹1,09,283.29');
    expect(formatPrice(1235.5, 'USD')).toBe('$1,235.50');
    expect(formatPrice(0, 'USD')).toBe('$0');
  });

  it('reads the currency cookie, USD unless INR', () => {
    expect(readCurrency('INR')).toBe('INR');
    expect(readCurrency('EUR')).toBe('USD');
    expect(readCurrency(undefined)).toBe('USD');
  });
});

describe('amount validation', () => {
  it('accepts at most 2 decimals for money and percentages, 4 for the conversion rate', () => {
    expect(moneyAmount.safeParse(12.34).success).toBe(true);
    expect(moneyAmount.safeParse(12.345).error?.issues[0]?.message).toBe('must have at most 2 decimals');
    expect(chargePercent.safeParse(101).success).toBe(false);
    expect(conversionRate.safeParse(88.4512).success).toBe(true);
    expect(conversionRate.safeParse(0).success).toBe(false);
  });
});
