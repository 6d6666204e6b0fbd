import { encodeOpaqueRgba } from '@facet/artwork/rasterise';
import type { RingWithStoneSpec } from '@facet/artwork/ring-with-stone';
import { Piscina } from 'piscina';
import type { drawRingPixels, RingPictureTask } from './ring-picture.worker.ts';

/*
 * Worker threads that draw and rasterise ring pictures (decision 043), so that a drawing never
 * blocks the event loop. The pool starts with the first picture asked for (an app that draws none,
 * as most tests, starts no thread) and keeps one thread warm afterwards: a new thread loads the
 * artwork package and draws its first picture several times slower than the next ones.
 * With no threads (RING_PICTURE_THREADS=0) it draws on the event loop, as before the pool: the
 * benchmark's figure to compare with, and a way out should worker threads misbehave somewhere.
 */

export interface RingPicturePool {
  draw(spec: RingWithStoneSpec, width: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** The worker's file beside this one: TypeScript when the server runs from source, JavaScript when built. */
function workerFile(): string {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./ring-picture.worker${extension}`, import.meta.url).href;
}

/**
 * From source the threads need the source condition and the TypeScript loader, as the process
 * that starts them has (`npm run dev`, the benches) or may not have (Vitest's workers).
 */
function workerArguments(): string[] {
  const inherited = process.execArgv;
  if (!import.meta.url.endsWith('.ts')) return inherited;
  const missing: string[] = [];
  if (!inherited.some((flag) => flag.includes('@facet/source'))) missing.push('--conditions=@facet/source');
  if (!inherited.includes('tsx') && !inherited.some((flag) => flag.includes('tsx'))) missing.push('--import', 'tsx');
  return [...inherited, ...missing];
}

async function drawHere(task: RingPictureTask): Promise<Uint8Array> {
  const worker = (await import(workerFile())) as { drawRingPixels: typeof drawRingPixels };
  return worker.drawRingPixels(task);
}

export function createRingPicturePool(threads: number): RingPicturePool {
  let pool: Piscina<RingPictureTask, Uint8Array> | null = null;
  return {
    async draw(spec, width) {
      let pixels: Uint8Array;
      if (threads === 0) pixels = await drawHere({ spec, width });
      else {
        pool ??= new Piscina<RingPictureTask, Uint8Array>({
          filename: workerFile(),
          minThreads: 1,
          maxThreads: threads,
          // Threads beyond the first leave after a minute without work.
          idleTimeout: 60_000,
          execArgv: workerArguments(),
        });
        pixels = await pool.run({ spec, width });
      }
      // Encoded here, on libuv's threads: sharp is loaded in this thread already, not in the pool's.
      return encodeOpaqueRgba(pixels, { width, height: pixels.length / 4 / width }, { smartSubsample: false });
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
