/*
 * How long each step of a start took, for the "started" log line: where a slow start (or a slow
 * restart after a crash) spends its time. `modules` is the time until the first lap's beginning
 * from the moment `npm start` imported the server (the SERVER_IMPORT mark, after its install
 * and build), or from the process's start when the server runs on its own.
 */

/** The performance mark scripts/start.mjs sets just before it imports the server. */
export const SERVER_IMPORT = 'facet:server-import';

export interface StartTimes {
  /** Milliseconds per step, in the order they ran. */
  readonly phases: Record<string, number>;
  /** Milliseconds from the process's start (an `npm start` that built first counts the build too). */
  readonly totalMs: number;
}

export interface StartTimer {
  /** Ends the step under way, naming it, and starts the next. */
  lap(name: string): void;
  times(): StartTimes;
}

export function startTimer(): StartTimer {
  const origin = performance.getEntriesByName(SERVER_IMPORT, 'mark')[0]?.startTime ?? 0;
  let last = performance.now();
  const phases: Record<string, number> = { modules: Math.round(last - origin) };
  return {
    lap(name) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
    times: () => ({ phases: { ...phases }, totalMs: Math.round(performance.now()) }),
  };
}
