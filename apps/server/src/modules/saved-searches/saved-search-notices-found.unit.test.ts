import { describe, expect, it } from 'vitest';
import { AlertsPace } from './saved-search-alerts-pace.ts';
import { NoticesFound, shoppersOfSearches } from './saved-search-notices-found.ts';

/*
 * The notices a chunk of the alerts found: once per shopper, stone and reason (the first search's
 * that found it), in the unique key's order (shopper, stone, reason), a batch at a time, the
 * prices as found (a new match has none before).
 */

const A = '0b000000-0000-4000-8000-000000000000';
const B = '0a000000-0000-4000-8000-000000000000';

describe('the notices found', () => {
  it('keeps each shopper’s stone and reason once, the first search’s, in the key’s order, in batches', async () => {
    // Searches 11 and 12 are A's, 13 is B's (B sorts first).
    const searches = [
      { id: 11, userId: A },
      { id: 12, userId: A },
      { id: 13, userId: B },
    ];
    const shoppers = shoppersOfSearches(searches);
    expect(shoppers.shopperIds).toEqual([B, A]);
    const notices = new NoticesFound(shoppers.shopperIds, shoppers.shopperOfSearch, shoppers.searchIds);
    notices.add(1, 500, 'new-match', null, 9_000);
    notices.add(0, 500, 'new-match', null, 9_000); // A again, by search 11: the first found (12's) is kept
    notices.add(0, 500, 'price-drop', 10_000_000_000, 9_000_000_000);
    notices.add(2, 700, 'new-match', null, 1_234);
    notices.add(2, 600, 'new-match', null, 4_321);
    for (let stone = 1_000; stone < 6_000; stone += 1) notices.add(0, stone, 'new-match', null, stone);
    expect(notices.size).toBe(5_005);

    const batches = [];
    for await (const batch of notices.batches(2_000, new AlertsPace({ sliceMs: 2, share: 1 }))) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([2_000, 2_000, 1_004]);
    const all = batches.flat();
    expect(all.slice(0, 4)).toEqual([
      { userId: B, savedSearchId: 13, stoneId: 600, reason: 'new-match', priceBefore: null, priceNow: 4_321 },
      { userId: B, savedSearchId: 13, stoneId: 700, reason: 'new-match', priceBefore: null, priceNow: 1_234 },
      { userId: A, savedSearchId: 12, stoneId: 500, reason: 'new-match', priceBefore: null, priceNow: 9_000 },
      {
        userId: A,
        savedSearchId: 11,
        stoneId: 500,
        reason: 'price-drop',
        priceBefore: 10_000_000_000,
        priceNow: 9_000_000_000,
      },
    ]);
    expect(all.slice(4).map((notice) => notice.stoneId)).toEqual(Array.from({ length: 5_000 }, (_, i) => 1_000 + i));
    expect(new Set(all.map((notice) => `${notice.userId} ${notice.stoneId} ${notice.reason}`)).size).toBe(all.length);
  });

  it('gives nothing when nothing was found', async () => {
    const notices = new NoticesFound([], new Int32Array(0), new Int32Array(0));
    const batches = [];
    for await (const batch of notices.batches(10, new AlertsPace({ sliceMs: 2, share: 1 }))) batches.push(batch);
    expect(batches).toEqual([]);
  });
});
