import { describe, expect, it } from 'vitest';
import type { StoneSearchCriteria, StoneSearchEntry } from '../stones/stone-search-index.ts';
import { cheapestFirst, type MatcherSearch, newestFirst, SavedSearchMatcher } from './saved-search-matcher.ts';

/*
 * The saved searches' matcher against the obvious computation: every search tested against every
 * stone, in the order they are told, each search keeping its first `limit`. Random stones and
 * searches with common ties, carats past the last band and searches with no carat bound.
 */

function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const EPOCH = 1_700_000_000_000;

function stonesOf(count: number, random: () => number): StoneSearchEntry[] {
  const pick = (n: number) => Math.floor(random() * n);
  return Array.from({ length: count }, (_, i) => ({
    id: i * 3 + 1,
    shape: pick(12),
    category: pick(3),
    color: pick(8),
    clarity: pick(9),
    cut: pick(5) - 1,
    carat: 20 + pick(250) * 5,
    cost: 100_000 * (1 + pick(300)),
    created: EPOCH + pick(50) * 60_000,
  }));
}

function searchesOf(count: number, random: () => number): MatcherSearch[] {
  const pick = (n: number) => Math.floor(random() * n);
  const some = (n: number, of: number) => (random() < 0.5 ? undefined : Array.from({ length: n }, () => pick(of)));
  return Array.from({ length: count }, () => {
    const minCarat = random() < 0.2 ? undefined : 20 + pick(200) * 5;
    const criteria: StoneSearchCriteria = {
      shapes: random() < 0.15 ? undefined : Array.from({ length: 1 + pick(2) }, () => pick(12)),
      categories: some(1, 3),
      colors: some(3, 8),
      clarities: some(4, 9),
      cuts: random() < 0.8 ? undefined : [pick(4)],
      minCarat,
      maxCarat: random() < 0.2 ? undefined : (minCarat ?? 20) + pick(150) * 5,
      minCost: random() < 0.7 ? undefined : 100_000 * pick(100),
      maxCost: random() < 0.4 ? undefined : 100_000 * (50 + pick(250)),
    };
    return { criteria, created: EPOCH + pick(50) * 60_000 };
  });
}

function matches(stone: StoneSearchEntry, c: StoneSearchCriteria): boolean {
  return (
    (!c.shapes || c.shapes.includes(stone.shape)) &&
    (!c.categories || c.categories.includes(stone.category)) &&
    (!c.colors || c.colors.includes(stone.color)) &&
    (!c.clarities || c.clarities.includes(stone.clarity)) &&
    (!c.cuts || c.cuts.includes(stone.cut)) &&
    stone.carat >= (c.minCarat ?? -Infinity) &&
    stone.carat <= (c.maxCarat ?? Infinity) &&
    stone.cost >= (c.minCost ?? -Infinity) &&
    stone.cost <= (c.maxCost ?? Infinity)
  );
}

describe('the saved searches’ matcher', () => {
  for (const seed of [1, 2, 3]) {
    it(`gives each search its first matches in the order told, up to the limit, across calls (seed ${seed})`, () => {
      const random = randomOf(seed);
      const stones = stonesOf(3_000, random);
      const searches = searchesOf(400, random);
      const limit = 7;
      const matcher = new SavedSearchMatcher(searches);
      const fresh = searches.map((): number[] => []);
      const falls = searches.map((): number[] => []);
      // Two chunks, as the job reads them: a search's count carries over.
      const [first, second] = [stones.slice(0, 1_500), stones.slice(1_500)];
      for (const chunk of [first, second]) {
        matcher.offer([...chunk].sort(newestFirst), 'new-match', limit, (place, stone) => fresh[place]!.push(stone.id));
        const fallen = chunk.filter((stone) => stone.id % 4 === 0).sort(cheapestFirst);
        matcher.offer(fallen, 'price-drop', limit, (place, stone) => falls[place]!.push(stone.id));
      }
      searches.forEach((search, place) => {
        const expected = { fresh: [] as number[], falls: [] as number[] };
        for (const chunk of [first, second]) {
          const found = chunk.filter((stone) => matches(stone, search.criteria));
          expected.fresh.push(
            ...found
              .filter((stone) => stone.created > search.created)
              .sort(newestFirst)
              .slice(0, limit - expected.fresh.length)
              .map((stone) => stone.id),
          );
          expected.falls.push(
            ...found
              .filter((stone) => stone.id % 4 === 0)
              .sort(cheapestFirst)
              .slice(0, limit - expected.falls.length)
              .map((stone) => stone.id),
          );
        }
        expect(fresh[place], `search ${place} new matches`).toEqual(expected.fresh);
        expect(falls[place], `search ${place} price falls`).toEqual(expected.falls);
      });
      // The comparison is not empty: many searches found something, some reached the limit.
      expect(fresh.filter((ids) => ids.length > 0).length).toBeGreaterThan(100);
      expect(fresh.some((ids) => ids.length === limit)).toBe(true);
    });
  }

  it('matches nothing for a stone of a shape it does not know, nor for unknown grades asked for', () => {
    const matcher = new SavedSearchMatcher([
      { created: 0, criteria: { colors: [-1] } },
      { created: 0, criteria: {} },
    ]);
    const taken: number[] = [];
    const stone = { id: 1, shape: 0, category: 0, color: 0, clarity: 0, cut: -1, carat: 100, cost: 1, created: 1 };
    matcher.offer([stone, { ...stone, id: 2, shape: -1 }], 'new-match', 5, (place) => taken.push(place));
    expect(taken).toEqual([1]);
  });
});
