import { availableParallelism } from 'node:os';
import type { Environment } from '../../env.ts';

/*
 * The ring pictures' settings (README "Configuration"; decision 043): how many threads draw, the
 * warm-up, the process's queue and each client address's bound on new drawings.
 */

export interface RingPictureConfig {
  /** At most this many worker threads draw at once (one fewer than the cores unless told; 0: on the event loop). */
  threads: number;
  /** Each thread makes a throw-away drawing when it starts, and the first thread starts once the server listens. */
  warmUp: boolean;
  /** At most this many new drawings waiting or under way in this process; more are refused (503). */
  queue: number;
  /** At most `points` new drawings per client address within `seconds` (kept pictures are not counted). */
  perAddress: { points: number; seconds: number };
}

/** A queue of eight drawings per thread is about a second's wait for the last (a drawing is ~0.1 s warm). */
const RING_PICTURE_QUEUE_PER_THREAD = 8;

export function ringPictureConfig(e: Environment): RingPictureConfig {
  const threads = e.RING_PICTURE_THREADS ?? Math.max(1, availableParallelism() - 1);
  return {
    threads,
    warmUp: e.RING_PICTURE_WARM_UP,
    queue: e.RING_PICTURE_QUEUE ?? RING_PICTURE_QUEUE_PER_THREAD * Math.max(1, threads),
    perAddress: {
      points: e.RING_PICTURE_LIMIT,
      seconds: e.RING_PICTURE_LIMIT_MINUTES * 60,
    },
  };
}
