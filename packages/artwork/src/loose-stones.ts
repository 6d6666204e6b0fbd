import type { StoneShapeName } from '@facet/contracts/lookups';

import { addFacetedStone, type StoneCategory } from './gemstones.ts';
import { drawAlone } from './piece-alone.ts';
import { createCamera, createScene, identityMat, type Camera } from './scene-3d.ts';
import { sizeStoneLike } from './settings.ts';
import type { Piece } from './studio.ts';

export interface LooseStoneOptions {
  readonly shape: StoneShapeName;
  readonly category?: StoneCategory;
  readonly size?: number;
  /** Face-up spread as the diameter of a round of the same look, in millimetres. */
  readonly spreadMm?: number;
}

export const looseStoneCamera: Camera = createCamera(0, 64);

export function buildLooseStonePiece(
  { shape, category = 'natural', spreadMm = 9 }: Omit<LooseStoneOptions, 'size'>,
  camera: Camera = looseStoneCamera,
): Piece {
  const scene = createScene(camera);
  addFacetedStone(scene, {
    shape,
    sizeMm: sizeStoneLike(shape, spreadMm),
    pose: { rotation: identityMat, origin: [0, 0, 0] },
    category,
    seed: `${shape}|${category}|loose`,
    sparkles: 3,
  });
  return { scene, shadow: { kind: 'drop', softnessMm: 0.8 } };
}

export function drawLooseStone(options: LooseStoneOptions): string {
  return drawAlone(buildLooseStonePiece(options), options.size, { x: 0.25, y: 0.24, width: 0.5, height: 0.5 });
}
