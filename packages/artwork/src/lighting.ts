import { sampleMetalTone, type MetalTones } from './metal-colours.ts';
import { normaliseVec, type Vec3 } from './scene-3d.ts';
import { clamp, smoothStep } from './svg-kit.ts';

/*
 * The imaginary studio every piece is photographed in, described in camera space (x right,
 * y up, z towards the camera): a large soft box above and to the left, a strip light on the
 * right, a light ivory floor, a dark horizon line and the dark camera itself. Polished metal
 * shows these as bands of light and dark, which is what makes it read as metal.
 */

const keyLight = normaliseVec([-0.5, 0.72, 0.48]);
const stripLight = normaliseVec([0.9, 0.3, 0.1]);
const fillLight = normaliseVec([0.2, -0.2, 0.95]);

/** Mirror direction of the view ray about a camera-space normal. */
export function reflectView(normal: Vec3): Vec3 {
  const k = 2 * normal[2];
  return [k * normal[0], k * normal[1], k * normal[2] - 1];
}

/** Brightness (0..1) the studio shows in a given camera-space direction. */
export function measureStudioLight(direction: Vec3): number {
  const [x, y, z] = direction;
  // Sky above, pale floor below that darkens as it recedes towards the horizon.
  let light = y >= 0 ? 0.56 + 0.3 * y : 0.46 + 0.3 * smoothStep(0.1, 0.9, -y);
  // The far edge of the sweep and the dark studio beyond it: a broad soft band at the horizon.
  light -= 0.4 * (1 - smoothStep(0.02, 0.3, Math.abs(y + 0.05)));
  // Black cards at the sides give polished edges a dark outline against a pale backdrop.
  light -= 0.22 * smoothStep(0.6, 0.95, Math.abs(x)) * (1 - smoothStep(0.2, 0.6, y));
  light += 0.62 * smoothStep(0.74, 0.93, x * keyLight[0] + y * keyLight[1] + z * keyLight[2]);
  light += 0.5 * smoothStep(0.86, 0.97, x * stripLight[0] + y * stripLight[1] + z * stripLight[2]);
  light += 0.1 * smoothStep(0.6, 0.95, x * fillLight[0] + y * fillLight[1] + z * fillLight[2]);
  // The camera and its black flag sit right behind the viewer.
  light -= 0.25 * smoothStep(0.9, 0.99, z);
  return clamp(light, 0, 1);
}

export interface MetalShading {
  /** 1 for open surfaces, lower inside a ring or under a setting. */
  readonly occlusion?: number;
}

/**
 * Each metal's colours by level, looked up on the ramp the first time a level is asked for: a
 * drawing shades thousands of faces with a few hundred colours at most.
 */
const keptLevels = new WeakMap<MetalTones, string[]>();

export function shadeMetal(tones: MetalTones, viewNormal: Vec3, { occlusion = 1 }: MetalShading = {}): string {
  const light = measureStudioLight(reflectView(viewNormal));
  // 256 levels are more than the eye separates on metal, and equal colours let faces merge.
  const level = Math.round(clamp(light * occlusion, 0, 1) * 256);
  let levels = keptLevels.get(tones);
  if (!levels) {
    levels = [];
    keptLevels.set(tones, levels);
  }
  return (levels[level] ??= sampleMetalTone(tones, level / 256));
}
