import { describe, expect, it } from 'vitest';
import { formatWait } from './wait.ts';

describe('how long something has waited', () => {
  const asOf = '2026-11-24T12:00:00.000Z';
  const before = (ms: number) => new Date(Date.parse(asOf) - ms).toISOString();
  const MINUTE = 60_000;

  it('says it in the largest whole unit: minutes, hours up to two days, then days', () => {
    expect(formatWait(before(30_000), asOf)).toBe('under a minute');
    expect(formatWait(before(MINUTE), asOf)).toBe('1 minute');
    expect(formatWait(before(59 * MINUTE + 59_000), asOf)).toBe('59 minutes');
    expect(formatWait(before(60 * MINUTE), asOf)).toBe('1 hour');
    expect(formatWait(before(47 * 60 * MINUTE + 59 * MINUTE), asOf)).toBe('47 hours');
    expect(formatWait(before(48 * 60 * MINUTE), asOf)).toBe('2 days');
    expect(formatWait(before(400 * 24 * 60 * MINUTE), asOf)).toBe('400 days');
  });

  it('never says a negative or unreadable wait', () => {
    expect(formatWait(before(-5 * MINUTE), asOf)).toBe('under a minute');
    expect(formatWait('not a date', asOf)).toBe('under a minute');
  });
});
