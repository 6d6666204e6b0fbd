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
  let light = 0.42 + 0.3 * y;
  // The floor is pale, but seen at a grazing angle it darkens towards the horizon line.
  if (y < 0) light = 0.5 - 0.12 * smoothStep(-0.05, -0.35, y) + 0.05 * -y;
  light -= 0.3 * (1 - smoothStep(0, 0.16, Math.abs(y + 0.06)));
  light += 0.62 * smoothStep(0.78, 0.95, x * keyLight[0] + y * keyLight[1] + z * keyLight[2]);
  light += 0.45 * smoothStep(0.86, 0.97, x * stripLight[0] + y * stripLight[1] + z * stripLight[2]);
  light += 0.12 * smoothStep(0.6, 0.95, x * fillLight[0] + y * fillLight[1] + z * fillLight[2]);
  // The camera and its black flag sit right behind the viewer.
  light -= 0.28 * smoothStep(0.9, 0.99, z);
  return clamp(light, 0, 1);
}

export interface MetalShading {
  /** 1 for open surfaces, lower inside a ring or under a setting. */
  readonly occlusion?: number;
}

export function shadeMetal(tones: MetalTones, viewNormal: Vec3, { occlusion = 1 }: MetalShading = {}): string {
  const light = measureStudioLight(reflectView(viewNormal));
  return sampleMetalTone(tones, clamp(light * occlusion, 0, 1));
}
