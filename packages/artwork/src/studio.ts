import { measureExtent, placePoint, projectPoint, renderScene, type Box, type Scene, type Vec3 } from './scene-3d.ts';
import { formatNumber, wrapSvg } from './svg-kit.ts';

/*
 * The shop's one photographic set: a seamless ivory sweep lit from the upper right, and the
 * shadows that anchor a piece to it. Every picture is composed here so they all share a light.
 */

export type PieceShadow =
  | {
      /** A piece standing on its edge: a soft oval where it touches the floor. */
      readonly kind: 'contact';
      readonly centre: Vec3;
      /** Half-axes of the shadow on the floor, in millimetres. */
      readonly axisA: Vec3;
      readonly axisB: Vec3;
    }
  | {
      /** A piece lying flat: a blurred copy of its silhouette, offset downwards. */
      readonly kind: 'drop';
      readonly softnessMm?: number;
    };

export interface Piece {
  readonly scene: Scene;
  readonly shadow: PieceShadow;
}

export interface PiecePlacement {
  readonly piece: Piece;
  readonly box: Box;
  /** Pixels per millimetre; pieces in one picture share it so their sizes stay true. */
  readonly scale?: number;
}

export interface StudioPicture {
  readonly width: number;
  readonly height: number;
  readonly placements: readonly PiecePlacement[];
  /** Where the light pools, as fractions of the picture. */
  readonly lightAt?: readonly [number, number];
  /**
   * Leaves the backdrop's sweep out (transparent there), for laying the piece over the
   * backdrop drawn once (`drawStudioBackdrop`) rather than drawing it again in every picture.
   */
  readonly withoutBackdrop?: boolean;
}

function describeBackdrop(
  width: number,
  height: number,
  lightAt: readonly [number, number],
): { defs: string[]; body: string } {
  const [lx, ly] = lightAt;
  const defs = [
    '<linearGradient id="studio-sweep" x1="0" y1="0" x2="0" y2="1">' +
      '<stop offset="0" stop-color="#f7f5f1"/><stop offset="0.55" stop-color="#f3f0eb"/><stop offset="1" stop-color="#ebe6df"/>' +
      '</linearGradient>',
    `<radialGradient id="studio-light" cx="${formatNumber(lx)}" cy="${formatNumber(ly)}" r="0.7" gradientTransform="translate(${formatNumber(lx)} ${formatNumber(ly)}) scale(${formatNumber(Math.min(1, height / width) * 1.4)} 1) translate(${formatNumber(-lx)} ${formatNumber(-ly)})">` +
      '<stop offset="0" stop-color="#fffefc" stop-opacity="0.95"/><stop offset="0.5" stop-color="#fdfbf8" stop-opacity="0.45"/><stop offset="1" stop-color="#fdfbf8" stop-opacity="0"/>' +
      '</radialGradient>',
    '<radialGradient id="studio-vignette" cx="0.5" cy="0.45" r="0.75">' +
      '<stop offset="0.6" stop-color="#a8998a" stop-opacity="0"/><stop offset="1" stop-color="#a8998a" stop-opacity="0.12"/>' +
      '</radialGradient>',
    '<radialGradient id="studio-contact"><stop offset="0" stop-color="#4a3f35" stop-opacity="0.34"/>' +
      '<stop offset="0.45" stop-color="#4a3f35" stop-opacity="0.14"/><stop offset="1" stop-color="#4a3f35" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="studio-contact-core"><stop offset="0" stop-color="#3a3029" stop-opacity="0.5"/>' +
      '<stop offset="1" stop-color="#3a3029" stop-opacity="0"/></radialGradient>',
  ];
  const body =
    `<rect width="${width}" height="${height}" fill="url(#studio-sweep)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#studio-light)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#studio-vignette)"/>`;
  return { defs, body };
}

function describeContactShadow(
  scene: Scene,
  shadow: Extract<PieceShadow, { kind: 'contact' }>,
  placement: ReturnType<typeof renderScene>['placement'],
): string {
  const c = projectPoint(scene.camera, shadow.centre);
  const a = projectPoint(scene.camera, [
    shadow.centre[0] + shadow.axisA[0],
    shadow.centre[1] + shadow.axisA[1],
    shadow.centre[2] + shadow.axisA[2],
  ]);
  const b = projectPoint(scene.camera, [
    shadow.centre[0] + shadow.axisB[0],
    shadow.centre[1] + shadow.axisB[1],
    shadow.centre[2] + shadow.axisB[2],
  ]);
  const [x, y] = placePoint(placement, [c.x, c.y]);
  const s = placement.scale;
  const ellipse = (k: number, fill: string, dy = 0) =>
    `<circle r="1" fill="${fill}" transform="matrix(${[
      (a.x - c.x) * s * k,
      (a.y - c.y) * s * k,
      (b.x - c.x) * s * k,
      (b.y - c.y) * s * k,
      x,
      y + dy,
    ]
      .map((v) => formatNumber(v, 3))
      .join(' ')})"/>`;
  // A wide soft pool plus a tight dark core where the metal actually meets the floor.
  return ellipse(1.6, 'url(#studio-contact)', 0.3 * s) + ellipse(0.55, 'url(#studio-contact-core)');
}

/** The backdrop alone, as `composeStudioPicture` draws it behind the pieces. */
export function drawStudioBackdrop({
  width,
  height,
  lightAt = [0.62, 0.3],
}: Pick<StudioPicture, 'width' | 'height' | 'lightAt'>): string {
  const backdrop = describeBackdrop(width, height, lightAt);
  return wrapSvg({ width, height, defs: backdrop.defs, body: backdrop.body });
}

export function composeStudioPicture({
  width,
  height,
  placements,
  lightAt = [0.62, 0.3],
  withoutBackdrop = false,
}: StudioPicture): string {
  const backdrop = describeBackdrop(width, height, lightAt);
  const defs = new Map<string, string>(backdrop.defs.map((d, i) => [`backdrop-${i}`, d]));
  const parts: string[] = withoutBackdrop ? [] : [backdrop.body];
  placements.forEach(({ piece, box, scale }, index) => {
    const rendered = renderScene(piece.scene, box, scale);
    for (const [id, def] of rendered.defs) defs.set(id, def);
    if (piece.shadow.kind === 'contact') {
      parts.push(describeContactShadow(piece.scene, piece.shadow, rendered.placement));
      parts.push(`<g>${rendered.body}</g>`);
    } else {
      const blur = (piece.shadow.softnessMm ?? 0.9) * rendered.placement.scale;
      const id = `studio-drop-${index}`;
      defs.set(
        id,
        `<filter id="${id}" x="-15%" y="-15%" width="130%" height="140%" color-interpolation-filters="sRGB">` +
          `<feGaussianBlur in="SourceAlpha" stdDeviation="${formatNumber(blur)}"/>` +
          `<feOffset dx="${formatNumber(blur * 0.3)}" dy="${formatNumber(blur * 1.1)}" result="offset"/>` +
          '<feFlood flood-color="#4a3f35" flood-opacity="0.22"/><feComposite in2="offset" operator="in" result="shadow"/>' +
          '<feMerge><feMergeNode in="shadow"/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
      );
      parts.push(`<g filter="url(#${id})">${rendered.body}</g>`);
    }
  });
  return wrapSvg({ width, height, defs: defs.values(), body: parts.join('') });
}

/** Pixels per millimetre that fit a piece into a box, for sharing one scale between pieces. */
export function measureFitScale(scene: Scene, box: Box): number {
  const { minX, minY, maxX, maxY } = measureExtent(scene.items);
  return Math.min(box.width / Math.max(1e-6, maxX - minX), box.height / Math.max(1e-6, maxY - minY));
}
