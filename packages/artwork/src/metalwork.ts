import { shadeMetal } from './lighting.ts';
import type { MetalTones } from './metal-colours.ts';
import {
  addMarkup,
  addPolygon,
  addVec,
  averageVec,
  buildSphere,
  buildSweep,
  buildTube,
  computeCross,
  computeDot,
  normaliseVec,
  placePoint,
  projectPoint,
  scaleVec,
  subtractVec,
  convertToViewSpace,
  type MeshFace,
  type Placement,
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

export function addBand(
  scene: Scene,
  tones: MetalTones,
  spec: BandSpec,
  steps: number,
  shading: BandShading = {},
): void {
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
      const run = Array.from({ length: end - s + 1 }, (_, k) => sweepFaces[(s + k) * segments + j]).filter(
        (f): f is MeshFace => f !== undefined,
      );
      const leading = run.map((f) => f.points[2]).filter((p): p is Vec3 => p !== undefined);
      const trailing = run
        .map((f) => f.points[3])
        .filter((p): p is Vec3 => p !== undefined)
        .reverse();
      const first = run[0];
      if (first?.points[0] && first.points[1])
        addPolygon(scene, [first.points[0], first.points[1], ...leading, ...trailing], colour, {
          layer: shading.layer ?? 0,
        });
      s = end + 1;
    }
  }
  // Caps, if any, follow the swept faces.
  for (const face of faces.slice(steps * segments)) {
    const colour = shade(face);
    if (colour) addPolygon(scene, face.points, colour, { layer: shading.layer ?? 0 });
  }
}

export interface TubeOptions {
  readonly sides?: number;
  readonly closed?: boolean;
  readonly layerFor?: (centroid: Vec3) => number;
  readonly occlusion?: number;
}

export function addTube(
  scene: Scene,
  tones: MetalTones,
  path: readonly Vec3[],
  radius: number | ((t: number) => number),
  options: TubeOptions = {},
): void {
  const faces = buildTube(path, radius, options.sides ?? 10, options.closed ?? false);
  addShadedFaces(scene, tones, faces, options.layerFor, options.occlusion);
}

function addShadedFaces(
  scene: Scene,
  tones: MetalTones,
  faces: readonly MeshFace[],
  layerFor?: (centroid: Vec3) => number,
  occlusion = 1,
): void {
  for (const face of faces) {
    if (computeDot(face.normal, scene.camera.toViewer) <= 0) continue;
    const colour = shadeMetal(tones, convertToViewSpace(scene.camera, face.normal), { occlusion });
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
export function addBeads(
  scene: Scene,
  tones: MetalTones,
  beads: readonly { centre: Vec3; normal: Vec3 }[],
  radius: number,
  layer = 0,
  depthBias = 0,
): void {
  const gradient = registerBeadGradient(scene, tones);
  for (const bead of beads) {
    if (computeDot(bead.normal, scene.camera.toViewer) <= 0.05) continue;
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
export function addEngraving(
  scene: Scene,
  tones: MetalTones,
  path: readonly Vec3[],
  normal: Vec3,
  widthMm: number,
  layer = 0,
): void {
  if (computeDot(normal, scene.camera.toViewer) <= 0.08) return;
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
export function addLeaf(
  scene: Scene,
  tones: MetalTones,
  base: Vec3,
  along: Vec3,
  normal: Vec3,
  lengthMm: number,
  widthMm: number,
  layer = 0,
): void {
  const forward = normaliseVec(along);
  const up = normaliseVec(normal);
  const side = normaliseVec(computeCross(up, forward));
  const count = 8;
  const rib = Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count;
    return addVec(addVec(base, scaleVec(forward, t * lengthMm)), scaleVec(up, Math.sin(Math.PI * t) * widthMm * 0.14));
  });
  const edge = (sign: number) =>
    rib.map((p, i) => {
      const t = i / count;
      const w = Math.sin(Math.PI * t) ** 0.8 * (1 - 0.25 * t) * widthMm * 0.5;
      return addVec(subtractVec(p, scaleVec(up, Math.sin(Math.PI * t) * widthMm * 0.1)), scaleVec(side, sign * w));
    });
  const outlines = [edge(1), edge(-1)];
  for (const outline of outlines) {
    for (let i = 0; i < count; i++) {
      const quad = [rib[i], rib[i + 1], outline[i + 1], outline[i]].filter((p): p is Vec3 => p !== undefined);
      const n0 = computeCross(
        subtractVec(quad[1] ?? base, quad[0] ?? base),
        subtractVec(quad[3] ?? base, quad[0] ?? base),
      );
      let n = normaliseVec(n0);
      if (computeDot(n, up) < 0) n = scaleVec(n, -1);
      if (computeDot(n, scene.camera.toViewer) <= 0) continue;
      addPolygon(scene, quad, shadeMetal(tones, convertToViewSpace(scene.camera, n)), { layer, grow: 0.3 });
    }
  }
  if (computeDot(up, scene.camera.toViewer) <= 0) return;
  // A crisp edge and midrib, or the leaf melts into the band it lies on.
  const ring = [...(outlines[0] ?? []), ...[...(outlines[1] ?? [])].reverse()].map((p) =>
    projectPoint(scene.camera, p),
  );
  const midrib = rib.slice(1, -1).map((p) => projectPoint(scene.camera, p));
  const depth = Math.max(...ring.map((p) => p.depth)) + 0.02;
  const toPath = (points: readonly { x: number; y: number }[], placement: Placement, close: boolean) =>
    points
      .map((p, i) => {
        const [x, y] = placePoint(placement, [p.x, p.y]);
        return `${i === 0 ? 'M' : 'L'}${formatNumber(x, 1)} ${formatNumber(y, 1)}`;
      })
      .join('') + (close ? 'Z' : '');
  scene.items.push({
    depth,
    layer,
    extent: [],
    emit: (placement) =>
      `<path d="${toPath(ring, placement, true)}" fill="none" stroke="${tones.shadow}" stroke-width="0.8" stroke-opacity="0.85" stroke-linejoin="round"/>` +
      `<path d="${toPath(midrib, placement, false)}" fill="none" stroke="${tones.deepShadow}" stroke-width="0.7" stroke-opacity="0.45"/>`,
  });
}

export interface ChainOptions {
  /** Length of one link, in millimetres. */
  readonly linkLength?: number;
  /** Wire thickness. */
  readonly wire?: number;
  /** The surface normal the chain lies on; flat links lie in it, the others stand up from it. */
  readonly up?: Vec3;
  readonly layer?: number;
  /** False for chain that runs out of the picture and must not shrink the piece to fit. */
  readonly affectsFit?: boolean;
}

/**
 * A fine cable chain along a path. Alternate links lie flat (an open oval) and stand on edge (a
 * short bar), which is what makes a chain read as a chain at a few pixels per link.
 */
export function addChain(scene: Scene, tones: MetalTones, path: readonly Vec3[], options: ChainOptions = {}): void {
  const linkLength = options.linkLength ?? 1.1;
  const wire = options.wire ?? 0.16;
  const up = options.up ?? [0, 1, 0];
  const lengths = [0];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] ?? [0, 0, 0];
    const b = path[i] ?? a;
    lengths.push((lengths[i - 1] ?? 0) + Math.hypot(...subtractVec(b, a)));
  }
  const total = lengths[lengths.length - 1] ?? 0;
  const pitch = linkLength * 0.72;
  let segment = 0;
  for (let k = 0; (k + 0.5) * pitch < total; k++) {
    const target = (k + 0.5) * pitch;
    while (segment < path.length - 2 && (lengths[segment + 1] ?? 0) < target) segment++;
    const a = path[segment] ?? [0, 0, 0];
    const b = path[segment + 1] ?? a;
    const span = (lengths[segment + 1] ?? 0) - (lengths[segment] ?? 0) || 1;
    const centre = addVec(a, scaleVec(subtractVec(b, a), (target - (lengths[segment] ?? 0)) / span));
    const tangent = normaliseVec(subtractVec(b, a));
    const side = normaliseVec(computeCross(up, tangent));
    const flat = k % 2 === 0;
    const outline: Vec3[] = [];
    if (flat) {
      for (let i = 0; i < 14; i++) {
        const t = (2 * Math.PI * i) / 14;
        outline.push(
          addVec(
            centre,
            addVec(scaleVec(tangent, Math.cos(t) * linkLength * 0.5), scaleVec(side, Math.sin(t) * linkLength * 0.3)),
          ),
        );
      }
    } else {
      outline.push(
        addVec(centre, scaleVec(tangent, -linkLength * 0.46)),
        addVec(centre, scaleVec(tangent, linkLength * 0.46)),
      );
    }
    const lift = flat ? 0.3 : 0.75;
    const tone = shadeMetal(
      tones,
      convertToViewSpace(scene.camera, normaliseVec(addVec(scaleVec(up, 1), scaleVec(side, flat ? 0.2 : 0.9)))),
    );
    const projected = outline.map((p) => projectPoint(scene.camera, addVec(p, scaleVec(up, wire * lift))));
    const depth = projectPoint(scene.camera, centre).depth;
    scene.items.push({
      depth,
      layer: options.layer ?? 0,
      extent: options.affectsFit === false ? [] : projected.map((p): Point2 => [p.x, p.y]),
      emit: (placement) => {
        const d =
          projected
            .map((p, i) => {
              const [x, y] = placePoint(placement, [p.x, p.y]);
              return `${i === 0 ? 'M' : 'L'}${formatNumber(x, 1)} ${formatNumber(y, 1)}`;
            })
            .join('') + (flat ? 'Z' : '');
        const w = Math.max(0.7, wire * placement.scale);
        return (
          `<path d="${d}" fill="none" stroke="${tones.shadow}" stroke-width="${formatNumber(w * (flat ? 1 : 1.7))}" stroke-linecap="round" stroke-linejoin="round"/>` +
          `<path d="${d}" fill="none" stroke="${tone}" stroke-width="${formatNumber(w * (flat ? 0.55 : 0.95))}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${formatNumber(-w * 0.12)} ${formatNumber(-w * 0.15)})"/>`
        );
      },
    });
  }
}

/** A conical wall of metal between two closed outlines, e.g. a bezel or a basket's skirt. */
export function addSkirt(
  scene: Scene,
  tones: MetalTones,
  upper: readonly Vec3[],
  lower: readonly Vec3[],
  inside: Vec3,
  layer = 0,
): void {
  const count = Math.min(upper.length, lower.length);
  for (let i = 0; i < count; i++) {
    const k = (i + 1) % count;
    const quad = [upper[i], upper[k], lower[k], lower[i]].filter((p): p is Vec3 => p !== undefined);
    if (quad.length < 4) continue;
    let normal = normaliseVec(
      computeCross(
        subtractVec(quad[1] ?? inside, quad[0] ?? inside),
        subtractVec(quad[3] ?? inside, quad[0] ?? inside),
      ),
    );
    if (computeDot(normal, subtractVec(averageVec(quad), inside)) < 0) normal = scaleVec(normal, -1);
    if (computeDot(normal, scene.camera.toViewer) <= 0) continue;
    addPolygon(scene, quad, shadeMetal(tones, convertToViewSpace(scene.camera, normal)), { layer });
  }
}
