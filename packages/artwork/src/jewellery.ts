import type { StoneShapeName } from '@facet/contracts/lookups';

import { addFacetedStone, addSmallStone, layers, measureStoneCut, type PlacedStone, type StoneCategory } from './gemstones.ts';
import { resolveMetalTones, type MetalChoice, type MetalTones } from './metal-colours.ts';
import {
  addBand,
  addBeads,
  addEngraving,
  addLeaf,
  addSphere,
  addTube,
  locateOnBand,
  sampleCubic,
  type BandSpec,
} from './metalwork.ts';
import {
  addVec,
  applyMat,
  createCamera,
  createScene,
  crossVec,
  dotVec,
  identityMat,
  lerpVec,
  multiplyMat,
  normaliseVec,
  rotateAboutAxis,
  scaleVec,
  subtractVec,
  type Camera,
  type Pose,
  type Scene,
  type Vec3,
} from './scene-3d.ts';
import { findOutlineIndexAtAngle } from './stone-shapes.ts';
import { composeStudioPicture, type Piece } from './studio.ts';

/*
 * Parametric pieces, modelled at real size in millimetres (a size 6½ ring, a 1¼ carat centre
 * stone) so proportions stay believable whatever the parameters. Each `build…Piece` returns a
 * scene that site-imagery.ts can arrange with others; each `draw…` returns a finished picture.
 */

export type RingStyle = 'solitaire' | 'halo' | 'hidden-halo' | 'three-stone' | 'side-stone' | 'pave' | 'vintage' | 'toi-et-moi' | 'nature';

export const ringDrawingStyles: readonly RingStyle[] = ['solitaire', 'halo', 'hidden-halo', 'three-stone', 'side-stone', 'pave', 'vintage', 'toi-et-moi', 'nature'];

export type BandStyle = 'classic' | 'diamonds-all-around' | 'eternity' | 'diamonds-halfway' | 'pave' | 'cigar-band' | 'designer' | 'knife-edge';

export const bandDrawingStyles: readonly BandStyle[] = ['classic', 'diamonds-all-around', 'eternity', 'diamonds-halfway', 'pave', 'cigar-band', 'designer', 'knife-edge'];

const ringInnerRadius = 8.7;
const ringThickness = 1.75;
const centreStoneSpread = 7.2;

/** The long side of a stone that looks as big, face up, as a round of the given diameter. */
function sizeStoneLike(shape: StoneShapeName, roundDiameter: number): number {
  const cut = measureStoneCut(shape, 1);
  const ratio = Math.max(cut.halfWidth, cut.halfLength) / Math.min(cut.halfWidth, cut.halfLength);
  return roundDiameter * ratio ** 0.42;
}

const prongAngles: Record<StoneShapeName, readonly number[]> = {
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

interface SettingOptions {
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
function addProngSetting(scene: Scene, tones: MetalTones, options: SettingOptions): PlacedStone {
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
  const girdleReach = stone.girdle.reduce((sum, g) => sum + Math.hypot(...subtractVec(g, centre)), 0) / stone.girdle.length;
  const kneeFactor = 0.8;
  const kneeDepth = stone.pavilionDepth * 0.42;
  for (const angle of prongAngles[options.shape]) {
    const girdle = stone.girdle[findOutlineIndexAtAngle(stone.outline, angle)] ?? centre;
    const offset = subtractVec(girdle, centre);
    const outward = normaliseVec(subtractVec(offset, scaleVec(up, dotVec(offset, up))));
    const reach = Math.hypot(...subtractVec(offset, scaleVec(up, dotVec(offset, up))));
    const tip = addVec(addVec(girdle, scaleVec(outward, -radius * 0.55)), scaleVec(up, stone.crownHeight * 0.2 + radius * 0.3));
    const shoulder = addVec(addVec(girdle, scaleVec(outward, radius * 0.6)), scaleVec(up, stone.crownHeight * 0.05));
    const knee = addVec(addVec(centre, scaleVec(outward, reach * kneeFactor + radius * 0.75)), scaleVec(up, -kneeDepth));
    const base = options.prongBase(girdle);
    const path = [
      tip,
      ...sampleCubic(shoulder, lerpVec(shoulder, knee, 0.5), knee, knee, 6).slice(0, -1),
      ...sampleCubic(knee, lerpVec(knee, base, 0.5), addVec(base, scaleVec(up, stone.pavilionDepth * 0.3)), base, 8),
    ];
    const girdleLevel = dotVec(girdle, up);
    addTube(scene, tones, path, radius, {
      sides: 12,
      layerFor: (c) => (dotVec(c, up) > girdleLevel + radius * 0.2 ? layers.prongTips : layers.body),
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

function findBandTopY(band: BandSpec, x: number): number {
  const top = locateOnBand(band, 90).point[1];
  const degrees = (Math.acos(Math.max(-1, Math.min(1, x / top))) * 180) / Math.PI;
  return locateOnBand(band, degrees).point[1];
}

function createProngBase(band: BandSpec, spread = 0.55): (girdle: Vec3) => Vec3 {
  const half = locateOnBand(band, 90).halfWidth;
  return (g) => {
    const x = g[0] * spread;
    const z = Math.max(-(half - 0.3), Math.min(half - 0.3, g[2] * 0.45));
    return [x, findBandTopY(band, x) - 0.25, z];
  };
}

interface HaloOptions {
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
function addHalo(scene: Scene, tones: MetalTones, stone: PlacedStone, options: HaloOptions): void {
  const { gap, stoneRadius: rs, drop, tilt } = options;
  const points = stone.outline.points.map(([u, v]): [number, number] => [u * stone.scale * (options.inset ?? 1), v * stone.scale * (options.inset ?? 1)]);
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
    return { point: [p[0] + nx * (gap + rs), p[1] + ny * (gap + rs)] as [number, number], normal: [nx, ny] as [number, number] };
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
  const leanNormal = (nx: number, nz: number) => rotate([nx * Math.sin(tiltRad), Math.cos(tiltRad), nz * Math.sin(tiltRad)]);
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
      beads.push({ centre: toWorld(mx + mnx * rs * side, -drop + rs * 0.12, mz + mnz * rs * side), normal: leanNormal(mnx, mnz) });
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
      grains.push({ centre: toWorld(x + nx * rs * 1.55, -drop - rs * 0.5, z + nz * rs * 1.55), normal: rotate([nx, 0.4, nz]) });
    }
    addBeads(scene, tones, grains, 0.085, layers.body, 0.2);
  }
}

/** Small stones set along the outside of a band, with beads between them. */
function addBandStones(
  scene: Scene,
  tones: MetalTones,
  band: BandSpec,
  fromDegrees: number,
  toDegrees: number,
  stoneRadius: number | ((degrees: number) => number),
  across: readonly number[] = [0],
): void {
  const radiusAt = typeof stoneRadius === 'number' ? () => stoneRadius : stoneRadius;
  const outer = locateOnBand(band, 270).point;
  const circumferenceRadius = Math.hypot(outer[0], outer[1]);
  across.forEach((offset, row) => {
    let degrees = fromDegrees + (row % 2) * 0;
    const beads: { centre: Vec3; normal: Vec3 }[] = [];
    let index = 0;
    while (degrees <= toDegrees + 1e-6) {
      const rs = radiusAt(degrees);
      const surface = locateOnBand(band, degrees, offset);
      const centre = subtractVec(surface.point, scaleVec(surface.normal, rs * 0.12));
      addSmallStone(scene, { centre, normal: surface.normal, tangent: surface.tangent, radius: rs, variant: index % 2, depthBias: 0.3 });
      const stepDegrees = ((2 * rs + 0.13) / circumferenceRadius) * (180 / Math.PI);
      const between = degrees + stepDegrees / 2;
      if (between <= toDegrees) {
        for (const side of [-1, 1]) {
          const edge = locateOnBand(band, between, offset + (side * (rs * 0.9)) / surface.halfWidth);
          beads.push({ centre: addVec(edge.point, scaleVec(edge.normal, 0.03)), normal: edge.normal });
        }
      }
      degrees += stepDegrees;
      index++;
    }
    addBeads(scene, tones, beads, Math.max(0.1, radiusAt(fromDegrees) * 0.3), layers.body, 0.35);
  });
}

function addMilgrainEdges(scene: Scene, tones: MetalTones, band: BandSpec, skipTop: number): void {
  const grains: { centre: Vec3; normal: Vec3 }[] = [];
  const radius = locateOnBand(band, 270).point[1] * -1;
  const step = (0.2 / radius) * (180 / Math.PI);
  for (let degrees = 90 + skipTop; degrees <= 450 - skipTop; degrees += step) {
    for (const side of [-0.93, 0.93]) {
      const surface = locateOnBand(band, degrees, side);
      grains.push({ centre: surface.point, normal: normaliseVec(addVec(surface.normal, [0, 0, side * 0.8])) });
    }
  }
  addBeads(scene, tones, grains, 0.08, layers.body, 0.05);
}

function addScrollEngraving(scene: Scene, tones: MetalTones, band: BandSpec, skipTop: number): void {
  // Engraved scrolls on the face of the band that looks towards the camera.
  const face = locateOnBand(band, 270, 0.99).point[2];
  const inner = band.innerRadius + 0.25;
  const outer = Math.hypot(...locateOnBand(band, 270, 0.99).point.slice(0, 2)) - 0.2;
  const middle = (inner + outer) / 2;
  const swing = (outer - inner) / 2 - 0.05;
  const period = 28;
  for (let start = 90 + skipTop; start < 450 - skipTop - 2; start += period / 2) {
    const path: Vec3[] = [];
    for (let i = 0; i <= 10; i++) {
      const degrees = start + (period / 2) * (i / 10);
      const a = (degrees * Math.PI) / 180;
      const r = middle + swing * Math.sin(((degrees - 90) / period) * 2 * Math.PI);
      path.push([r * Math.cos(a), r * Math.sin(a), face + 0.01]);
    }
    addEngraving(scene, tones, path, [0, 0, 1], 0.07);
    // A small curl off each wave.
    const a0 = ((start + period / 4) * Math.PI) / 180;
    const curl: Vec3[] = [];
    for (let i = 0; i <= 8; i++) {
      const t = (i / 8) * Math.PI * 1.5;
      const r = middle + (((start - 90) / (period / 2)) % 2 === 0 ? -1 : 1) * swing * 0.35 * (1 - Math.cos(t)) * 0.8;
      const a = a0 + 0.025 * Math.sin(t);
      curl.push([r * Math.cos(a), r * Math.sin(a), face + 0.01]);
    }
    addEngraving(scene, tones, curl, [0, 0, 1], 0.05);
  }
}

function addVineAndLeaves(scene: Scene, tones: MetalTones, band: BandSpec): void {
  for (const side of [-1, 1]) {
    const vine: Vec3[] = [];
    for (let k = 0; k <= 40; k++) {
      const degrees = 90 + side * (14 + k * 1.5);
      const across = 0.55 * Math.sin((k / 40) * Math.PI * 3);
      const surface = locateOnBand(band, degrees, across);
      vine.push(addVec(surface.point, scaleVec(surface.normal, 0.08)));
    }
    addTube(scene, tones, vine, (t) => 0.16 * (1 - 0.5 * t), { sides: 8 });
    [18, 29, 41, 53, 66].forEach((step, i) => {
      const degrees = 90 + side * step;
      const across = (i % 2 === 0 ? 1 : -1) * 0.45;
      const surface = locateOnBand(band, degrees, across);
      const lean = (i % 2 === 0 ? 1 : -1) * 0.75;
      const along = normaliseVec(addVec(scaleVec(surface.tangent, -side), [0, 0, lean]));
      const length = 2.3 - i * 0.22;
      addLeaf(scene, tones, addVec(surface.point, scaleVec(surface.normal, 0.05)), along, surface.normal, length, length * 0.5);
      if (i % 2 === 1) {
        const seat = locateOnBand(band, degrees + side * 3, -across * 0.6);
        addSmallStone(scene, { centre: addVec(seat.point, scaleVec(seat.normal, 0.05)), normal: seat.normal, tangent: seat.tangent, radius: 0.42, depthBias: 0.3 });
      }
    });
  }
}

export interface RingOptions {
  readonly metal: MetalChoice;
  readonly shape: StoneShapeName;
  readonly style: RingStyle;
  readonly bandWidthMm?: number;
  /** Picture size in pixels (square). */
  readonly size?: number;
  readonly category?: StoneCategory;
}

export const ringCamera: Camera = createCamera(20, 42);

export function buildRingPiece({ metal, shape, style, bandWidthMm, category }: Omit<RingOptions, 'size'>, camera: Camera = ringCamera): Piece {
  const scene = createScene(camera);
  const tones = resolveMetalTones(metal);
  const width = bandWidthMm ?? (style === 'pave' || style === 'side-stone' || style === 'vintage' ? 2.3 : 2);
  const band: BandSpec = {
    innerRadius: ringInnerRadius,
    thickness: ringThickness,
    width,
    profile: 'court',
    taper: { width: 0.82, thickness: 0.8, spreadDegrees: 50 },
  };
  addBand(scene, tones, band, 280);
  const top = locateOnBand(band, 90).point[1];
  const seed = `${shape}|${style}`;
  const spread = style === 'halo' || style === 'vintage' ? centreStoneSpread * 0.88 : style === 'toi-et-moi' ? centreStoneSpread * 0.78 : centreStoneSpread;
  const sizeMm = sizeStoneLike(shape, spread);
  const cut = measureStoneCut(shape, sizeMm);
  const lift = style === 'halo' || style === 'vintage' ? 1.1 : style === 'hidden-halo' ? 0.8 : 0.5;
  const girdleY = top + lift + cut.pavilionDepth + cut.girdleHeight / 2;
  const prongBase = createProngBase(band);

  if (style === 'toi-et-moi') {
    const twist = 24;
    for (const side of [-1, 1]) {
      const rotation = multiplyMat(rotateAboutAxis([0, 0, 1], side * -9), rotateAboutAxis([0, 1, 0], twist + (side > 0 ? 180 : 0)));
      const origin: Vec3 = [side * (cut.halfWidth * 1.02 + 0.15), girdleY - 0.3, -side * cut.halfLength * 0.32];
      addProngSetting(scene, tones, { shape, sizeMm, pose: { rotation, origin }, category, seed: `${seed}|${side}`, prongBase: createProngBase(band, 0.75), sparkles: 1 });
    }
  } else {
    const stone = addProngSetting(scene, tones, {
      shape,
      sizeMm,
      pose: { rotation: identityMat, origin: [0, girdleY, 0] },
      category,
      seed,
      prongBase,
    });
    if (style === 'halo' || style === 'vintage') {
      addHalo(scene, tones, stone, { gap: 0.22, stoneRadius: 0.52, drop: 0.3, tilt: 14, milgrain: style === 'vintage' });
    }
    if (style === 'hidden-halo') {
      addHalo(scene, tones, stone, { gap: -0.05, stoneRadius: 0.4, drop: cut.pavilionDepth * 0.3, tilt: 58, inset: 0.78 });
    }
    if (style === 'three-stone') {
      const sideShape: StoneShapeName = shape === 'Pear' || shape === 'Marquise' || shape === 'Heart' ? 'Round' : shape;
      const sideSize = sizeStoneLike(sideShape, centreStoneSpread * 0.62);
      const sideCut = measureStoneCut(sideShape, sideSize);
      for (const side of [-1, 1]) {
        const x = side * (cut.halfWidth + sideCut.halfWidth + 0.35);
        const origin: Vec3 = [x, findBandTopY(band, x) + 0.35 + sideCut.pavilionDepth, 0];
        addProngSetting(scene, tones, {
          shape: sideShape,
          sizeMm: sideSize,
          pose: { rotation: rotateAboutAxis([0, 0, 1], side * -16), origin },
          category,
          seed: `${seed}|side${side}`,
          prongBase: createProngBase(band, 0.85),
          sparkles: 1,
          rail: false,
        });
      }
    }
  }

  if (style === 'pave' || style === 'halo') addBandStones(scene, tones, band, 90 + 17, 90 + 82, 0.5);
  if (style === 'pave' || style === 'halo') addBandStones(scene, tones, band, 90 - 82, 90 - 17, 0.5);
  if (style === 'side-stone') {
    const graduated = (degrees: number) => 0.72 - (Math.abs(degrees - 90) - 20) * 0.006;
    addBandStones(scene, tones, band, 90 + 20, 90 + 55, graduated);
    addBandStones(scene, tones, band, 90 - 55, 90 - 20, graduated);
  }
  if (style === 'vintage') {
    addMilgrainEdges(scene, tones, band, 18);
    addScrollEngraving(scene, tones, band, 22);
  }
  if (style === 'nature') addVineAndLeaves(scene, tones, band);

  const bottom = -(ringInnerRadius + ringThickness);
  return {
    scene,
    shadow: { kind: 'contact', centre: [0, bottom, 0], axisA: [top * 0.75, 0, 0], axisB: [0, 0, width / 2 + 1.2] },
  };
}

export function drawRing(options: RingOptions): string {
  const size = options.size ?? 800;
  return composeStudioPicture({
    width: size,
    height: size,
    placements: [{ piece: buildRingPiece(options), box: { x: size * 0.16, y: size * 0.1, width: size * 0.68, height: size * 0.74 } }],
  });
}
