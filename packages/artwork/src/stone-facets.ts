import { findMidAnchor, type SampledOutline } from './sampled-outlines.ts';
import { lerpVec, normaliseVec, type Vec3 } from './scene-3d.ts';

export type FacetKind =
  'table' | 'star' | 'kite' | 'upper-girdle' | 'girdle' | 'pavilion' | 'lower-girdle' | 'step' | 'pavilion-step';

export interface LocalFacet {
  readonly kind: FacetKind;
  readonly points: readonly Vec3[];
  /** Position around the stone, folded so mirror-image facets share a value. */
  readonly symmetry: number;
  readonly ring?: number;
}

export function computeNormal(points: readonly Vec3[]): Vec3 {
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

export interface CutProportions {
  readonly scale: number;
  readonly crownHeight: number;
  readonly pavilionDepth: number;
  readonly girdleHeight: number;
}

export function buildBrilliantFacets(outline: SampledOutline, tableScale: number, cut: CutProportions): LocalFacet[] {
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

export function buildStepFacets(outline: SampledOutline, tableScale: number, cut: CutProportions): LocalFacet[] {
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
