import type {
  StoneCategoryName,
  StoneClarity,
  StoneColour,
  StoneCut,
  StoneFinishGrade,
  StoneFluorescence,
  StoneShapeName,
} from '@facet/contracts/lookups';

import { hashUnit } from '../demo-catalogue/jitter.ts';
import { between, round, type Weights } from './stone-maths.ts';

/* What the stock is made of: shapes, grades and carats, weighted as a jeweller stocks them. */

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
export const colourWeights: Record<StoneCategoryName, Weights<StoneColour>> = {
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

export const clarityWeights: Record<StoneCategoryName, Weights<StoneClarity>> = {
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

export const cutWeights: Record<StoneCategoryName, Weights<StoneCut>> = {
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

export const fluorescenceWeights: Record<StoneCategoryName, Weights<StoneFluorescence>> = {
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
export const finishByCut: Record<StoneCut, Weights<StoneFinishGrade>> = {
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
