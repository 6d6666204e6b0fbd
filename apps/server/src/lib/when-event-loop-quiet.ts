import { performance } from 'node:perf_hooks';

/*
 * Work worth doing soon but not while requests are being answered (a ring picture thread's
 * warm-up): run once the event loop has been busy less than `busyShare` of a whole interval,
 * measured by its utilisation (the share of the time it ran code rather than waited). Never
 * while busy: if a quiet interval never comes, the work never runs from here.
 */

export interface QuietOptions {
  /** How long each look lasts. */
  intervalMs?: number;
  /** Quiet: busy less than this share of an interval. */
  busyShare?: number;
}

/** Calls `work` once, at the end of the first quiet interval; answers a function that stops waiting. */
export function whenEventLoopQuiet(work: () => void, options: QuietOptions = {}): () => void {
  const { intervalMs = 250, busyShare = 0.1 } = options;
  let since = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, since).utilization;
    since = now;
    if (busy >= busyShare) return;
    clearInterval(timer);
    work();
  }, intervalMs);
  // Waiting keeps no process alive.
  timer.unref();
  return () => clearInterval(timer);
}
