import { rasteriseLayers } from '@facet/artwork/layered-raster';
import { drawRingWithStoneInLayers, type RingWithStoneSpec } from '@facet/artwork/ring-with-stone';
import { move } from 'piscina';

/*
 * The ring picture's drawing, run in the pool's worker threads (ring-picture-pool.ts): building
 * the SVG is JavaScript and resvg draws it synchronously, so on the server's own thread the two
 * held every other request back for the whole drawing. The studio's backdrop is rasterised once
 * per width and thread and kept; each picture rasterises only the ring and lays it over. The
 * thread answers the pixels, moved rather than copied; the server's thread encodes them with
 * sharp (on libuv's threads, off the event loop), so a new thread does not load sharp.
 */

export interface RingPictureTask {
  readonly spec: RingWithStoneSpec;
  readonly width: number;
}

/** The picture's pixels: opaque RGBA, `width` pixels square. */
export function drawRingPixels(task: RingPictureTask): Uint8Array {
  return rasteriseLayers(drawRingWithStoneInLayers(task.spec, task.width), task.width).pixels;
}

export default function drawRingPicture(task: RingPictureTask): Uint8Array {
  return move(drawRingPixels(task)) as Uint8Array;
}
