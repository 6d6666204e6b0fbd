import { shadeMetal } from './lighting.ts';
import type { MetalTones } from './metal-colours.ts';
import {
  addMarkup,
  addMeshFaces,
  addPolygon,
  addVec,
  averageVec,
  buildSphere,
  buildSweep,
  buildTube,
  crossVec,
  dotVec,
  normaliseVec,
  placePoint,
  projectPoint,
  scaleVec,
  subtractVec,
  toViewSpace,
  type MeshFace,
  type Point2,
  type Scene,
  type Vec3,
} from './scene-3d.ts';
import { formatNumber, hashText } from './svg-kit.ts';

/*
 * Metal parts: bands (a cross-section swept round a circle), wires and prongs (tubes), beads,
 * milgrain and engraving. All of it is shaded by the same studio reflection.
 */

export type BandProfileKind = 'court' | 'flat' | 'knife-edge' | 'round' | 'comfort';

export interface BandSpec {
  readonly innerRadius: number;
  readonly thickness: number;
  readonly width: number;
  readonly profile: BandProfileKind;
  /** Slims the band towards the top, where a setting sits on it. */
  readonly taper?: { readonly width: number; readonly thickness: number; readonly spreadDegrees: number };
}

/** The band's circle lies in the x-y plane around the origin, its axis (the finger) along z. */
export const bandFrame = { centre: [0, 0, 0] as Vec3, u: [1, 0, 0] as Vec3, v: [0, 1, 0] as Vec3, axis: [0, 0, 1] as Vec3 };

interface ProfileShape {
  readonly middle: number;
  readonly outer: number;
  readonly inner: number;
  readonly outerExponent: number;
  readonly innerExponent: number;
}

function describeProfileShape(spec: BandSpec): ProfileShape {
  const t = spec.thickness;
  switch (spec.profile) {
    case 'flat':
      return { middle: spec.innerRadius + t * 0.4, outer: t * 0.6, inner: t * 0.4, outerExponent: 5, innerExponent: 4 };
    case 'round':
      return { middle: spec.innerRadius + t / 2, outer: t / 2, inner: t / 2, outerExponent: 2, innerExponent: 2 };
    case 'comfort':
      return { middle: spec.innerRadius + t * 0.45, outer: t * 0.55, inner: t * 0.45, outerExponent: 2.6, innerExponent: 2.6 };
    default:
      return { middle: spec.innerRadius + t * 0.38, outer: t * 0.62, inner: t * 0.38, outerExponent: 2.3, innerExponent: 3.5 };
  }
}

function signedPower(value: number, exponent: number): number {
  return Math.sign(value) * Math.abs(value) ** exponent;
}

/** The cross-section as (radius, height along the axis), counter-clockwise. */
export function describeBandProfile(spec: BandSpec, outerPoints = 30, innerPoints = 14): Point2[] {
  const shape = describeProfileShape(spec);
  const half = spec.width / 2;
  const points: Point2[] = [];
  for (let i = 0; i < outerPoints; i++) {
    const phi = -Math.PI / 2 + (Math.PI * i) / outerPoints;
    let r = shape.middle + shape.outer * signedPower(Math.cos(phi), 2 / shape.outerExponent);
    const h = half * signedPower(Math.sin(phi), 2 / shape.outerExponent);
    if (spec.profile === 'knife-edge') r = shape.middle + (r - shape.middle) * (0.5 + 0.5 * (1 - Math.abs(h) / half) ** 0.9);
    points.push([r, h]);
  }
  for (let i = 0; i < innerPoints; i++) {
    const phi = Math.PI / 2 + (Math.PI * i) / innerPoints;
    points.push([shape.middle + shape.inner * signedPower(Math.cos(phi), 2 / shape.innerExponent), half * signedPower(Math.sin(phi), 2 / shape.innerExponent)]);
  }
  return points;
}

function bumpAt(spec: BandSpec, degrees: number): number {
  if (!spec.taper) return 0;
  const gap = Math.abs(((((degrees - 90) % 360) + 540) % 360) - 180);
  const t = Math.max(0, 1 - gap / spec.taper.spreadDegrees);
  return t * t * (3 - 2 * t);
}

function modulateBand(spec: BandSpec, degrees: number): { thickness: number; width: number } {
  const bump = bumpAt(spec, degrees);
  return { thickness: 1 - bump * (1 - (spec.taper?.thickness ?? 1)), width: 1 - bump * (1 - (spec.taper?.width ?? 1)) };
}

export interface BandSurfacePoint {
  readonly point: Vec3;
  readonly normal: Vec3;
  /** Along the band, in the direction of increasing angle. */
  readonly tangent: Vec3;
  /** Half the band's width at this angle. */
  readonly halfWidth: number;
}

function measureOuterRadius(spec: BandSpec, shape: ProfileShape, thicknessScale: number, across: number): number {
  // Inverts the superellipse: the outer surface's height fraction is sin(phi)^(2/n).
  const sinPhi = signedPower(across, shape.outerExponent / 2);
  const cosPhi = Math.sqrt(Math.max(0, 1 - sinPhi * sinPhi));
  let r = shape.middle + shape.outer * cosPhi ** (2 / shape.outerExponent);
  if (spec.profile === 'knife-edge') r = shape.middle + (r - shape.middle) * (0.5 + 0.5 * (1 - Math.abs(across)) ** 0.9);
  return spec.innerRadius + (r - spec.innerRadius) * thicknessScale;
}

/** A point on the outside of the band at `degrees` round it and `across` (-1..1) its width. */
export function locateOnBand(spec: BandSpec, degrees: number, across = 0): BandSurfacePoint {
  const shape = describeProfileShape(spec);
  const m = modulateBand(spec, degrees);
  const a = (degrees * Math.PI) / 180;
  const radial: Vec3 = [Math.cos(a), Math.sin(a), 0];
  const tangent: Vec3 = [-Math.sin(a), Math.cos(a), 0];
  const half = (spec.width / 2) * m.width;
  const s = Math.max(-0.98, Math.min(0.98, across));
  const radius = measureOuterRadius(spec, shape, m.thickness, s);
  const e = 0.02;
  const dr = measureOuterRadius(spec, shape, m.thickness, s + e) - measureOuterRadius(spec, shape, m.thickness, s - e);
  const dh = 2 * e * half;
  const normal = normaliseVec(addVec(scaleVec(radial, dh), [0, 0, -dr]));
  return { point: addVec(scaleVec(radial, radius), [0, 0, s * half]), normal, tangent, halfWidth: half };
}

export interface BandShading {
  /** Swaps the metal for part of the band, e.g. a two-tone centre stripe. */
  readonly tonesFor?: (face: MeshFace) => MetalTones;
  readonly layer?: number;
}

export function addBand(scene: Scene, tones: MetalTones, spec: BandSpec, steps: number, shading: BandShading = {}): void {
  const profile = describeBandProfile(spec);
  const middle = describeProfileShape(spec).middle;
  const faces = buildSweep({
    ...bandFrame,
    profile,
    steps,
    innerRadius: spec.innerRadius,
    modulate: spec.taper ? (degrees) => modulateBand(spec, degrees) : undefined,
  });
  addMeshFaces(
    scene,
    faces,
    (viewNormal, face) => {
      const c = averageVec(face.points);
      const inside = Math.hypot(c[0], c[1]) < middle - 0.05;
      return shadeMetal(shading.tonesFor?.(face) ?? tones, viewNormal, { occlusion: inside ? 0.78 : 1 });
    },
    { layer: shading.layer ?? 0 },
  );
}

export interface TubeOptions {
  readonly sides?: number;
  readonly closed?: boolean;
  readonly layerFor?: (centroid: Vec3) => number;
  readonly occlusion?: number;
}

export function addTube(scene: Scene, tones: MetalTones, path: readonly Vec3[], radius: number | ((t: number) => number), options: TubeOptions = {}): void {
  const faces = buildTube(path, radius, options.sides ?? 10, options.closed ?? false);
  addShadedFaces(scene, tones, faces, options.layerFor, options.occlusion);
}

function addShadedFaces(scene: Scene, tones: MetalTones, faces: readonly MeshFace[], layerFor?: (centroid: Vec3) => number, occlusion = 1): void {
  for (const face of faces) {
    if (dotVec(face.normal, scene.camera.toViewer) <= 0) continue;
    const colour = shadeMetal(tones, toViewSpace(scene.camera, face.normal), { occlusion });
    addPolygon(scene, face.points, colour, { layer: layerFor?.(averageVec(face.points)) ?? 0 });
  }
}

export function addSphere(scene: Scene, tones: MetalTones, centre: Vec3, radius: number, layer = 0): void {
  addShadedFaces(scene, tones, buildSphere(centre, radius, 8, 14), () => layer);
}

/** Samples a cubic Bézier in 3D. */
export function sampleCubic(p0: Vec3, p1: Vec3, p2: Vec3, p3: Vec3, count: number): Vec3[] {
  return Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count;
    const u = 1 - t;
    return addVec(
      addVec(scaleVec(p0, u * u * u), scaleVec(p1, 3 * u * u * t)),
      addVec(scaleVec(p2, 3 * u * t * t), scaleVec(p3, t * t * t)),
    );
  });
}

function registerBeadGradient(scene: Scene, tones: MetalTones): string {
  const id = `metal-bead-${hashText(tones.mid).toString(36)}`;
  scene.defs.set(
    id,
    `<radialGradient id="${id}" cx="0.4" cy="0.36" r="0.64" fx="0.36" fy="0.3">` +
      `<stop offset="0" stop-color="${tones.glint}"/><stop offset="0.3" stop-color="${tones.highlight}"/>` +
      `<stop offset="0.7" stop-color="${tones.mid}"/><stop offset="1" stop-color="${tones.shadow}"/></radialGradient>`,
  );
  return id;
}

/**
 * Tiny round beads (milgrain, the beads that hold pavé): drawn as shaded discs rather than
 * meshes because there are hundreds of them and each is a few pixels across.
 */
export function addBeads(scene: Scene, tones: MetalTones, beads: readonly { centre: Vec3; normal: Vec3 }[], radius: number, layer = 0, depthBias = 0): void {
  const gradient = registerBeadGradient(scene, tones);
  for (const bead of beads) {
    if (dotVec(bead.normal, scene.camera.toViewer) <= 0.05) continue;
    const p = projectPoint(scene.camera, bead.centre);
    addMarkup(
      scene,
      addVec(bead.centre, scaleVec(scene.camera.toViewer, depthBias)),
      [
        [p.x - radius, p.y - radius],
        [p.x + radius, p.y + radius],
      ],
      (placement) => {
        const [x, y] = placePoint(placement, [p.x, p.y]);
        return `<circle cx="${formatNumber(x, 1)}" cy="${formatNumber(y, 1)}" r="${formatNumber(Math.max(0.5, radius * placement.scale), 2)}" fill="url(#${gradient})"/>`;
      },
      layer,
    );
  }
}

/** An engraved line following the metal: a thin dark groove with a bright lip below it. */
export function addEngraving(scene: Scene, tones: MetalTones, path: readonly Vec3[], normal: Vec3, widthMm: number, layer = 0): void {
  if (dotVec(normal, scene.camera.toViewer) <= 0.08) return;
  const projected = path.map((p) => projectPoint(scene.camera, p));
  const depth = Math.max(...projected.map((p) => p.depth)) + 0.01;
  scene.items.push({
    depth,
    layer,
    extent: [],
    emit: (placement) => {
      const d = projected
        .map((p, i) => {
          const [x, y] = placePoint(placement, [p.x, p.y]);
          return `${i === 0 ? 'M' : 'L'}${formatNumber(x, 1)} ${formatNumber(y, 1)}`;
        })
        .join('');
      const w = Math.max(0.6, widthMm * placement.scale);
      return (
        `<path d="${d}" fill="none" stroke="${tones.highlight}" stroke-width="${formatNumber(w)}" stroke-linecap="round" transform="translate(0 ${formatNumber(w * 0.5)})" stroke-opacity="0.8"/>` +
        `<path d="${d}" fill="none" stroke="${tones.deepShadow}" stroke-width="${formatNumber(w)}" stroke-linecap="round" stroke-opacity="0.55"/>`
      );
    },
  });
}

/** A flat leaf lying on a surface, folded along its midrib so its halves catch light differently. */
export function addLeaf(scene: Scene, tones: MetalTones, base: Vec3, along: Vec3, normal: Vec3, lengthMm: number, widthMm: number, layer = 0): void {
  const forward = normaliseVec(along);
  const up = normaliseVec(normal);
  const side = normaliseVec(crossVec(up, forward));
  const count = 8;
  const rib = Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count;
    return addVec(addVec(base, scaleVec(forward, t * lengthMm)), scaleVec(up, Math.sin(Math.PI * t) * widthMm * 0.28));
  });
  const edge = (sign: number) =>
    rib.map((p, i) => {
      const t = i / count;
      const w = Math.sin(Math.PI * t) ** 0.8 * (1 - 0.25 * t) * widthMm * 0.5;
      return addVec(subtractVec(p, scaleVec(up, Math.sin(Math.PI * t) * widthMm * 0.22)), scaleVec(side, sign * w));
    });
  for (const sign of [1, -1]) {
    const outline = edge(sign);
    for (let i = 0; i < count; i++) {
      const quad = [rib[i], rib[i + 1], outline[i + 1], outline[i]].filter((p): p is Vec3 => p !== undefined);
      const n0 = crossVec(subtractVec(quad[1] ?? base, quad[0] ?? base), subtractVec(quad[3] ?? base, quad[0] ?? base));
      let n = normaliseVec(n0);
      if (dotVec(n, up) < 0) n = scaleVec(n, -1);
      if (dotVec(n, scene.camera.toViewer) <= 0) continue;
      addPolygon(scene, quad, shadeMetal(tones, toViewSpace(scene.camera, n)), { layer, grow: 0.3 });
    }
  }
}
