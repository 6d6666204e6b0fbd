import type { StoneShapeName } from '@facet/contracts/lookups';

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
