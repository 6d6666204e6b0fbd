import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { RingPicturePool } from './ring-picture-pool.ts';
import { createRingPictureDrawings, drawOnce } from './ring-picture.service.ts';

/*
 * drawOnce: one drawing per picture however many ask at once, each admitted by the asker's own
 * bound and by the process's queue. Admissions are held open here, so the order is the test's.
 */

function setUp(queue = 8) {
  const kept: string[] = [];
  const store = { put: async (key: string) => void kept.push(key) } as unknown as MediaStore;
  const drawings = createRingPictureDrawings(store, {} as RingPicturePool, queue);
  let draws = 0;
  const draw = async () => {
    draws += 1;
    return Buffer.from('picture');
  };
  return { drawings, draw, kept, draws: () => draws };
}

/** An admission the test lets through or refuses when it likes. */
function heldAdmission() {
  let admit!: () => void;
  let refuse!: (error: Error) => void;
  const asked = new Promise<void>((resolve, reject) => {
    admit = resolve;
    refuse = reject;
  });
  return { admission: () => asked, admit, refuse };
}

const overTheBound = () => new AppError('too-many-requests', 'Too many new ring pictures were asked for.');

describe('drawOnce', () => {
  it('draws for a second asker under its bound when the first was refused its own', async () => {
    const { drawings, draw, kept, draws } = setUp();
    const greedy = heldAdmission();
    const first = drawOnce(drawings, 'ring-pictures/a/800.webp', draw, greedy.admission);
    const second = drawOnce(drawings, 'ring-pictures/a/800.webp', draw, async () => undefined);
    greedy.refuse(overTheBound());
    await expect(first).rejects.toMatchObject({ code: 'too-many-requests' });
    await expect(second).resolves.toEqual(Buffer.from('picture'));
    expect(draws()).toBe(1);
    expect(kept).toEqual(['ring-pictures/a/800.webp']);
    expect(drawings.underWay.size).toBe(0);
  });

  it('admits once for many askers of one picture', async () => {
    const { drawings, draw, draws } = setUp();
    const held = heldAdmission();
    let admissions = 0;
    const admission = () => {
      admissions += 1;
      return held.admission();
    };
    const askers = Array.from({ length: 20 }, () => drawOnce(drawings, 'ring-pictures/b/400.webp', draw, admission));
    held.admit();
    for (const body of await Promise.all(askers)) expect(body).toEqual(Buffer.from('picture'));
    expect([admissions, draws()]).toEqual([1, 1]);
  });

  it('refuses a new drawing at once when the queue is full, asking no admission, and joins one under way', async () => {
    const { drawings, draw, kept } = setUp(1);
    const held = heldAdmission();
    const first = drawOnce(drawings, 'ring-pictures/c/400.webp', draw, held.admission);
    let asked = false;
    const refused = drawOnce(drawings, 'ring-pictures/d/400.webp', draw, async () => void (asked = true));
    await expect(refused).rejects.toMatchObject({ code: 'unavailable', retryAfterSeconds: 5 });
    expect(asked).toBe(false);
    expect(drawings.refusedForQueue).toBe(1);
    const joined = drawOnce(drawings, 'ring-pictures/c/400.webp', draw, async () => undefined);
    held.admit();
    await expect(Promise.all([first, joined])).resolves.toHaveLength(2);
    expect(kept).toEqual(['ring-pictures/c/400.webp']);
    expect(drawings.underWay.size).toBe(0);
  });
});
