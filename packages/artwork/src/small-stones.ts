import { layers } from './gemstones.ts';
import {
  computeCross,
  computeDot,
  normaliseVec,
  placePoint,
  projectPoint,
  subtractVec,
  type Point2,
  type Scene,
  type Vec3,
} from './scene-3d.ts';
import { formatNumber } from './svg-kit.ts';

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
