import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, SHOP_TIME_ZONE } from './shop-time.ts';

describe('shop time', () => {
  it('writes a time in India Standard Time with the zone named', () => {
    expect(formatDateTime('2026-11-23T08:35:00.000Z')).toBe('23 Nov 2026, 14:05 IST');
    expect(formatDateTime('2026-01-05T00:00:00Z')).toBe('5 Jan 2026, 05:30 IST');
  });

  it('moves to the next day, month and year in India before UTC does', () => {
    expect(formatDateTime('2026-12-31T19:00:00Z')).toBe('1 Jan 2027, 00:30 IST');
    expect(formatDate('2026-12-31T19:00:00Z')).toBe('1 Jan 2027');
    expect(formatDate('2026-12-31T18:29:00Z')).toBe('31 Dec 2026');
  });

  it('agrees with the IANA zone the shop is in, whatever the zone of the machine', () => {
    const instants = ['2026-03-29T01:15:00Z', '2026-06-30T23:59:00Z', '2026-10-25T00:45:00Z'];
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const iso of instants) {
      const parts = Object.fromEntries(intl.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
      expect(formatDateTime(iso)).toMatch(
        new RegExp(`^${parts.day} \\w{3} \\d{4}, ${parts.hour}:${parts.minute} IST$`),
      );
    }
  });

  it('writes a dash for a date it cannot read', () => {
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('writes the time alone on India’s clock, past midnight too', () => {
    expect(formatTime('2026-05-01T08:50:00.000Z')).toBe('14:20 IST');
    expect(formatTime('2026-05-01T18:45:00.000Z')).toBe('00:15 IST');
  });
});
