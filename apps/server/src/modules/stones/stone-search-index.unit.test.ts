import { stoneSorts, type StoneSort } from '@facet/contracts/stone-filters';
import { describe, expect, it } from 'vitest';
import { type StoneSearchCriteria, type StoneSearchEntry, StoneSearchIndex } from './stone-search-index.ts';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function stonesOf(count: number, random: () => number): StoneSearchEntry[] {
  const pick = (n: number) => Math.floor(random() * n);
  return Array.from({ length: count }, (_, i) => ({
    id: i * 3 + 1,
    shape: pick(12),
    category: pick(3),
    color: pick(8),
    clarity: pick(9),
    cut: pick(5) - 1,
    // Few distinct carats, costs and dates, so ties are common and the id must break them.
    carat: 30 + pick(40) * 5,
    cost: 100_000 * (1 + pick(300)),
    created: 1_700_000_000_000 + pick(50) * 60_000,
  }));
}

/** What the index must answer, computed the slow, obvious way. */
function oracle(stones: StoneSearchEntry[], c: StoneSearchCriteria, sort: StoneSort, offset: number, limit: number) {
  const found = stones.filter(
    (s) =>
      (!c.shapes || c.shapes.includes(s.shape)) &&
      (!c.categories || c.categories.includes(s.category)) &&
      (!c.colors || c.colors.includes(s.color)) &&
      (!c.clarities || c.clarities.includes(s.clarity)) &&
      (!c.cuts || c.cuts.includes(s.cut)) &&
      s.carat >= (c.minCarat ?? -Infinity) &&
      s.carat <= (c.maxCarat ?? Infinity) &&
      s.cost >= (c.minCost ?? -Infinity) &&
      s.cost <= (c.maxCost ?? Infinity),
  );
  const key = (s: StoneSearchEntry) =>
    sort.startsWith('price') ? s.cost : sort.startsWith('carat') ? s.carat : s.created;
  const descending = sort === 'price-desc' || sort === 'carat-desc' || sort === 'newest';
  found.sort((a, b) => (descending ? -1 : 1) * (key(a) - key(b) || a.id - b.id));
  return { ids: found.slice(offset, offset + limit).map((s) => s.id), total: found.length };
}

function criteriaOf(random: () => number): StoneSearchCriteria {
  const maybe = <T>(value: () => T) => (random() < 0.5 ? value() : undefined);
  const someOf = (n: number) => {
    const list = Array.from({ length: n }, (_, i) => i).filter(() => random() < 0.4);
    return list.length > 0 ? list : [Math.floor(random() * n)];
  };
  const carat = maybe(() => 30 + Math.floor(random() * 200));
  const cost = maybe(() => 100_000 * Math.floor(random() * 300));
  return {
    shapes: maybe(() => someOf(12)),
    categories: maybe(() => someOf(3)),
    colors: maybe(() => someOf(8)),
    clarities: maybe(() => someOf(9)),
    cuts: maybe(() => someOf(4)),
    minCarat: carat,
    maxCarat: maybe(() => (carat ?? 30) + Math.floor(random() * 150)),
    minCost: cost,
    maxCost: maybe(() => (cost ?? 0) + 100_000 * Math.floor(random() * 200)),
  };
}

describe('the diamond search index', () => {
  it('answers every filter, sort and page as the obvious filter-and-sort does, ties broken by id', () => {
    const random = randomOf(20_261_124);
    // Enough stones that broad searches go past the collected matches and walk the orders.
    const stones = stonesOf(12_000, random);
    const index = new StoneSearchIndex(stones);
    for (let round = 0; round < 400; round += 1) {
      const criteria = criteriaOf(random);
      const sort = stoneSorts[round % stoneSorts.length]!;
      const offset = [0, 12, 120, 4_090][Math.floor(random() * 4)]!;
      expect(index.search(criteria, sort, offset, 12), JSON.stringify({ criteria, sort, offset })).toEqual(
        oracle(stones, criteria, sort, offset, 12),
      );
    }
  });

  it('counts without filters from the runs alone, and answers an empty index', () => {
    const stones = stonesOf(500, randomOf(7));
    expect(new StoneSearchIndex(stones).search({}, 'price-asc', 0, 12)).toEqual(oracle(stones, {}, 'price-asc', 0, 12));
    expect(new StoneSearchIndex([]).search({ shapes: [3] }, 'newest', 0, 12)).toEqual({ ids: [], total: 0 });
  });

  it('answers only the total when no stones are asked for (limit 0), without walking every match', () => {
    const stones = stonesOf(12_000, randomOf(11));
    const index = new StoneSearchIndex(stones);
    for (const sort of stoneSorts) {
      expect(index.search({ colors: [0, 1, 2, 3, 4, 5] }, sort, 0, 0)).toEqual({
        ids: [],
        total: oracle(stones, { colors: [0, 1, 2, 3, 4, 5] }, sort, 0, 0).total,
      });
      expect(index.search({}, sort, 24, 0)).toEqual({ ids: [], total: 12_000 });
    }
  });

  it('includes a stone whose cost is exactly at either end of the range', () => {
    const stone = {
      id: 5,
      shape: 2,
      category: 1,
      color: 0,
      clarity: 0,
      cut: -1,
      carat: 100,
      cost: 250_000,
      created: 0,
    };
    const index = new StoneSearchIndex([stone]);
    expect(index.search({ minCost: 250_000, maxCost: 250_000 }, 'price-asc', 0, 12).ids).toEqual([5]);
    expect(index.search({ minCost: 250_001 }, 'price-asc', 0, 12).total).toBe(0);
    expect(index.search({ maxCost: 249_999 }, 'price-asc', 0, 12).total).toBe(0);
    // A stone without a cut grade is left out once the shopper asks for cuts.
    expect(index.search({ cuts: [0, 1, 2, 3] }, 'price-asc', 0, 12).total).toBe(0);
  });
});
