import { performance } from 'node:perf_hooks';

/*
 * Work worth doing soon but not while requests are being answered (a ring picture thread's
 * warm-up): run once the event loop has been busy less than `busyShare` of a whole interval,
 * measured by its utilisation (the share of the time it ran code rather than waited), or after
 * `latestMs` whatever the loop is doing, so that steady traffic does not put it off for ever.
 */

export interface QuietOptions {
  /** How long each look lasts. */
  intervalMs?: number;
  /** Quiet: busy less than this share of an interval. */
  busyShare?: number;
  /** Run by then, quiet or not. */
  latestMs?: number;
}

/** Calls `work` once, at the end of the first quiet interval (or at `latestMs`); answers a function that stops waiting. */
export function whenEventLoopQuiet(work: () => void, options: QuietOptions = {}): () => void {
  const { intervalMs = 250, busyShare = 0.25, latestMs = 10_000 } = options;
  const started = performance.now();
  let since = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, since).utilization;
    since = now;
    if (busy >= busyShare && performance.now() - started < latestMs) return;
    clearInterval(timer);
    work();
  }, intervalMs);
  // Waiting keeps no process alive.
  timer.unref();
  return () => clearInterval(timer);
}
