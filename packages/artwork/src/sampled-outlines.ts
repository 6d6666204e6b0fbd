import type { StoneShapeName } from '@facet/contracts/lookups';

import { stoneShapeGeometry, type OutlineSegment, type Point, type StoneShapeGeometry } from './stone-shapes.ts';

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
