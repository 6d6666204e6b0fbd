import { keptBands } from '@facet/contracts/listing-kept-bands';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedBandCards, storedBandCards } from '../../testing/kept-cards.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * `band_cards` (decision 048): the bands the database keeps are the storefront's, and it holds every
 * kept band's shown cards from the start. product-cards.test.ts holds it to its recomputation after
 * every kind of change and its listings to the slow reading.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface BandRow {
  kind: string;
  low: string | number;
  high: string | number;
}

describe('band_cards', () => {
  it('keeps the bands the storefront offers, as the contracts list them', async () => {
    const rows = await queryRows<BandRow>(t.database.db, sql`select kind, low, high from listing_bands order by id`);
    const stored = rows.map((row) => ({ kind: row.kind, low: Number(row.low), high: Number(row.high) }));
    expect(stored).toEqual(keptBands());
  });

  it('holds each kept band’s shown card of every product inside it from the start', async () => {
    const stored = await storedBandCards(t.database.db);
    expect(stored).toEqual(await expectedBandCards(t.database.db));
    // Most bands hold something on the demo catalogue, and no band holds a product twice.
    const bands = new Set(stored.map((row) => (row as { band_id: number }).band_id));
    expect(bands.size).toBeGreaterThanOrEqual(5);
  });
});
