import { parentPort, workerData } from 'node:worker_threads';
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
 *
 * Warm-up: a new thread's first drawing is several times slower than the next (the drawing code
 * is compiled as it runs). When the pool asks for it (`workerData.warmUp`), the thread makes one
 * throw-away drawing while it loads, before it takes any task, and tells the pool how it went;
 * the pixels go nowhere.
 */

export interface RingPictureTask {
  readonly spec: RingWithStoneSpec;
  readonly width: number;
}

/** What the pool gives each thread (Piscina's `workerData`). */
export interface RingPictureWorkerData {
  readonly warmUp: boolean;
}

/** The message a thread posts once its warm-up drawing is done, or failed (`error`). */
export interface RingPictureWarmUpMessage {
  readonly ringPictureWarmUp: { readonly ms: number; readonly error?: string };
}

/** A halo at the review's width: the band, the setting's head and a ring of small stones, and the 800 px backdrop. */
export const warmUpTask: RingPictureTask = {
  spec: { metal: 'White Gold', style: 'halo', shape: 'Round', category: 'natural', carat: 1 },
  width: 800,
};

/** The picture's pixels: opaque RGBA, `width` pixels square. */
export function drawRingPixels(task: RingPictureTask): Uint8Array {
  return rasteriseLayers(drawRingWithStoneInLayers(task.spec, task.width), task.width).pixels;
}

/** The warm-up drawing, timed; a failure is told to the pool, never thrown (the thread draws on). */
export function warmUp(draw: (task: RingPictureTask) => Uint8Array = drawRingPixels): RingPictureWarmUpMessage {
  const started = performance.now();
  try {
    draw(warmUpTask);
    return { ringPictureWarmUp: { ms: performance.now() - started } };
  } catch (error) {
    return { ringPictureWarmUp: { ms: performance.now() - started, error: String(error) } };
  }
}

if ((workerData as RingPictureWorkerData | null)?.warmUp) parentPort?.postMessage(warmUp());

export default function drawRingPicture(task: RingPictureTask): Uint8Array {
  return move(drawRingPixels(task)) as Uint8Array;
}
