import { createHash } from 'node:crypto';
import { readRingWithStone, type RingWithStoneSpec, ringWithStoneVersion } from '@facet/artwork/ring-with-stone';
import { MEDIA_WIDTHS, type MediaWidth } from '@facet/contracts/media-sizes';
import { findPairProblem } from '@facet/contracts/ring-builder';
import type { RingBuilderPair } from '@facet/contracts/ring-builder-pair';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { RingPicturePool } from './ring-picture-pool.ts';
import { getRingBuilderPair } from './ring-builder.service.ts';

/*
 * The picture of a setting with the chosen stone in it (/media/ring/<setting>/<stone>/<width>.webp):
 * drawn by the artwork package from the setting's metal and ring style and the stone's shape,
 * category and weight, the first time any pair with those inputs is asked for, then kept in the
 * media store (a folder on one instance, the shared bucket on several) under a key made from
 * the inputs and the drawing's version. A new drawing version makes new keys, so a kept file is
 * never stale and can be served as immutable. The drawing itself runs in the pool's worker
 * threads, off the event loop.
 */

/**
 * What the address may name: plain stock numbers, a letter or digit first and no slashes, so
 * nothing to climb out of a folder with (and the stored key is a hash of the inputs anyway).
 */
const skuPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const noSuchPicture = 'There is no such picture.';

export interface RingPicture {
  readonly body: Buffer;
  /** Whether it came from the media store rather than being drawn now. */
  readonly cached: boolean;
}

/** Drawings under way in this process, so a burst of requests for one new pair draws it once. */
const drawing = new Map<string, Promise<Buffer>>();

export function parseRingPictureWidth(file: string): MediaWidth | null {
  const match = /^(\d{3,4})\.webp$/.exec(file);
  const width = match ? Number(match[1]) : Number.NaN;
  return (MEDIA_WIDTHS as readonly number[]).includes(width) ? (width as MediaWidth) : null;
}

export async function getRingPicture(
  db: Database,
  store: MediaStore,
  pool: RingPicturePool,
  input: { settingSku: string; stoneSku: string; file: string },
): Promise<RingPicture> {
  const width = parseRingPictureWidth(input.file);
  if (!width || !skuPattern.test(input.settingSku) || !skuPattern.test(input.stoneSku)) {
    throw new AppError('not-found', noSuchPicture);
  }
  // Unknown or unlisted setting or stone: 404; a variant that is not a setting: 400 (the pair's rules).
  const { setting, stone } = await getRingBuilderPair(db, {
    settingSku: input.settingSku,
    stoneSku: input.stoneSku,
    currency: 'USD',
  });
  if (!setting || !stone) throw new AppError('not-found', noSuchPicture);
  // A sold stone still has its picture (on the order that bought it); only the fit is checked.
  const problem = findPairProblem(setting, { stoneShape: stone.stoneShape, carat: stone.carat });
  if (problem) throw new AppError('unprocessable', problem);
  const spec = specOf(setting, stone);
  if (!spec) throw new AppError('unprocessable', 'We cannot draw this setting with this stone yet.');
  return keptOrDrawn(store, pool, spec, width);
}

type Drawable = Pick<NonNullable<RingBuilderPair['setting']>, 'metal' | 'ringStyle'>;
type Placed = Pick<NonNullable<RingBuilderPair['stone']>, 'stoneShape' | 'stoneCategory' | 'carat'>;

function specOf(setting: Drawable, stone: Placed): RingWithStoneSpec | null {
  return readRingWithStone({
    metal: setting.metal,
    ringStyle: setting.ringStyle,
    stoneShape: stone.stoneShape,
    stoneCategory: stone.stoneCategory,
    carat: stone.carat,
  });
}

function keyOf(spec: RingWithStoneSpec, width: MediaWidth): string {
  const hash = createHash('sha256').update(ringWithStoneVersion).update(JSON.stringify(spec)).digest('hex');
  return `ring-pictures/${hash.slice(0, 40)}/${width}.webp`;
}

async function keptOrDrawn(
  store: MediaStore,
  pool: RingPicturePool,
  spec: RingWithStoneSpec,
  width: MediaWidth,
): Promise<RingPicture> {
  const key = keyOf(spec, width);
  const kept = await store.get(key);
  if (kept) return { body: kept, cached: true };

  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      const body = await pool.draw(spec, width);
      await store.put(key, body, 'image/webp');
      return body;
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return { body: await pending, cached: false };
}

/** Per store, the pictures this process knows are kept or being drawn ahead: asking again reads nothing. */
const drawnAhead = new WeakMap<MediaStore, Set<string>>();
const DRAWN_AHEAD_REMEMBERED = 2_000;

/**
 * The builder bar asks about the shopper's pair on every page once both halves are chosen, well
 * before the review shows the ring: its picture (at the review's own width) is drawn then, in the
 * background, so the review finds it kept. Nothing is drawn for a pair that does not fit or
 * cannot be drawn; a failure is reported, never thrown at the pair's request.
 */
export function drawAhead(
  store: MediaStore,
  pool: RingPicturePool,
  pair: Pick<RingBuilderPair, 'setting' | 'stone' | 'problem'>,
  width: MediaWidth,
  onError: (error: unknown) => void,
): void {
  if (!pair.setting || !pair.stone || pair.problem !== null) return;
  const spec = specOf(pair.setting, pair.stone);
  if (!spec) return;
  const key = keyOf(spec, width);
  let known = drawnAhead.get(store);
  if (!known) drawnAhead.set(store, (known = new Set()));
  if (known.has(key)) return;
  if (known.size >= DRAWN_AHEAD_REMEMBERED) known.clear();
  known.add(key);
  keptOrDrawn(store, pool, spec, width).catch((error: unknown) => {
    known.delete(key);
    onError(error);
  });
}
