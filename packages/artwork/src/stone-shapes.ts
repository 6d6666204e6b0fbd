import { stoneShapes, type StoneShapeName } from '@facet/contracts/lookups';

import { formatNumber, wrapSvg } from './svg-kit.ts';

/*
 * One outline per stone shape, in a unit space (longest side spans -1..1, y grows downwards,
 * the outline starts at the top and runs clockwise). The shop-by-shape icons and the stones
 * in the jewellery drawings are both derived from it, so a pear on a ring is the same pear as
 * on the filter row.
 */

export type Point = readonly [number, number];

/** A straight segment when the control points are absent, a cubic Bézier otherwise. */
export interface OutlineSegment {
  readonly c1?: Point;
  readonly c2?: Point;
  readonly to: Point;
}

export interface StoneOutline {
  readonly start: Point;
  readonly segments: readonly OutlineSegment[];
}

/** Brilliant cuts have star and kite facets; step cuts have concentric terraces. */
export type FacetFamily = 'brilliant' | 'step';

export interface StoneShapeGeometry {
  readonly outline: StoneOutline;
  readonly family: FacetFamily;
  /** Where the table is centred: a pear's visual middle sits towards its round end. */
  readonly centre: Point;
  /** Points on the girdle where facet lines meet it. */
  readonly anchors:
    { readonly kind: 'angles'; readonly count: number } | { readonly kind: 'corners'; readonly withMidpoints: boolean };
  readonly tableScale: number;
  /** Cut-cornered shapes read better with a line from each girdle corner to the table. */
  readonly cornerLines: boolean;
}

// Control-point factor that makes one cubic per quadrant follow |x/a|^n + |y/b|^n = 1: the
// cubic's midpoint is matched to the superellipse's 45° point, which is exact for a circle.
function describeSuperellipse(halfWidth: number, halfHeight: number, exponent: number): StoneOutline {
  const k = (8 * 2 ** (-1 / exponent) - 4) / 3;
  const w = halfWidth;
  const h = halfHeight;
  return {
    start: [0, -h],
    segments: [
      { c1: [k * w, -h], c2: [w, -k * h], to: [w, 0] },
      { c1: [w, k * h], c2: [k * w, h], to: [0, h] },
      { c1: [-k * w, h], c2: [-w, k * h], to: [-w, 0] },
      { c1: [-w, -k * h], c2: [-k * w, -h], to: [0, -h] },
    ],
  };
}

function describePolygon(points: readonly Point[]): StoneOutline {
  const [first, ...rest] = points;
  if (!first) throw new Error('a polygon needs points');
  return { start: first, segments: [...rest, first].map((to) => ({ to })) };
}

function describeCutCornerRectangle(halfWidth: number, halfHeight: number, cut: number): StoneOutline {
  const w = halfWidth;
  const h = halfHeight;
  return describePolygon([
    [-w + cut, -h],
    [w - cut, -h],
    [w, -h + cut],
    [w, h - cut],
    [w - cut, h],
    [-w + cut, h],
    [-w, h - cut],
    [-w, -h + cut],
  ]);
}

/** Circular arc as cubics of at most 90°, angles in degrees, clockwise on screen when a1 > a0. */
function describeArc(centre: Point, radius: number, fromDeg: number, toDeg: number): OutlineSegment[] {
  const segments: OutlineSegment[] = [];
  const pieces = Math.max(1, Math.ceil(Math.abs(toDeg - fromDeg) / 90));
  const step = ((toDeg - fromDeg) / pieces) * (Math.PI / 180);
  const k = (4 / 3) * Math.tan(step / 4);
  let angle = fromDeg * (Math.PI / 180);
  for (let i = 0; i < pieces; i++) {
    const next = angle + step;
    const [cx, cy] = centre;
    const p0: Point = [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
    const p3: Point = [cx + radius * Math.cos(next), cy + radius * Math.sin(next)];
    segments.push({
      c1: [p0[0] - k * radius * Math.sin(angle), p0[1] + k * radius * Math.cos(angle)],
      c2: [p3[0] + k * radius * Math.sin(next), p3[1] - k * radius * Math.cos(next)],
      to: p3,
    });
    angle = next;
  }
  return segments;
}

function describePear(): StoneOutline {
  const r = 0.64;
  const cy = 1 - r;
  return {
    start: [0, -1],
    segments: [
      { c1: [0.2, -0.78], c2: [r, -0.3], to: [r, cy] },
      ...describeArc([0, cy], r, 0, 180),
      { c1: [-r, -0.3], c2: [-0.2, -0.78], to: [0, -1] },
    ],
  };
}

function describeMarquise(): StoneOutline {
  // Two arcs of radius 1.25 centred 0.75 either side meet in points at top and bottom.
  const sweep = (Math.atan2(1, 0.75) * 180) / Math.PI;
  return {
    start: [0, -1],
    segments: [
      ...describeArc([-0.75, 0], 1.25, -sweep, sweep),
      ...describeArc([0.75, 0], 1.25, 180 - sweep, 180 + sweep),
    ],
  };
}

function describeHeart(): StoneOutline {
  const lobe = 0.5;
  const radius = Math.hypot(0.5, 0.1);
  const cleftDeg = 180 + (Math.atan2(0.1, 0.5) * 180) / Math.PI;
  const turnDeg = 28;
  const turn = (turnDeg * Math.PI) / 180;
  const right: Point = [lobe + radius * Math.cos(turn), -0.42 + radius * Math.sin(turn)];
  const tangent: Point = [-Math.sin(turn), Math.cos(turn)];
  const c1: Point = [right[0] + tangent[0] * 0.42, right[1] + tangent[1] * 0.42];
  const scale = 1 / 1.01;
  const segments: OutlineSegment[] = [
    ...describeArc([lobe, -0.42], radius, cleftDeg - 360, turnDeg),
    { c1, c2: [0.32, 0.66], to: [0, 0.96] },
    { c1: [-0.32, 0.66], c2: [-c1[0], c1[1]], to: [-right[0], right[1]] },
    ...describeArc([-lobe, -0.42], radius, 180 - turnDeg, 360 - (cleftDeg - 180)),
  ];
  const scalePoint = (p: Point | undefined): Point | undefined => (p ? [p[0] * scale, p[1] * scale] : undefined);
  return {
    start: [0, -0.52 * scale],
    segments: segments.map((s) => {
      const c1s = scalePoint(s.c1);
      const c2s = scalePoint(s.c2);
      const to = scalePoint(s.to) ?? s.to;
      return c1s && c2s ? { c1: c1s, c2: c2s, to } : { to };
    }),
  };
}

const brilliantAngles = { kind: 'angles', count: 8 } as const;

export const stoneShapeGeometry: Record<StoneShapeName, StoneShapeGeometry> = {
  Round: {
    outline: describeSuperellipse(1, 1, 2),
    family: 'brilliant',
    centre: [0, 0],
    anchors: brilliantAngles,
    tableScale: 0.56,
    cornerLines: false,
  },
  Oval: {
    outline: describeSuperellipse(0.71, 1, 2),
    family: 'brilliant',
    centre: [0, 0],
    anchors: brilliantAngles,
    tableScale: 0.56,
    cornerLines: false,
  },
  Cushion: {
    outline: describeSuperellipse(0.95, 1, 3.1),
    family: 'brilliant',
    centre: [0, 0],
    anchors: brilliantAngles,
    tableScale: 0.55,
    cornerLines: false,
  },
  'Elongated Cushion': {
    outline: describeSuperellipse(0.68, 1, 3),
    family: 'brilliant',
    centre: [0, 0],
    anchors: brilliantAngles,
    tableScale: 0.55,
    cornerLines: false,
  },
  Emerald: {
    outline: describeCutCornerRectangle(0.7, 1, 0.2),
    family: 'step',
    centre: [0, 0],
    anchors: { kind: 'corners', withMidpoints: false },
    tableScale: 0.5,
    cornerLines: true,
  },
  Radiant: {
    outline: describeCutCornerRectangle(0.8, 1, 0.15),
    family: 'brilliant',
    centre: [0, 0],
    anchors: brilliantAngles,
    tableScale: 0.55,
    cornerLines: false,
  },
  Princess: {
    outline: describePolygon([
      [-0.88, -0.88],
      [0.88, -0.88],
      [0.88, 0.88],
      [-0.88, 0.88],
    ]),
    family: 'brilliant',
    centre: [0, 0],
    anchors: { kind: 'corners', withMidpoints: true },
    tableScale: 0.5,
    cornerLines: true,
  },
  Pear: {
    outline: describePear(),
    family: 'brilliant',
    centre: [0, 0.16],
    anchors: brilliantAngles,
    tableScale: 0.52,
    cornerLines: false,
  },
  Marquise: {
    outline: describeMarquise(),
    family: 'brilliant',
    centre: [0, 0],
    anchors: brilliantAngles,
    tableScale: 0.5,
    cornerLines: false,
  },
  Heart: {
    outline: describeHeart(),
    family: 'brilliant',
    centre: [0, 0.02],
    anchors: brilliantAngles,
    tableScale: 0.52,
    cornerLines: false,
  },
  Asscher: {
    outline: describeCutCornerRectangle(0.88, 0.88, 0.27),
    family: 'step',
    centre: [0, 0],
    anchors: { kind: 'corners', withMidpoints: false },
    tableScale: 0.48,
    cornerLines: true,
  },
  Hexagon: {
    outline: describePolygon([
      [0, -1],
      [0.72, -0.52],
      [0.72, 0.52],
      [0, 1],
      [-0.72, 0.52],
      [-0.72, -0.52],
    ]),
    family: 'brilliant',
    centre: [0, 0],
    anchors: { kind: 'corners', withMidpoints: false },
    tableScale: 0.52,
    cornerLines: true,
  },
};

function evaluateSegment(from: Point, segment: OutlineSegment, t: number): Point {
  const { c1, c2, to } = segment;
  if (!c1 || !c2) return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * from[0] + b * c1[0] + c * c2[0] + d * to[0], a * from[1] + b * c1[1] + c * c2[1] + d * to[1]];
}

function measureSegment(from: Point, segment: OutlineSegment): number {
  let length = 0;
  let previous = from;
  for (let i = 1; i <= 16; i++) {
    const point = evaluateSegment(from, segment, i / 16);
    length += Math.hypot(point[0] - previous[0], point[1] - previous[1]);
    previous = point;
  }
  return length;
}

export interface SampledOutline {
  /** Points around the girdle, clockwise from the top, not repeating the first. */
  readonly points: readonly Point[];
  /** Indices into points where facet lines meet the girdle, ascending. */
  readonly anchors: readonly number[];
  readonly centre: Point;
  readonly halfWidth: number;
  readonly halfHeight: number;
}

/**
 * Walks the outline at roughly even spacing, keeping every segment end as a sample so that
 * corners stay sharp and step facets line up with them.
 */
export function sampleStoneOutline(shape: StoneShapeName, spacing = 0.05): SampledOutline {
  const geometry = stoneShapeGeometry[shape];
  const points: Point[] = [];
  const segmentStarts: number[] = [];
  let from = geometry.outline.start;
  for (const segment of geometry.outline.segments) {
    segmentStarts.push(points.length);
    // An even count puts a sample exactly at each segment's middle, where princess anchors sit.
    const steps = Math.max(2, 2 * Math.round(measureSegment(from, segment) / spacing / 2));
    for (let i = 0; i < steps; i++) points.push(evaluateSegment(from, segment, i / steps));
    from = segment.to;
  }
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const halfWidth = (Math.max(...xs) - Math.min(...xs)) / 2;
  const halfHeight = (Math.max(...ys) - Math.min(...ys)) / 2;
  return {
    points,
    anchors: chooseAnchors(geometry, points, segmentStarts, halfWidth, halfHeight),
    centre: geometry.centre,
    halfWidth,
    halfHeight,
  };
}

function chooseAnchors(
  geometry: StoneShapeGeometry,
  points: readonly Point[],
  segmentStarts: readonly number[],
  halfWidth: number,
  halfHeight: number,
): number[] {
  const { anchors, centre } = geometry;
  if (anchors.kind === 'corners') {
    const result = new Set<number>();
    segmentStarts.forEach((start, i) => {
      result.add(start);
      const end = segmentStarts[i + 1] ?? points.length;
      if (anchors.withMidpoints) result.add(start + Math.round((end - start) / 2));
    });
    return [...result].sort((a, b) => a - b);
  }
  const result = new Set<number>();
  for (let i = 0; i < anchors.count; i++) {
    result.add(findNearestAngle(points, centre, halfWidth, halfHeight, -90 + (360 * i) / anchors.count));
  }
  return [...result].sort((a, b) => a - b);
}

/**
 * The outline sample in a direction from the centre; the angle is measured as if the shape were
 * stretched to a circle, so 45° lands on a corner of an elongated cushion too. -90° is the top.
 */
function findNearestAngle(
  points: readonly Point[],
  centre: Point,
  halfWidth: number,
  halfHeight: number,
  degrees: number,
): number {
  const angle = (degrees * Math.PI) / 180;
  const target = Math.atan2(Math.sin(angle) * halfHeight, Math.cos(angle) * halfWidth);
  let best = 0;
  let bestGap = Infinity;
  points.forEach(([x, y], index) => {
    const difference = Math.atan2(y - centre[1], x - centre[0]) - target;
    const gap = Math.abs(Math.atan2(Math.sin(difference), Math.cos(difference)));
    if (gap < bestGap) {
      bestGap = gap;
      best = index;
    }
  });
  return best;
}

export function findOutlineIndexAtAngle(outline: SampledOutline, degrees: number): number {
  return findNearestAngle(outline.points, outline.centre, outline.halfWidth, outline.halfHeight, degrees);
}

/** The girdle point half way (along the outline) between two anchors. */
export function findMidAnchor(outline: SampledOutline, index: number): number {
  const count = outline.points.length;
  const from = outline.anchors[index % outline.anchors.length] ?? 0;
  let to = outline.anchors[(index + 1) % outline.anchors.length] ?? 0;
  if (to <= from) to += count;
  return Math.round((from + to) / 2) % count;
}

export function describeOutlinePath(outline: StoneOutline, map: (p: Point) => Point, decimals = 2): string {
  const f = (p: Point) => {
    const [x, y] = map(p);
    return `${formatNumber(x, decimals)} ${formatNumber(y, decimals)}`;
  };
  const parts = [`M${f(outline.start)}`];
  const last = outline.segments.length - 1;
  outline.segments.forEach((segment, i) => {
    if (segment.c1 && segment.c2) parts.push(`C${f(segment.c1)} ${f(segment.c2)} ${f(segment.to)}`);
    else if (i !== last) parts.push(`L${f(segment.to)}`);
  });
  return `${parts.join('')}Z`;
}

function describePolyline(points: readonly Point[], closed: boolean, decimals = 2): string {
  const text = points
    .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${formatNumber(x, decimals)} ${formatNumber(y, decimals)}`)
    .join('');
  return closed ? `${text}Z` : text;
}

function scaleTowards(point: Point, centre: Point, factor: number): Point {
  return [centre[0] + (point[0] - centre[0]) * factor, centre[1] + (point[1] - centre[1]) * factor];
}

const iconCentre = 24;
const iconScale = 19;

function composeIconPaths(shape: StoneShapeName): string[] {
  const geometry = stoneShapeGeometry[shape];
  const outline = sampleStoneOutline(shape);
  const toIcon = (p: Point): Point => [iconCentre + p[0] * iconScale, iconCentre + p[1] * iconScale];
  const anchorPoints = outline.anchors.map((i) => outline.points[i] ?? geometry.centre);
  const paths = [describeOutlinePath(geometry.outline, toIcon)];
  const table = anchorPoints.map((p) => toIcon(scaleTowards(p, geometry.centre, geometry.tableScale)));

  if (geometry.family === 'step') {
    const step = anchorPoints.map((p) => toIcon(scaleTowards(p, geometry.centre, 0.76)));
    paths.push(describePolyline(step, true), describePolyline(table, true));
  } else {
    paths.push(describePolyline(table, true));
    // Zig-zag from each table corner out to the girdle between anchors: the star of a brilliant.
    const star: Point[] = [];
    table.forEach((t, i) => {
      star.push(t, toIcon(outline.points[findMidAnchor(outline, i)] ?? geometry.centre));
    });
    paths.push(describePolyline(star, true));
  }
  if (geometry.cornerLines) {
    paths.push(
      anchorPoints
        .map((p, i) => {
          const outer = toIcon(p);
          const inner = table[i] ?? outer;
          return `M${formatNumber(outer[0])} ${formatNumber(outer[1])}L${formatNumber(inner[0])} ${formatNumber(inner[1])}`;
        })
        .join(''),
    );
  }
  return paths;
}

export type StoneShapeIcon = { readonly viewBox: string; readonly paths: readonly string[] };

function composeStoneShapeIcons(): Record<StoneShapeName, StoneShapeIcon> {
  const icons = {} as Record<StoneShapeName, StoneShapeIcon>;
  for (const shape of stoneShapes) icons[shape] = { viewBox: '0 0 48 48', paths: composeIconPaths(shape) };
  return icons;
}

export const stoneShapeIcons: Record<StoneShapeName, StoneShapeIcon> = composeStoneShapeIcons();

export interface StoneShapeIconOptions {
  readonly size?: number;
  readonly stroke?: string;
  readonly strokeWidth?: number;
}

export function drawStoneShapeIcon(
  shape: StoneShapeName,
  { size = 48, stroke = '#2b2f36', strokeWidth = 1.25 }: StoneShapeIconOptions = {},
): string {
  const icon = stoneShapeIcons[shape];
  const body =
    `<g fill="none" stroke="${stroke}" stroke-width="${formatNumber(strokeWidth)}" stroke-linejoin="round" stroke-linecap="round">` +
    icon.paths.map((d, i) => `<path d="${d}"${i === 0 ? '' : ' stroke-opacity="0.75"'}/>`).join('') +
    '</g>';
  return wrapSvg({ width: size, height: size, defs: [], body, viewBox: icon.viewBox });
}
