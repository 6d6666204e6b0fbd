import { RECENTLY_VIEWED_MAX } from '@facet/contracts/recently-viewed-limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecentlyViewed,
  leavingOut,
  parseRecentlyViewed,
  readRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  recordView,
  type ViewedEntry,
  withViewed,
} from './recently-viewed-list.ts';

const ring = (sku: string, at: number, product = 7): ViewedEntry => ({ kind: 'product', sku, product, at });
const stone = (sku: string, at: number): ViewedEntry => ({ kind: 'stone', sku, at });
const skus = (list: readonly ViewedEntry[]) => list.map((entry) => entry.sku);

/** A localStorage of our own on a window of our own (the unit tests run in Node). */
function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const store = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  vi.stubGlobal('window', { localStorage: store });
  return values;
}

afterEach(() => vi.unstubAllGlobals());

describe('the recently viewed list', () => {
  it('puts what was seen first, newest first', () => {
    let list = withViewed([], { kind: 'product', sku: 'aurora-white-gold', product: 1 }, 100);
    list = withViewed(list, { kind: 'stone', sku: 'ND-1' }, 200);
    list = withViewed(list, { kind: 'product', sku: 'bloom-rose-gold', product: 2 }, 300);
    expect(skus(list)).toEqual(['bloom-rose-gold', 'ND-1', 'aurora-white-gold']);
  });

  it('keeps one entry per piece, the variant seen last, and one per stone whatever its case', () => {
    let list = withViewed([], { kind: 'product', sku: 'aurora-white-gold', product: 1 }, 100);
    list = withViewed(list, { kind: 'stone', sku: 'ND-1' }, 150);
    list = withViewed(list, { kind: 'product', sku: 'aurora-yellow-gold', product: 1 }, 200);
    list = withViewed(list, { kind: 'stone', sku: 'nd-1' }, 250);
    expect(list).toEqual([stone('nd-1', 250), ring('aurora-yellow-gold', 200, 1)]);
  });

  it('keeps at most a dozen, dropping the oldest', () => {
    let list: ViewedEntry[] = [];
    for (let i = 1; i <= RECENTLY_VIEWED_MAX + 3; i += 1) {
      list = withViewed(list, { kind: 'product', sku: `piece-${i}`, product: i }, i);
    }
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    expect(list).toHaveLength(12);
    expect(list[0]!.sku).toBe('piece-15');
    expect(list.at(-1)!.sku).toBe('piece-4');
  });

  it('leaves out the piece the page shows, whichever variant, or the stone', () => {
    const list = [ring('aurora-yellow-gold', 3, 1), stone('ND-1', 2), ring('bloom', 1, 2)];
    expect(skus(leavingOut(list, { kind: 'product', sku: 'aurora-white-gold', product: 1 }))).toEqual([
      'ND-1',
      'bloom',
    ]);
    expect(skus(leavingOut(list, { kind: 'stone', sku: 'nd-1' }))).toEqual(['aurora-yellow-gold', 'bloom']);
    expect(skus(leavingOut(list, undefined))).toEqual(['aurora-yellow-gold', 'ND-1', 'bloom']);
  });

  it('reads what is stored in order, keeping the good entries among junk', () => {
    const raw = JSON.stringify([
      ring('older', 1, 1),
      { kind: 'product', sku: 'no-product', at: 5 },
      { kind: 'bag', sku: 'x', at: 9 },
      stone('ND-2', 4),
      'ND-3',
      null,
      { kind: 'stone', sku: '', at: 3 },
      { kind: 'stone', sku: 'ND-4', at: 'yesterday' },
      ring('newer', 6, 2),
      ring('same-piece-older', 0, 2),
      ring('x'.repeat(201), 8, 3),
      { kind: 'product', sku: 'half-a-product', product: 1.5, at: 8 },
      { kind: 'product', sku: 'product-zero', product: 0, at: 8 },
      { kind: 'stone', sku: 'ND-5', at: -1 },
    ]);
    expect(parseRecentlyViewed(raw)).toEqual([ring('newer', 6, 2), stone('ND-2', 4), ring('older', 1, 1)]);
  });

  it('reads nothing from nothing, bad JSON or another shape, and never throws', () => {
    for (const raw of [null, '', '{', 'null', '42', '"text"', '{"items":[]}', '[[]]', 'undefined']) {
      expect(parseRecentlyViewed(raw), String(raw)).toEqual([]);
    }
  });

  it("keeps only an entry's own fields", () => {
    const raw = JSON.stringify([
      { ...stone('ND-6', 2), note: 'x' },
      { ...ring('aurora', 1, 1), price: 1 },
    ]);
    expect(parseRecentlyViewed(raw)).toEqual([stone('ND-6', 2), ring('aurora', 1, 1)]);
  });

  it('caps a long stored list too', () => {
    const long = Array.from({ length: 40 }, (_, i) => ring(`piece-${i}`, i, i + 1));
    expect(parseRecentlyViewed(JSON.stringify(long))).toHaveLength(RECENTLY_VIEWED_MAX);
  });
});

describe('keeping it in the browser', () => {
  it('records a view in localStorage and forgets all on clear', () => {
    const values = fakeStorage();
    recordView({ kind: 'stone', sku: 'ND-1' }, 10);
    recordView({ kind: 'product', sku: 'aurora', product: 1 }, 20);
    expect(JSON.parse(values.get(RECENTLY_VIEWED_KEY)!)).toEqual([ring('aurora', 20, 1), stone('ND-1', 10)]);
    expect(skus(readRecentlyViewed())).toEqual(['aurora', 'ND-1']);
    clearRecentlyViewed();
    expect(values.has(RECENTLY_VIEWED_KEY)).toBe(false);
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('replaces junk with a good list when a view is recorded', () => {
    const values = fakeStorage({ [RECENTLY_VIEWED_KEY]: '{"old":"shape"}' });
    expect(readRecentlyViewed()).toEqual([]);
    recordView({ kind: 'stone', sku: 'ND-1' }, 10);
    expect(JSON.parse(values.get(RECENTLY_VIEWED_KEY)!)).toEqual([stone('ND-1', 10)]);
  });

  it('goes on without storage when the browser refuses it or it is full', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(recordView({ kind: 'stone', sku: 'ND-1' }, 10)).toEqual([stone('ND-1', 10)]);
    expect(readRecentlyViewed()).toEqual([]);
    expect(() => clearRecentlyViewed()).not.toThrow();

    const full = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    vi.stubGlobal('window', { localStorage: full });
    expect(() => recordView({ kind: 'stone', sku: 'ND-1' }, 10)).not.toThrow();
    expect(readRecentlyViewed()).toEqual([]);
    expect(() => clearRecentlyViewed()).not.toThrow();
  });
});
