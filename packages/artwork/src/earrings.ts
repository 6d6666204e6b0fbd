import type { StoneShapeName } from '@facet/contracts/lookups';

import { addBandStones } from './band-decoration.ts';
import { measureStoneCut, type StoneCategory } from './gemstones.ts';
import { addBand, type BandSpec } from './metal-bands.ts';
import { resolveMetalTones, type MetalChoice, type MetalTones } from './metal-colours.ts';
import { addTube } from './metalwork.ts';
import {
  addVec,
  createCamera,
  createScene,
  identityMat,
  lerpVec,
  rotateAboutAxis,
  type Camera,
  type Scene,
  type Vec3,
} from './scene-3d.ts';
import { addHalo, addProngSetting, addStud, sizeStoneLike } from './settings.ts';
import { composeStudioPicture, measureFitScale, type Piece } from './studio.ts';

export type EarringKind = 'studs' | 'drop' | 'hoops' | 'crawler';

export interface EarringOptions {
  readonly metal: MetalChoice;
  readonly kind: EarringKind;
  readonly shape: StoneShapeName;
  readonly size?: number;
  readonly category?: StoneCategory;
}

export const flatLayCamera: Camera = createCamera(0, 62);

function buildDropEarring(
  scene: Scene,
  tones: MetalTones,
  shape: StoneShapeName,
  x: number,
  seed: string,
  category?: StoneCategory,
): void {
  addStud(scene, tones, 'Round', 3.4, [x, 0.9, 0], `${seed}|top`, category);
  const sizeMm = sizeStoneLike(shape, 6.2);
  const cut = measureStoneCut(shape, sizeMm);
  const linkZ = 3.3;
  const loop = Array.from({ length: 16 }, (_, i): Vec3 => {
    const a = (2 * Math.PI * i) / 16;
    return [x, 0.6 + Math.sin(a) * 0.75, linkZ + Math.cos(a) * 0.75];
  });
  addTube(scene, tones, loop, 0.2, { closed: true, sides: 8 });
  const haloGap = 0.2;
  const haloStone = 0.42;
  const centreZ = linkZ + 0.9 + cut.halfLength + haloGap + 2 * haloStone + 0.3;
  const stone = addProngSetting(scene, tones, {
    shape,
    sizeMm,
    pose: { rotation: identityMat, origin: [x, 1.2, centreZ] },
    seed,
    category,
    prongBase: (g) => addVec(lerpVec(g, [x, 1.2, centreZ], 0.6), [0, -cut.pavilionDepth - 0.3, 0]),
    rail: false,
  });
  addHalo(scene, tones, stone, { gap: haloGap, stoneRadius: haloStone, drop: 0.25, tilt: 10 });
  const topOfHalo = centreZ - cut.halfLength - haloGap - 2 * haloStone;
  addTube(
    scene,
    tones,
    [
      [x, 0.6, linkZ + 0.7],
      [x, 0.9, (linkZ + 0.7 + topOfHalo) / 2],
      [x, 1.0, topOfHalo + 0.2],
    ],
    0.24,
    { sides: 8 },
  );
}

function buildCrawler(
  scene: Scene,
  tones: MetalTones,
  shape: StoneShapeName,
  mirror: number,
  offsetX: number,
  seed: string,
  category?: StoneCategory,
): void {
  // Graduated stones on a gentle arc, as a crawler follows the rim of the ear; the lead stone
  // (the chosen shape) sits at the lobe.
  const sizes = [3.6, 2.8, 2.4, 2.1, 1.8, 1.5];
  const cuts = sizes.map((diameter, i) =>
    i === 0 ? measureStoneCut(shape, sizeStoneLike(shape, diameter)) : measureStoneCut('Round', diameter),
  );
  const total = cuts.reduce((sum, cut) => sum + 2 * cut.halfLength + 0.35, 0);
  const radius = 17;
  const sweep = total / radius;
  let along = 0;
  const rail: Vec3[] = [];
  cuts.forEach((cut, i) => {
    along += cut.halfLength;
    const angle = along / radius - sweep / 2;
    const position: Vec3 = [offsetX + mirror * radius * (1 - Math.cos(angle)), 0.6, -radius * Math.sin(angle)];
    const rotation = rotateAboutAxis([0, 1, 0], mirror * ((angle * 180) / Math.PI));
    addProngSetting(scene, tones, {
      shape: i === 0 ? shape : 'Round',
      sizeMm: i === 0 ? sizeStoneLike(shape, sizes[0] ?? 3.6) : (sizes[i] ?? 1.5),
      pose: { rotation, origin: position },
      seed: `${seed}|${i}`,
      category,
      prongBase: (g) => addVec(lerpVec(g, position, 0.55), [0, -cut.pavilionDepth - 0.2, 0]),
      sparkles: i < 2 ? 1 : 0,
      rail: false,
    });
    rail.push(addVec(position, [0, -cut.pavilionDepth * 0.8, 0]));
    along += cut.halfLength + 0.35;
  });
  addTube(scene, tones, rail, 0.35, { sides: 8 });
}

function buildHoopPiece(metal: MetalChoice, camera: Camera): Piece {
  const scene = createScene(camera);
  const tones = resolveMetalTones(metal);
  const band: BandSpec = { innerRadius: 6.4, thickness: 2, width: 2.2, profile: 'comfort' };
  addBand(scene, tones, band, 220, { gapDegrees: 16 });
  addBandStones(scene, tones, band, { fromDegrees: -70, toDegrees: 118, radius: 0.62, beadRadius: 0.15 });
  // The hinged post bridges the gap at the top and disappears into the far side.
  const top = band.innerRadius + band.thickness * 0.45;
  const post = Array.from({ length: 7 }, (_, i): Vec3 => {
    const a = ((90 - 14 + (28 * i) / 6) * Math.PI) / 180;
    return [top * Math.cos(a), top * Math.sin(a), 0];
  });
  addTube(scene, tones, post, 0.42, { sides: 10 });
  const bottom = -(band.innerRadius + band.thickness);
  return {
    scene,
    shadow: {
      kind: 'contact',
      centre: [0, bottom, 0],
      axisA: [-bottom * 0.7, 0, 0],
      axisB: [0, 0, band.width / 2 + 1],
    },
  };
}

/** One piece per scene to place; hoops are two pieces since each stands at its own angle. */
export function buildEarringPieces(
  { metal, kind, shape, category }: Omit<EarringOptions, 'size'>,
  camera: Camera = flatLayCamera,
): Piece[] {
  if (kind === 'hoops')
    return [buildHoopPiece(metal, createCamera(36, 22)), buildHoopPiece(metal, createCamera(-28, 26))];
  const scene = createScene(camera);
  const tones = resolveMetalTones(metal);
  const seed = `${shape}|${kind}`;
  if (kind === 'studs') {
    const sizeMm = sizeStoneLike(shape, 5.4);
    addStud(scene, tones, shape, sizeMm, [-5.2, 0, 0], `${seed}|l`, category);
    addStud(scene, tones, shape, sizeMm, [5.2, 0, 1.4], `${seed}|r`, category);
  } else if (kind === 'drop') {
    buildDropEarring(scene, tones, shape, -6.5, `${seed}|l`, category);
    buildDropEarring(scene, tones, shape, 6.5, `${seed}|r`, category);
  } else {
    buildCrawler(scene, tones, shape, 1, -6, `${seed}|l`, category);
    buildCrawler(scene, tones, shape, -1, 6, `${seed}|r`, category);
  }
  return [{ scene, shadow: { kind: 'drop', softnessMm: 0.7 } }];
}

export function drawEarrings(options: EarringOptions): string {
  const size = options.size ?? 800;
  const pieces = buildEarringPieces(options);
  if (pieces.length === 2) {
    const boxes = [
      { x: size * 0.08, y: size * 0.22, width: size * 0.44, height: size * 0.5 },
      { x: size * 0.5, y: size * 0.3, width: size * 0.42, height: size * 0.5 },
    ];
    const scale = Math.min(...pieces.map((piece, i) => measureFitScale(piece.scene, boxes[i] ?? boxes[0]!)));
    return composeStudioPicture({
      width: size,
      height: size,
      placements: pieces.map((piece, i) => ({ piece, box: boxes[i] ?? boxes[0]!, scale })),
    });
  }
  return composeStudioPicture({
    width: size,
    height: size,
    placements: pieces.map((piece) => ({
      piece,
      box: { x: size * 0.12, y: size * 0.14, width: size * 0.76, height: size * 0.7 },
    })),
  });
}
