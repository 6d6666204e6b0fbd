import { rasteriseOverBackdrop } from '@facet/artwork/layered-raster';
import { drawRingWithStoneInLayers, type RingWithStoneSpec } from '@facet/artwork/ring-with-stone';

/*
 * The ring picture's drawing, run in the pool's worker threads (ring-picture-pool.ts): building
 * the SVG is JavaScript and resvg draws it synchronously, so on the server's own thread the two
 * held every other request back for the whole drawing. The studio's backdrop is rasterised once
 * per width and thread and kept; each picture rasterises only the ring and lays it over.
 */

export interface RingPictureTask {
  readonly spec: RingWithStoneSpec;
  readonly width: number;
}

export default async function drawRingPicture(task: RingPictureTask): Promise<Uint8Array> {
  return rasteriseOverBackdrop(drawRingWithStoneInLayers(task.spec, task.width), task.width, { smartSubsample: false });
}
