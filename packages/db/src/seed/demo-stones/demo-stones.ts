import {
  type CertificateLab,
  type StoneCategoryName,
  type StoneClarity,
  type StoneColour,
  type StoneCut,
  type StoneFinishGrade,
  type StoneFluorescence,
  type StoneShapeName,
  stoneShapes,
} from '@facet/contracts/lookups';
import type { StoneState } from '../../schema/stones.ts';
import { hashUnit, jitter } from '../demo-catalogue/jitter.ts';

/*
 * The demo's loose stones: a few hundred natural diamonds, lab-grown diamonds and moissanites
 * of every shape and the full colour, clarity and cut range, priced as an Indian jeweller would
 * buy them in late 2026. Every figure is derived from the stone's stock number (hashUnit), so
 * the list is the same on every run. Amounts here are in display units (carats, mm, %, INR);
 * the seed converts them to the stored hundredths and paise.
 */

export interface DemoStone {
  readonly sku: string;
  readonly category: StoneCategoryName;
  readonly shape: StoneShapeName;
  readonly carat: number;
  readonly color: StoneColour;
  readonly clarity: StoneClarity;
  readonly cut: StoneCut;
  readonly polish: StoneFinishGrade;
  readonly symmetry: StoneFinishGrade;
  readonly fluorescence: StoneFluorescence;
  /** Millimetres, two decimals. */
  readonly length: number;
  readonly width: number;
  readonly depth: number;
  /** Percent, one decimal. */
  readonly depthPercent: number;
  readonly tablePercent: number;
  readonly certificateLab: CertificateLab | null;
  readonly certificateNumber: string | null;
  readonly certificateUrl: string | null;
  /** What the shop paid, whole rupees. */
  readonly cost: number;
  readonly state: StoneState;
  /** Days before the seed ran that the stone came in (for "newest"). */
  readonly ageDays: number;
}

interface CategoryPlan {
  readonly prefix: string;
  readonly firstNumber: number;
  readonly count: number;
}

/** 360 stones: natural diamonds the most, moissanite the fewest, as a jeweller's stock. */
export const demoStonePlan: Record<StoneCategoryName, CategoryPlan> = {
  'Natural Diamond': { prefix: 'ND', firstNumber: 10_001, count: 160 },
  'Lab Grown Diamond': { prefix: 'LG', firstNumber: 20_001, count: 130 },
  Moissanite: { prefix: 'MO', firstNumber: 30_001, count: 70 },
};

type Weights<T extends string> = readonly (readonly [T, number])[];

/** The entry whose share of the weights covers u ∈ [0, 1). */
function pick<T extends string>(weights: Weights<T>, u: number): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let left = u * total;
  for (const [value, weight] of weights) {
    if (left < weight) return value;
    left -= weight;
  }
  return weights[weights.length - 1]![0];
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const between = (low: number, high: number, u: number) => low + (high - low) * u;

/* Rounds sell best; the elongated and novelty shapes are fewer. The benchmark stones follow them too. */
export const shapeWeights: Weights<StoneShapeName> = [
  ['Round', 30],
  ['Oval', 12],
  ['Cushion', 8],
  ['Elongated Cushion', 5],
  ['Emerald', 8],
  ['Radiant', 7],
  ['Princess', 7],
  ['Pear', 7],
  ['Marquise', 4],
  ['Heart', 4],
  ['Asscher', 4],
  ['Hexagon', 4],
];

/* Grades as stocked: near-colourless and eye-clean stones most; lab-grown and moissanite better. */
const colourWeights: Record<StoneCategoryName, Weights<StoneColour>> = {
  'Natural Diamond': [
    ['D', 6],
    ['E', 10],
    ['F', 15],
    ['G', 20],
    ['H', 18],
    ['I', 13],
    ['J', 10],
    ['K', 8],
  ],
  'Lab Grown Diamond': [
    ['D', 18],
    ['E', 24],
    ['F', 24],
    ['G', 16],
    ['H', 10],
    ['I', 5],
    ['J', 2],
    ['K', 1],
  ],
  Moissanite: [
    ['D', 50],
    ['E', 20],
    ['F', 15],
    ['G', 8],
    ['H', 7],
  ],
};

const clarityWeights: Record<StoneCategoryName, Weights<StoneClarity>> = {
  'Natural Diamond': [
    ['FL', 2],
    ['IF', 5],
    ['VVS1', 9],
    ['VVS2', 12],
    ['VS1', 20],
    ['VS2', 20],
    ['SI1', 17],
    ['SI2', 10],
    ['I1', 5],
  ],
  'Lab Grown Diamond': [
    ['IF', 4],
    ['VVS1', 20],
    ['VVS2', 26],
    ['VS1', 28],
    ['VS2', 15],
    ['SI1', 7],
  ],
  Moissanite: [
    ['VVS1', 60],
    ['VVS2', 25],
    ['VS1', 15],
  ],
};

const cutWeights: Record<StoneCategoryName, Weights<StoneCut>> = {
  'Natural Diamond': [
    ['Ideal', 20],
    ['Excellent', 45],
    ['Very Good', 25],
    ['Good', 10],
  ],
  'Lab Grown Diamond': [
    ['Ideal', 35],
    ['Excellent', 50],
    ['Very Good', 13],
    ['Good', 2],
  ],
  Moissanite: [
    ['Ideal', 30],
    ['Excellent', 60],
    ['Very Good', 10],
  ],
};

const fluorescenceWeights: Record<StoneCategoryName, Weights<StoneFluorescence>> = {
  'Natural Diamond': [
    ['None', 60],
    ['Faint', 20],
    ['Medium', 12],
    ['Strong', 6],
    ['Very Strong', 2],
  ],
  'Lab Grown Diamond': [
    ['None', 90],
    ['Faint', 10],
  ],
  Moissanite: [['None', 1]],
};

/** Polish and symmetry follow the cut: an ideal cut is polished excellent, a good one rarely. */
const finishByCut: Record<StoneCut, Weights<StoneFinishGrade>> = {
  Ideal: [['Excellent', 1]],
  Excellent: [
    ['Excellent', 85],
    ['Very Good', 15],
  ],
  'Very Good': [
    ['Excellent', 30],
    ['Very Good', 60],
    ['Good', 10],
  ],
  Good: [
    ['Very Good', 40],
    ['Good', 45],
    ['Fair', 15],
  ],
};

/**
 * Carats: most stones between 0.70 and 2 ct (what engagement rings take), some smaller, a few
 * large ones up to 5 ct; one in six sits on a "magic" weight (1.00, 1.50, 2.00) as cutters aim for.
 */
export function demoCarat(seed: string): number {
  const band = hashUnit(`${seed}:band`);
  const u = hashUnit(`${seed}:carat`);
  if (hashUnit(`${seed}:magic`) < 1 / 6) return u < 0.5 ? 1 : u < 0.8 ? 1.5 : 2;
  if (band < 0.2) return round(between(0.3, 0.7, u), 2);
  if (band < 0.85) return round(between(0.7, 2, u), 2);
  // Large stones thin out as they grow: u² puts most of them near 2 ct.
  return round(between(2, 5, u * u), 2);
}

/* Natural diamonds, INR per stone for a round G VS1 Excellent: ₹4.8 lakh at 1 ct, rising as
 * carat^1.6 below a carat and carat^1.9 above (a 2 ct stone is rarer than two of 1 ct). */
const NATURAL_ONE_CARAT = 480_000;
const colourFactor: Record<StoneColour, number> = {
  D: 1.45,
  E: 1.3,
  F: 1.16,
  G: 1,
  H: 0.88,
  I: 0.76,
  J: 0.65,
  K: 0.56,
};
const clarityFactor: Record<StoneClarity, number> = {
  FL: 1.6,
  IF: 1.4,
  VVS1: 1.25,
  VVS2: 1.15,
  VS1: 1,
  VS2: 0.92,
  SI1: 0.8,
  SI2: 0.68,
  I1: 0.45,
};
const cutFactor: Record<StoneCut, number> = { Ideal: 1.08, Excellent: 1, 'Very Good': 0.9, Good: 0.8 };
const fluorescenceFactor: Record<StoneFluorescence, number> = {
  None: 1,
  Faint: 1,
  Medium: 0.95,
  Strong: 0.88,
  'Very Strong': 0.82,
};
/** Fancy shapes lose less rough in cutting than a round, so cost less. */
const shapeFactor: Record<StoneShapeName, number> = {
  Round: 1,
  Oval: 0.86,
  Cushion: 0.78,
  'Elongated Cushion': 0.8,
  Emerald: 0.8,
  Radiant: 0.8,
  Princess: 0.75,
  Pear: 0.84,
  Marquise: 0.8,
  Heart: 0.82,
  Asscher: 0.78,
  Hexagon: 0.74,
};

type PricedStone = Pick<DemoStone, 'category' | 'shape' | 'carat' | 'color' | 'clarity' | 'cut' | 'fluorescence'>;

/**
 * What the shop paid for a stone, whole rupees (₹100s for diamonds, ₹10s for moissanite).
 * Lab-grown diamonds cost 20 % of a natural one at 0.3 ct falling to 10 % at 5 ct (they are
 * grown to order, so size adds little); moissanite roughly ₹8,000–40,000 whatever its grade.
 */
export function demoStoneCost(stone: PricedStone, seed: string): number {
  if (stone.category === 'Moissanite') {
    const grade = ['D', 'E', 'F'].includes(stone.color) ? 1 : 0.88;
    const rupees = (6_500 + 6_500 * stone.carat) * grade * jitter(`${seed}:cost`, 0.06);
    return Math.round(rupees / 10) * 10;
  }
  const size = stone.carat < 1 ? stone.carat ** 1.6 : stone.carat ** 1.9;
  const natural =
    NATURAL_ONE_CARAT *
    size *
    colourFactor[stone.color] *
    clarityFactor[stone.clarity] *
    cutFactor[stone.cut] *
    fluorescenceFactor[stone.fluorescence] *
    shapeFactor[stone.shape] *
    jitter(`${seed}:cost`, 0.08);
  const share =
    stone.category === 'Lab Grown Diamond' ? 0.2 - (0.1 * Math.log(stone.carat / 0.3)) / Math.log(5 / 0.3) : 1;
  return Math.round((natural * share) / 100) * 100;
}

/*
 * Proportions by shape: length-to-width ratio, depth % and table % ranges as graded, and the
 * weight factor k of the usual estimate carat = length × width × depth × k (mm). Moissanite is
 * lighter than diamond (3.21 against 3.52 g/cm³), so a moissanite of the same carat is larger.
 */
interface Proportions {
  readonly ratio: readonly [number, number];
  readonly depth: readonly [number, number];
  readonly table: readonly [number, number];
  readonly k: number;
}
const proportions: Record<StoneShapeName, Proportions> = {
  Round: { ratio: [1, 1.01], depth: [59.5, 62.8], table: [54, 58], k: 0.0061 },
  Oval: { ratio: [1.3, 1.5], depth: [58, 64], table: [53, 62], k: 0.0062 },
  Cushion: { ratio: [1, 1.08], depth: [62, 70], table: [58, 68], k: 0.0081 },
  'Elongated Cushion': { ratio: [1.15, 1.35], depth: [62, 70], table: [58, 68], k: 0.0081 },
  Emerald: { ratio: [1.3, 1.5], depth: [60, 70], table: [60, 68], k: 0.008 },
  Radiant: { ratio: [1, 1.35], depth: [62, 70], table: [60, 69], k: 0.0081 },
  Princess: { ratio: [1, 1.04], depth: [66, 74], table: [66, 76], k: 0.0083 },
  Pear: { ratio: [1.45, 1.7], depth: [58, 64], table: [53, 62], k: 0.0059 },
  Marquise: { ratio: [1.85, 2.15], depth: [58, 64], table: [53, 62], k: 0.0058 },
  Heart: { ratio: [0.9, 1.05], depth: [58, 63], table: [55, 62], k: 0.0059 },
  Asscher: { ratio: [1, 1.04], depth: [62, 70], table: [60, 68], k: 0.008 },
  Hexagon: { ratio: [1, 1.15], depth: [60, 68], table: [58, 66], k: 0.0075 },
};
const MOISSANITE_DENSITY_FACTOR = 3.21 / 3.52;

/** Length, width and depth (mm) and depth/table % of a stone of this shape and weight. */
export function demoMeasurements(
  category: StoneCategoryName,
  shape: StoneShapeName,
  carat: number,
  seed: string,
): Pick<DemoStone, 'length' | 'width' | 'depth' | 'depthPercent' | 'tablePercent'> {
  const p = proportions[shape];
  const ratio = between(p.ratio[0], p.ratio[1], hashUnit(`${seed}:ratio`));
  const depthPercent = round(between(p.depth[0], p.depth[1], hashUnit(`${seed}:depth`)), 1);
  const tablePercent = round(between(p.table[0], p.table[1], hashUnit(`${seed}:table`)), 1);
  const k = p.k * (category === 'Moissanite' ? MOISSANITE_DENSITY_FACTOR : 1);
  // carat = ratio·W × W × (depth% · W) × k, so W = ∛(carat / (ratio · depth% · k)).
  const width = Math.cbrt(carat / (ratio * (depthPercent / 100) * k));
  return {
    length: round(width * ratio, 2),
    width: round(width, 2),
    depth: round((width * depthPercent) / 100, 2),
    depthPercent,
    tablePercent,
  };
}

/* Labs as the trade uses them: GIA for natural diamonds, IGI for lab-grown; moissanite mostly sold without. */
const labWeights: Record<StoneCategoryName, Weights<CertificateLab | 'none'>> = {
  'Natural Diamond': [
    ['GIA', 72],
    ['IGI', 14],
    ['HRD', 7],
    ['AGS', 7],
  ],
  'Lab Grown Diamond': [
    ['IGI', 78],
    ['GCAL', 10],
    ['GIA', 12],
  ],
  Moissanite: [
    ['none', 85],
    ['SGL', 15],
  ],
};

/** A report number in each lab's own style; `index` (unique per stone) makes it unique. */
function certificateFor(
  lab: CertificateLab,
  category: StoneCategoryName,
  index: number,
): { number: string; url: string | null } {
  const serial = 100_000_000 + ((index * 7_919_237) % 900_000_000);
  switch (lab) {
    case 'GIA':
      return { number: `2${serial}`, url: `https://www.gia.edu/report-check?reportno=2${serial}` };
    case 'IGI': {
      const number = category === 'Lab Grown Diamond' ? `LG${serial}` : `${serial}`;
      return { number, url: `https://www.igi.org/verify-your-report/?r=${number}` };
    }
    case 'HRD':
      return { number: `${serial}${index % 10}`, url: null };
    case 'AGS':
      return { number: `1${serial}`, url: null };
    case 'GCAL':
      return { number: `GC${serial}`, url: null };
    case 'SGL':
      return { number: `SGL${serial}`, url: null };
  }
}

/** Mostly on sale; a few sold, held or taken off the storefront, so every state shows in the pages. */
function demoState(seed: string): StoneState {
  return pick<StoneState>(
    [
      ['available', 90],
      ['sold', 4],
      ['on_hold', 2],
      ['unlisted', 4],
    ],
    hashUnit(`${seed}:state`),
  );
}

/** The n-th entry of a list, cycling: the first stones of a category take every shape and grade in turn. */
const cycle = <T>(list: readonly T[], n: number) => list[n % list.length]!;

function buildStone(category: StoneCategoryName, n: number, globalIndex: number): DemoStone {
  const plan = demoStonePlan[category];
  const sku = `${plan.prefix}-${plan.firstNumber + n}`;
  const u = (what: string) => hashUnit(`${sku}:${what}`);
  // The first stones of each category go through every shape, then every grade a category
  // stocks, so the filters always have something to find; the rest are drawn by weight.
  const shape = n < stoneShapes.length ? cycle(stoneShapes, n) : pick(shapeWeights, u('shape'));
  const categoryColours = colourWeights[category].map(([value]) => value);
  const categoryClarities = clarityWeights[category].map(([value]) => value);
  const categoryCuts = cutWeights[category].map(([value]) => value);
  const color = n < categoryColours.length ? cycle(categoryColours, n) : pick(colourWeights[category], u('colour'));
  const clarity =
    n < categoryClarities.length ? cycle(categoryClarities, n + 3) : pick(clarityWeights[category], u('clarity'));
  const cut = n < categoryCuts.length ? cycle(categoryCuts, n + 1) : pick(cutWeights[category], u('cut'));
  const carat = demoCarat(sku);
  const fluorescence = pick(fluorescenceWeights[category], u('fluorescence'));
  const labChoice = pick(labWeights[category], u('lab'));
  const certificate = labChoice === 'none' ? null : certificateFor(labChoice, category, globalIndex + 1);
  const priced = { category, shape, carat, color, clarity, cut, fluorescence };
  return {
    sku,
    ...priced,
    polish: pick(finishByCut[cut], u('polish')),
    symmetry: pick(finishByCut[cut], u('symmetry')),
    ...demoMeasurements(category, shape, carat, sku),
    certificateLab: labChoice === 'none' ? null : labChoice,
    certificateNumber: certificate?.number ?? null,
    certificateUrl: certificate?.url ?? null,
    cost: demoStoneCost(priced, sku),
    // The first stones (one of every shape) are always on sale: every shape of every category
    // can be found and bought, and their stock numbers are safe to link to.
    state: n < stoneShapes.length ? 'available' : demoState(sku),
    ageDays: Math.floor(u('age') * 90),
  };
}

/** Every demo stone, natural diamonds first; the same list on every call. */
export function buildDemoStones(): DemoStone[] {
  const stones: DemoStone[] = [];
  for (const category of Object.keys(demoStonePlan) as StoneCategoryName[]) {
    for (let n = 0; n < demoStonePlan[category].count; n++) stones.push(buildStone(category, n, stones.length));
  }
  return stones;
}
