import { describe, expect, it } from 'vitest';
import {
  dayInWords,
  monthInWords,
  monthlySalesSummary,
  ordersOverTimeSummary,
  shortDay,
  takings,
} from './chart-summaries.ts';

/* The words the dashboard's charts are read out with. */

describe('chart summaries', () => {
  it('writes days and months as the back-office does, whatever the machine’s time zone', () => {
    expect(dayInWords('2026-01-01')).toBe('1 Jan 2026');
    expect(shortDay('2026-12-31')).toBe('31 Dec');
    expect(monthInWords('2026-03')).toBe('Mar 2026');
  });

  it('names only the currencies that took something', () => {
    expect(takings({ INR: 1_000.5, USD: 0 })).toBe('₹1,000.50 taken');
    expect(takings({ INR: 0, USD: 12 })).toBe('$12 taken');
    expect(takings({ INR: 0, USD: 0 })).toBe('nothing taken');
  });

  it('says when there were no orders rather than naming a busiest day or month', () => {
    const quiet = [
      { day: '2026-11-01', orders: 0, revenue: { INR: 0, USD: 0 } },
      { day: '2026-11-02', orders: 0, revenue: { INR: 0, USD: 0 } },
    ];
    expect(ordersOverTimeSummary(quiet)).toBe('Orders per day from 1 Nov 2026 to 2 Nov 2026: no orders.');
    expect(ordersOverTimeSummary([])).toBe('Orders per day: no days to show.');
    const months = [
      { month: '2026-10', orders: 0, revenue: { INR: 0, USD: 0 } },
      { month: '2026-11', orders: 1, revenue: { INR: 0, USD: 99.5 } },
    ];
    expect(monthlySalesSummary(months)).toBe('Paid orders per month from Oct 2026 to Nov 2026: 1 order, $99.50 taken.');
  });
});
