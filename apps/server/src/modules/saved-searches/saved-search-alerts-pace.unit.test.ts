import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AlertsPace } from './saved-search-alerts-pace.ts';

/*
 * The alerts' pace: its sort gives what Array.prototype.sort gives (stable, any length, ties kept
 * in order) while letting the event loop turn; its rests after a statement or a slice of work
 * keep the work to its share of the time; a breath lets the event loop turn.
 */

function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('the alerts’ pace', () => {
  it('sorts as Array.prototype.sort does, ties in their order, at every length', async () => {
    const random = randomOf(7);
    const pace = new AlertsPace({ sliceMs: 0, share: 1 });
    for (const length of [0, 1, 2, 2_047, 2_048, 2_049, 5_000, 20_000]) {
      const items = Array.from({ length }, (_, at) => ({ key: Math.floor(random() * 50), at }));
      const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
      expect(await pace.sort(items, compare)).toEqual([...items].sort(compare));
    }
  });

  it('rests after a statement in proportion to it, so the work holds its share of the time', async () => {
    const pace = new AlertsPace({ sliceMs: 10, share: 0.25 });
    const started = performance.now();
    expect(await pace.statement(() => setTimeout(40, 'written'))).toBe('written');
    const took = performance.now() - started;
    expect(pace.rested).toBeGreaterThanOrEqual(115);
    expect(took).toBeGreaterThanOrEqual(150);

    const eager = new AlertsPace({ sliceMs: 10, share: 1 });
    await eager.statement(() => setTimeout(20));
    expect(eager.rested).toBe(0);
  });

  it('lets the event loop turn once a slice of work has lasted its time', async () => {
    const pace = new AlertsPace({ sliceMs: 5, share: 1 });
    let turned = false;
    setImmediate(() => (turned = true));
    await pace.breathe();
    expect(turned).toBe(false);
    const busyUntil = performance.now() + 6;
    while (performance.now() < busyUntil);
    await pace.breathe();
    expect(turned).toBe(true);
    expect(pace.rested).toBe(0);

    const resting = new AlertsPace({ sliceMs: 5, share: 0.5 });
    const workUntil = performance.now() + 8;
    while (performance.now() < workUntil);
    const started = performance.now();
    await resting.breathe();
    expect(performance.now() - started).toBeGreaterThanOrEqual(7);
    expect(resting.rested).toBeGreaterThanOrEqual(8);
  });
});
