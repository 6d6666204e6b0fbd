import type { StoneShapeName } from '@facet/contracts/lookups';

import { addBandStones, addMilgrainEdges, addScrollEngraving, addVineAndLeaves } from './band-decoration.ts';
import { measureStoneCut, type StoneCategory } from './gemstones.ts';
import { addBand, locateOnBand, type BandSpec } from './metal-bands.ts';
import { resolveMetalTones, type MetalChoice } from './metal-colours.ts';
import { drawAlone, drawAloneInLayers, type LayeredPicture } from './piece-alone.ts';
import {
  createCamera,
  createScene,
  identityMat,
  multiplyMat,
  rotateAboutAxis,
  type Camera,
  type Vec3,
} from './scene-3d.ts';
import { addHalo, addProngSetting, createProngBase, findBandTopY, sizeStoneLike } from './settings.ts';
import type { Piece } from './studio.ts';

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

export const ringInnerRadius = 8.7;
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
  /**
   * The centre stone's face-up spread as the diameter of a round that looks as big, in
   * millimetres; a style's usual size (a 1¼ carat look) unless told.
   */
  readonly centreSpreadMm?: number;
}

export const ringCamera: Camera = createCamera(20, 42);

export function buildRingPiece(
  { metal, shape, style, bandWidthMm, category, centreSpreadMm }: Omit<RingOptions, 'size'>,
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
    centreSpreadMm ??
    (style === 'halo' || style === 'vintage'
      ? centreStoneSpread * 0.88
      : style === 'toi-et-moi'
        ? centreStoneSpread * 0.78
        : centreStoneSpread);
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

const ringBox = { x: 0.16, y: 0.1, width: 0.68, height: 0.74 };

export function drawRing(options: RingOptions): string {
  return drawAlone(buildRingPiece(options), options.size, ringBox);
}

/** `drawRing` as the backdrop and the ring to lay over it (the backdrop is the same for every ring of a size). */
export function drawRingInLayers(options: RingOptions & { readonly size: number }): LayeredPicture {
  return drawAloneInLayers(buildRingPiece(options), options.size, ringBox);
}
