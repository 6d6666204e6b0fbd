import { stoneShapes, type StoneShapeName } from '@facet/contracts/lookups';

import { findMidAnchor, sampleStoneOutline } from './sampled-outlines.ts';
import { stoneShapeGeometry, type Point, type StoneOutline } from './stone-shapes.ts';
import { formatNumber, wrapSvg } from './svg-kit.ts';

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

/**
 * Every shape's icon, each drawn the first time it is read and kept: drawn all at once when the
 * module loads, they cost a phone several milliseconds of one long task before a page could
 * hydrate, for icons most pages never show.
 */
function composeStoneShapeIcons(): Record<StoneShapeName, StoneShapeIcon> {
  const icons = {} as Record<StoneShapeName, StoneShapeIcon>;
  for (const shape of stoneShapes) {
    let icon: StoneShapeIcon | undefined;
    Object.defineProperty(icons, shape, {
      enumerable: true,
      get: () => (icon ??= { viewBox: '0 0 48 48', paths: composeIconPaths(shape) }),
    });
  }
  return icons;
}

export const stoneShapeIcons: Readonly<Record<StoneShapeName, StoneShapeIcon>> = composeStoneShapeIcons();

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
