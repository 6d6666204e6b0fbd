import { encodeOpaqueRgba } from '@facet/artwork/rasterise';
import type { RingWithStoneSpec } from '@facet/artwork/ring-with-stone';
import { Piscina } from 'piscina';
import { workerExecArgv, workerFileBeside } from '../../lib/worker-thread-file.ts';
import type {
  drawRingPixels,
  RingPictureTask,
  RingPictureWarmUpMessage,
  RingPictureWorkerData,
} from './ring-picture.worker.ts';

/*
 * Worker threads that draw and rasterise ring pictures (decision 043), so that a drawing never
 * blocks the event loop. The pool starts with the first picture asked for, or at the first quiet
 * moment after the server listens (`start`, with the warm-up on); an app that never listens and
 * draws nothing, as most tests, starts no thread. It keeps one thread afterwards; others leave after a minute idle.
 * With the warm-up on, every thread makes a throw-away drawing as it starts, before its first
 * task: a new thread's first drawing is several times slower than the next ones.
 * With no threads (RING_PICTURE_THREADS=0) it draws on the event loop, as before the pool: the
 * benchmark's figure to compare with, and a way out should worker threads misbehave somewhere.
 */

export interface RingPicturePoolOptions {
  threads: number;
  /** A throw-away drawing by each thread as it starts (never on the event loop). */
  warmUp: boolean;
  /** A thread's warm-up drawing failed: only reported, the thread draws on. */
  onWarmUpFailure: (error: string) => void;
}

/** What the pool has done, for the metrics and the tests. */
export interface RingPicturePoolFigures {
  /** Threads that made their warm-up drawing (those since replaced included). */
  readonly threadsWarmed: number;
  /** Milliseconds the latest warm-up drawing took. */
  readonly lastWarmUpMs: number | null;
  /** Pictures drawn for the shop (warm-ups not counted). */
  readonly drawn: number;
}

export interface RingPicturePool {
  draw(spec: RingWithStoneSpec, width: number): Promise<Buffer>;
  /** Starts the threads now rather than with the first picture (each warms up if told to). */
  start(): void;
  figures(): RingPicturePoolFigures;
  close(): Promise<void>;
}

const workerFile = () => workerFileBeside(import.meta.url, 'ring-picture.worker');

async function drawHere(task: RingPictureTask): Promise<Uint8Array> {
  const worker = (await import(workerFile())) as { drawRingPixels: typeof drawRingPixels };
  return worker.drawRingPixels(task);
}

function isWarmUpMessage(message: unknown): message is RingPictureWarmUpMessage {
  return typeof message === 'object' && message !== null && 'ringPictureWarmUp' in message;
}

export function createRingPicturePool(options: RingPicturePoolOptions): RingPicturePool {
  const { threads } = options;
  let pool: Piscina<RingPictureTask, Uint8Array> | null = null;
  let threadsWarmed = 0;
  let lastWarmUpMs: number | null = null;
  let drawn = 0;

  const threadPool = () => {
    if (pool) return pool;
    const workerData: RingPictureWorkerData = { warmUp: options.warmUp };
    pool = new Piscina<RingPictureTask, Uint8Array>({
      filename: workerFile(),
      minThreads: 1,
      maxThreads: threads,
      // Threads beyond the first leave after a minute without work.
      idleTimeout: 60_000,
      execArgv: workerExecArgv(import.meta.url),
      workerData,
    });
    pool.on('message', (message: unknown) => {
      if (!isWarmUpMessage(message)) return;
      const { ms, error } = message.ringPictureWarmUp;
      lastWarmUpMs = ms;
      if (error === undefined) threadsWarmed += 1;
      else options.onWarmUpFailure(error);
    });
    return pool;
  };

  return {
    async draw(spec, width) {
      const pixels = threads === 0 ? await drawHere({ spec, width }) : await threadPool().run({ spec, width });
      drawn += 1;
      // Encoded here, on libuv's threads: sharp is loaded in this thread already, not in the pool's.
      return encodeOpaqueRgba(pixels, { width, height: pixels.length / 4 / width }, { smartSubsample: false });
    },
    start() {
      // On the event loop a warm-up would hold every request for its drawing: nothing to start.
      if (threads > 0) threadPool();
    },
    figures: () => ({ threadsWarmed, lastWarmUpMs, drawn }),
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
