import type { StoneShapeName } from '@facet/contracts/lookups';

import { addFacetedStone, layers, measureStoneCut, type StoneCategory } from './gemstones.ts';
import { resolveMetalTones, type MetalChoice } from './metal-colours.ts';
import { addBeads, addChain, addSkirt, addTube, sampleCubic } from './metalwork.ts';
import { drawAlone } from './piece-alone.ts';
import { findOutlineIndexAtAngle } from './sampled-outlines.ts';
import {
  addVec,
  createCamera,
  createScene,
  identityMat,
  lerpVec,
  normaliseVec,
  rotateAboutAxis,
  type Camera,
  type Vec3,
} from './scene-3d.ts';
import { addBezelSetting, addHalo, addProngSetting, offsetGirdle, sizeStoneLike } from './settings.ts';
import type { Piece } from './studio.ts';

export interface PendantOptions {
  readonly metal: MetalChoice;
  readonly shape: StoneShapeName;
  readonly size?: number;
  readonly category?: StoneCategory;
}

export const pendantCamera: Camera = createCamera(0, 68);

function describeCurve(points: readonly Vec3[], count: number): Vec3[] {
  const [p0, p1, p2, p3] = points;
  if (!p0 || !p1 || !p2 || !p3) return [];
  return sampleCubic(p0, p1, p2, p3, count);
}

export function buildPendantPiece({ metal, shape, category }: Omit<PendantOptions, 'size'>): Piece {
  const scene = createScene(pendantCamera);
  const tones = resolveMetalTones(metal);
  const sizeMm = sizeStoneLike(shape, 6.4);
  const cut = measureStoneCut(shape, sizeMm);
  const origin: Vec3 = [0, 1.6, 0];
  const stone = addProngSetting(scene, tones, {
    shape,
    sizeMm,
    pose: { rotation: identityMat, origin },
    seed: `${shape}|pendant`,
    category,
    prongBase: (g) => addVec(lerpVec(g, origin, 0.55), [0, -cut.pavilionDepth - 0.4, 0]),
  });
  addHalo(scene, tones, stone, { gap: 0.2, stoneRadius: 0.45, drop: 0.25, tilt: 10 });
  const top = -(cut.halfLength + 0.2 + 0.9 + 0.25);
  // The bail: an upright loop the chain runs through.
  const bailZ = top - 1.1;
  const bail = Array.from({ length: 18 }, (_, i): Vec3 => {
    const a = (2 * Math.PI * i) / 18;
    return [0, 1.3 + Math.sin(a) * 1.05, bailZ + Math.cos(a) * 1.05];
  });
  addTube(scene, tones, bail, 0.3, { closed: true, sides: 10 });
  const chainY = 1.3 + 1.05;
  for (const side of [-1, 1]) {
    const path = describeCurve(
      [
        [0, chainY, bailZ],
        [side * 6, 0.3, bailZ - 4],
        [side * 14, 0.2, bailZ - 16],
        [side * 20, 0.2, bailZ - 46],
      ],
      80,
    );
    addChain(scene, tones, path, { linkLength: 1.25, wire: 0.2, affectsFit: false });
  }
  return { scene, shadow: { kind: 'drop', softnessMm: 0.6 } };
}

export function drawPendant(options: PendantOptions): string {
  return drawAlone(buildPendantPiece(options), options.size, { x: 0.3, y: 0.36, width: 0.4, height: 0.44 });
}

export type NecklaceKind = 'riviera' | 'station';

export interface NecklaceOptions {
  readonly metal: MetalChoice;
  readonly kind: NecklaceKind;
  readonly size?: number;
  readonly category?: StoneCategory;
}

/** A necklace lying in a U on the table: an elliptical arc in the floor plane. */
function locateOnNecklace(degrees: number): { point: Vec3; tangent: Vec3 } {
  const a = (degrees * Math.PI) / 180;
  const point: Vec3 = [34 * Math.sin(a), 0.4, -26 + 34 * Math.cos(a)];
  const tangent = normaliseVec([Math.cos(a), 0, -Math.sin(a)]);
  return { point, tangent };
}

export function buildNecklacePiece({ metal, kind, category }: Omit<NecklaceOptions, 'size'>): Piece {
  const scene = createScene(pendantCamera);
  const tones = resolveMetalTones(metal);
  const chainFrom = (fromDegrees: number, toDegrees: number, affectsFit: boolean) => {
    const path: Vec3[] = [];
    for (let d = fromDegrees; d <= toDegrees + 1e-6; d += 0.5) path.push(locateOnNecklace(d).point);
    addChain(scene, tones, path, { linkLength: 1.1, wire: 0.18, affectsFit });
  };
  if (kind === 'riviera') {
    // Graduated stones, largest at the front, each in its own four-claw box.
    let degrees = 0;
    const placed: { degrees: number; diameter: number }[] = [];
    const diameterAt = (d: number) => 4.4 - Math.abs(d) * 0.028;
    placed.push({ degrees: 0, diameter: diameterAt(0) });
    for (const side of [-1, 1]) {
      degrees = 0;
      let diameter = diameterAt(0);
      while (Math.abs(degrees) < 62) {
        const nextDiameter = diameterAt(degrees + side * 6);
        degrees += side * (((diameter + nextDiameter) / 2 + 0.55) / 34) * (180 / Math.PI);
        diameter = diameterAt(degrees);
        placed.push({ degrees, diameter });
      }
    }
    placed.forEach(({ degrees: d, diameter }, i) => {
      const { point } = locateOnNecklace(d);
      const rotation = rotateAboutAxis([0, 1, 0], d);
      const stone = addFacetedStone(scene, {
        shape: 'Round',
        sizeMm: diameter,
        pose: { rotation, origin: addVec(point, [0, 0.8, 0]) },
        seed: `riviera|${i}`,
        category,
        sparkles: i % 4 === 0 ? 1 : 0,
      });
      const cup = offsetGirdle(stone, 0.15, -0.2);
      addSkirt(scene, tones, cup, offsetGirdle(stone, -diameter * 0.25, -stone.pavilionDepth * 0.8), stone.pose.origin);
      const beads = [45, 135, 225, 315].map((angle) => {
        const g = stone.girdle[findOutlineIndexAtAngle(stone.outline, angle)] ?? point;
        return { centre: addVec(g, [0, 0.25, 0]), normal: [0, 1, 0] as Vec3 };
      });
      addBeads(scene, tones, beads, Math.max(0.22, diameter * 0.085), layers.prongTips);
    });
    const last = Math.max(...placed.map((p) => Math.abs(p.degrees)));
    chainFrom(last, 150, false);
    chainFrom(-150, -last, false);
  } else {
    chainFrom(-48, 48, true);
    chainFrom(48, 150, false);
    chainFrom(-150, -48, false);
    [-45, -30, -15, 0, 15, 30, 45].forEach((d, i) => {
      const { point } = locateOnNecklace(d);
      const diameter = i === 3 ? 3.6 : 3;
      addBezelSetting(scene, tones, {
        shape: 'Round',
        sizeMm: diameter,
        pose: { rotation: rotateAboutAxis([0, 1, 0], d), origin: addVec(point, [0, 0.9, 0]) },
        seed: `station|${i}`,
        category,
      });
    });
  }
  return { scene, shadow: { kind: 'drop', softnessMm: 0.6 } };
}

export function drawNecklace(options: NecklaceOptions): string {
  return drawAlone(buildNecklacePiece(options), options.size, { x: 0.04, y: 0.34, width: 0.92, height: 0.5 });
}
