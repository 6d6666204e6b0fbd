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
import { hashUnit } from '../demo-catalogue/jitter.ts';
import { demoStoneCost } from './demo-stone-costs.ts';
import {
  clarityWeights,
  colourWeights,
  cutWeights,
  demoCarat,
  finishByCut,
  fluorescenceWeights,
  shapeWeights,
} from './stone-grades.ts';
import { pick, type Weights } from './stone-maths.ts';
import { demoMeasurements } from './stone-measurements.ts';

/*
 * The demo's loose stones: a few hundred natural diamonds, lab-grown diamonds and moissanites
 * of every shape and the full colour, clarity and cut range, priced as an Indian jeweller would
 * buy them in late 2026. Every figure is derived from the stone's stock number (hashUnit), so
 * the list is the same on every run. Amounts here are in display units (carats, mm, %, INR);
 * the seed converts them to the stored hundredths and paise. Shapes, grades and carats are drawn
 * in stone-grades.ts, costs in demo-stone-costs.ts, measurements in stone-measurements.ts.
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
