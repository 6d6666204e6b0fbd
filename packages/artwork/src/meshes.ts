import {
  addVec,
  averageVec,
  computeCross,
  computeDot,
  normaliseVec,
  scaleVec,
  subtractVec,
  type Point2,
  type Vec3,
} from './scene-3d.ts';

export interface MeshFace {
  readonly points: readonly Vec3[];
  readonly normal: Vec3;
  /** Which profile segment of a sweep the face came from, to vary finish across a band. */
  readonly tag?: number;
}

/**
 * A surface of revolution: `profile` (radial distance, height along the axis) swept around
 * `axis` through the given angles. Normals come from the profile, so curved cross-sections
 * shade smoothly across the band.
 */
export interface SweepOptions {
  readonly centre: Vec3;
  /** Direction of angle 0 and angle 90° in the plane of the circle. */
  readonly u: Vec3;
  readonly v: Vec3;
  readonly axis: Vec3;
  readonly profile: readonly Point2[];
  readonly steps: number;
  readonly fromDegrees?: number;
  readonly toDegrees?: number;
  readonly closedProfile?: boolean;
  /** Lets a band taper, e.g. thinner under a setting: returns a scale for (radial offset, width). */
  readonly modulate?: (angleDegrees: number) => { readonly thickness: number; readonly width: number };
  /** The radius the thickness scale is measured from. */
  readonly innerRadius?: number;
  /** Close the ends of a sweep that stops short of a full turn. */
  readonly caps?: boolean;
}

export function buildSweep(options: SweepOptions): MeshFace[] {
  const { centre, u, v, axis, profile, steps } = options;
  const from = options.fromDegrees ?? 0;
  const to = options.toDegrees ?? 360;
  const closedProfile = options.closedProfile ?? true;
  const inner = options.innerRadius ?? 0;
  const ring = (degrees: number): { points: Vec3[]; radial: Vec3 } => {
    const a = (degrees * Math.PI) / 180;
    const radial = addVec(scaleVec(u, Math.cos(a)), scaleVec(v, Math.sin(a)));
    const m = options.modulate?.(degrees) ?? { thickness: 1, width: 1 };
    const points = profile.map(([r, h]) => {
      const radius = inner + (r - inner) * m.thickness;
      return addVec(centre, addVec(scaleVec(radial, radius), scaleVec(axis, h * m.width)));
    });
    return { points, radial };
  };
  const faces: MeshFace[] = [];
  const segmentCount = closedProfile ? profile.length : profile.length - 1;
  let previous = ring(from);
  for (let s = 1; s <= steps; s++) {
    const current = ring(from + ((to - from) * s) / steps);
    const midRadial = normaliseVec(addVec(previous.radial, current.radial));
    for (let j = 0; j < segmentCount; j++) {
      const k = (j + 1) % profile.length;
      const a = previous.points[j];
      const b = previous.points[k];
      const c = current.points[k];
      const d = current.points[j];
      const p0 = profile[j];
      const p1 = profile[k];
      if (!a || !b || !c || !d || !p0 || !p1) continue;
      // Outward normal of the profile edge, for a profile that runs counter-clockwise in (r, h).
      const dr = p1[0] - p0[0];
      const dh = p1[1] - p0[1];
      const length = Math.hypot(dr, dh) || 1;
      const normal = normaliseVec(addVec(scaleVec(midRadial, dh / length), scaleVec(axis, -dr / length)));
      faces.push({ points: [a, b, c, d], normal, tag: j });
    }
    previous = current;
  }
  if (options.caps && Math.abs(to - from) < 360) {
    // Flat ends where an open sweep stops, e.g. either side of a hoop's hinge.
    for (const [degrees, sign] of [
      [from, -1],
      [to, 1],
    ] as const) {
      const a = (degrees * Math.PI) / 180;
      const tangent = addVec(scaleVec(u, -Math.sin(a)), scaleVec(v, Math.cos(a)));
      faces.push({ points: ring(degrees).points, normal: scaleVec(tangent, sign) });
    }
  }
  return faces;
}

/** A tube of round section along a path, e.g. a prong or a wire. */
export function buildTube(
  path: readonly Vec3[],
  radius: number | ((t: number) => number),
  sides = 10,
  closed = false,
): MeshFace[] {
  const count = path.length;
  const radiusAt = typeof radius === 'number' ? () => radius : radius;
  const tangents = path.map((p, i) => {
    const prev = path[closed ? (i - 1 + count) % count : Math.max(0, i - 1)] ?? p;
    const next = path[closed ? (i + 1) % count : Math.min(count - 1, i + 1)] ?? p;
    return normaliseVec(subtractVec(next, prev));
  });
  // Parallel transport keeps the ring of vertices from twisting along the path.
  const firstTangent = tangents[0] ?? [0, 1, 0];
  let normal = normaliseVec(computeCross(firstTangent, Math.abs(firstTangent[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0]));
  const rings: { points: Vec3[]; normals: Vec3[] }[] = [];
  path.forEach((p, i) => {
    const tangent = tangents[i] ?? firstTangent;
    normal = normaliseVec(subtractVec(normal, scaleVec(tangent, computeDot(normal, tangent))));
    const binormal = computeCross(tangent, normal);
    const r = radiusAt(count > 1 ? i / (count - 1) : 0);
    const normals: Vec3[] = [];
    const points: Vec3[] = [];
    for (let s = 0; s < sides; s++) {
      const a = (2 * Math.PI * s) / sides;
      const n = addVec(scaleVec(normal, Math.cos(a)), scaleVec(binormal, Math.sin(a)));
      normals.push(n);
      points.push(addVec(p, scaleVec(n, r)));
    }
    rings.push({ points, normals });
  });
  const faces: MeshFace[] = [];
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const a = rings[i];
    const b = rings[(i + 1) % count];
    if (!a || !b) continue;
    for (let s = 0; s < sides; s++) {
      const t = (s + 1) % sides;
      const points = [a.points[s], a.points[t], b.points[t], b.points[s]].filter((p): p is Vec3 => p !== undefined);
      const normals = [a.normals[s], a.normals[t], b.normals[t], b.normals[s]].filter(
        (p): p is Vec3 => p !== undefined,
      );
      faces.push({ points, normal: normaliseVec(averageVec(normals)) });
    }
  }
  return faces;
}

export function buildSphere(centre: Vec3, radius: number, rings = 8, segments = 12): MeshFace[] {
  const faces: MeshFace[] = [];
  const at = (i: number, j: number): Vec3 => {
    const theta = (Math.PI * i) / rings;
    const phi = (2 * Math.PI * j) / segments;
    return [Math.sin(theta) * Math.cos(phi), Math.cos(theta), Math.sin(theta) * Math.sin(phi)];
  };
  for (let i = 0; i < rings; i++) {
    for (let j = 0; j < segments; j++) {
      const corners = [at(i, j), at(i, j + 1), at(i + 1, j + 1), at(i + 1, j)];
      faces.push({
        points: corners.map((n) => addVec(centre, scaleVec(n, radius))),
        normal: normaliseVec(averageVec(corners)),
      });
    }
  }
  return faces;
}
