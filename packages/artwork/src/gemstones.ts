import type { StoneShapeName } from '@facet/contracts/lookups';

import { measureStudioLight, reflectView } from './lighting.ts';
import { sampleStoneOutline, type SampledOutline } from './sampled-outlines.ts';
import {
  addMarkup,
  addPolygon,
  applyMat,
  applyPose,
  averageVec,
  computeDot,
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
import {
  buildBrilliantFacets,
  buildStepFacets,
  computeNormal,
  type CutProportions,
  type FacetKind,
  type LocalFacet,
} from './stone-facets.ts';
import { stoneShapeGeometry } from './stone-shapes.ts';
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
