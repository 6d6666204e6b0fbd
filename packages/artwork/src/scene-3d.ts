import { formatNumber, formatTenths } from './svg-kit.ts';

/*
 * A deliberately tiny 3D layer (its meshes in meshes.ts): jewellery is modelled in millimetres, projected orthographically
 * (product photographs are taken with long lenses, so perspective is negligible) and painted
 * back to front. Faces are small enough that sorting them by their centres gives the right
 * overlap; the few large ones (a stone's table) sit above everything they could cover.
 */

export type Vec3 = readonly [number, number, number];
export type Point2 = readonly [number, number];

export function addVec(a: Vec3, b: Vec3): Vec3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}
export function subtractVec(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}
export function scaleVec(a: Vec3, k: number): Vec3 {
  return [a[0] * k, a[1] * k, a[2] * k];
}
export function computeDot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
export function computeCross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
export function measureVec(a: Vec3): number {
  return Math.hypot(a[0], a[1], a[2]);
}
export function normaliseVec(a: Vec3): Vec3 {
  const length = measureVec(a) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
}
export function lerpVec(a: Vec3, b: Vec3, t: number): Vec3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
export function averageVec(points: readonly Vec3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of points) {
    x += p[0];
    y += p[1];
    z += p[2];
  }
  const n = points.length || 1;
  return [x / n, y / n, z / n];
}

/** Rows of a 3×3 rotation. */
export type Mat3 = readonly [Vec3, Vec3, Vec3];

export const identityMat: Mat3 = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

export function rotateAboutAxis(axis: Vec3, degrees: number): Mat3 {
  const [x, y, z] = normaliseVec(axis);
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const t = 1 - c;
  return [
    [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
    [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
    [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
  ];
}

export function applyMat(m: Mat3, v: Vec3): Vec3 {
  return [computeDot(m[0], v), computeDot(m[1], v), computeDot(m[2], v)];
}

export function multiplyMat(a: Mat3, b: Mat3): Mat3 {
  const column = (i: 0 | 1 | 2): Vec3 => [b[0][i], b[1][i], b[2][i]];
  const row = (r: Vec3): Vec3 => [computeDot(r, column(0)), computeDot(r, column(1)), computeDot(r, column(2))];
  return [row(a[0]), row(a[1]), row(a[2])];
}

/** Places a model: rotate, then move its origin to `origin`. */
export interface Pose {
  readonly rotation: Mat3;
  readonly origin: Vec3;
}

export function applyPose(pose: Pose, p: Vec3): Vec3 {
  return addVec(applyMat(pose.rotation, p), pose.origin);
}

export interface Camera {
  readonly right: Vec3;
  readonly up: Vec3;
  /** Unit vector from the subject towards the camera. */
  readonly toViewer: Vec3;
}

/** Yaw turns the camera around the vertical axis; pitch raises it to look down. */
export function createCamera(yawDegrees: number, pitchDegrees: number): Camera {
  const yaw = (yawDegrees * Math.PI) / 180;
  const pitch = (pitchDegrees * Math.PI) / 180;
  const toViewer: Vec3 = [Math.sin(yaw) * Math.cos(pitch), Math.sin(pitch), Math.cos(yaw) * Math.cos(pitch)];
  const right: Vec3 = [Math.cos(yaw), 0, -Math.sin(yaw)];
  return { right, up: computeCross(toViewer, right), toViewer };
}

export interface Projected {
  readonly x: number;
  readonly y: number;
  readonly depth: number;
}

/** Screen x to the right, y downwards (as in SVG), depth grows towards the viewer. */
export function projectPoint(camera: Camera, p: Vec3): Projected {
  return { x: computeDot(p, camera.right), y: -computeDot(p, camera.up), depth: computeDot(p, camera.toViewer) };
}

/** A direction in camera space: x right, y up, z towards the viewer. */
export function convertToViewSpace(camera: Camera, v: Vec3): Vec3 {
  return [computeDot(v, camera.right), computeDot(v, camera.up), computeDot(v, camera.toViewer)];
}

export interface Placement {
  /** Output pixels per model millimetre. */
  readonly scale: number;
  readonly offsetX: number;
  readonly offsetY: number;
}

export function placePoint(placement: Placement, p: Point2): Point2 {
  return [placement.offsetX + p[0] * placement.scale, placement.offsetY + p[1] * placement.scale];
}

export interface SceneItem {
  readonly depth: number;
  /** Items on a higher layer are painted later whatever their depth. */
  readonly layer: number;
  /** Projected points that must fit the frame. */
  readonly extent: readonly Point2[];
  emit(placement: Placement): string;
}

export interface Scene {
  readonly camera: Camera;
  readonly items: SceneItem[];
  readonly defs: Map<string, string>;
}

export function createScene(camera: Camera): Scene {
  return { camera, items: [], defs: new Map() };
}

export interface PolygonStyle {
  readonly layer?: number;
  readonly opacity?: number;
  /** Outline in output pixels; none by default. */
  readonly stroke?: string;
  readonly strokeWidth?: number;
  readonly strokeOpacity?: number;
  readonly depthBias?: number;
  /** Pixels to enlarge the face by to close seams; 0 for faces that must keep exact edges. */
  readonly grow?: number;
}

export function formatPath(points: readonly Point2[], placement: Placement): string {
  return formatPlacedPath(points, placement, null);
}

/** Writes the points placed, each moved by its (x, y) pair in `offsets` (pixels) when given. */
function formatPlacedPath(points: readonly Point2[], placement: Placement, offsets: Float64Array | null): string {
  const { scale, offsetX, offsetY } = placement;
  let d = '';
  for (let i = 0; i < points.length; i++) {
    const [x, y] = points[i] ?? [0, 0];
    const dx = offsets ? (offsets[2 * i] ?? 0) : 0;
    const dy = offsets ? (offsets[2 * i + 1] ?? 0) : 0;
    d += `${i === 0 ? 'M' : 'L'}${formatTenths(offsetX + x * scale + dx)} ${formatTenths(offsetY + y * scale + dy)}`;
  }
  return `${d}Z`;
}

/**
 * How far to move each corner so that every edge moves outwards by `grow` pixels (a mitred
 * polygon offset), as (x, y) pairs: neighbouring faces then overlap, where their anti-aliased
 * edges would let the background show through as hairlines. A placement only scales (by a positive factor) and moves,
 * which changes neither the edges' directions nor the polygon's winding, so the offsets are
 * the same at every placement: worked out once per face, not once per picture.
 */
function measureGrowth(points: readonly Point2[], grow: number): Float64Array {
  const count = points.length;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const point = points[i];
    xs[i] = point ? point[0] : 0;
    ys[i] = point ? point[1] : 0;
  }
  let area = 0;
  for (let i = 0; i < count; i++) {
    const next = (i + 1) % count;
    area += (xs[i] ?? 0) * (ys[next] ?? 0) - (xs[next] ?? 0) * (ys[i] ?? 0);
  }
  const side = area >= 0 ? 1 : -1;
  // The outward normal of each edge, from corner i to corner i + 1.
  const normals = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    const next = (i + 1) % count;
    const dx = (xs[next] ?? 0) - (xs[i] ?? 0);
    const dy = (ys[next] ?? 0) - (ys[i] ?? 0);
    const length = Math.hypot(dx, dy);
    if (length >= 1e-12) {
      normals[2 * i] = (side * dy) / length;
      normals[2 * i + 1] = (-side * dx) / length;
    }
  }
  const offsets = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    const previous = (i - 1 + count) % count;
    const n1x = normals[2 * previous] ?? 0;
    const n1y = normals[2 * previous + 1] ?? 0;
    const n2x = normals[2 * i] ?? 0;
    const n2y = normals[2 * i + 1] ?? 0;
    const denominator = 1 + n1x * n2x + n1y * n2y;
    let mx = denominator > 1e-3 ? ((n1x + n2x) * grow) / denominator : 0;
    let my = denominator > 1e-3 ? ((n1y + n2y) * grow) / denominator : 0;
    const miter = Math.hypot(mx, my);
    if (miter > 3 * grow) {
      mx *= (3 * grow) / miter;
      my *= (3 * grow) / miter;
    }
    offsets[2 * i] = mx;
    offsets[2 * i + 1] = my;
  }
  return offsets;
}

export function addPolygon(scene: Scene, points: readonly Vec3[], fill: string, style: PolygonStyle = {}): void {
  const projected = points.map((p) => projectPoint(scene.camera, p));
  const extent = projected.map((p): Point2 => [p.x, p.y]);
  const depth = projected.reduce((sum, p) => sum + p.depth, 0) / projected.length + (style.depthBias ?? 0);
  const stroke = style.stroke ?? fill;
  const strokeWidth = style.strokeWidth ?? 0;
  const grow = style.grow ?? (style.strokeWidth === undefined && style.opacity === undefined ? 0.3 : 0);
  // Worked out at the first picture that draws this face (most faces of a kept band are drawn again).
  let growth: Float64Array | undefined;
  scene.items.push({
    depth,
    layer: style.layer ?? 0,
    extent,
    emit: (placement) =>
      `<path d="${formatPlacedPath(extent, placement, grow > 0 ? (growth ??= measureGrowth(extent, grow)) : null)}" fill="${fill}"` +
      (style.opacity !== undefined ? ` opacity="${formatNumber(style.opacity)}"` : '') +
      (strokeWidth > 0
        ? ` stroke="${stroke}" stroke-width="${formatNumber(strokeWidth)}" stroke-linejoin="round"` +
          (style.strokeOpacity !== undefined ? ` stroke-opacity="${formatNumber(style.strokeOpacity)}"` : '')
        : '') +
      '/>',
  });
}

/** Adds arbitrary markup anchored at a 3D point, e.g. a sparkle or a small stone. */
export function addMarkup(
  scene: Scene,
  anchor: Vec3,
  extent: readonly Point2[],
  emit: (placement: Placement) => string,
  layer = 0,
): void {
  const projected = projectPoint(scene.camera, anchor);
  scene.items.push({ depth: projected.depth, layer, extent, emit });
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface RenderedScene {
  readonly body: string;
  readonly defs: ReadonlyMap<string, string>;
  readonly placement: Placement;
  /** Where the drawing landed, in output pixels. */
  readonly bounds: Box;
}

export function measureExtent(items: readonly SceneItem[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const item of items) {
    for (const [x, y] of item.extent) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  return { minX, minY, maxX, maxY };
}

/**
 * Fits the scene into `box` (keeping proportions, centred), or uses a given scale so several
 * pieces in one picture share a size; the drawing's centre then lands on the box's centre.
 */
export function renderScene(scene: Scene, box: Box, fixedScale?: number): RenderedScene {
  const { minX, minY, maxX, maxY } = measureExtent(scene.items);
  const width = Math.max(1e-6, maxX - minX);
  const height = Math.max(1e-6, maxY - minY);
  const scale = fixedScale ?? Math.min(box.width / width, box.height / height);
  const offsetX = box.x + box.width / 2 - ((minX + maxX) / 2) * scale;
  const offsetY = box.y + box.height / 2 - ((minY + maxY) / 2) * scale;
  const placement: Placement = { scale, offsetX, offsetY };
  const sorted = [...scene.items].sort((a, b) => a.layer - b.layer || a.depth - b.depth);
  return {
    body: sorted.map((item) => item.emit(placement)).join(''),
    defs: scene.defs,
    placement,
    bounds: { x: offsetX + minX * scale, y: offsetY + minY * scale, width: width * scale, height: height * scale },
  };
}
