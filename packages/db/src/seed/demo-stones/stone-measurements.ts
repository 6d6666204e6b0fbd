import type { StoneCategoryName, StoneShapeName } from '@facet/contracts/lookups';

import { hashUnit } from '../demo-catalogue/jitter.ts';
import type { DemoStone } from './demo-stones.ts';
import { between, round } from './stone-maths.ts';

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
