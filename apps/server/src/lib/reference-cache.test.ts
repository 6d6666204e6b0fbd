import { sql } from 'drizzle-orm';
import { metals } from '@facet/db/schema/metals';
import { createTestDatabase, type TestDatabase } from '@facet/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';
import { announceChange, ReferenceCache } from './reference-cache.ts';

let database: TestDatabase;
let cache: ReferenceCache;
beforeAll(async () => {
  database = await createTestDatabase();
  cache = new ReferenceCache();
  await cache.start(database);
});
afterAll(async () => {
  await cache.stop();
  await database.drop();
});

const loadRates = async () =>
  (await database.db.select({ price: metals.pricePerUnit }).from(metals)).map((r) => r.price);

describe('reference cache', () => {
  it('loads once and serves the same value until the data changes', async () => {
    let loads = 0;
    const counted = async () => {
      loads += 1;
      return loadRates();
    };
    const first = await cache.get('metals', counted);
    const second = await cache.get('metals', counted);
    expect(second).toEqual(first);
    expect(loads).toBe(1);
  });

  it('drops the entry once a change is announced and committed, on every instance listening', async () => {
    const other = new ReferenceCache();
    await other.start(database);
    await cache.get('metals', loadRates);
    await other.get('metals', loadRates);

    await database.db.transaction(async (tx) => {
      await tx.update(metals).set({ pricePerUnit: 777_00 });
      await announceChange(tx, 'metals');
    });

    await expect
      .poll(() => cache.get('metals', loadRates), { timeout: 5000 })
      .toEqual([77700, 77700, 77700, 77700, 77700]);
    await expect
      .poll(() => other.get('metals', loadRates), { timeout: 5000 })
      .toEqual([77700, 77700, 77700, 77700, 77700]);
    await other.stop();
  });

  it('tells what is built from every group (the kept pages) of a change to any group, on every instance', async () => {
    const other = new ReferenceCache();
    await other.start(database);
    const pages = new PageCache(1024 * 1024);
    other.onDrop(() => pages.drop());
    for (const group of ['content', 'stones'] as const) {
      pages.keep('USD /', { status: 200, headers: [], html: '<p>kept</p>', nonce: 'n' }, pages.generation);
      expect(pages.size).toBe(1);
      await database.db.transaction((tx) => announceChange(tx, group));
      await other.sync();
      expect(pages.size, group).toBe(0);
    }
    await other.stop();
  });

  it('has heard every committed announcement once sync resolves, so a writer reads its own change', async () => {
    // On the PostgreSQL server delivery is asynchronous; without sync some rounds would read the old rate.
    for (let round = 1; round <= 20; round += 1) {
      await cache.get('metals', loadRates);
      await database.db.transaction(async (tx) => {
        await tx.update(metals).set({ pricePerUnit: 500_00 + round });
        await announceChange(tx, 'metals');
      });
      await cache.sync();
      expect(await cache.get('metals', loadRates), `round ${round}`).toEqual(Array(5).fill(500_00 + round));
    }
  });

  it('does not keep a value that was loading while a change was announced', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.get('pricing', async () => {
      await gate;
      return 'old';
    });
    cache.drop('pricing');
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('pricing', async () => 'new')).toBe('new');
  });

  it('forgets a failed load', async () => {
    cache.drop('pricing');
    await expect(cache.get('pricing', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('pricing', async () => 'recovered')).toBe('recovered');
  });

  it('drops every entry of a group at once, and only that group', async () => {
    cache.drop();
    await cache.get('catalogue:list:a', async () => 'a');
    await cache.get('catalogue:list:b', async () => 'b');
    await cache.get('pricing', async () => 'kept');
    cache.drop('catalogue');
    expect(await cache.get('catalogue:list:a', async () => 'a2')).toBe('a2');
    expect(await cache.get('catalogue:list:b', async () => 'b2')).toBe('b2');
    expect(await cache.get('pricing', async () => 'reloaded')).toBe('kept');
  });

  it('keeps at most its number of entries, letting the least recently used go', async () => {
    const small = new ReferenceCache(60_000, 2);
    await small.get('catalogue:1', async () => 'one');
    await small.get('catalogue:2', async () => 'two');
    await small.get('catalogue:1', async () => 'one again');
    await small.get('catalogue:3', async () => 'three');
    expect(await small.get('catalogue:1', async () => 'reloaded')).toBe('one');
    expect(await small.get('catalogue:2', async () => 'reloaded')).toBe('reloaded');
  });
});

describe('sync under load', () => {
  it('has every caller, of many at once, hear the announcements committed before it asked', async () => {
    const heard: string[] = [];
    const listener = await database.listen(
      'facet_sync_test',
      (payload) => heard.push(payload),
      () => {},
    );
    try {
      const rounds = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          await database.db.execute(sql`select pg_notify('facet_sync_test', ${String(i)})`);
          await listener.sync();
          return heard.includes(String(i));
        }),
      );
      expect(rounds).toEqual(Array(30).fill(true));
    } finally {
      await listener.stop();
    }
  });
});
