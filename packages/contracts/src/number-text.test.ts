import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice } from './money.ts';
import { dayParts, formatIndianNumber, formatNumber, type Grouping, monthName, shortMonthName } from './number-text.ts';
import { shopDateInWords } from './shop-dates.ts';

/** Values where writing numbers goes wrong: halves, carries, binary fractions, tiny and huge ones, signs. */
const awkward = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -0.5,
  0.005,
  1.005,
  1.0005,
  1.00005,
  2.675,
  8.345,
  0.1 + 0.2,
  9.995,
  99.995,
  999.9995,
  0.0004,
  0.0005,
  -0.0004,
  -0.0005,
  1e-7,
  -1e-7,
  5e-7,
  123.456789,
  1234.5,
  12345.675,
  999999.999,
  9999999.9995,
  100000,
  1234567,
  12345678.9,
  123456789012.345,
  2 ** 53,
  1e15 + 0.3,
  1e21,
  1.5e22,
  -98765.4321,
  655429,
  6554.29,
];

/** Deterministic pseudo-random values (a fixed seed): every magnitude from 1e-4 to 1e12, both signs. */
function sample(count: number): number[] {
  let seed = 20261202;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () => {
    const magnitude = 10 ** Math.floor(next() * 16 - 4);
    const digits = [0, 1, 2, 3, 4][Math.floor(next() * 5)]!;
    const value = Math.round(next() * magnitude * 10 ** digits) / 10 ** digits;
    return next() < 0.2 ? -value : value;
  });
}

const locale = (grouping: Grouping) => (grouping === 'indian' ? 'en-IN' : 'en-US');

describe('formatNumber', () => {
  it('writes exactly what Intl writes, for both groupings and every number of decimals', () => {
    const values = [...awkward, ...sample(4000)];
    for (const grouping of ['indian', 'western'] as const) {
      for (const [least, most] of [
        [0, 0],
        [0, 2],
        [0, 3],
        [0, 4],
        [2, 2],
        [1, 3],
      ] as const) {
        const intl = new Intl.NumberFormat(locale(grouping), {
          minimumFractionDigits: least,
          maximumFractionDigits: most,
        });
        for (const value of values) {
          const style = { grouping, minimumFractionDigits: least, maximumFractionDigits: most };
          expect(formatNumber(value, style), `${value} ${JSON.stringify(style)}`).toBe(intl.format(value));
        }
      }
    }
  });

  it('groups the Indian way and the Western way, rounds half away from zero as written, and keeps the sign', () => {
    const indian = { grouping: 'indian', maximumFractionDigits: 2 } as const;
    expect(formatNumber(123456789.5, indian)).toBe('12,34,56,789.5');
    expect(formatNumber(123456789.5, { ...indian, grouping: 'western' })).toBe('123,456,789.5');
    // 1.005 is 1.00499999… in binary, but it is written 1.005, and Intl rounds what is written.
    expect(formatNumber(1.005, indian)).toBe('1.01');
    expect(formatNumber(99.995, indian)).toBe('100');
    expect(formatNumber(-2.5, { ...indian, maximumFractionDigits: 0 })).toBe('-3');
    expect(formatNumber(-0.001, indian)).toBe('-0');
    expect(formatNumber(1e21, indian)).toBe('1,00,00,00,00,00,00,00,00,00,000');
    expect(formatNumber(Number.NaN, indian)).toBe('NaN');
    expect(formatNumber(Number.NEGATIVE_INFINITY, indian)).toBe('-∞');
  });
});

describe('formatIndianNumber', () => {
  it('writes any number as en-IN does: Indian grouping, up to three decimals', () => {
    const intl = new Intl.NumberFormat('en-IN');
    for (const value of [...sample(500), 1234567.8915, 0.0004, -12.5]) {
      expect(formatIndianNumber(value), String(value)).toBe(intl.format(value));
    }
    expect(formatIndianNumber(1234567.8912)).toBe('12,34,567.891');
  });
});

describe('money', () => {
  it('writes every amount as Intl’s rupee and dollar formats do', () => {
    const locales = { INR: 'en-IN', USD: 'en-US' } as const;
    for (const currency of ['INR', 'USD'] as const) {
      const tag = locales[currency];
      const wholeIntl = new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 });
      const exactIntl = new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 2 });
      for (const minor of [...sample(3000).map((value) => Math.round(value * 100)), 0, -0, -1, 1, 99, -150, 100]) {
        const intl = minor % 100 === 0 ? wholeIntl : exactIntl;
        expect(formatMoney(minor, currency), `${minor} ${currency}`).toBe(intl.format(minor / 100));
      }
    }
    expect(formatPrice(-1234.5, 'USD')).toBe('-$1,234.50');
    expect(formatPrice(-655429, 'INR')).toBe('-₹6,55,429');
  });
});

describe('days in words', () => {
  it('writes months and days as Intl’s en-IN and en-GB do', () => {
    const long = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      const day = new Date(Date.UTC(2026, month - 1, 15));
      expect(monthName(month)).toBe(long.format(day));
      expect(shortMonthName(month)).toBe(short.format(day));
    }
    const words = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const day of ['2026-01-01', '2026-09-05', '2026-12-31', '2024-02-29']) {
      expect(shopDateInWords(day)).toBe(words.format(new Date(`${day}T00:00:00Z`)));
    }
    expect(dayParts('2026-09-05')).toEqual({ year: 2026, month: 9, date: 5 });
  });
});
