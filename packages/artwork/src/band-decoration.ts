import { layers } from './gemstones.ts';
import { locateOnBand, type BandSpec } from './metal-bands.ts';
import type { MetalTones } from './metal-colours.ts';
import { addBeads, addEngraving, addLeaf, addTube } from './metalwork.ts';
import { addVec, normaliseVec, scaleVec, subtractVec, type Scene, type Vec3 } from './scene-3d.ts';
import { addSmallStone } from './small-stones.ts';

/*
 * How bands are decorated: pavé rows, milgrain, engraving and leaves (how stones are held is
 * settings.ts's).
 */

export interface BandStoneRow {
  readonly fromDegrees: number;
  readonly toDegrees: number;
  readonly radius: number | ((degrees: number) => number);
  /** Position across the band, -1..1. */
  readonly across?: number;
  /** Spreads the stones evenly round the whole band, with no seam where the row starts. */
  readonly fullCircle?: boolean;
  readonly beadRadius?: number;
  readonly offsetSteps?: number;
}

/** Small stones set along the outside of a band, with beads between them. */
export function addBandStones(scene: Scene, tones: MetalTones, band: BandSpec, row: BandStoneRow): void {
  const radiusAt = typeof row.radius === 'number' ? () => row.radius as number : row.radius;
  const across = row.across ?? 0;
  const outer = Math.hypot(...locateOnBand(band, 270, across).point.slice(0, 2));
  const beads: { centre: Vec3; normal: Vec3 }[] = [];
  const positions: number[] = [];
  if (row.fullCircle) {
    const step = ((2 * radiusAt(0) + 0.13) / outer) * (180 / Math.PI);
    const count = Math.floor(360 / step);
    for (let i = 0; i < count; i++) positions.push(row.fromDegrees + ((i + (row.offsetSteps ?? 0)) * 360) / count);
  } else {
    let degrees =
      row.fromDegrees + (row.offsetSteps ?? 0) * ((2 * radiusAt(row.fromDegrees) + 0.13) / outer) * (180 / Math.PI);
    while (degrees <= row.toDegrees + 1e-6) {
      positions.push(degrees);
      degrees += ((2 * radiusAt(degrees) + 0.13) / outer) * (180 / Math.PI);
    }
  }
  positions.forEach((degrees, index) => {
    const rs = radiusAt(degrees);
    const surface = locateOnBand(band, degrees, across);
    const centre = subtractVec(surface.point, scaleVec(surface.normal, rs * 0.12));
    addSmallStone(scene, {
      centre,
      normal: surface.normal,
      tangent: surface.tangent,
      radius: rs,
      variant: index % 2,
      depthBias: 0.3,
    });
    const next = positions[index + 1] ?? (row.fullCircle ? (positions[0] ?? 0) + 360 : undefined);
    if (next === undefined) return;
    const between = (degrees + next) / 2;
    for (const side of [-1, 1]) {
      const edge = locateOnBand(band, between, across + (side * (rs * 0.85)) / surface.halfWidth);
      beads.push({ centre: addVec(edge.point, scaleVec(edge.normal, 0.03)), normal: edge.normal });
    }
  });
  addBeads(scene, tones, beads, row.beadRadius ?? Math.max(0.1, radiusAt(row.fromDegrees) * 0.3), layers.body, 0.35);
}

export function addMilgrainEdges(scene: Scene, tones: MetalTones, band: BandSpec, skipTop: number): void {
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

export function addScrollEngraving(scene: Scene, tones: MetalTones, band: BandSpec, skipTop: number): void {
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

/** A laurel: pairs of leaves climbing each shoulder towards the stone, a few tiny stones between. */
export function addVineAndLeaves(scene: Scene, tones: MetalTones, band: BandSpec): void {
  for (const side of [-1, 1]) {
    const stem: Vec3[] = [];
    for (let k = 0; k <= 30; k++) {
      const surface = locateOnBand(band, 90 + side * (16 + k * 1.9), 0);
      stem.push(addVec(surface.point, scaleVec(surface.normal, 0.06)));
    }
    addTube(scene, tones, stem, (t) => 0.16 * (1 - 0.45 * t), { sides: 8 });
    [20, 30, 40, 50, 60, 70].forEach((step, i) => {
      const degrees = 90 + side * step;
      const surface = locateOnBand(band, degrees, 0);
      const towardsStone = scaleVec(surface.tangent, -side);
      const length = 1.7 - i * 0.12;
      for (const across of [-1, 1]) {
        const along = normaliseVec(addVec(towardsStone, [0, 0, across * 0.38]));
        addLeaf(
          scene,
          tones,
          addVec(surface.point, scaleVec(surface.normal, 0.08)),
          along,
          surface.normal,
          length,
          length * 0.5,
        );
      }
      if (i % 2 === 0) {
        const seat = locateOnBand(band, degrees + side * 5, 0);
        addSmallStone(scene, {
          centre: addVec(seat.point, scaleVec(seat.normal, 0.12)),
          normal: seat.normal,
          tangent: seat.tangent,
          radius: 0.36,
          depthBias: 0.4,
        });
      }
    });
  }
}
