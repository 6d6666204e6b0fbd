import { describe, expect, it } from 'vitest';
import { warmUp, warmUpTask } from './ring-picture.worker.ts';

/* A thread's warm-up drawing: timed, and a failure told to the pool rather than thrown. */

describe('a ring picture thread’s warm-up', () => {
  it('draws the review’s picture once and says how long it took', () => {
    const asked: unknown[] = [];
    const message = warmUp((task) => {
      asked.push(task);
      return new Uint8Array(4);
    });
    expect(asked).toEqual([warmUpTask]);
    expect(message.ringPictureWarmUp.error).toBeUndefined();
    expect(message.ringPictureWarmUp.ms).toBeGreaterThanOrEqual(0);
  });

  it('tells the pool of a failed drawing instead of throwing, so the thread still takes pictures', () => {
    const message = warmUp(() => {
      throw new Error('resvg could not start');
    });
    expect(message.ringPictureWarmUp.error).toBe('Error: resvg could not start');
  });
});
