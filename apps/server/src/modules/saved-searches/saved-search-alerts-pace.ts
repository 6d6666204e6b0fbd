import { setImmediate, setTimeout } from 'node:timers/promises';

/*
 * The alerts' pace (decision 039, later): the job shares the API's process and the cores with the
 * shoppers' searches, and may take its time (it runs after an import, not while someone waits).
 * So it works in slices of a millisecond or two, however many items that was, and after each slice
 * — and each of its statements, the database's work — it rests in proportion to the slice's
 * time, so that it works at most its share of the time; in a rest the event loop serves requests.
 */

export interface AlertsPaceOptions {
  /** Milliseconds of the job's own work between two rests. */
  sliceMs: number;
  /** The job's share of the time, above 0 and at most 1 (1: no rests, only turns of the event loop). */
  share: number;
}

/**
 * About 2 ms of work at a time (a request waiting behind a slice waits that long), working half
 * the time (ALERTS_WORK_SHARE in percent); chosen with bench/saved-search-alerts.ts, decision 039.
 */
export const DEFAULT_ALERTS_PACE: AlertsPaceOptions = { sliceMs: 2, share: 0.5 };

export class AlertsPace {
  private sliceStart = performance.now();
  /** Milliseconds rested, for the run's figures. */
  rested = 0;

  constructor(private readonly options: AlertsPaceOptions) {}

  /** Rests once this slice of work has lasted long enough (the event loop turns in the rest). */
  async breathe(): Promise<void> {
    const worked = performance.now() - this.sliceStart;
    if (worked >= this.options.sliceMs) await this.rest(worked);
  }

  /** Runs one statement, then rests for it and the slice of work before it. */
  async statement<T>(run: () => Promise<T>): Promise<T> {
    const result = await run();
    await this.rest(performance.now() - this.sliceStart);
    return result;
  }

  private async rest(worked: number): Promise<void> {
    const rest = (worked * (1 - this.options.share)) / this.options.share;
    if (rest >= 1) {
      await setTimeout(rest);
      this.rested += rest;
    } else {
      await setImmediate();
    }
    this.sliceStart = performance.now();
  }

  /** `items` sorted by `compare` (stable), in slices with turns of the event loop between merges. */
  async sort<T>(items: readonly T[], compare: (a: T, b: T) => number): Promise<T[]> {
    const run = 2_048;
    let sorted: T[] = [];
    for (let from = 0; from < items.length; from += run) {
      sorted.push(...items.slice(from, from + run).sort(compare));
      await this.breathe();
    }
    for (let width = run; width < sorted.length; width *= 2) {
      const merged: T[] = new Array<T>(sorted.length);
      for (let left = 0; left < sorted.length; left += 2 * width) {
        const middle = Math.min(left + width, sorted.length);
        const end = Math.min(left + 2 * width, sorted.length);
        let i = left;
        let j = middle;
        let out = left;
        while (i < middle && j < end) {
          // Ties go to the left run, so equal items keep their order.
          merged[out++] = compare(sorted[j]!, sorted[i]!) < 0 ? sorted[j++]! : sorted[i++]!;
          if ((out & 4_095) === 0) await this.breathe();
        }
        while (i < middle) merged[out++] = sorted[i++]!;
        while (j < end) merged[out++] = sorted[j++]!;
      }
      sorted = merged;
      await this.breathe();
    }
    return sorted;
  }
}
