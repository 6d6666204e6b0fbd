import type { MetalColour } from '@facet/contracts/lookups';

import { addBandStones } from './band-decoration.ts';
import { addBand, locateOnBand, type BandSpec } from './metal-bands.ts';
import { resolveMetalColour, resolveMetalTones, type MetalChoice } from './metal-colours.ts';
import { addEngraving } from './metalwork.ts';
import { drawAlone } from './piece-alone.ts';
import { ringInnerRadius } from './rings.ts';
import { createCamera, createScene, type Camera } from './scene-3d.ts';
import type { Piece } from './studio.ts';

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
