import { addBandStones } from './band-decoration.ts';
import { addBand, type BandSpec } from './metal-bands.ts';
import { resolveMetalTones, type MetalChoice } from './metal-colours.ts';
import { addBeads } from './metalwork.ts';
import { drawAlone } from './piece-alone.ts';
import {
  addVec,
  createCamera,
  computeCross,
  createScene,
  normaliseVec,
  scaleVec,
  type Camera,
  type Vec3,
} from './scene-3d.ts';
import { addLinkBox } from './settings.ts';
import { addSmallStone } from './small-stones.ts';
import type { Piece } from './studio.ts';

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
