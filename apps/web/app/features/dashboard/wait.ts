import { formatDate, plural } from '../../lib/format.ts';

/**
 * How long something has waited from `since` to `asOf` (both ISO instants), in the largest
 * whole unit that says it: "under a minute", "12 minutes", "5 hours" (up to two days), "3 days".
 * Given the instant of the answer rather than read from the clock, the server's page and the
 * browser's agree.
 */
export function formatWait(since: string, asOf: string): string {
  const minutes = Math.floor((Date.parse(asOf) - Date.parse(since)) / 60_000);
  if (!(minutes >= 1)) return 'under a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** An India day (YYYY-MM-DD), as the dashboard writes dates: "24 Dec 2026". */
export function formatShopDay(day: string): string {
  return formatDate(`${day}T00:00:00+05:30`);
}
