import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';
import { PageCache } from './page-cache.ts';

const sample = (scrape: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(scrape)?.[1]);

describe('the ring pictures’ metrics', () => {
  it('read the figures once a scrape, and show each', async () => {
    const metrics = createMetrics({
      pageCache: new PageCache(0),
      poolFigures: undefined,
      jobQueue: async () => [],
      onReadError: () => {},
    });
    let reads = 0;
    metrics.watchRingPictures(() => {
      reads += 1;
      return { drawn: 7, threadsWarmed: 2, underWay: 3, refusedForQueue: 1 };
    });
    const scrape = await metrics.scrape();
    expect(reads).toBe(1);
    expect(sample(scrape, 'facet_ring_pictures_drawn_total')).toBe(7);
    expect(sample(scrape, 'facet_ring_picture_threads_warmed')).toBe(2);
    expect(sample(scrape, 'facet_ring_picture_drawings_under_way')).toBe(3);
    expect(sample(scrape, 'facet_ring_picture_queue_refusals_total')).toBe(1);
    await metrics.scrape();
    expect(reads).toBe(2);
  });
});
