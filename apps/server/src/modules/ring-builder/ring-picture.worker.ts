import { rasteriseToWebp } from '@facet/artwork/rasterise';
import { drawRingWithStone, type RingWithStoneSpec } from '@facet/artwork/ring-with-stone';

/*
 * The ring picture's drawing, run in the pool's worker threads (ring-picture-pool.ts): building
 * the SVG is JavaScript and resvg draws it synchronously, so on the server's own thread the two
 * held every other request back for the whole drawing.
 */

export interface RingPictureTask {
  readonly spec: RingWithStoneSpec;
  readonly width: number;
}

export default async function drawRingPicture(task: RingPictureTask): Promise<Uint8Array> {
  return rasteriseToWebp(drawRingWithStone(task.spec, task.width), task.width, { smartSubsample: false });
}
