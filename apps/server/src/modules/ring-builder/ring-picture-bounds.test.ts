import { ringPicturePath } from '@facet/contracts/ring-builder';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUrl, uniqueAddress } from '../../plugins/rate-limits.test-support.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { elaraWhiteGold, insertStone, keptFiles } from './ring-picture.test-support.ts';

/*
 * What keeps the public picture address from being used to keep the cores busy (decision 043,
 * "Bounds"): at most RING_PICTURE_LIMIT new drawings per client address per
 * window (kept pictures are not counted), at most RING_PICTURE_QUEUE new drawings waiting or
 * under way in a process, and the warm-up drawing each thread makes as it starts. What was drawn
 * is read from the media folder and the metrics, never from how long something took.
 */

const PER_ADDRESS = 3;
const METRICS_TOKEN = 'ring-picture-bounds-metrics-token';
const WAIT_SENTENCE =
  /^Too many new ring pictures were asked for from your address\. Please wait \d+ minutes? and try again\.$/;
const QUEUE_SENTENCE = 'Many ring pictures are being drawn just now. Please try again in a few seconds.';

/** Stones that fit the Elara setting (0.90–1.15 ct), each a picture of its own: RB-0 is 0.90 ct, RB-1 0.91 ct… */
const STONES = 26;
async function withStones(t: TestApp): Promise<string> {
  for (let n = 0; n < STONES; n += 1) await insertStone(t, `RB-${n}`, 'Round', 0.9 + n / 100);
  return elaraWhiteGold(t);
}

function boundsApp(overrides: Record<string, string> = {}) {
  return createTestApp({
    RING_PICTURE_LIMIT: String(PER_ADDRESS),
    RING_PICTURE_THREADS: '1',
    METRICS_TOKEN,
    ...overrides,
  });
}

/** A figure from the app's /metrics (0 when not reported). */
async function metric(t: TestApp, name: string): Promise<number> {
  const scrape = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(scrape.body);
  return match ? Number(match[1]) : 0;
}

function expectRefusedForTheAddress(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, isSuccess: false });
  expect(response.json().errorMessages).toHaveLength(1);
  expect(response.json().errorMessages[0]).toMatch(WAIT_SENTENCE);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('new ring pictures per client address', () => {
  let t: TestApp;
  let elara: string;
  let nextStone = 0;
  /** A stone whose picture nobody has asked for yet. */
  const newStone = () => `RB-${nextStone++}`;
  const picture = (
    stone: string,
    remoteAddress: string,
    width: 400 | 800 = 400,
    headers: Record<string, string> = {},
  ) => t.app.inject({ url: ringPicturePath(elara, stone, width), remoteAddress, headers });

  beforeAll(async () => {
    t = await boundsApp();
    elara = await withStones(t);
  });
  afterAll(() => t?.close());

  it('draws N for one address, refuses the next with 429 and draws nothing; kept pictures and other addresses are served', async () => {
    const shopper = uniqueAddress();
    const drawnStones = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const stone = newStone();
      const response = await picture(stone, shopper);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-ring-picture']).toBe('drawn');
      drawnStones.push(stone);
    }
    const files = keptFiles(t).length;
    const drawn = await metric(t, 'facet_ring_pictures_drawn_total');
    expect(drawn).toBe(PER_ADDRESS);

    expectRefusedForTheAddress(await picture(newStone(), shopper));
    // Another width is another new drawing; an X-Forwarded-For is not believed (TRUST_PROXY is off).
    expectRefusedForTheAddress(await picture(drawnStones[0]!, shopper, 800));
    expectRefusedForTheAddress(await picture(newStone(), shopper, 400, { 'x-forwarded-for': uniqueAddress() }));
    expect(keptFiles(t)).toHaveLength(files);
    expect(await metric(t, 'facet_ring_pictures_drawn_total')).toBe(drawn);

    // What is kept is served at once, however spelt; what is not a picture is still 404, not 429.
    for (const stone of [drawnStones[0]!, drawnStones[1]!.toLowerCase()]) {
      const kept = await picture(stone, shopper);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.headers['x-ring-picture']).toBe('kept');
    }
    const oddWidth = await t.app.inject({
      url: `/media/ring/${elara}/${drawnStones[0]}/0400.webp`,
      remoteAddress: shopper,
    });
    expect(oddWidth.statusCode).toBe(404);

    const neighbour = await picture(newStone(), uniqueAddress());
    expect(neighbour.statusCode, neighbour.body).toBe(200);
    expect(neighbour.headers['x-ring-picture']).toBe('drawn');
    expect(keptFiles(t)).toHaveLength(files + 1);
  });

  it('answers the pair beyond the bound but draws nothing ahead; under it, the pair is drawn ahead', async () => {
    const shopper = uniqueAddress();
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await picture(newStone(), shopper)).statusCode).toBe(200);
    const files = keptFiles(t).length;
    const drawn = await metric(t, 'facet_ring_pictures_drawn_total');

    const stone = newStone();
    const pairUrl = `/api/ring-builder/pair?settingSku=${elara}&stoneSku=${stone}`;
    const pair = await t.app.inject({ url: pairUrl, remoteAddress: shopper });
    expect(pair.statusCode, pair.body).toBe(200);
    expect(pair.json().data).toMatchObject({ problem: null, stone: { sku: stone } });
    expect(pair.headers['retry-after']).toBeUndefined();
    // The refusal is counted in memory within a few turns of the loop; a drawing let through would
    // be under way (a drawing takes far longer than this wait) or kept by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await metric(t, 'facet_ring_picture_drawings_under_way')).toBe(0);
    expect(await metric(t, 'facet_ring_pictures_drawn_total')).toBe(drawn);
    expect(keptFiles(t)).toHaveLength(files);

    // Another shopper asking about the same pair has it drawn ahead (the refusal was not remembered).
    const other = await t.app.inject({ url: pairUrl, remoteAddress: uniqueAddress() });
    expect(other.statusCode).toBe(200);
    await expect.poll(() => keptFiles(t).length, { timeout: 30_000, interval: 50 }).toBe(files + 1);
  });

  it('draws a new picture asked for 50 times at once by one address once, and counts it once', async () => {
    const shopper = uniqueAddress();
    const files = keptFiles(t).length;
    const drawn = await metric(t, 'facet_ring_pictures_drawn_total');
    const stone = newStone();
    const burst = await Promise.all(Array.from({ length: 50 }, () => picture(stone, shopper, 800)));
    for (const response of burst) expect(response.statusCode, response.body).toBe(200);
    expect(new Set(burst.map((response) => response.rawPayload.toString('base64'))).size).toBe(1);
    expect(keptFiles(t)).toHaveLength(files + 1);
    expect(await metric(t, 'facet_ring_pictures_drawn_total')).toBe(drawn + 1);

    // One of the address's N was used: N − 1 more, then the refusal.
    for (let i = 1; i < PER_ADDRESS; i += 1) expect((await picture(newStone(), shopper)).statusCode).toBe(200);
    expectRefusedForTheAddress(await picture(newStone(), shopper));
  });
});

describe('new ring pictures waiting or under way in one process', () => {
  const QUEUE = 2;
  let t: TestApp;
  let elara: string;
  beforeAll(async () => {
    t = await boundsApp({ RING_PICTURE_QUEUE: String(QUEUE), RING_PICTURE_LIMIT: '100' });
    elara = await withStones(t);
  });
  afterAll(() => t?.close());

  it('refuses new drawings beyond the queue at once with 503, queueing nothing, from any address', async () => {
    // Six new pictures from six addresses at once: the first drawing starts the thread (a second
    // or more), so all six are asked for while the first two are still under way.
    const flood = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        t.app.inject({ url: ringPicturePath(elara, `RB-${n}`, 400), remoteAddress: uniqueAddress() }),
      ),
    );
    const drawn = flood.filter((response) => response.statusCode === 200);
    const refused = flood.filter((response) => response.statusCode === 503);
    expect(drawn).toHaveLength(QUEUE);
    expect(refused).toHaveLength(6 - QUEUE);
    for (const response of refused) {
      expect(response.json()).toMatchObject({ statusCode: 503, isSuccess: false, errorMessages: [QUEUE_SENTENCE] });
      expect(response.headers['retry-after']).toBe('5');
    }
    expect(keptFiles(t)).toHaveLength(QUEUE);
    expect(await metric(t, 'facet_ring_pictures_drawn_total')).toBe(QUEUE);
    expect(await metric(t, 'facet_ring_picture_queue_refusals_total')).toBe(6 - QUEUE);
    expect(await metric(t, 'facet_ring_picture_drawings_under_way')).toBe(0);

    // Once the queue has room again, the next is drawn.
    const later = await t.app.inject({ url: ringPicturePath(elara, 'RB-10', 400), remoteAddress: uniqueAddress() });
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe('the warm-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await boundsApp({ RING_PICTURE_WARM_UP: 'true' });
  });
  afterAll(() => t?.close());

  it('starts a thread that draws once when the server listens, keeping and counting nothing', async () => {
    // Building the app starts no thread: only listening does.
    expect(await metric(t, 'facet_ring_picture_threads_warmed')).toBe(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => metric(t, 'facet_ring_picture_threads_warmed'), { timeout: 60_000, interval: 100 }).toBe(1);
    expect(keptFiles(t)).toHaveLength(0);
    expect(await metric(t, 'facet_ring_pictures_drawn_total')).toBe(0);

    const elara = await withStones(t);
    const response = await t.app.inject({ url: ringPicturePath(elara, 'RB-0', 400) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-ring-picture']).toBe('drawn');
    expect(await metric(t, 'facet_ring_pictures_drawn_total')).toBe(1);
    expect(await metric(t, 'facet_ring_picture_threads_warmed')).toBe(1);
  }, 90_000);
});

describe.runIf(Boolean(redisUrl))('new ring pictures per address, counted in Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let elara: string;
  beforeAll(async () => {
    [first, second] = await Promise.all([boundsApp({ REDIS_URL: redisUrl! }), boundsApp({ REDIS_URL: redisUrl! })]);
    elara = await withStones(first);
    await withStones(second);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('are counted together by every instance', async () => {
    const shopper = uniqueAddress();
    for (let n = 0; n < PER_ADDRESS; n += 1) {
      const app = n % 2 ? second.app : first.app;
      const response = await app.inject({ url: ringPicturePath(elara, `RB-${n}`, 400), remoteAddress: shopper });
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const instance of [first, second]) {
      const url = ringPicturePath(elara, `RB-${PER_ADDRESS}`, 400);
      expectRefusedForTheAddress(await instance.app.inject({ url, remoteAddress: shopper }));
    }
  }, 90_000);
});
