import { stoneCategories, stoneClarities, stoneColours, stoneCuts, stoneShapes } from '@facet/contracts/lookups';
import type { StoneSort } from '@facet/contracts/stone-filters';

/*
 * Diamond searches as shoppers make them, each a different URL: the shape picker first (one
 * shape, sometimes two or three), then category, the carat and budget sliders (budget in
 * dollars or rupees), colour, clarity and cut as ordered ranges, a sort and a page (mostly the
 * first). Drawn by a seeded PRNG, so every run asks the same questions.
 */

export interface StoneRequest {
  /** Which mix it comes from, for the per-mix figures. */
  kind: string;
  /** The for-customer API query string (without the leading ?). */
  query: string;
}

/** mulberry32: a small, fast, seeded PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weights<T> = readonly (readonly [T, number])[];

function pickFrom<T>(random: () => number, weights: Weights<T>): T {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let left = random() * total;
  for (const [value, w] of weights) {
    if (left < w) return value;
    left -= w;
  }
  return weights[weights.length - 1]![0];
}

const shapeWeights: Weights<string> = stoneShapes.map((shape, i) => [shape, i === 0 ? 30 : i === 1 ? 12 : 6] as const);
const categoryWeights: Weights<string> = [
  [stoneCategories[0], 45],
  [stoneCategories[1], 40],
  [stoneCategories[2], 15],
];
const sortWeights: Weights<StoneSort> = [
  ['price-asc', 50],
  ['price-desc', 15],
  ['carat-asc', 10],
  ['carat-desc', 10],
  ['newest', 15],
];

/** Kinds of search and how often shoppers make them. */
const mixes: Weights<string> = [
  ['shape', 22],
  ['shape + category + carat', 18],
  ['shape + category + carat + budget', 16],
  ['shapes + colour/clarity/cut', 10],
  ['everything', 10],
  ['category + budget', 8],
  ['budget only', 4],
  ['category', 6],
  ['no filter', 6],
];

/** A contiguous slice of an ordered grade list, never the whole list (that is no filter). */
function gradeRange(random: () => number, list: readonly string[], longest: number): string {
  const length = 1 + Math.floor(random() * Math.min(longest, list.length - 1));
  const start = Math.floor(random() * (list.length - length + 1));
  return list.slice(start, start + length).join(',');
}

const twoPlaces = (n: number) => Math.round(n * 100) / 100;

/** What a stone of this category and carat roughly sells for, INR (cost as the seed, through a 36 % markup and tax). */
function typicalPriceInr(category: string, carat: number): number {
  if (category === 'Moissanite') return (6_500 + 6_500 * carat) * 1.36;
  const natural = 480_000 * (carat < 1 ? carat ** 1.6 : carat ** 1.9) * 1.36;
  return category === 'Lab Grown Diamond' ? natural * 0.15 : natural;
}

function caratRange(random: () => number): [number, number] {
  const min = twoPlaces(0.3 + random() * random() * 2.5);
  return [min, twoPlaces(min + 0.1 + random() * 1.2)];
}

/** A budget around what such stones sell for, in dollars or rupees, rounded as a slider would. */
function budget(random: () => number, category: string, carat: number, currency: 'USD' | 'INR'): string {
  const centre = typicalPriceInr(category, carat) * (0.5 + random());
  const inCurrency = currency === 'INR' ? centre : centre / 88.45;
  const step = currency === 'INR' ? 1_000 : 50;
  const round = (n: number) => Math.max(step, Math.round(n / step) * step);
  const onlyMax = random() < 0.3;
  const max = round(inCurrency * (1.2 + random()));
  return onlyMax ? `maxPrice=${max}` : `minPrice=${round(inCurrency * (0.3 + random() * 0.5))}&maxPrice=${max}`;
}

/**
 * Mostly the first page. A search with few filters has few URLs but for its pages: each time
 * its URL is taken already (`tries`), later pages become likelier, up to page 60.
 */
function pageOf(random: () => number, tries: number): number {
  const r = random();
  if (tries === 0) return r < 0.7 ? 1 : r < 0.95 ? 2 + Math.floor(random() * 4) : 6 + Math.floor(random() * 15);
  return 1 + Math.floor(random() * Math.min(60, 5 + tries * 5));
}

function oneRequest(random: () => number, kind: string, tries: number): StoneRequest {
  const currency = random() < 0.5 ? 'USD' : 'INR';
  const parts: string[] = [];
  const category = pickFrom(random, categoryWeights);
  const shapes = () => {
    const count = kind.startsWith('shapes') ? 2 + Math.floor(random() * 2) : 1;
    const chosen = new Set<string>();
    while (chosen.size < count) chosen.add(pickFrom(random, shapeWeights));
    return stoneShapes.filter((s) => chosen.has(s)).join(',');
  };
  const [minCarat, maxCarat] = caratRange(random);
  const withCarat = () => parts.push(`minCarats=${minCarat}&maxCarats=${maxCarat}`);
  const withBudget = () => parts.push(budget(random, category, (minCarat + maxCarat) / 2, currency));
  switch (kind) {
    case 'shape':
      parts.push(`stoneShapeName=${shapes()}`);
      break;
    case 'shape + category + carat':
      parts.push(`stoneShapeName=${shapes()}`, `stoneCategoryName=${category}`);
      withCarat();
      break;
    case 'shape + category + carat + budget':
      parts.push(`stoneShapeName=${shapes()}`, `stoneCategoryName=${category}`);
      withCarat();
      withBudget();
      break;
    case 'shapes + colour/clarity/cut':
      parts.push(
        `stoneShapeName=${shapes()}`,
        `colors=${gradeRange(random, stoneColours, 5)}`,
        `clarities=${gradeRange(random, stoneClarities, 5)}`,
        `cuts=${gradeRange(random, stoneCuts, 3)}`,
      );
      break;
    case 'everything':
      parts.push(`stoneShapeName=${shapes()}`, `stoneCategoryName=${category}`);
      withCarat();
      withBudget();
      parts.push(
        `colors=${gradeRange(random, stoneColours, 5)}`,
        `clarities=${gradeRange(random, stoneClarities, 5)}`,
        `cuts=${gradeRange(random, stoneCuts, 3)}`,
      );
      break;
    case 'category + budget':
      parts.push(`stoneCategoryName=${category}`);
      withBudget();
      break;
    case 'budget only':
      withBudget();
      break;
    case 'category':
      parts.push(`stoneCategoryName=${category}`);
      break;
    case 'no filter':
      break;
  }
  const sort = pickFrom(random, sortWeights);
  parts.push(`sort=${sort}`, `pageNo=${pageOf(random, tries)}`, 'pageSize=12', `currency=${currency}`);
  return { kind, query: parts.join('&').replaceAll(' ', '%20') };
}

/**
 * `count` different searches (no two the same URL), the mixes in their shares: a search whose
 * URLs run out (a few hundred pages of "no filter") gives its turn to the next one drawn.
 */
export function stoneRequests(count: number, seed = 2026): StoneRequest[] {
  const random = prng(seed);
  const seen = new Set<string>();
  const requests: StoneRequest[] = [];
  while (requests.length < count) {
    const kind = pickFrom(random, mixes);
    for (let tries = 0; tries < 40; tries++) {
      const request = oneRequest(random, kind, tries);
      if (seen.has(request.query)) continue;
      seen.add(request.query);
      requests.push(request);
      break;
    }
  }
  return requests;
}

export const mixNames = mixes.map(([name]) => name);
