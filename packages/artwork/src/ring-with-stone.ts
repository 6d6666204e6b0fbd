import { metals, stoneShapes, type MetalName, type StoneShapeName } from '@facet/contracts/lookups';

import type { StoneCategory } from './gemstones.ts';
import type { LayeredPicture } from './piece-alone.ts';
import { buildRingPiece, drawRing, drawRingInLayers, type RingStyle } from './rings.ts';
import type { Piece } from './studio.ts';

/*
 * The ring builder's picture: a setting (sold without its centre stone) drawn with the stone a
 * shopper chose sitting in it — the setting's metal and ring style, the stone's shape, and its
 * size from its weight, so a 2 carat stone sits visibly larger on the same band than a half carat.
 *
 * The inputs are the catalogue's words (metal, ring style, stone shape and category names);
 * anything this package cannot draw is answered with null, never a guess that looks wrong.
 */

/**
 * Bumped whenever a change here or in the drawings it uses changes how a ring looks: the
 * server keeps drawn pictures under a key made from the inputs and this version.
 */
export const ringWithStoneVersion = 'ring-with-stone-1';

/** A round brilliant of one carat is about 6.5 mm across; diameter grows as the cube root of weight. */
const oneCaratRoundMm = 6.5;
/** Moissanite is lighter than diamond (3.21 against 3.52 g/cm³): the same weight is a little bigger. */
const densityAgainstDiamond: Record<StoneCategory, number> = { natural: 1, lab: 1, moissanite: 3.21 / 3.52 };

/** The face-up spread of a stone of this weight, as the diameter of a round that looks as big (mm). */
export function spreadForCarat(carat: number, category: StoneCategory = 'natural'): number {
  return oneCaratRoundMm * Math.cbrt(carat / densityAgainstDiamond[category]);
}

const styleByName: Readonly<Record<string, RingStyle>> = {
  Solitaire: 'solitaire',
  Prong: 'solitaire',
  Classic: 'solitaire',
  Solid: 'solitaire',
  Containment: 'solitaire',
  'Cigar Band': 'solitaire',
  Designer: 'solitaire',
  'Hidden Halo': 'hidden-halo',
  Halo: 'halo',
  'Side Stone': 'side-stone',
  'Three Stone': 'three-stone',
  'Two Stone': 'toi-et-moi',
  'Toi Et Moi': 'toi-et-moi',
  Vintage: 'vintage',
  Nature: 'nature',
  Pave: 'pave',
  Diamonds: 'pave',
  'Diamonds All Around': 'pave',
  'Diamonds Halfway': 'pave',
  'Bridal Ring Set': 'solitaire',
};

const categoryByName: Readonly<Record<string, StoneCategory>> = {
  'Natural Diamond': 'natural',
  'Lab Grown Diamond': 'lab',
  Moissanite: 'moissanite',
};

/** What the picture is drawn from, in this package's terms. */
export interface RingWithStoneSpec {
  readonly metal: MetalName;
  readonly style: RingStyle;
  readonly shape: StoneShapeName;
  readonly category: StoneCategory;
  readonly carat: number;
}

/** The catalogue's words for a setting and a stone. */
export interface RingWithStoneNames {
  readonly metal: string;
  /** The setting's ring style; a setting without one is drawn as a solitaire. */
  readonly ringStyle: string | null;
  readonly stoneShape: string;
  readonly stoneCategory: string;
  readonly carat: number;
}

/** The drawing's inputs from the catalogue's words, or null when one of them cannot be drawn. */
export function readRingWithStone(names: RingWithStoneNames): RingWithStoneSpec | null {
  const metal = metals.find((m) => m.name === names.metal)?.name;
  const shape = stoneShapes.find((s) => s.toLowerCase() === names.stoneShape.toLowerCase());
  const category = categoryByName[names.stoneCategory];
  const style = names.ringStyle === null ? 'solitaire' : styleByName[names.ringStyle];
  const carat = names.carat;
  if (!metal || !shape || !category || !style || !(carat > 0 && carat <= 30)) return null;
  return { metal, style, shape, category, carat };
}

export function buildRingWithStonePiece(spec: RingWithStoneSpec): Piece {
  return buildRingPiece(ringOptions(spec));
}

function ringOptions(spec: RingWithStoneSpec) {
  return {
    metal: spec.metal,
    shape: spec.shape,
    style: spec.style,
    category: spec.category,
    centreSpreadMm: spreadForCarat(spec.carat, spec.category),
  };
}

/** The picture as SVG, square, `size` pixels wide. */
export function drawRingWithStone(spec: RingWithStoneSpec, size: number): string {
  return drawRing({ ...ringOptions(spec), size });
}

/**
 * The same picture as the studio's backdrop and the ring to lay over it: the backdrop is the same
 * for every pair of a width, so it is rasterised once (`rasteriseLayers`), not every time.
 */
export function drawRingWithStoneInLayers(spec: RingWithStoneSpec, size: number): LayeredPicture {
  return drawRingInLayers({ ...ringOptions(spec), size });
}
