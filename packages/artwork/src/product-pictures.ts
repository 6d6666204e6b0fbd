import type { MetalColour, StoneShapeName } from '@facet/contracts/lookups';

import { addBandStones, addVineAndLeaves } from './band-decoration.ts';
import { buildBraceletPiece, type BraceletKind } from './bracelets.ts';
import { drawEarrings, type EarringKind } from './earrings.ts';
import type { StoneCategory } from './gemstones.ts';
import { addBand, type BandSpec } from './metal-bands.ts';
import { resolveMetalTones } from './metal-colours.ts';
import { addTube } from './metalwork.ts';
import { buildNecklacePiece, buildPendantPiece, type NecklaceKind } from './pendants-and-necklaces.ts';
import { buildRingPiece, ringCamera, type RingStyle } from './rings.ts';
import { createCamera, createScene, rotateAboutAxis, type Box, type Camera, type Vec3 } from './scene-3d.ts';
import { addBezelSetting } from './settings.ts';
import { composeStudioPicture, measureFitScale, type Piece } from './studio.ts';
import { bandCamera, buildBandPiece, type BandStyle } from './wedding-bands.ts';

/*
 * Pictures of catalogue pieces (the demo catalogue's, for now): a plain-data description of a
 * piece — what it is, its style, its stone — drawn in any metal colour. The description is
 * data so that the catalogue (which runs in production, without this package) can say how its
 * pieces look, and the renderer can hash it to know when a picture needs drawing again.
 */

export interface RingPictureSpec {
  readonly kind: 'ring';
  readonly style: RingStyle;
  readonly shape: StoneShapeName;
  readonly category?: StoneCategory;
  readonly bandWidthMm?: number;
}

/** Band styles beyond wedding-bands.ts's: a vine of leaves, and a band open at the top. */
export type ProductBandStyle = BandStyle | 'nature' | 'open-cuff';

export interface BandPictureSpec {
  readonly kind: 'band';
  readonly style: ProductBandStyle;
  readonly widthMm?: number;
}

/** An engagement ring beside its matching band. */
export interface BridalSetPictureSpec {
  readonly kind: 'bridal-set';
  readonly style: RingStyle;
  readonly shape: StoneShapeName;
  readonly category?: StoneCategory;
  readonly bandStyle: BandStyle;
}

/** Two bands, a wide one and a slim one a size smaller: a couple's pair. */
export interface BandPairPictureSpec {
  readonly kind: 'band-pair';
  readonly wide: { readonly style: BandStyle; readonly widthMm: number };
  readonly slim: { readonly style: BandStyle; readonly widthMm: number };
}

export interface EarringsPictureSpec {
  readonly kind: 'earrings';
  readonly style: EarringKind;
  readonly shape: StoneShapeName;
  readonly category?: StoneCategory;
  /** Inside diameter of hoops; without it, hoops are huggies that hug the lobe. */
  readonly hoopDiameterMm?: number;
}

export interface PendantPictureSpec {
  readonly kind: 'pendant';
  readonly shape: StoneShapeName;
  readonly category?: StoneCategory;
}

export interface NecklacePictureSpec {
  readonly kind: 'necklace';
  readonly style: NecklaceKind;
  readonly category?: StoneCategory;
}

/** `cuff`: an open bangle with a diamond at each end. */
export interface BraceletPictureSpec {
  readonly kind: 'bracelet';
  readonly style: BraceletKind | 'cuff';
}

export type ProductPictureSpec =
  | RingPictureSpec
  | BandPictureSpec
  | BridalSetPictureSpec
  | BandPairPictureSpec
  | EarringsPictureSpec
  | PendantPictureSpec
  | NecklacePictureSpec
  | BraceletPictureSpec;

/** `front`: the shop's usual three-quarter view; `side`: a ring seen low from its side, showing the setting's profile. */
export type PictureView = 'front' | 'side';

const sideCamera: Camera = createCamera(60, 12);

/** Fractions of the picture's side. */
function scaleBox(size: number, x: number, y: number, width: number, height: number): Box {
  return { x: size * x, y: size * y, width: size * width, height: size * height };
}

function drawAlone(piece: Piece, size: number, box: Box): string {
  return composeStudioPicture({ width: size, height: size, placements: [{ piece, box }] });
}

/** Places pieces at one shared scale, so their sizes stay true to each other. */
function drawTogether(size: number, arrangement: readonly { piece: Piece; box: Box }[]): string {
  const scale = Math.min(...arrangement.map(({ piece, box }) => measureFitScale(piece.scene, box)));
  return composeStudioPicture({
    width: size,
    height: size,
    placements: arrangement.map(({ piece, box }) => ({ piece, box, scale })),
  });
}

const bandInnerRadius = 8.7;

function createShadowUnder(band: BandSpec): Piece['shadow'] {
  const bottom = -(band.innerRadius + band.thickness);
  return {
    kind: 'contact',
    centre: [0, bottom, 0],
    axisA: [-bottom * 0.75, 0, 0],
    axisB: [0, 0, band.width / 2 + 1.2],
  };
}

/** A court band with a laurel of leaves and tiny diamonds climbing both shoulders. */
function buildNatureBandPiece(colour: MetalColour, widthMm: number): Piece {
  const scene = createScene(bandCamera);
  const tones = resolveMetalTones(colour);
  const band: BandSpec = { innerRadius: bandInnerRadius, thickness: 1.7, width: widthMm, profile: 'court' };
  addBand(scene, tones, band, 300);
  addVineAndLeaves(scene, tones, band);
  return { scene, shadow: createShadowUnder(band) };
}

/** Round diamonds in bezels at both ends of an opening; `gapDegrees` is the opening at the top. */
function addTerminals(
  scene: ReturnType<typeof createScene>,
  colour: MetalColour,
  band: BandSpec,
  gapDegrees: number,
  stoneMm: number,
  seed: string,
): void {
  const tones = resolveMetalTones(colour);
  const outer = band.innerRadius + band.thickness;
  for (const side of [-1, 1]) {
    const degrees = 90 + side * (gapDegrees / 2 + (stoneMm / 2 / outer) * (180 / Math.PI) * 0.7);
    const a = (degrees * Math.PI) / 180;
    const origin: Vec3 = [outer * Math.cos(a), outer * Math.sin(a), 0];
    addBezelSetting(scene, tones, {
      shape: 'Round',
      sizeMm: stoneMm,
      pose: { rotation: rotateAboutAxis([0, 0, 1], degrees - 90), origin },
      seed: `${seed}|${side}`,
    });
  }
}

function buildOpenCuffBandPiece(colour: MetalColour, widthMm: number): Piece {
  const scene = createScene(bandCamera);
  const tones = resolveMetalTones(colour);
  const band: BandSpec = { innerRadius: bandInnerRadius, thickness: 1.7, width: widthMm, profile: 'court' };
  const gap = 34;
  addBand(scene, tones, band, 300, { gapDegrees: gap });
  addTerminals(scene, colour, band, gap, Math.max(2.2, widthMm + 0.6), 'open-cuff');
  return { scene, shadow: createShadowUnder(band) };
}

function buildCuffPiece(colour: MetalColour): Piece {
  const scene = createScene(createCamera(26, 32));
  const tones = resolveMetalTones(colour);
  const band: BandSpec = { innerRadius: 29, thickness: 3, width: 4.2, profile: 'court' };
  const gap = 26;
  addBand(scene, tones, band, 440, { gapDegrees: gap });
  addTerminals(scene, colour, band, gap, 5.2, 'cuff');
  addBandStones(scene, tones, band, { fromDegrees: -20, toDegrees: 20, radius: 0.9, beadRadius: 0.2 });
  const bottom = -(band.innerRadius + band.thickness);
  return {
    scene,
    shadow: { kind: 'contact', centre: [0, bottom, 0], axisA: [-bottom * 0.7, 0, 0], axisB: [0, 0, 5] },
  };
}

/** A hinged hoop set with diamonds down the front, larger than earrings.ts's huggies. */
function buildHoopPiece(colour: MetalColour, camera: Camera, diameterMm: number): Piece {
  const scene = createScene(camera);
  const tones = resolveMetalTones(colour);
  const band: BandSpec = { innerRadius: diameterMm / 2, thickness: 1.8, width: 2, profile: 'comfort' };
  const gap = 12;
  addBand(scene, tones, band, 260, { gapDegrees: gap });
  addBandStones(scene, tones, band, { fromDegrees: -80, toDegrees: 118, radius: 0.6, beadRadius: 0.15 });
  // The hinged post bridges the gap at the top.
  const top = band.innerRadius + band.thickness * 0.45;
  const post = Array.from({ length: 7 }, (_, i): Vec3 => {
    const a = ((90 - gap + (2 * gap * i) / 6) * Math.PI) / 180;
    return [top * Math.cos(a), top * Math.sin(a), 0];
  });
  addTube(scene, tones, post, 0.4, { sides: 10 });
  return { scene, shadow: createShadowUnder(band) };
}

function drawLargeHoops(colour: MetalColour, diameterMm: number, size: number): string {
  return drawTogether(size, [
    { piece: buildHoopPiece(colour, createCamera(36, 22), diameterMm), box: scaleBox(size, 0.06, 0.18, 0.46, 0.56) },
    { piece: buildHoopPiece(colour, createCamera(-28, 26), diameterMm), box: scaleBox(size, 0.5, 0.26, 0.44, 0.56) },
  ]);
}

function drawBandSpec(spec: BandPictureSpec, colour: MetalColour, size: number): string {
  const box = scaleBox(size, 0.17, 0.16, 0.66, 0.66);
  if (spec.style === 'nature') return drawAlone(buildNatureBandPiece(colour, spec.widthMm ?? 2), size, box);
  if (spec.style === 'open-cuff') return drawAlone(buildOpenCuffBandPiece(colour, spec.widthMm ?? 1.8), size, box);
  return drawAlone(buildBandPiece({ metal: colour, style: spec.style, widthMm: spec.widthMm }), size, box);
}

function drawRingSpec(spec: RingPictureSpec, colour: MetalColour, size: number, view: PictureView): string {
  const options = {
    metal: colour,
    shape: spec.shape,
    style: spec.style,
    bandWidthMm: spec.bandWidthMm,
    category: spec.category,
  };
  if (view === 'side') {
    return drawAlone(buildRingPiece(options, sideCamera), size, scaleBox(size, 0.2, 0.12, 0.6, 0.72));
  }
  return drawAlone(buildRingPiece(options, ringCamera), size, scaleBox(size, 0.16, 0.1, 0.68, 0.74));
}

/**
 * Draws a piece in one metal colour as a square studio picture (SVG). Every spec draws in
 * every colour; `view` other than front falls back to front where a piece has only one.
 */
export function drawProductPicture(
  spec: ProductPictureSpec,
  colour: MetalColour,
  size = 800,
  view: PictureView = 'front',
): string {
  switch (spec.kind) {
    case 'ring':
      return drawRingSpec(spec, colour, size, view);
    case 'band':
      return drawBandSpec(spec, colour, size);
    case 'bridal-set':
      return drawTogether(size, [
        {
          piece: buildBandPiece({ metal: colour, style: spec.bandStyle, widthMm: 2.2 }, ringCamera),
          box: scaleBox(size, 0.46, 0.3, 0.44, 0.56),
        },
        {
          piece: buildRingPiece({ metal: colour, shape: spec.shape, style: spec.style, category: spec.category }),
          box: scaleBox(size, 0.08, 0.1, 0.5, 0.76),
        },
      ]);
    case 'band-pair':
      return drawTogether(size, [
        {
          piece: buildBandPiece({ metal: colour, ...spec.wide }),
          box: scaleBox(size, 0.1, 0.2, 0.44, 0.58),
        },
        {
          piece: buildBandPiece({ metal: colour, ...spec.slim }, bandCamera, 8.2),
          box: scaleBox(size, 0.5, 0.3, 0.4, 0.54),
        },
      ]);
    case 'earrings':
      if (spec.style === 'hoops' && spec.hoopDiameterMm) return drawLargeHoops(colour, spec.hoopDiameterMm, size);
      return drawEarrings({ metal: colour, kind: spec.style, shape: spec.shape, category: spec.category, size });
    case 'pendant':
      return drawAlone(
        buildPendantPiece({ metal: colour, shape: spec.shape, category: spec.category }),
        size,
        scaleBox(size, 0.3, 0.36, 0.4, 0.44),
      );
    case 'necklace':
      return drawAlone(
        buildNecklacePiece({ metal: colour, kind: spec.style, category: spec.category }),
        size,
        scaleBox(size, 0.04, 0.34, 0.92, 0.5),
      );
    case 'bracelet':
      return drawAlone(
        spec.style === 'cuff' ? buildCuffPiece(colour) : buildBraceletPiece({ metal: colour, kind: spec.style }),
        size,
        scaleBox(size, 0.12, 0.14, 0.76, 0.72),
      );
  }
}
