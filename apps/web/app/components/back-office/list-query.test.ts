import { describe, expect, it } from 'vitest';
import { nonEmptyQuery, readDayRange, readPageNumber } from './list-query.ts';

/* A list's days filter as its URL holds it (the orders' and the returns queue's). */

const range = (query: string) => readDayRange(new URL(`https://facet.test/orders?${query}`));

describe('readDayRange', () => {
  it('keeps real days, and swaps days given backwards', () => {
    expect(range('from=2026-11-01&to=2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(range('from=2026-11-30&to=2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(range('to=2026-11-30')).toEqual({ from: '', to: '2026-11-30' });
  });

  it('leaves out what is not a day', () => {
    expect(range('from=2026-02-30&to=yesterday')).toEqual({ from: '', to: '' });
    expect(range('from=26-11-01&to=2026-1-5')).toEqual({ from: '', to: '' });
    expect(range('')).toEqual({ from: '', to: '' });
  });
});

describe('readPageNumber', () => {
  const page = (query: string) => readPageNumber(new URL(`https://facet.test/orders?${query}`));

  it('reads the page, 1 when it is none, at most 100,000', () => {
    expect(page('page=3')).toBe(3);
    expect(page('')).toBe(1);
    expect(page('page=0')).toBe(1);
    expect(page('page=-2')).toBe(1);
    expect(page('page=two')).toBe(1);
    expect(page('page=999999')).toBe(100_000);
  });
});

describe('nonEmptyQuery', () => {
  it('keeps the named filters that have a value, in the order named', () => {
    const filters = { search: 'asha', state: '', from: '2026-11-01', to: '' };
    expect(nonEmptyQuery(filters, ['state', 'from', 'search']).toString()).toBe('from=2026-11-01&search=asha');
    expect(nonEmptyQuery(filters, ['state', 'to']).toString()).toBe('');
  });
});
