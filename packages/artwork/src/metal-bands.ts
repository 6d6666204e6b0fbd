import { shadeMetal } from './lighting.ts';
import { buildSweep, type MeshFace } from './meshes.ts';
import type { MetalTones } from './metal-colours.ts';
import {
  addPolygon,
  addVec,
  averageVec,
  computeDot,
  normaliseVec,
  scaleVec,
  convertToViewSpace,
  createScene,
  type Camera,
  type Point2,
  type Scene,
  type SceneItem,
  type Vec3,
} from './scene-3d.ts';

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
export const bandFrame = {
  centre: [0, 0, 0] as Vec3,
  u: [1, 0, 0] as Vec3,
  v: [0, 1, 0] as Vec3,
  axis: [0, 0, 1] as Vec3,
};

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
      return {
        middle: spec.innerRadius + t * 0.45,
        outer: t * 0.55,
        inner: t * 0.45,
        outerExponent: 2.6,
        innerExponent: 2.6,
      };
    case 'knife-edge':
      return {
        middle: spec.innerRadius + t * 0.35,
        outer: t * 0.65,
        inner: t * 0.35,
        outerExponent: 6,
        innerExponent: 3.5,
      };
    default:
      return {
        middle: spec.innerRadius + t * 0.38,
        outer: t * 0.62,
        inner: t * 0.38,
        outerExponent: 2.3,
        innerExponent: 3.5,
      };
  }
}

function raiseSigned(value: number, exponent: number): number {
  return Math.sign(value) * Math.abs(value) ** exponent;
}

/** The cross-section as (radius, height along the axis), counter-clockwise. */
export function describeBandProfile(spec: BandSpec, outerPoints = 30, innerPoints = 14): Point2[] {
  const shape = describeProfileShape(spec);
  const half = spec.width / 2;
  const points: Point2[] = [];
  for (let i = 0; i < outerPoints; i++) {
    const phi = -Math.PI / 2 + (Math.PI * i) / outerPoints;
    let r = shape.middle + shape.outer * raiseSigned(Math.cos(phi), 2 / shape.outerExponent);
    const h = half * raiseSigned(Math.sin(phi), 2 / shape.outerExponent);
    if (spec.profile === 'knife-edge') r = shape.middle + (r - shape.middle) * (0.3 + 0.7 * (1 - Math.abs(h) / half));
    points.push([r, h]);
  }
  for (let i = 0; i < innerPoints; i++) {
    const phi = Math.PI / 2 + (Math.PI * i) / innerPoints;
    points.push([
      shape.middle + shape.inner * raiseSigned(Math.cos(phi), 2 / shape.innerExponent),
      half * raiseSigned(Math.sin(phi), 2 / shape.innerExponent),
    ]);
  }
  return points;
}

function measureTaper(spec: BandSpec, degrees: number): number {
  if (!spec.taper) return 0;
  const gap = Math.abs(((((degrees - 90) % 360) + 540) % 360) - 180);
  const t = Math.max(0, 1 - gap / spec.taper.spreadDegrees);
  return t * t * (3 - 2 * t);
}

function modulateBand(spec: BandSpec, degrees: number): { thickness: number; width: number } {
  const bump = measureTaper(spec, degrees);
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
  const sinPhi = raiseSigned(across, shape.outerExponent / 2);
  const cosPhi = Math.sqrt(Math.max(0, 1 - sinPhi * sinPhi));
  let r = shape.middle + shape.outer * cosPhi ** (2 / shape.outerExponent);
  if (spec.profile === 'knife-edge') r = shape.middle + (r - shape.middle) * (0.3 + 0.7 * (1 - Math.abs(across)));
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
  /** Degrees to leave open at the top, for a hoop's hinge. */
  readonly gapDegrees?: number;
}

/**
 * The band's shaded faces, kept per camera, metals, band and steps (a ring picture's band is
 * 40 % of drawing it and depends on none of the stones): the scene's items only emit markup for a
 * placement, so one list serves every picture drawn from the same inputs. Bands shaded by a
 * function (two-tone) are not kept. A handful of entries in practice; the oldest leave past 64.
 */
const keptBands = new Map<string, readonly SceneItem[]>();
const keptBandsLimit = 64;

export function addBand(
  scene: Scene,
  tones: MetalTones,
  spec: BandSpec,
  steps: number,
  shading: BandShading = {},
): void {
  if (shading.tonesFor) {
    scene.items.push(...shadeBand(scene.camera, tones, spec, steps, shading));
    return;
  }
  const key = JSON.stringify([scene.camera, tones, spec, steps, shading.layer ?? 0, shading.gapDegrees ?? 0]);
  let items = keptBands.get(key);
  if (!items) {
    items = shadeBand(scene.camera, tones, spec, steps, shading);
    if (keptBands.size >= keptBandsLimit) keptBands.delete(keptBands.keys().next().value ?? '');
    keptBands.set(key, items);
  }
  scene.items.push(...items);
}

function shadeBand(
  camera: Camera,
  tones: MetalTones,
  spec: BandSpec,
  steps: number,
  shading: BandShading,
): readonly SceneItem[] {
  const scene = createScene(camera);
  const profile = describeBandProfile(spec);
  const middle = describeProfileShape(spec).middle;
  const gap = shading.gapDegrees ?? 0;
  const faces = buildSweep({
    ...bandFrame,
    profile,
    steps,
    fromDegrees: 90 + gap / 2,
    toDegrees: 450 - gap / 2,
    caps: gap > 0,
    innerRadius: spec.innerRadius,
    modulate: spec.taper ? (degrees) => modulateBand(spec, degrees) : undefined,
  });
  const shade = (face: MeshFace): string | undefined => {
    if (computeDot(face.normal, scene.camera.toViewer) <= 0) return undefined;
    const c = averageVec(face.points);
    const inside = Math.hypot(c[0], c[1]) < middle - 0.05;
    return shadeMetal(shading.tonesFor?.(face) ?? tones, convertToViewSpace(scene.camera, face.normal), {
      occlusion: inside ? 0.78 : 1,
    });
  };
  // Neighbouring faces along the band that came out the same colour are drawn as one polygon:
  // it halves the size of the SVG (and the time to rasterise it) with no visible change. Runs
  // stay short so that sorting by depth still works.
  const segments = profile.length;
  const sweepFaces = faces.slice(0, steps * segments);
  const colours = sweepFaces.map(shade);
  for (let j = 0; j < segments; j++) {
    let s = 0;
    while (s < steps) {
      const colour = colours[s * segments + j];
      if (!colour) {
        s++;
        continue;
      }
      let end = s;
      while (end + 1 < steps && end - s < 5 && colours[(end + 1) * segments + j] === colour) end++;
      // The run's outline: the first face's two trailing corners, then each face's leading
      // corners along one side and back along the other.
      const run: MeshFace[] = [];
      for (let k = s; k <= end; k++) {
        const face = sweepFaces[k * segments + j];
        if (face) run.push(face);
      }
      const first = run[0];
      if (first?.points[0] && first.points[1]) {
        const outline: Vec3[] = [first.points[0], first.points[1]];
        for (const face of run) if (face.points[2]) outline.push(face.points[2]);
        for (let k = run.length - 1; k >= 0; k--) {
          const corner = run[k]?.points[3];
          if (corner) outline.push(corner);
        }
        addPolygon(scene, outline, colour, { layer: shading.layer ?? 0 });
      }
      s = end + 1;
    }
  }
  // Caps, if any, follow the swept faces.
  for (const face of faces.slice(steps * segments)) {
    const colour = shade(face);
    if (colour) addPolygon(scene, face.points, colour, { layer: shading.layer ?? 0 });
  }
  return scene.items;
}
