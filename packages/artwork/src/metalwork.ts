import { shadeMetal } from './lighting.ts';
import { buildSphere, buildTube, type MeshFace } from './meshes.ts';
import type { MetalTones } from './metal-colours.ts';
import {
  addMarkup,
  addPolygon,
  addVec,
  averageVec,
  computeCross,
  computeDot,
  normaliseVec,
  placePoint,
  projectPoint,
  scaleVec,
  subtractVec,
  convertToViewSpace,
  type Placement,
  type Point2,
  type Scene,
  type Vec3,
} from './scene-3d.ts';
import { formatNumber, hashText } from './svg-kit.ts';

/*
 * Metal parts: bands (metal-bands.ts: a cross-section swept round a circle), wires and prongs (tubes), beads,
 * milgrain and engraving. All of it is shaded by the same studio reflection.
 */

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
