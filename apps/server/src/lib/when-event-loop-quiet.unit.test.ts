import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { whenEventLoopQuiet } from './when-event-loop-quiet.ts';

/** Keeps the event loop running code 45 ms of every ~45 ms for `ms`, yielding between turns. */
async function keepBusy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const turn = performance.now() + 45;
    while (performance.now() < turn) {
      // busy
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('whenEventLoopQuiet', () => {
  it('waits while the event loop is busy, then runs the work once', async () => {
    let runs = 0;
    const stop = whenEventLoopQuiet(() => (runs += 1), { intervalMs: 50, latestMs: 60_000 });
    await keepBusy(500);
    expect(runs).toBe(0);
    await expect.poll(() => runs, { timeout: 5_000, interval: 20 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(1);
    stop();
  });

  it('runs the work at the latest after the time given, busy or not', async () => {
    let runs = 0;
    // Wide margins: keepBusy can overrun by a turn (45 ms), and a loaded machine can take the
    // process off its core for longer, so the first look ends well before latestMs and the
    // second well after it.
    const stop = whenEventLoopQuiet(() => (runs += 1), { intervalMs: 50, latestMs: 600 });
    await keepBusy(250);
    expect(runs).toBe(0);
    await keepBusy(700);
    expect(runs).toBe(1);
    stop();
  });

  it('runs nothing once told to stop waiting', async () => {
    let runs = 0;
    whenEventLoopQuiet(() => (runs += 1), { intervalMs: 20 })();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs).toBe(0);
  });
});
