import { describe, expect, it } from 'vitest';
import { readDayRange } from './list-query.ts';

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
