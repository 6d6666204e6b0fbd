import { describe, expect, it } from 'vitest';
import { type StoneSearchEntry, StoneSearchIndex } from '../stones/stone-search-index.ts';
import { costBand, likeCriteria } from './fair-price-band.ts';

/*
 * The fair-price band from the diamond search index against a plain computation over the same
 * random stones: which stones are like one, the share priced below it and the 25th–75th
 * percentile costs, exactly, for hundreds of stones.
 */

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
    id: i * 7 + 3,
    shape: pick(3),
    category: pick(3),
    color: pick(8),
    clarity: pick(9),
    cut: pick(5) - 1,
    // Carats on and off the ±10 % edges, and few distinct costs, so ties are common.
    carat: 50 + pick(120),
    cost: 100_000 * (1 + pick(60)),
    created: 1_700_000_000_000,
  }));
}

/** The band worked out the plain way: filter everything, sort, count. */
function plainBand(stones: StoneSearchEntry[], stone: StoneSearchEntry) {
  const like = stones.filter(
    (other) =>
      other.id !== stone.id &&
      other.category === stone.category &&
      other.shape === stone.shape &&
      Math.abs(other.color - stone.color) <= 1 &&
      Math.abs(other.clarity - stone.clarity) <= 1 &&
      other.carat * 10 >= stone.carat * 9 &&
      other.carat * 10 <= stone.carat * 11,
  );
  if (like.length === 0) return null;
  const costs = like.map((other) => other.cost).sort((a, b) => a - b);
  // The smallest cost with at least `share` % of the stones at or below it.
  const percentileCost = (share: number) =>
    costs.find((cost) => costs.filter((c) => c <= cost).length * 100 >= share * costs.length)!;
  return {
    compared: costs.length,
    percentile: Math.round((costs.filter((c) => c < stone.cost).length * 100) / costs.length),
    low: percentileCost(25),
    high: percentileCost(75),
    lowest: costs[0],
    highest: costs.at(-1),
  };
}

describe('the fair-price band', () => {
  it.each([1, 2, 3])('agrees with the plain computation for every probed stone (seed %i)', (seed) => {
    const random = randomOf(seed);
    const stones = stonesOf(6_000, random);
    const index = new StoneSearchIndex(stones);
    let compared = 0;
    for (let probe = 0; probe < 400; probe += 1) {
      const stone = stones[Math.floor(random() * stones.length)]!;
      const band = costBand(index.costsOf(likeCriteria(stone), stone.id), stone.cost);
      const plain = plainBand(stones, stone);
      expect(band, `stone ${stone.id}`).toEqual(plain);
      if (band) compared += 1;
    }
    // Most probes found stones to compare with: the test compares bands, not nulls.
    expect(compared).toBeGreaterThan(300);
  });

  it('leaves out the stone itself, and gives no band with nothing like it', () => {
    const alone: StoneSearchEntry = {
      id: 1,
      shape: 0,
      category: 0,
      color: 0,
      clarity: 0,
      cut: 0,
      carat: 100,
      cost: 5,
      created: 0,
    };
    const stones: StoneSearchEntry[] = [
      alone,
      { ...alone, id: 2, carat: 111 },
      { ...alone, id: 3, color: 2 },
      { ...alone, id: 4, category: 1 },
    ];
    const index = new StoneSearchIndex(stones);
    expect(costBand(index.costsOf(likeCriteria(stones[0]!), 1), 5)).toBeNull();
    const near = { ...stones[0]!, id: 5, carat: 110, cost: 9 };
    const band = costBand(new StoneSearchIndex([...stones, near]).costsOf(likeCriteria(stones[0]!), 1), 5);
    expect(band).toEqual({ compared: 1, percentile: 0, low: 9, high: 9, lowest: 9, highest: 9 });
  });
});
