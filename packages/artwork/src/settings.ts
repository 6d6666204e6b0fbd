import type { StoneShapeName } from '@facet/contracts/lookups';

import { addFacetedStone, layers, measureStoneCut, type PlacedStone, type StoneCategory } from './gemstones.ts';
import { shadeMetal } from './lighting.ts';
import { locateOnBand, type BandSpec } from './metal-bands.ts';
import type { MetalTones } from './metal-colours.ts';
import { addBeads, addSkirt, addSphere, addTube, sampleCubic } from './metalwork.ts';
import { findOutlineIndexAtAngle } from './sampled-outlines.ts';
import {
  addPolygon,
  addVec,
  applyMat,
  computeCross,
  computeDot,
  identityMat,
  lerpVec,
  normaliseVec,
  scaleVec,
  subtractVec,
  convertToViewSpace,
  type Pose,
  type Scene,
  type Vec3,
} from './scene-3d.ts';
import { addSmallStone } from './small-stones.ts';

/*
 * How stones are held: prong heads, halos, bezels, studs and link boxes (how bands are
 * decorated — pavé rows, milgrain, engraving and leaves — is band-decoration.ts's). The pieces
 * in rings.ts, wedding-bands.ts, earrings.ts and the others are assembled from these.
 */

/** The long side of a stone that looks as big, face up, as a round of the given diameter. */
export function sizeStoneLike(shape: StoneShapeName, roundDiameter: number): number {
  const cut = measureStoneCut(shape, 1);
  const ratio = Math.max(cut.halfWidth, cut.halfLength) / Math.min(cut.halfWidth, cut.halfLength);
  return roundDiameter * ratio ** 0.42;
}

export const prongAngles: Record<StoneShapeName, readonly number[]> = {
  Round: [-45, 45, 135, 225],
  Oval: [-45, 45, 135, 225],
  Cushion: [-45, 45, 135, 225],
  'Elongated Cushion': [-45, 45, 135, 225],
  Emerald: [-45, 45, 135, 225],
  Radiant: [-45, 45, 135, 225],
  Princess: [-45, 45, 135, 225],
  Asscher: [-45, 45, 135, 225],
  Pear: [-90, 10, 170, 68, 112],
  Marquise: [-90, 90, 0, 180],
  Heart: [90, -12, 192, -90],
  Hexagon: [-90, -30, 30, 90, 150, 210],
};

export interface SettingOptions {
  readonly shape: StoneShapeName;
  readonly sizeMm: number;
  readonly pose: Pose;
  readonly category?: StoneCategory;
  readonly seed: string;
  readonly sparkles?: number;
  /** Where each prong ends, given the girdle point it starts from. */
  readonly prongBase: (girdlePoint: Vec3) => Vec3;
  readonly rail?: boolean;
}

/** A stone held by prongs that run from over its crown, down its pavilion, to a base point. */
export function addProngSetting(scene: Scene, tones: MetalTones, options: SettingOptions): PlacedStone {
  const stone = addFacetedStone(scene, {
    shape: options.shape,
    sizeMm: options.sizeMm,
    pose: options.pose,
    category: options.category,
    seed: options.seed,
    sparkles: options.sparkles ?? 2,
  });
  const cut = measureStoneCut(options.shape, options.sizeMm);
  const up = applyMat(options.pose.rotation, [0, 1, 0]);
  const centre = options.pose.origin;
  const radius = Math.min(0.5, Math.max(0.2, cut.spread * 0.062));
  const girdleReach =
    stone.girdle.reduce((sum, g) => sum + Math.hypot(...subtractVec(g, centre)), 0) / stone.girdle.length;
  const kneeFactor = 0.8;
  const kneeDepth = stone.pavilionDepth * 0.42;
  for (const angle of prongAngles[options.shape]) {
    const girdle = stone.girdle[findOutlineIndexAtAngle(stone.outline, angle)] ?? centre;
    const offset = subtractVec(girdle, centre);
    const outward = normaliseVec(subtractVec(offset, scaleVec(up, computeDot(offset, up))));
    const reach = Math.hypot(...subtractVec(offset, scaleVec(up, computeDot(offset, up))));
    const tip = addVec(
      addVec(girdle, scaleVec(outward, -radius * 0.55)),
      scaleVec(up, stone.crownHeight * 0.2 + radius * 0.3),
    );
    const shoulder = addVec(addVec(girdle, scaleVec(outward, radius * 0.6)), scaleVec(up, stone.crownHeight * 0.05));
    const knee = addVec(
      addVec(centre, scaleVec(outward, reach * kneeFactor + radius * 0.75)),
      scaleVec(up, -kneeDepth),
    );
    const base = options.prongBase(girdle);
    const path = [
      tip,
      ...sampleCubic(shoulder, lerpVec(shoulder, knee, 0.5), knee, knee, 6).slice(0, -1),
      ...sampleCubic(knee, lerpVec(knee, base, 0.5), addVec(base, scaleVec(up, stone.pavilionDepth * 0.3)), base, 8),
    ];
    const girdleLevel = computeDot(girdle, up);
    addTube(scene, tones, path, radius, {
      sides: 12,
      layerFor: (c) => (computeDot(c, up) > girdleLevel + radius * 0.2 ? layers.prongTips : layers.body),
    });
    addSphere(scene, tones, tip, radius * 1.0, layers.prongTips);
  }
  if (options.rail !== false) {
    const factor = kneeFactor + (radius * 0.75) / girdleReach;
    const rail = stone.outline.points
      .filter((_, i) => i % 2 === 0)
      .map(([u, v]) => stone.toWorld([u * cut.scale * factor, -kneeDepth, v * cut.scale * factor]));
    addTube(scene, tones, rail, radius * 0.72, { sides: 8, closed: true });
  }
  return stone;
}

export function findBandTopY(band: BandSpec, x: number): number {
  const top = locateOnBand(band, 90).point[1];
  const degrees = (Math.acos(Math.max(-1, Math.min(1, x / top))) * 180) / Math.PI;
  return locateOnBand(band, degrees).point[1];
}

export function createProngBase(band: BandSpec, spread = 0.55): (girdle: Vec3) => Vec3 {
  const half = locateOnBand(band, 90).halfWidth;
  return (g) => {
    const x = g[0] * spread;
    const z = Math.max(-(half - 0.3), Math.min(half - 0.3, g[2] * 0.45));
    return [x, findBandTopY(band, x) - 0.25, z];
  };
}

export interface HaloOptions {
  readonly gap: number;
  readonly stoneRadius: number;
  /** Height of the halo stones' girdles relative to the centre stone's girdle. */
  readonly drop: number;
  /** How far the stones lean outwards, in degrees. */
  readonly tilt: number;
  /** Pulls the ring of stones in, for a hidden halo under the girdle. */
  readonly inset?: number;
  readonly milgrain?: boolean;
}

/** A ring of small stones around a centre stone, in a thin metal frame. */
export function addHalo(scene: Scene, tones: MetalTones, stone: PlacedStone, options: HaloOptions): void {
  const { gap, stoneRadius: rs, drop, tilt } = options;
  const points = stone.outline.points.map(([u, v]): [number, number] => [
    u * stone.scale * (options.inset ?? 1),
    v * stone.scale * (options.inset ?? 1),
  ]);
  const count = points.length;
  const offsetCurve = points.map((p, i) => {
    const prev = points[(i - 1 + count) % count] ?? p;
    const next = points[(i + 1) % count] ?? p;
    const tx = next[0] - prev[0];
    const ty = next[1] - prev[1];
    const length = Math.hypot(tx, ty) || 1;
    // Clockwise outline on screen (y down) means the outward normal is (ty, -tx).
    const nx = ty / length;
    const ny = -tx / length;
    return {
      point: [p[0] + nx * (gap + rs), p[1] + ny * (gap + rs)] as [number, number],
      normal: [nx, ny] as [number, number],
    };
  });
  const lengths = [0];
  for (let i = 1; i <= count; i++) {
    const a = offsetCurve[i - 1]?.point ?? [0, 0];
    const b = offsetCurve[i % count]?.point ?? [0, 0];
    lengths.push((lengths[i - 1] ?? 0) + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const perimeter = lengths[count] ?? 1;
  const stones = Math.max(8, Math.round(perimeter / (2 * rs + 0.14)));
  const toWorld = (x: number, y: number, z: number) => stone.toWorld([x, y, z]);
  const rotate = (v: Vec3) => applyMat(stone.pose.rotation, v);
  const tiltRad = (tilt * Math.PI) / 180;
  const frame: Vec3[] = [];
  const beads: { centre: Vec3; normal: Vec3 }[] = [];
  let cursor = 0;
  const seats: { x: number; z: number; nx: number; nz: number }[] = [];
  for (let k = 0; k < stones; k++) {
    const target = (perimeter * k) / stones;
    while (cursor < count - 1 && (lengths[cursor + 1] ?? 0) < target) cursor++;
    const entry = offsetCurve[cursor] ?? offsetCurve[0];
    if (!entry) continue;
    seats.push({ x: entry.point[0], z: entry.point[1], nx: entry.normal[0], nz: entry.normal[1] });
  }
  const leanNormal = (nx: number, nz: number) =>
    rotate([nx * Math.sin(tiltRad), Math.cos(tiltRad), nz * Math.sin(tiltRad)]);
  seats.forEach(({ x, z, nx, nz }, k) => {
    addSmallStone(scene, {
      centre: toWorld(x, -drop, z),
      normal: leanNormal(nx, nz),
      tangent: rotate([-nz, 0, nx]),
      radius: rs,
      variant: k % 2,
      depthBias: rs * 1.4,
    });
    // Shared prongs: a bead on each edge between neighbouring stones.
    const next = seats[(k + 1) % seats.length] ?? seats[0];
    if (!next) return;
    const mx = (x + next.x) / 2;
    const mz = (z + next.z) / 2;
    const mnx = (nx + next.nx) / 2;
    const mnz = (nz + next.nz) / 2;
    for (const side of [-0.72, 0.72]) {
      beads.push({
        centre: toWorld(mx + mnx * rs * side, -drop + rs * 0.12, mz + mnz * rs * side),
        normal: leanNormal(mnx, mnz),
      });
    }
  });
  for (let i = 0; i < count; i += 2) {
    const entry = offsetCurve[i];
    if (!entry) continue;
    frame.push(toWorld(entry.point[0], -drop - rs * 0.95, entry.point[1]));
  }
  addTube(scene, tones, frame, rs * 0.9, { sides: 10, closed: true });
  addBeads(scene, tones, beads, rs * 0.26, layers.body, rs * 1.6);
  if (options.milgrain) {
    const grains: { centre: Vec3; normal: Vec3 }[] = [];
    const spacing = 0.2;
    const grainCount = Math.round(perimeter / spacing);
    cursor = 0;
    for (let k = 0; k < grainCount; k++) {
      const target = (perimeter * k) / grainCount;
      while (cursor < count - 1 && (lengths[cursor + 1] ?? 0) < target) cursor++;
      const entry = offsetCurve[cursor];
      if (!entry) continue;
      const [x, z] = entry.point;
      const [nx, nz] = entry.normal;
      grains.push({
        centre: toWorld(x + nx * rs * 1.55, -drop - rs * 0.5, z + nz * rs * 1.55),
        normal: rotate([nx, 0.4, nz]),
      });
    }
    addBeads(scene, tones, grains, 0.085, layers.body, 0.2);
  }
}

/** Girdle points pushed outwards within the girdle plane, and raised or lowered, in world space. */
export function offsetGirdle(stone: PlacedStone, distance: number, rise: number): Vec3[] {
  const points = stone.outline.points.map(([u, v]): [number, number] => [u * stone.scale, v * stone.scale]);
  const count = points.length;
  return points.map((p, i) => {
    const prev = points[(i - 1 + count) % count] ?? p;
    const next = points[(i + 1) % count] ?? p;
    const tx = next[0] - prev[0];
    const ty = next[1] - prev[1];
    const length = Math.hypot(tx, ty) || 1;
    return stone.toWorld([p[0] + (ty / length) * distance, rise, p[1] + (-tx / length) * distance]);
  });
}

export interface BezelOptions {
  readonly shape: StoneShapeName;
  readonly sizeMm: number;
  readonly pose: Pose;
  readonly seed: string;
  readonly category?: StoneCategory;
  readonly wall?: number;
}

/** A stone in a closed rim of metal: the most secure, most modern setting. */
export function addBezelSetting(scene: Scene, tones: MetalTones, options: BezelOptions): PlacedStone {
  const stone = addFacetedStone(scene, { ...options, sparkles: 1 });
  const wall = options.wall ?? Math.max(0.22, stone.scale * 0.14);
  const rim = offsetGirdle(stone, wall * 0.45, wall * 0.25);
  addTube(
    scene,
    tones,
    rim.filter((_, i) => i % 2 === 0),
    wall * 0.55,
    { sides: 10, closed: true },
  );
  const centre = stone.pose.origin;
  addSkirt(
    scene,
    tones,
    offsetGirdle(stone, wall * 0.9, -wall * 0.2),
    offsetGirdle(stone, -stone.scale * 0.35, -stone.pavilionDepth * 0.7),
    centre,
  );
  return stone;
}

export function addStud(
  scene: Scene,
  tones: MetalTones,
  shape: StoneShapeName,
  sizeMm: number,
  origin: Vec3,
  seed: string,
  category?: StoneCategory,
): PlacedStone {
  const cut = measureStoneCut(shape, sizeMm);
  return addProngSetting(scene, tones, {
    shape,
    sizeMm,
    pose: { rotation: identityMat, origin },
    seed,
    category,
    prongBase: (g) => {
      const o = subtractVec(g, origin);
      return addVec(origin, [o[0] * 0.32, -(cut.pavilionDepth + 0.9), o[2] * 0.32]);
    },
  });
}

/** A box of metal under each tennis-bracelet stone: top frame, visible sides. */
export function addLinkBox(
  scene: Scene,
  tones: MetalTones,
  centre: Vec3,
  along: Vec3,
  half: number,
  height: number,
): void {
  const up: Vec3 = [0, 1, 0];
  const across = normaliseVec(computeCross(up, along));
  const corner = (a: number, b: number, h: number): Vec3 =>
    addVec(addVec(addVec(centre, scaleVec(along, a * half)), scaleVec(across, b * half)), scaleVec(up, h));
  const faces: { points: Vec3[]; normal: Vec3 }[] = [
    { points: [corner(-1, -1, 0), corner(1, -1, 0), corner(1, 1, 0), corner(-1, 1, 0)], normal: up },
    { points: [corner(1, -1, 0), corner(1, 1, 0), corner(1, 1, -height), corner(1, -1, -height)], normal: along },
    {
      points: [corner(-1, -1, 0), corner(-1, 1, 0), corner(-1, 1, -height), corner(-1, -1, -height)],
      normal: scaleVec(along, -1),
    },
    { points: [corner(-1, 1, 0), corner(1, 1, 0), corner(1, 1, -height), corner(-1, 1, -height)], normal: across },
    {
      points: [corner(-1, -1, 0), corner(1, -1, 0), corner(1, -1, -height), corner(-1, -1, -height)],
      normal: scaleVec(across, -1),
    },
  ];
  for (const face of faces) {
    if (computeDot(face.normal, scene.camera.toViewer) <= 0) continue;
    addPolygon(
      scene,
      face.points,
      shadeMetal(tones, convertToViewSpace(scene.camera, face.normal), { occlusion: face.normal === up ? 0.92 : 0.8 }),
    );
  }
}
