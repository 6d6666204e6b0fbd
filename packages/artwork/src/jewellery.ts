import type { MetalColour, StoneShapeName } from '@facet/contracts/lookups';

import { addFacetedStone, addSmallStone, layers, measureStoneCut, type StoneCategory } from './gemstones.ts';
import { resolveMetalColour, resolveMetalTones, type MetalChoice, type MetalTones } from './metal-colours.ts';
import {
  addBand,
  addBeads,
  addChain,
  addEngraving,
  addSkirt,
  addTube,
  locateOnBand,
  sampleCubic,
  type BandSpec,
} from './metalwork.ts';
import {
  addVec,
  createCamera,
  computeCross,
  createScene,
  identityMat,
  lerpVec,
  multiplyMat,
  normaliseVec,
  rotateAboutAxis,
  scaleVec,
  type Camera,
  type Scene,
  type Vec3,
} from './scene-3d.ts';
import {
  addBandStones,
  addBezelSetting,
  addHalo,
  addLinkBox,
  addMilgrainEdges,
  addProngSetting,
  addScrollEngraving,
  addStud,
  addVineAndLeaves,
  createProngBase,
  findBandTopY,
  offsetGirdle,
  sizeStoneLike,
} from './settings.ts';
import { findOutlineIndexAtAngle } from './stone-shapes.ts';
import { composeStudioPicture, measureFitScale, type Piece } from './studio.ts';

/*
 * Parametric pieces, modelled at real size in millimetres (a size 6½ ring, a 1¼ carat centre
 * stone) so proportions stay believable whatever the parameters. Each `build…Piece` returns a
 * scene that site-imagery.ts can arrange with others; each `draw…` returns a finished picture.
 */

export type RingStyle =
  'solitaire' | 'halo' | 'hidden-halo' | 'three-stone' | 'side-stone' | 'pave' | 'vintage' | 'toi-et-moi' | 'nature';

export const ringDrawingStyles: readonly RingStyle[] = [
  'solitaire',
  'halo',
  'hidden-halo',
  'three-stone',
  'side-stone',
  'pave',
  'vintage',
  'toi-et-moi',
  'nature',
];

export type BandStyle =
  | 'classic'
  | 'diamonds-all-around'
  | 'eternity'
  | 'diamonds-halfway'
  | 'pave'
  | 'cigar-band'
  | 'designer'
  | 'knife-edge';

export const bandDrawingStyles: readonly BandStyle[] = [
  'classic',
  'diamonds-all-around',
  'eternity',
  'diamonds-halfway',
  'pave',
  'cigar-band',
  'designer',
  'knife-edge',
];

const ringInnerRadius = 8.7;
const ringThickness = 1.75;
const centreStoneSpread = 7.2;

export interface RingOptions {
  readonly metal: MetalChoice;
  readonly shape: StoneShapeName;
  readonly style: RingStyle;
  readonly bandWidthMm?: number;
  /** Picture size in pixels (square). */
  readonly size?: number;
  readonly category?: StoneCategory;
}

export const ringCamera: Camera = createCamera(20, 42);

/** One piece alone in a square picture, placed in a box given as fractions of the side. */
function drawAlone(piece: Piece, size = 800, box: { x: number; y: number; width: number; height: number }): string {
  return composeStudioPicture({
    width: size,
    height: size,
    placements: [
      { piece, box: { x: size * box.x, y: size * box.y, width: size * box.width, height: size * box.height } },
    ],
  });
}

export function buildRingPiece(
  { metal, shape, style, bandWidthMm, category }: Omit<RingOptions, 'size'>,
  camera: Camera = ringCamera,
): Piece {
  const scene = createScene(camera);
  const tones = resolveMetalTones(metal);
  const width = bandWidthMm ?? (style === 'pave' || style === 'side-stone' || style === 'vintage' ? 2.3 : 2);
  const band: BandSpec = {
    innerRadius: ringInnerRadius,
    thickness: ringThickness,
    width,
    profile: 'court',
    taper: { width: 0.82, thickness: 0.8, spreadDegrees: 50 },
  };
  addBand(scene, tones, band, 280);
  const top = locateOnBand(band, 90).point[1];
  const seed = `${shape}|${style}`;
  const spread =
    style === 'halo' || style === 'vintage'
      ? centreStoneSpread * 0.88
      : style === 'toi-et-moi'
        ? centreStoneSpread * 0.78
        : centreStoneSpread;
  const sizeMm = sizeStoneLike(shape, spread);
  const cut = measureStoneCut(shape, sizeMm);
  const lift = style === 'halo' || style === 'vintage' ? 1.1 : style === 'hidden-halo' ? 0.8 : 0.5;
  const girdleY = top + lift + cut.pavilionDepth + cut.girdleHeight / 2;
  const prongBase = createProngBase(band);

  if (style === 'toi-et-moi') {
    const twist = 24;
    for (const side of [-1, 1]) {
      const rotation = multiplyMat(
        rotateAboutAxis([0, 0, 1], side * -9),
        rotateAboutAxis([0, 1, 0], twist + (side > 0 ? 180 : 0)),
      );
      const origin: Vec3 = [side * (cut.halfWidth * 1.02 + 0.15), girdleY - 0.3, -side * cut.halfLength * 0.32];
      addProngSetting(scene, tones, {
        shape,
        sizeMm,
        pose: { rotation, origin },
        category,
        seed: `${seed}|${side}`,
        prongBase: createProngBase(band, 0.75),
        sparkles: 1,
      });
    }
  } else {
    const stone = addProngSetting(scene, tones, {
      shape,
      sizeMm,
      pose: { rotation: identityMat, origin: [0, girdleY, 0] },
      category,
      seed,
      prongBase,
    });
    if (style === 'halo' || style === 'vintage') {
      addHalo(scene, tones, stone, {
        gap: 0.22,
        stoneRadius: 0.52,
        drop: 0.3,
        tilt: 14,
        milgrain: style === 'vintage',
      });
    }
    if (style === 'hidden-halo') {
      addHalo(scene, tones, stone, {
        gap: -0.05,
        stoneRadius: 0.4,
        drop: cut.pavilionDepth * 0.3,
        tilt: 58,
        inset: 0.78,
      });
    }
    if (style === 'three-stone') {
      const sideShape: StoneShapeName = shape === 'Pear' || shape === 'Marquise' || shape === 'Heart' ? 'Round' : shape;
      const sideSize = sizeStoneLike(sideShape, centreStoneSpread * 0.62);
      const sideCut = measureStoneCut(sideShape, sideSize);
      for (const side of [-1, 1]) {
        const x = side * (cut.halfWidth + sideCut.halfWidth + 0.35);
        const origin: Vec3 = [x, findBandTopY(band, x) + 0.35 + sideCut.pavilionDepth, 0];
        addProngSetting(scene, tones, {
          shape: sideShape,
          sizeMm: sideSize,
          pose: { rotation: rotateAboutAxis([0, 0, 1], side * -16), origin },
          category,
          seed: `${seed}|side${side}`,
          prongBase: createProngBase(band, 0.85),
          sparkles: 1,
          rail: false,
        });
      }
    }
  }

  if (style === 'pave' || style === 'halo') {
    addBandStones(scene, tones, band, { fromDegrees: 90 + 17, toDegrees: 90 + 82, radius: 0.5 });
    addBandStones(scene, tones, band, { fromDegrees: 90 - 82, toDegrees: 90 - 17, radius: 0.5 });
  }
  if (style === 'side-stone') {
    const graduated = (degrees: number) => 0.72 - (Math.abs(degrees - 90) - 20) * 0.006;
    addBandStones(scene, tones, band, { fromDegrees: 90 + 20, toDegrees: 90 + 55, radius: graduated });
    addBandStones(scene, tones, band, { fromDegrees: 90 - 55, toDegrees: 90 - 20, radius: graduated });
  }
  if (style === 'vintage') {
    addMilgrainEdges(scene, tones, band, 18);
    addScrollEngraving(scene, tones, band, 22);
  }
  if (style === 'nature') addVineAndLeaves(scene, tones, band);

  const bottom = -(ringInnerRadius + ringThickness);
  return {
    scene,
    shadow: { kind: 'contact', centre: [0, bottom, 0], axisA: [top * 0.75, 0, 0], axisB: [0, 0, width / 2 + 1.2] },
  };
}

export function drawRing(options: RingOptions): string {
  return drawAlone(buildRingPiece(options), options.size, { x: 0.16, y: 0.1, width: 0.68, height: 0.74 });
}

export interface BandOptions {
  readonly metal: MetalChoice;
  readonly style: BandStyle;
  readonly widthMm?: number;
  readonly size?: number;
}

export const bandCamera: Camera = createCamera(34, 30);

const defaultBandWidths: Record<BandStyle, number> = {
  classic: 3,
  'diamonds-all-around': 2.6,
  eternity: 2.6,
  'diamonds-halfway': 2.6,
  pave: 3.2,
  'cigar-band': 6.5,
  designer: 4,
  'knife-edge': 2.6,
};

const contrastingMetal: Record<MetalColour, MetalColour> = { white: 'yellow', yellow: 'white', rose: 'white' };

export function buildBandPiece(
  { metal, style, widthMm }: Omit<BandOptions, 'size'>,
  camera: Camera = bandCamera,
  innerRadius = ringInnerRadius,
): Piece {
  const scene = createScene(camera);
  const tones = resolveMetalTones(metal);
  const width = widthMm ?? defaultBandWidths[style];
  const stoneSet =
    style === 'eternity' || style === 'diamonds-all-around' || style === 'diamonds-halfway' || style === 'pave';
  const band: BandSpec = {
    innerRadius,
    thickness: style === 'cigar-band' ? 1.9 : stoneSet ? 2 : 1.8,
    width,
    profile:
      style === 'knife-edge'
        ? 'knife-edge'
        : style === 'cigar-band' || style === 'designer' || stoneSet
          ? 'flat'
          : 'court',
  };
  const stripe = width / 6;
  const accent = resolveMetalTones(contrastingMetal[resolveMetalColour(metal)]);
  addBand(scene, tones, band, 320, {
    tonesFor:
      style === 'designer'
        ? (face) => {
            const c = face.points.reduce((sum, p) => sum + p[2], 0) / face.points.length;
            const outside =
              face.points.reduce((sum, p) => sum + Math.hypot(p[0], p[1]), 0) / face.points.length >
              innerRadius + band.thickness * 0.5;
            return outside && Math.abs(c) < stripe ? accent : tones;
          }
        : undefined,
  });
  const stoneRadius = Math.min(1.05, width / 2 - 0.36);
  if (style === 'eternity' || style === 'diamonds-all-around') {
    addBandStones(scene, tones, band, {
      fromDegrees: 90,
      toDegrees: 450,
      radius: stoneRadius,
      fullCircle: true,
      beadRadius: 0.2,
    });
  }
  if (style === 'diamonds-halfway') {
    addBandStones(scene, tones, band, { fromDegrees: 0, toDegrees: 180, radius: stoneRadius, beadRadius: 0.2 });
  }
  if (style === 'pave') {
    const rs = Math.min(0.5, width / 7);
    const rows = [-0.58, 0, 0.58];
    rows.forEach((across, i) => {
      addBandStones(scene, tones, band, {
        fromDegrees: -10,
        toDegrees: 190,
        radius: rs,
        across,
        offsetSteps: i === 1 ? 0.5 : 0,
        beadRadius: rs * 0.3,
      });
    });
  }
  if (style === 'designer') {
    for (const across of [-1 / 3, 1 / 3]) {
      for (let start = 0; start < 360; start += 6) {
        const path = Array.from({ length: 4 }, (_, k) => locateOnBand(band, start + k * 2.05, across));
        const middle = path[1];
        if (!middle) continue;
        addEngraving(
          scene,
          tones,
          path.map((p) => p.point),
          middle.normal,
          0.06,
        );
      }
    }
  }
  const bottom = -(innerRadius + band.thickness);
  return {
    scene,
    shadow: {
      kind: 'contact',
      centre: [0, bottom, 0],
      axisA: [(innerRadius + band.thickness) * 0.75, 0, 0],
      axisB: [0, 0, width / 2 + 1.2],
    },
  };
}

export function drawBand(options: BandOptions): string {
  return drawAlone(buildBandPiece(options), options.size, { x: 0.17, y: 0.16, width: 0.66, height: 0.66 });
}

export type EarringKind = 'studs' | 'drop' | 'hoops' | 'crawler';

export interface EarringOptions {
  readonly metal: MetalChoice;
  readonly kind: EarringKind;
  readonly shape: StoneShapeName;
  readonly size?: number;
  readonly category?: StoneCategory;
}

export const flatLayCamera: Camera = createCamera(0, 62);

function buildDropEarring(
  scene: Scene,
  tones: MetalTones,
  shape: StoneShapeName,
  x: number,
  seed: string,
  category?: StoneCategory,
): void {
  addStud(scene, tones, 'Round', 3.4, [x, 0.9, 0], `${seed}|top`, category);
  const sizeMm = sizeStoneLike(shape, 6.2);
  const cut = measureStoneCut(shape, sizeMm);
  const linkZ = 3.3;
  const loop = Array.from({ length: 16 }, (_, i): Vec3 => {
    const a = (2 * Math.PI * i) / 16;
    return [x, 0.6 + Math.sin(a) * 0.75, linkZ + Math.cos(a) * 0.75];
  });
  addTube(scene, tones, loop, 0.2, { closed: true, sides: 8 });
  const haloGap = 0.2;
  const haloStone = 0.42;
  const centreZ = linkZ + 0.9 + cut.halfLength + haloGap + 2 * haloStone + 0.3;
  const stone = addProngSetting(scene, tones, {
    shape,
    sizeMm,
    pose: { rotation: identityMat, origin: [x, 1.2, centreZ] },
    seed,
    category,
    prongBase: (g) => addVec(lerpVec(g, [x, 1.2, centreZ], 0.6), [0, -cut.pavilionDepth - 0.3, 0]),
    rail: false,
  });
  addHalo(scene, tones, stone, { gap: haloGap, stoneRadius: haloStone, drop: 0.25, tilt: 10 });
  const topOfHalo = centreZ - cut.halfLength - haloGap - 2 * haloStone;
  addTube(
    scene,
    tones,
    [
      [x, 0.6, linkZ + 0.7],
      [x, 0.9, (linkZ + 0.7 + topOfHalo) / 2],
      [x, 1.0, topOfHalo + 0.2],
    ],
    0.24,
    { sides: 8 },
  );
}

function buildCrawler(
  scene: Scene,
  tones: MetalTones,
  shape: StoneShapeName,
  mirror: number,
  offsetX: number,
  seed: string,
  category?: StoneCategory,
): void {
  // Graduated stones on a gentle arc, as a crawler follows the rim of the ear; the lead stone
  // (the chosen shape) sits at the lobe.
  const sizes = [3.6, 2.8, 2.4, 2.1, 1.8, 1.5];
  const cuts = sizes.map((diameter, i) =>
    i === 0 ? measureStoneCut(shape, sizeStoneLike(shape, diameter)) : measureStoneCut('Round', diameter),
  );
  const total = cuts.reduce((sum, cut) => sum + 2 * cut.halfLength + 0.35, 0);
  const radius = 17;
  const sweep = total / radius;
  let along = 0;
  const rail: Vec3[] = [];
  cuts.forEach((cut, i) => {
    along += cut.halfLength;
    const angle = along / radius - sweep / 2;
    const position: Vec3 = [offsetX + mirror * radius * (1 - Math.cos(angle)), 0.6, -radius * Math.sin(angle)];
    const rotation = rotateAboutAxis([0, 1, 0], mirror * ((angle * 180) / Math.PI));
    addProngSetting(scene, tones, {
      shape: i === 0 ? shape : 'Round',
      sizeMm: i === 0 ? sizeStoneLike(shape, sizes[0] ?? 3.6) : (sizes[i] ?? 1.5),
      pose: { rotation, origin: position },
      seed: `${seed}|${i}`,
      category,
      prongBase: (g) => addVec(lerpVec(g, position, 0.55), [0, -cut.pavilionDepth - 0.2, 0]),
      sparkles: i < 2 ? 1 : 0,
      rail: false,
    });
    rail.push(addVec(position, [0, -cut.pavilionDepth * 0.8, 0]));
    along += cut.halfLength + 0.35;
  });
  addTube(scene, tones, rail, 0.35, { sides: 8 });
}

function buildHoopPiece(metal: MetalChoice, camera: Camera): Piece {
  const scene = createScene(camera);
  const tones = resolveMetalTones(metal);
  const band: BandSpec = { innerRadius: 6.4, thickness: 2, width: 2.2, profile: 'comfort' };
  addBand(scene, tones, band, 220, { gapDegrees: 16 });
  addBandStones(scene, tones, band, { fromDegrees: -70, toDegrees: 118, radius: 0.62, beadRadius: 0.15 });
  // The hinged post bridges the gap at the top and disappears into the far side.
  const top = band.innerRadius + band.thickness * 0.45;
  const post = Array.from({ length: 7 }, (_, i): Vec3 => {
    const a = ((90 - 14 + (28 * i) / 6) * Math.PI) / 180;
    return [top * Math.cos(a), top * Math.sin(a), 0];
  });
  addTube(scene, tones, post, 0.42, { sides: 10 });
  const bottom = -(band.innerRadius + band.thickness);
  return {
    scene,
    shadow: {
      kind: 'contact',
      centre: [0, bottom, 0],
      axisA: [-bottom * 0.7, 0, 0],
      axisB: [0, 0, band.width / 2 + 1],
    },
  };
}

/** One piece per scene to place; hoops are two pieces since each stands at its own angle. */
export function buildEarringPieces(
  { metal, kind, shape, category }: Omit<EarringOptions, 'size'>,
  camera: Camera = flatLayCamera,
): Piece[] {
  if (kind === 'hoops')
    return [buildHoopPiece(metal, createCamera(36, 22)), buildHoopPiece(metal, createCamera(-28, 26))];
  const scene = createScene(camera);
  const tones = resolveMetalTones(metal);
  const seed = `${shape}|${kind}`;
  if (kind === 'studs') {
    const sizeMm = sizeStoneLike(shape, 5.4);
    addStud(scene, tones, shape, sizeMm, [-5.2, 0, 0], `${seed}|l`, category);
    addStud(scene, tones, shape, sizeMm, [5.2, 0, 1.4], `${seed}|r`, category);
  } else if (kind === 'drop') {
    buildDropEarring(scene, tones, shape, -6.5, `${seed}|l`, category);
    buildDropEarring(scene, tones, shape, 6.5, `${seed}|r`, category);
  } else {
    buildCrawler(scene, tones, shape, 1, -6, `${seed}|l`, category);
    buildCrawler(scene, tones, shape, -1, 6, `${seed}|r`, category);
  }
  return [{ scene, shadow: { kind: 'drop', softnessMm: 0.7 } }];
}

export function drawEarrings(options: EarringOptions): string {
  const size = options.size ?? 800;
  const pieces = buildEarringPieces(options);
  if (pieces.length === 2) {
    const boxes = [
      { x: size * 0.08, y: size * 0.22, width: size * 0.44, height: size * 0.5 },
      { x: size * 0.5, y: size * 0.3, width: size * 0.42, height: size * 0.5 },
    ];
    const scale = Math.min(...pieces.map((piece, i) => measureFitScale(piece.scene, boxes[i] ?? boxes[0]!)));
    return composeStudioPicture({
      width: size,
      height: size,
      placements: pieces.map((piece, i) => ({ piece, box: boxes[i] ?? boxes[0]!, scale })),
    });
  }
  return composeStudioPicture({
    width: size,
    height: size,
    placements: pieces.map((piece) => ({
      piece,
      box: { x: size * 0.12, y: size * 0.14, width: size * 0.76, height: size * 0.7 },
    })),
  });
}

export interface PendantOptions {
  readonly metal: MetalChoice;
  readonly shape: StoneShapeName;
  readonly size?: number;
  readonly category?: StoneCategory;
}

export const pendantCamera: Camera = createCamera(0, 68);

function describeCurve(points: readonly Vec3[], count: number): Vec3[] {
  const [p0, p1, p2, p3] = points;
  if (!p0 || !p1 || !p2 || !p3) return [];
  return sampleCubic(p0, p1, p2, p3, count);
}

export function buildPendantPiece({ metal, shape, category }: Omit<PendantOptions, 'size'>): Piece {
  const scene = createScene(pendantCamera);
  const tones = resolveMetalTones(metal);
  const sizeMm = sizeStoneLike(shape, 6.4);
  const cut = measureStoneCut(shape, sizeMm);
  const origin: Vec3 = [0, 1.6, 0];
  const stone = addProngSetting(scene, tones, {
    shape,
    sizeMm,
    pose: { rotation: identityMat, origin },
    seed: `${shape}|pendant`,
    category,
    prongBase: (g) => addVec(lerpVec(g, origin, 0.55), [0, -cut.pavilionDepth - 0.4, 0]),
  });
  addHalo(scene, tones, stone, { gap: 0.2, stoneRadius: 0.45, drop: 0.25, tilt: 10 });
  const top = -(cut.halfLength + 0.2 + 0.9 + 0.25);
  // The bail: an upright loop the chain runs through.
  const bailZ = top - 1.1;
  const bail = Array.from({ length: 18 }, (_, i): Vec3 => {
    const a = (2 * Math.PI * i) / 18;
    return [0, 1.3 + Math.sin(a) * 1.05, bailZ + Math.cos(a) * 1.05];
  });
  addTube(scene, tones, bail, 0.3, { closed: true, sides: 10 });
  const chainY = 1.3 + 1.05;
  for (const side of [-1, 1]) {
    const path = describeCurve(
      [
        [0, chainY, bailZ],
        [side * 6, 0.3, bailZ - 4],
        [side * 14, 0.2, bailZ - 16],
        [side * 20, 0.2, bailZ - 46],
      ],
      80,
    );
    addChain(scene, tones, path, { linkLength: 1.25, wire: 0.2, affectsFit: false });
  }
  return { scene, shadow: { kind: 'drop', softnessMm: 0.6 } };
}

export function drawPendant(options: PendantOptions): string {
  return drawAlone(buildPendantPiece(options), options.size, { x: 0.3, y: 0.36, width: 0.4, height: 0.44 });
}

export type NecklaceKind = 'riviera' | 'station';

export interface NecklaceOptions {
  readonly metal: MetalChoice;
  readonly kind: NecklaceKind;
  readonly size?: number;
  readonly category?: StoneCategory;
}

/** A necklace lying in a U on the table: an elliptical arc in the floor plane. */
function locateOnNecklace(degrees: number): { point: Vec3; tangent: Vec3 } {
  const a = (degrees * Math.PI) / 180;
  const point: Vec3 = [34 * Math.sin(a), 0.4, -26 + 34 * Math.cos(a)];
  const tangent = normaliseVec([Math.cos(a), 0, -Math.sin(a)]);
  return { point, tangent };
}

export function buildNecklacePiece({ metal, kind, category }: Omit<NecklaceOptions, 'size'>): Piece {
  const scene = createScene(pendantCamera);
  const tones = resolveMetalTones(metal);
  const chainFrom = (fromDegrees: number, toDegrees: number, affectsFit: boolean) => {
    const path: Vec3[] = [];
    for (let d = fromDegrees; d <= toDegrees + 1e-6; d += 0.5) path.push(locateOnNecklace(d).point);
    addChain(scene, tones, path, { linkLength: 1.1, wire: 0.18, affectsFit });
  };
  if (kind === 'riviera') {
    // Graduated stones, largest at the front, each in its own four-claw box.
    let degrees = 0;
    const placed: { degrees: number; diameter: number }[] = [];
    const diameterAt = (d: number) => 4.4 - Math.abs(d) * 0.028;
    placed.push({ degrees: 0, diameter: diameterAt(0) });
    for (const side of [-1, 1]) {
      degrees = 0;
      let diameter = diameterAt(0);
      while (Math.abs(degrees) < 62) {
        const nextDiameter = diameterAt(degrees + side * 6);
        degrees += side * (((diameter + nextDiameter) / 2 + 0.55) / 34) * (180 / Math.PI);
        diameter = diameterAt(degrees);
        placed.push({ degrees, diameter });
      }
    }
    placed.forEach(({ degrees: d, diameter }, i) => {
      const { point } = locateOnNecklace(d);
      const rotation = rotateAboutAxis([0, 1, 0], d);
      const stone = addFacetedStone(scene, {
        shape: 'Round',
        sizeMm: diameter,
        pose: { rotation, origin: addVec(point, [0, 0.8, 0]) },
        seed: `riviera|${i}`,
        category,
        sparkles: i % 4 === 0 ? 1 : 0,
      });
      const cup = offsetGirdle(stone, 0.15, -0.2);
      addSkirt(scene, tones, cup, offsetGirdle(stone, -diameter * 0.25, -stone.pavilionDepth * 0.8), stone.pose.origin);
      const beads = [45, 135, 225, 315].map((angle) => {
        const g = stone.girdle[findOutlineIndexAtAngle(stone.outline, angle)] ?? point;
        return { centre: addVec(g, [0, 0.25, 0]), normal: [0, 1, 0] as Vec3 };
      });
      addBeads(scene, tones, beads, Math.max(0.22, diameter * 0.085), layers.prongTips);
    });
    const last = Math.max(...placed.map((p) => Math.abs(p.degrees)));
    chainFrom(last, 150, false);
    chainFrom(-150, -last, false);
  } else {
    chainFrom(-48, 48, true);
    chainFrom(48, 150, false);
    chainFrom(-150, -48, false);
    [-45, -30, -15, 0, 15, 30, 45].forEach((d, i) => {
      const { point } = locateOnNecklace(d);
      const diameter = i === 3 ? 3.6 : 3;
      addBezelSetting(scene, tones, {
        shape: 'Round',
        sizeMm: diameter,
        pose: { rotation: rotateAboutAxis([0, 1, 0], d), origin: addVec(point, [0, 0.9, 0]) },
        seed: `station|${i}`,
        category,
      });
    });
  }
  return { scene, shadow: { kind: 'drop', softnessMm: 0.6 } };
}

export function drawNecklace(options: NecklaceOptions): string {
  return drawAlone(buildNecklacePiece(options), options.size, { x: 0.04, y: 0.34, width: 0.92, height: 0.5 });
}

export type BraceletKind = 'tennis' | 'bangle';

export interface BraceletOptions {
  readonly metal: MetalChoice;
  readonly kind: BraceletKind;
  readonly size?: number;
}

export const braceletCamera: Camera = createCamera(0, 50);

export function buildBraceletPiece({ metal, kind }: Omit<BraceletOptions, 'size'>): Piece {
  const tones = resolveMetalTones(metal);
  if (kind === 'bangle') {
    const scene = createScene(createCamera(26, 32));
    const band: BandSpec = { innerRadius: 29, thickness: 3.4, width: 5.2, profile: 'court' };
    addBand(scene, tones, band, 440);
    for (const across of [-0.45, 0.45]) {
      addBandStones(scene, tones, band, {
        fromDegrees: -28,
        toDegrees: 28,
        radius: 0.95,
        across,
        offsetSteps: across > 0 ? 0.5 : 0,
        beadRadius: 0.22,
      });
    }
    const bottom = -(band.innerRadius + band.thickness);
    return {
      scene,
      shadow: { kind: 'contact', centre: [0, bottom, 0], axisA: [-bottom * 0.7, 0, 0], axisB: [0, 0, 5] },
    };
  }
  const scene = createScene(braceletCamera);
  const radius = 27;
  const stoneDiameter = 3;
  const pitch = stoneDiameter + 0.5;
  const count = Math.floor((2 * Math.PI * radius) / pitch);
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * i) / count;
    const centre: Vec3 = [radius * Math.sin(a), 1.2, radius * Math.cos(a)];
    const along = normaliseVec([Math.cos(a), 0, -Math.sin(a)]);
    addLinkBox(scene, tones, centre, along, pitch / 2 - 0.08, 1.2);
    addSmallStone(scene, {
      centre: addVec(centre, [0, 0.05, 0]),
      normal: [0, 1, 0],
      tangent: along,
      radius: stoneDiameter / 2 - 0.05,
      variant: i % 2,
      depthBias: 0.6,
    });
    const beads = [-1, 1].flatMap((s) =>
      [-1, 1].map((t) => ({
        centre: addVec(
          addVec(centre, scaleVec(along, s * (pitch / 2 - 0.35))),
          addVec(scaleVec(normaliseVec(computeCross([0, 1, 0], along)), t * (pitch / 2 - 0.35)), [0, 0.15, 0]),
        ),
        normal: [0, 1, 0] as Vec3,
      })),
    );
    addBeads(scene, tones, beads, 0.32, 0, 0.8);
  }
  return { scene, shadow: { kind: 'drop', softnessMm: 0.9 } };
}

export function drawBracelet(options: BraceletOptions): string {
  return drawAlone(buildBraceletPiece(options), options.size, { x: 0.12, y: 0.14, width: 0.76, height: 0.72 });
}

export interface LooseStoneOptions {
  readonly shape: StoneShapeName;
  readonly category?: StoneCategory;
  readonly size?: number;
  /** Face-up spread as the diameter of a round of the same look, in millimetres. */
  readonly spreadMm?: number;
}

export const looseStoneCamera: Camera = createCamera(0, 64);

export function buildLooseStonePiece(
  { shape, category = 'natural', spreadMm = 9 }: Omit<LooseStoneOptions, 'size'>,
  camera: Camera = looseStoneCamera,
): Piece {
  const scene = createScene(camera);
  addFacetedStone(scene, {
    shape,
    sizeMm: sizeStoneLike(shape, spreadMm),
    pose: { rotation: identityMat, origin: [0, 0, 0] },
    category,
    seed: `${shape}|${category}|loose`,
    sparkles: 3,
  });
  return { scene, shadow: { kind: 'drop', softnessMm: 0.8 } };
}

export function drawLooseStone(options: LooseStoneOptions): string {
  return drawAlone(buildLooseStonePiece(options), options.size, { x: 0.25, y: 0.24, width: 0.5, height: 0.5 });
}
