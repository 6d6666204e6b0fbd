import { describe, expect, it } from 'vitest';
import { scrollEdges } from './use-scroll-edges.ts';

describe('scroll edges of a wide table', () => {
  it('hides nothing when the table fits', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 700, clientWidth: 700 })).toEqual({ before: false, after: false });
  });

  it('hides columns to the right at the start, on both sides midway, to the left at the end', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 720, clientWidth: 358 })).toEqual({ before: false, after: true });
    expect(scrollEdges({ scrollLeft: 180, scrollWidth: 720, clientWidth: 358 })).toEqual({ before: true, after: true });
    expect(scrollEdges({ scrollLeft: 362, scrollWidth: 720, clientWidth: 358 })).toEqual({
      before: true,
      after: false,
    });
  });

  it('allows a pixel of leeway for zoomed pages', () => {
    expect(scrollEdges({ scrollLeft: 361.5, scrollWidth: 720, clientWidth: 358 }).after).toBe(false);
    expect(scrollEdges({ scrollLeft: 0.5, scrollWidth: 720, clientWidth: 358 }).before).toBe(false);
  });
});
