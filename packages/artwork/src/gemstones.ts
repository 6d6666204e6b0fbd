import type { StoneShapeName } from '@facet/contracts/lookups';

import { measureStudioLight, reflectView } from './lighting.ts';
import {
  addMarkup,
  addPolygon,
  applyMat,
  applyPose,
  averageVec,
  computeCross,
  computeDot,
  lerpVec,
  normaliseVec,
  placePoint,
  projectPoint,
  subtractVec,
  convertToViewSpace,
  type Placement,
  type Point2,
  type Pose,
  type Scene,
  type Vec3,
} from './scene-3d.ts';
import { findMidAnchor, sampleStoneOutline, stoneShapeGeometry, type SampledOutline } from './stone-shapes.ts';
import { clamp, createSeededRandom, formatNumber, hashText, mixHex, sampleRamp } from './svg-kit.ts';

/*
 * Diamonds are drawn as faceted solids whose facets are coloured by a mix of the studio
 * reflection and a fixed, mirror-symmetric pattern. A real stone's face-up look comes from
 * light bouncing inside the pavilion, which no cheap model reproduces; a symmetric pattern of
 * bright, grey and a few near-black facets is what the eye accepts as "brilliance".
 */

export type StoneCategory = 'natural' | 'lab' | 'moissanite';

const diamondRamp = ['#1e2530', '#465365', '#8596aa', '#c2cedc', '#e8eff6', '#ffffff'] as const;

export const layers = { body: 0, prongTips: 1, sparkles: 2 } as const;

type FacetKind =
  'table' | 'star' | 'kite' | 'upper-girdle' | 'girdle' | 'pavilion' | 'lower-girdle' | 'step' | 'pavilion-step';

interface LocalFacet {
  readonly kind: FacetKind;
  readonly points: readonly Vec3[];
  /** Position around the stone, folded so mirror-image facets share a value. */
  readonly symmetry: number;
  readonly ring?: number;
}

export interface StoneOptions {
  readonly shape: StoneShapeName;
  /** Longest dimension of the girdle. */
  readonly sizeMm: number;
  /** Where the girdle's centre goes; local y is the table's normal, local z the stone's length. */
  readonly pose: Pose;
  readonly category?: StoneCategory;
  readonly seed?: string;
  readonly sparkles?: number;
  readonly layer?: number;
}

export interface PlacedStone {
  readonly outline: SampledOutline;
  /** Girdle points in world space, in outline order. */
  readonly girdle: readonly Vec3[];
  readonly crownHeight: number;
  readonly pavilionDepth: number;
  readonly scale: number;
  readonly pose: Pose;
  toWorld(local: Vec3): Vec3;
}

function computeNormal(points: readonly Vec3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] ?? p;
    x += (p[1] - q[1]) * (p[2] + q[2]);
    y += (p[2] - q[2]) * (p[0] + q[0]);
    z += (p[0] - q[0]) * (p[1] + q[1]);
  });
  return normaliseVec([x, y, z]);
}

function foldIndex(index: number, count: number): number {
  const i = ((index % count) + count) % count;
  return Math.min(i, (count - i) % count);
}

function collectArc<T>(items: readonly T[], from: number, to: number): T[] {
  const count = items.length;
  const result: T[] = [];
  let i = from;
  for (let guard = 0; guard <= count; guard++) {
    const item = items[i % count];
    if (item !== undefined) result.push(item);
    if (i % count === to % count) break;
    i++;
  }
  return result;
}

interface CutProportions {
  readonly scale: number;
  readonly crownHeight: number;
  readonly pavilionDepth: number;
  readonly girdleHeight: number;
}

function buildBrilliantFacets(outline: SampledOutline, tableScale: number, cut: CutProportions): LocalFacet[] {
  const { scale, crownHeight, pavilionDepth, girdleHeight } = cut;
  const half = girdleHeight / 2;
  const top = outline.points.map(([u, v]): Vec3 => [u * scale, half, v * scale]);
  const bottom = outline.points.map(([u, v]): Vec3 => [u * scale, -half, v * scale]);
  const centre: Vec3 = [outline.centre[0] * scale, 0, outline.centre[1] * scale];
  const count = outline.anchors.length;
  const anchorAt = (i: number) => outline.anchors[((i % count) + count) % count] ?? 0;
  const midAt = (i: number) => findMidAnchor(outline, ((i % count) + count) % count);
  const pointAt = (list: readonly Vec3[], index: number): Vec3 => list[index] ?? centre;

  const table = Array.from({ length: count }, (_, i): Vec3 => {
    const g = pointAt(top, anchorAt(i));
    return [
      centre[0] + (g[0] - centre[0]) * tableScale,
      half + crownHeight,
      centre[2] + (g[2] - centre[2]) * tableScale,
    ];
  });
  const starReach = 0.42;
  const stars = Array.from({ length: count }, (_, i): Vec3 => {
    const edgeMiddle = lerpVec(table[i] ?? centre, table[(i + 1) % count] ?? centre, 0.5);
    const girdlePoint = pointAt(top, midAt(i));
    const p = lerpVec(edgeMiddle, girdlePoint, starReach);
    return [p[0], half + crownHeight * (1 - starReach) * 0.92, p[2]];
  });
  const culet: Vec3 = [centre[0], -half - pavilionDepth, centre[2]];
  const lowerReach = 0.6;
  const lows = Array.from({ length: count }, (_, i): Vec3 => lerpVec(pointAt(bottom, midAt(i)), culet, lowerReach));

  const facets: LocalFacet[] = [{ kind: 'table', points: table, symmetry: 0 }];
  for (let i = 0; i < count; i++) {
    const next = (i + 1) % count;
    const previous = (i - 1 + count) % count;
    const a = anchorAt(i);
    const m = midAt(i);
    const b = anchorAt(next);
    const tableI = table[i] ?? centre;
    const starI = stars[i] ?? centre;
    const lowI = lows[i] ?? culet;
    facets.push(
      { kind: 'star', points: [tableI, table[next] ?? centre, starI], symmetry: foldIndex(2 * i + 1, 2 * count) },
      {
        kind: 'kite',
        points: [tableI, stars[previous] ?? centre, pointAt(top, a), starI],
        symmetry: foldIndex(2 * i, 2 * count),
      },
      { kind: 'upper-girdle', points: [starI, ...collectArc(top, a, m)], symmetry: foldIndex(4 * i + 1, 4 * count) },
      { kind: 'upper-girdle', points: [starI, ...collectArc(top, m, b)], symmetry: foldIndex(4 * i + 3, 4 * count) },
      {
        kind: 'pavilion',
        points: [culet, lows[previous] ?? culet, pointAt(bottom, a), lowI],
        symmetry: foldIndex(2 * i, 2 * count),
      },
      {
        kind: 'lower-girdle',
        points: [lowI, ...collectArc(bottom, a, m).reverse()],
        symmetry: foldIndex(4 * i + 1, 4 * count),
      },
      {
        kind: 'lower-girdle',
        points: [lowI, ...collectArc(bottom, m, b).reverse()],
        symmetry: foldIndex(4 * i + 3, 4 * count),
      },
    );
  }
  addGirdleFacets(facets, top, bottom);
  return facets;
}

function addGirdleFacets(facets: LocalFacet[], top: readonly Vec3[], bottom: readonly Vec3[]): void {
  const count = top.length;
  for (let j = 0; j < count; j++) {
    const k = (j + 1) % count;
    const points = [top[j], top[k], bottom[k], bottom[j]].filter((p): p is Vec3 => p !== undefined);
    facets.push({ kind: 'girdle', points, symmetry: 0 });
  }
}

function buildStepFacets(outline: SampledOutline, tableScale: number, cut: CutProportions): LocalFacet[] {
  const { scale, crownHeight, pavilionDepth, girdleHeight } = cut;
  const half = girdleHeight / 2;
  const corners = outline.anchors.map((i) => outline.points[i] ?? outline.centre);
  const [cu, cv] = outline.centre;
  const ringAt = (factor: number, height: number) =>
    corners.map(([u, v]): Vec3 => [(cu + (u - cu) * factor) * scale, height, (cv + (v - cv) * factor) * scale]);
  const crown = [
    ringAt(1, half),
    ringAt(0.86, half + crownHeight * 0.42),
    ringAt(0.71, half + crownHeight * 0.78),
    ringAt(tableScale + 0.06, half + crownHeight),
  ];
  const pavilion = [
    ringAt(1, -half),
    ringAt(0.78, -half - pavilionDepth * 0.32),
    ringAt(0.55, -half - pavilionDepth * 0.62),
    ringAt(0.3, -half - pavilionDepth * 0.86),
    ringAt(0.08, -half - pavilionDepth),
  ];
  const count = corners.length;
  const facets: LocalFacet[] = [{ kind: 'table', points: crown[crown.length - 1] ?? [], symmetry: 0 }];
  const addTerraces = (rings: readonly (readonly Vec3[])[], kind: FacetKind) => {
    for (let r = 0; r < rings.length - 1; r++) {
      const outer = rings[r] ?? [];
      const inner = rings[r + 1] ?? [];
      for (let i = 0; i < count; i++) {
        const k = (i + 1) % count;
        const points = [outer[i], outer[k], inner[k], inner[i]].filter((p): p is Vec3 => p !== undefined);
        facets.push({ kind, points, symmetry: foldIndex(i, count), ring: r });
      }
    }
  };
  addTerraces(crown, 'step');
  addTerraces(pavilion, 'pavilion-step');
  facets.push({
    kind: 'pavilion-step',
    points: [...(pavilion[pavilion.length - 1] ?? [])].reverse(),
    symmetry: 0,
    ring: 9,
  });
  addGirdleFacets(facets, crown[0] ?? [], pavilion[0] ?? []);
  return facets;
}

function hashUnit(text: string): number {
  return hashText(text) / 4294967296;
}

/** Brightness of a facet, 0 (reflects the dark) to 1 (a flash of white). */
function measureFacetBrightness(facet: LocalFacet, viewNormal: Vec3, seed: string): number {
  const environment = measureStudioLight(reflectView(viewNormal));
  const noise = hashUnit(`${seed}|${facet.kind}|${facet.symmetry}|${facet.ring ?? 0}`);
  // Three bands of brightness, rather than a continuum, give the crisp contrast of a cut stone.
  const pattern = noise < 0.26 ? 0.08 + noise : noise < 0.55 ? 0.5 + (noise - 0.26) * 0.4 : 0.8 + (noise - 0.55) * 0.4;
  switch (facet.kind) {
    case 'table':
      return 0.72 + 0.18 * environment;
    case 'star':
    case 'kite':
    case 'upper-girdle':
      return clamp(0.3 * environment + 0.75 * pattern, 0, 1);
    case 'step':
      return clamp(0.35 * environment + 0.7 * ((facet.ring ?? 0) % 2 === 0 ? pattern : 1 - pattern * 0.7), 0, 1);
    case 'girdle':
      return 0.55 + 0.25 * environment;
    default:
      return clamp(0.15 + 0.75 * pattern * pattern + 0.15 * environment, 0, 1);
  }
}

function tintForFire(colour: string, facet: LocalFacet, category: StoneCategory, seed: string): string {
  const chance = category === 'moissanite' ? 0.5 : 0.1;
  const strength = category === 'moissanite' ? 0.26 : 0.1;
  const roll = hashUnit(`${seed}|fire|${facet.kind}|${facet.symmetry}|${facet.ring ?? 0}`);
  if (facet.kind === 'table' || facet.kind === 'girdle' || roll > chance) return colour;
  const hues = ['#ff9a6b', '#ffd36b', '#9fe39a', '#7fd3ff', '#b59bff', '#ff8fc8'] as const;
  const hue = hues[Math.floor((roll / chance) * hues.length) % hues.length] ?? '#ffffff';
  return mixHex(colour, hue, strength);
}

function pickSparkleFacets(
  facets: readonly { centre: Vec3; brightness: number; kind: FacetKind }[],
  count: number,
  seed: string,
) {
  const random = createSeededRandom(seed);
  return facets
    .filter((f) => f.kind !== 'table' && f.kind !== 'girdle' && f.brightness > 0.75)
    .map((f) => ({ f, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ f }) => f);
}

export interface StoneCut extends CutProportions {
  readonly outline: SampledOutline;
  /** Half the girdle's extent across (x) and along (z) the stone, in millimetres. */
  readonly halfWidth: number;
  readonly halfLength: number;
  /** Diameter of the round stone of the same face-up area, roughly. */
  readonly spread: number;
}

/** Proportions of a stone of a shape and size, before it is placed. */
export function measureStoneCut(shape: StoneShapeName, sizeMm: number): StoneCut {
  const geometry = stoneShapeGeometry[shape];
  const step = geometry.family === 'step';
  const outline = sampleStoneOutline(shape, step ? 0.05 : 0.035);
  const scale = sizeMm / 2 / Math.max(outline.halfWidth, outline.halfHeight);
  const spread = 2 * scale * Math.sqrt(outline.halfWidth * outline.halfHeight);
  return {
    outline,
    scale,
    spread,
    halfWidth: outline.halfWidth * scale,
    halfLength: outline.halfHeight * scale,
    crownHeight: spread * (step ? 0.12 : 0.15),
    pavilionDepth: spread * (step ? 0.4 : 0.43),
    girdleHeight: spread * 0.025,
  };
}

export function addFacetedStone(scene: Scene, options: StoneOptions): PlacedStone {
  const { shape, sizeMm, pose, category = 'natural', sparkles = 2, layer = layers.body } = options;
  const seed = options.seed ?? shape;
  const geometry = stoneShapeGeometry[shape];
  const cut = measureStoneCut(shape, sizeMm);
  const { outline, scale, spread } = cut;
  const step = geometry.family === 'step';
  const facets = step
    ? buildStepFacets(outline, geometry.tableScale, cut)
    : buildBrilliantFacets(outline, geometry.tableScale, cut);
  const toWorld = (p: Vec3) => applyPose(pose, p);
  const stoneCentre: Vec3 = [outline.centre[0] * scale, 0, outline.centre[1] * scale];
  const shaded: { centre: Vec3; brightness: number; kind: FacetKind }[] = [];

  let tableDepth = 0;
  let tableWorld: Vec3[] = [];
  for (const facet of facets) {
    let normal = computeNormal(facet.points);
    const middle = averageVec(facet.points);
    if (computeDot(normal, subtractVec(middle, stoneCentre)) < 0) normal = [-normal[0], -normal[1], -normal[2]];
    const worldNormal = applyMat(pose.rotation, normal);
    if (computeDot(worldNormal, scene.camera.toViewer) <= 0.002) continue;
    const viewNormal = convertToViewSpace(scene.camera, worldNormal);
    const brightness = measureFacetBrightness(facet, viewNormal, seed);
    const world = facet.points.map(toWorld);
    const facetIndex = shaded.length;
    if (facet.kind === 'girdle') {
      const colour = sampleRamp(diamondRamp, brightness);
      addPolygon(scene, world, colour, { layer, stroke: colour, strokeWidth: 0.6 });
    } else {
      // Light leaks across a facet from the facets it mirrors, so each gets a gentle gradient.
      const swing = 0.12 + 0.16 * hashUnit(`${seed}|swing|${facetIndex}`);
      const light = tintForFire(sampleRamp(diamondRamp, brightness + swing), facet, category, seed);
      const dark = tintForFire(sampleRamp(diamondRamp, brightness - swing), facet, category, seed);
      addFacet(scene, world, {
        light,
        dark,
        angle: hashUnit(`${seed}|angle|${facet.kind}|${facet.symmetry}`) * Math.PI * 2,
        id: `gem-${hashText(seed).toString(36)}-${facetIndex}`,
        layer,
      });
    }
    shaded.push({ centre: averageVec(world), brightness, kind: facet.kind });
    if (facet.kind === 'table') {
      tableWorld = world;
      tableDepth = projectPoint(scene.camera, averageVec(world)).depth;
    }
  }

  const tableCentre: Vec3 = toWorld([stoneCentre[0], cut.girdleHeight / 2 + cut.crownHeight, stoneCentre[2]]);
  if (tableWorld.length > 0) addTableReflections(scene, tableWorld, tableCentre, step, tableDepth, layer);
  addGirdleOutline(scene, outline, scale, cut.girdleHeight, toWorld, layer);

  const sparkleSize = Math.min(spread * 0.16, 0.75);
  for (const facet of pickSparkleFacets(shaded, sparkles, `${seed}|sparkle`))
    addSparkle(scene, facet.centre, sparkleSize);

  return {
    outline,
    girdle: outline.points.map(([u, v]) => toWorld([u * scale, 0, v * scale])),
    crownHeight: cut.crownHeight + cut.girdleHeight / 2,
    pavilionDepth: cut.pavilionDepth + cut.girdleHeight / 2,
    scale,
    pose,
    toWorld,
  };
}

interface FacetPaint {
  readonly light: string;
  readonly dark: string;
  /** Direction of the gradient across the facet, in radians on screen. */
  readonly angle: number;
  readonly id: string;
  readonly layer: number;
}

function addFacet(scene: Scene, points: readonly Vec3[], paint: FacetPaint): void {
  const projected = points.map((p) => projectPoint(scene.camera, p));
  const extent = projected.map((p): Point2 => [p.x, p.y]);
  const depth = projected.reduce((sum, p) => sum + p.depth, 0) / projected.length;
  scene.items.push({
    depth,
    layer: paint.layer,
    extent,
    emit: (placement) => {
      const placed = extent.map((p) => placePoint(placement, p));
      const xs = placed.map((p) => p[0]);
      const ys = placed.map((p) => p[1]);
      const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
      const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
      const reach = Math.max(1, Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 2;
      const dx = Math.cos(paint.angle) * reach;
      const dy = Math.sin(paint.angle) * reach;
      const d = placed.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${formatNumber(x, 1)} ${formatNumber(y, 1)}`).join('');
      return (
        `<linearGradient id="${paint.id}" gradientUnits="userSpaceOnUse" x1="${formatNumber(cx - dx, 1)}" y1="${formatNumber(cy - dy, 1)}" x2="${formatNumber(cx + dx, 1)}" y2="${formatNumber(cy + dy, 1)}">` +
        `<stop offset="0" stop-color="${paint.light}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>` +
        `<path d="${d}Z" fill="url(#${paint.id})" stroke="#ffffff" stroke-opacity="0.55" stroke-width="0.55" stroke-linejoin="round"/>`
      );
    },
  });
}

/**
 * Through the table one sees the pavilion's facets mirrored: for a brilliant a pinwheel of
 * light and dark "arrows", for a step cut the concentric hall-of-mirrors of its terraces.
 */
function addTableReflections(
  scene: Scene,
  table: readonly Vec3[],
  centre: Vec3,
  step: boolean,
  depth: number,
  layer: number,
) {
  const count = table.length;
  const projected = table.map((p) => projectPoint(scene.camera, p));
  const c = projectPoint(scene.camera, centre);
  const toPoint = (p: { x: number; y: number }): Point2 => [p.x, p.y];
  const shapes: { points: Point2[]; fill: string; opacity: number }[] = [];
  if (step) {
    [0.78, 0.56, 0.34].forEach((factor, r) => {
      shapes.push({
        points: projected.map((p): Point2 => [c.x + (p.x - c.x) * factor, c.y + (p.y - c.y) * factor]),
        fill: r % 2 === 0 ? '#56626f' : '#ffffff',
        opacity: r % 2 === 0 ? 0.22 : 0.55,
      });
    });
  } else {
    projected.forEach((p, i) => {
      const q = projected[(i + 1) % count] ?? p;
      const middle: Point2 = [(p.x + q.x) / 2, (p.y + q.y) / 2];
      const inner = (pt: Point2, f: number): Point2 => [c.x + (pt[0] - c.x) * f, c.y + (pt[1] - c.y) * f];
      shapes.push({ points: [toPoint(c), toPoint(p), inner(middle, 0.98)], fill: '#4d5967', opacity: 0.2 });
      shapes.push({ points: [toPoint(c), inner(middle, 0.98), toPoint(q)], fill: '#ffffff', opacity: 0.38 });
    });
    shapes.push({
      points: projected.map((p): Point2 => [c.x + (p.x - c.x) * 0.3, c.y + (p.y - c.y) * 0.3]),
      fill: '#ffffff',
      opacity: 0.35,
    });
  }
  scene.items.push({
    depth: depth + 1e-4,
    layer,
    extent: [],
    emit: (placement: Placement) =>
      shapes
        .map((s) => {
          const d = s.points.map((p, i) => {
            const [x, y] = placePoint(placement, p);
            return `${i === 0 ? 'M' : 'L'}${formatNumber(x, 1)} ${formatNumber(y, 1)}`;
          });
          return `<path d="${d.join('')}Z" fill="${s.fill}" fill-opacity="${s.opacity}"/>`;
        })
        .join(''),
  });
}

function addGirdleOutline(
  scene: Scene,
  outline: SampledOutline,
  scale: number,
  girdleHeight: number,
  toWorld: (p: Vec3) => Vec3,
  layer: number,
) {
  // A fine darker line along the crown's edge keeps a white stone from dissolving into a white page.
  const points = outline.points.map(([u, v]) =>
    projectPoint(scene.camera, toWorld([u * scale, girdleHeight / 2, v * scale])),
  );
  const depth = Math.max(...points.map((p) => p.depth));
  scene.items.push({
    depth: depth - 1e-3,
    layer,
    extent: points.map((p): Point2 => [p.x, p.y]),
    emit: (placement) => {
      const d = points
        .map((p, i) => {
          const [x, y] = placePoint(placement, [p.x, p.y]);
          return `${i === 0 ? 'M' : 'L'}${formatNumber(x, 1)} ${formatNumber(y, 1)}`;
        })
        .join('');
      return `<path d="${d}Z" fill="none" stroke="#6f7c8c" stroke-opacity="0.55" stroke-width="${formatNumber(Math.max(0.6, Math.min(1.2, placement.scale * 0.05)))}"/>`;
    },
  });
}

/** A four-pointed glint with a soft halo, sized in millimetres. */
export function addSparkle(scene: Scene, at: Vec3, sizeMm: number, layer: number = layers.sparkles): void {
  const p = projectPoint(scene.camera, at);
  scene.defs.set(
    'facet-glow',
    '<radialGradient id="facet-glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
  );
  addMarkup(
    scene,
    at,
    [],
    (placement) => {
      const [x, y] = placePoint(placement, [p.x, p.y]);
      const long = sizeMm * placement.scale;
      const short = long * 0.55;
      const w = long * 0.07;
      const star = (length: number, width: number) =>
        `M0 ${formatNumber(-length)}L${formatNumber(width)} ${formatNumber(-width)}L${formatNumber(length)} 0L${formatNumber(width)} ${formatNumber(width)}` +
        `L0 ${formatNumber(length)}L${formatNumber(-width)} ${formatNumber(width)}L${formatNumber(-length)} 0L${formatNumber(-width)} ${formatNumber(-width)}Z`;
      return (
        `<g transform="translate(${formatNumber(x)} ${formatNumber(y)})">` +
        `<circle r="${formatNumber(long * 0.42)}" fill="url(#facet-glow)"/>` +
        `<path d="${star(long, w)}" fill="#ffffff"/>` +
        `<path d="${star(short, w * 0.8)}" fill="#ffffff" fill-opacity="0.8" transform="rotate(45)"/>` +
        '</g>'
      );
    },
    layer,
  );
}

/*
 * Small round stones (pavé, halos, eternity rows) are far too many to model one by one, so a
 * single face-up brilliant is defined once and placed with an affine transform: orthographic
 * projection of a flat disc is exactly affine, so the foreshortening is still right.
 */

function defineSmallBrilliant(id: string, variant: number): string {
  const n = 8;
  const polar = (r: number, a: number): Point2 => [r * Math.cos(a), r * Math.sin(a)];
  const f = (p: Point2) => `${formatNumber(p[0], 3)} ${formatNumber(p[1], 3)}`;
  const poly = (pts: Point2[], fill: string) => `<path d="M${pts.map(f).join('L')}Z" fill="${fill}"/>`;
  // Mirror-symmetric about every kite, so the pattern reads as sparkle rather than a pinwheel.
  const parts: string[] = ['<circle r="1" fill="#d3dce6"/>'];
  const step = (2 * Math.PI) / n;
  const offset = -Math.PI / 2 + (variant === 1 ? step / 2 : 0);
  for (let i = 0; i < n; i++) {
    const a = offset + i * step;
    const brightKite = (i + variant) % 2 === 0;
    const tablePoint = polar(0.55, a);
    const starLeft = polar(0.78, a - step / 2);
    const starRight = polar(0.78, a + step / 2);
    const girdle = polar(1, a);
    parts.push(poly([tablePoint, starLeft, girdle, starRight], brightKite ? '#ffffff' : '#7f8ea0'));
    parts.push(poly([starRight, girdle, polar(1, a + step / 4)], brightKite ? '#aebbc9' : '#f2f6fa'));
    parts.push(poly([starRight, polar(1, a + step / 4), polar(1, a + step / 2)], brightKite ? '#eef3f8' : '#c2cdd9'));
    parts.push(poly([starLeft, girdle, polar(1, a - step / 4)], brightKite ? '#aebbc9' : '#f2f6fa'));
    parts.push(poly([starLeft, polar(1, a - step / 4), polar(1, a - step / 2)], brightKite ? '#eef3f8' : '#c2cdd9'));
    parts.push(poly([tablePoint, polar(0.55, a + step), starRight], '#e2e9f0'));
  }
  const table = Array.from({ length: n }, (_, i) => polar(0.55, offset + i * step));
  parts.push(poly(table, '#f3f6f9'));
  for (let i = 0; i < n; i++) {
    const a = offset + i * step;
    parts.push(
      poly(
        [[0, 0], polar(0.5, a - 0.16), polar(0.55, a), polar(0.5, a + 0.16)],
        (i + variant) % 2 === 0 ? '#b9c5d2' : '#97a6b6',
      ),
    );
  }
  parts.push('<circle r="0.18" fill="#ffffff" fill-opacity="0.8"/>');
  parts.push('<circle r="0.975" fill="none" stroke="#566273" stroke-width="0.09" stroke-opacity="0.75"/>');
  return `<g id="${id}">${parts.join('')}</g>`;
}

export function registerSmallBrilliants(scene: Scene): void {
  scene.defs.set('facet-rb-0', defineSmallBrilliant('facet-rb-0', 0));
  scene.defs.set('facet-rb-1', defineSmallBrilliant('facet-rb-1', 1));
}

export interface SmallStoneOptions {
  readonly centre: Vec3;
  /** The stone's face normal. */
  readonly normal: Vec3;
  /** Any direction in the face; fixes the rotation of the facet pattern. */
  readonly tangent: Vec3;
  readonly radius: number;
  readonly variant?: number;
  readonly layer?: number;
  readonly depthBias?: number;
}

/** Adds a small face-up round brilliant; returns false when it faces away and was skipped. */
export function addSmallStone(scene: Scene, options: SmallStoneOptions): boolean {
  const { centre, radius, layer = layers.body } = options;
  const normal = normaliseVec(options.normal);
  if (computeDot(normal, scene.camera.toViewer) <= 0.05) return false;
  registerSmallBrilliants(scene);
  const a = normaliseVec(
    subtractVec(options.tangent, [
      normal[0] * computeDot(options.tangent, normal),
      normal[1] * computeDot(options.tangent, normal),
      normal[2] * computeDot(options.tangent, normal),
    ]),
  );
  const b = computeCross(normal, a);
  const c = projectPoint(scene.camera, centre);
  const pa = projectPoint(scene.camera, [
    centre[0] + a[0] * radius,
    centre[1] + a[1] * radius,
    centre[2] + a[2] * radius,
  ]);
  const pb = projectPoint(scene.camera, [
    centre[0] + b[0] * radius,
    centre[1] + b[1] * radius,
    centre[2] + b[2] * radius,
  ]);
  const ax = pa.x - c.x;
  const ay = pa.y - c.y;
  const bx = pb.x - c.x;
  const by = pb.y - c.y;
  const reach = Math.hypot(ax, ay) + Math.hypot(bx, by);
  scene.items.push({
    depth: c.depth + (options.depthBias ?? 0),
    layer,
    extent: [
      [c.x - reach, c.y - reach],
      [c.x + reach, c.y + reach],
    ],
    emit: (placement) => {
      const s = placement.scale;
      const [x, y] = placePoint(placement, [c.x, c.y]);
      const m = [ax * s, ay * s, bx * s, by * s, x, y].map((v) => formatNumber(v, 3)).join(' ');
      return `<use href="#facet-rb-${options.variant ?? 0}" transform="matrix(${m})"/>`;
    },
  });
  return true;
}
