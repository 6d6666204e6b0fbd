/*
 * How long each step of a start took, for the "started" log line: where a slow start (or a slow
 * restart after a crash) spends its time. `modules` is the time from the process's start to
 * the first lap's beginning: loading the server's code.
 */

export interface StartTimes {
  /** Milliseconds per step, in the order they ran. */
  readonly phases: Record<string, number>;
  /** Milliseconds from the process's start. */
  readonly totalMs: number;
}

export interface StartTimer {
  /** Ends the step under way, naming it, and starts the next. */
  lap(name: string): void;
  times(): StartTimes;
}

export function startTimer(): StartTimer {
  let last = performance.now();
  const phases: Record<string, number> = { modules: Math.round(last) };
  return {
    lap(name) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
    times: () => ({ phases: { ...phases }, totalMs: Math.round(performance.now()) }),
  };
}
