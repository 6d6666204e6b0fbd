import type { StoneClarity, StoneColour, StoneCut, StoneFluorescence, StoneShapeName } from '@facet/contracts/lookups';

import { jitter } from '../demo-catalogue/jitter.ts';
import type { DemoStone } from './demo-stones.ts';

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
