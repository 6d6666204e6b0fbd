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
 *
 * The address is public and a drawing costs CPU, so a new drawing must be admitted twice: by
 * this process's queue (at most `queue` new drawings waiting or under way: more are refused at
 * once with 503, nothing queued) and by the asker's own bound (a limit per client address,
 * counted across instances: `admit`). A kept picture, or one another request is drawing
 * already, is served without either.
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

/** Lets one new drawing go ahead for the request that asks, or throws its refusal (429). */
export type Admission = () => Promise<void>;

/** A drawing under way: first admitted for the request that asked, then drawn and kept. */
interface Drawing {
  readonly admitted: Promise<void>;
  readonly body: Promise<Buffer>;
}

/** An app's ring pictures: where they are kept, who draws them, and what is under way. */
export interface RingPictureDrawings {
  readonly store: MediaStore;
  readonly pool: RingPicturePool;
  /** At most this many new drawings waiting or under way in this process (RING_PICTURE_QUEUE). */
  readonly queue: number;
  /** Drawings under way in this process, by key, so a burst of requests for one new pair draws it once. */
  readonly underWay: Map<string, Drawing>;
  /** Pictures this process knows are kept or being drawn ahead: asking again reads nothing. */
  readonly drawnAhead: Set<string>;
  /** New drawings refused because the queue was full. */
  refusedForQueue: number;
}

export function createRingPictureDrawings(
  store: MediaStore,
  pool: RingPicturePool,
  queue: number,
): RingPictureDrawings {
  return { store, pool, queue, underWay: new Map(), drawnAhead: new Set(), refusedForQueue: 0 };
}

/** How long a shopper refused for a full queue is told to wait: a few drawings' time. */
export const QUEUE_RETRY_AFTER_S = 5;
const queueFullMessage = 'Many ring pictures are being drawn just now. Please try again in a few seconds.';

/** A refusal of the moment (the asker's bound, the queue), not a failure: drawing ahead just skips it. */
function isRefusal(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'too-many-requests' || error.code === 'unavailable');
}

/** The width of `<width>.webp`, spelt as the widths are (no leading zero, no other name for a picture). */
export function parseRingPictureWidth(file: string): MediaWidth | null {
  return MEDIA_WIDTHS.find((width) => file === `${width}.webp`) ?? null;
}

export async function getRingPicture(
  db: Database,
  drawings: RingPictureDrawings,
  input: { settingSku: string; stoneSku: string; file: string },
  admit: Admission,
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
  return keptOrDrawn(drawings, spec, width, admit);
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
  drawings: RingPictureDrawings,
  spec: RingWithStoneSpec,
  width: MediaWidth,
  admit: Admission,
): Promise<RingPicture> {
  const key = keyOf(spec, width);
  const kept = await drawings.store.get(key);
  if (kept) return { body: kept, cached: true };
  return { body: await drawOnce(drawings, key, () => drawings.pool.draw(spec, width), admit), cached: false };
}

/** The picture under `key` drawn and kept once however many ask at once, each new drawing admitted first. */
export async function drawOnce(
  drawings: RingPictureDrawings,
  key: string,
  draw: () => Promise<Buffer>,
  admit: Admission,
): Promise<Buffer> {
  const { underWay, store } = drawings;
  const other = underWay.get(key);
  if (other) {
    // Another request asked first: one drawing for both, unless that request was refused its own.
    const admitted = await other.admitted.then(
      () => true,
      () => false,
    );
    return admitted ? other.body : drawOnce(drawings, key, draw, admit);
  }
  // Counted synchronously with the entry below, so a flood cannot slip past the queue's bound.
  if (underWay.size >= drawings.queue) {
    drawings.refusedForQueue += 1;
    throw new AppError('unavailable', queueFullMessage, { retryAfterSeconds: QUEUE_RETRY_AFTER_S });
  }
  const admitted = admit();
  const body = admitted.then(async () => {
    const drawn = await draw();
    await store.put(key, drawn, 'image/webp');
    return drawn;
  });
  const entry: Drawing = { admitted, body };
  const forget = () => {
    if (underWay.get(key) === entry) underWay.delete(key);
  };
  // Registered before any other request waits on it, so a refused entry is gone when they look again.
  admitted.catch(forget);
  body.then(forget, forget);
  underWay.set(key, entry);
  return body;
}

/** How many pictures asked ahead a process remembers before it starts again. */
const DRAWN_AHEAD_REMEMBERED = 2_000;

/**
 * The builder bar asks about the shopper's pair on every page once both halves are chosen, well
 * before the review shows the ring: its picture (at the review's own width) is drawn then, in the
 * background, so the review finds it kept. Nothing is drawn for a pair that does not fit or
 * cannot be drawn; a failure is reported, never thrown at the pair's request.
 */
export function drawAhead(
  drawings: RingPictureDrawings,
  pair: Pick<RingBuilderPair, 'setting' | 'stone' | 'problem'>,
  width: MediaWidth,
  admit: Admission,
  onError: (error: unknown) => void,
): void {
  if (!pair.setting || !pair.stone || pair.problem !== null) return;
  const spec = specOf(pair.setting, pair.stone);
  if (!spec) return;
  const key = keyOf(spec, width);
  const known = drawings.drawnAhead;
  if (known.has(key)) return;
  if (known.size >= DRAWN_AHEAD_REMEMBERED) known.clear();
  known.add(key);
  keptOrDrawn(drawings, spec, width, admit).catch((error: unknown) => {
    known.delete(key);
    // Over the asker's bound or the queue's: not drawn now; the review's own request may draw it.
    if (!isRefusal(error)) onError(error);
  });
}
