import type { Database, DatabaseHandle } from '@facet/db/client';
import { sql } from 'drizzle-orm';

/*
 * Reference data every page needs (metals, pricing parameters, lookups) is read far more
 * often than it changes, so each instance keeps it in memory. A change is announced with
 * NOTIFY inside the changing transaction; PostgreSQL delivers it to every instance (this one
 * included) after the commit, and each drops the entry. A load that overlaps an announcement
 * is not kept, and entries expire anyway after a few minutes, in case a message was missed.
 */

export const CACHE_CHANNEL = 'facet_cache';
export type CacheKey = 'metals' | 'pricing';

/** Call inside the transaction that changes the data behind `key`. */
export async function announceChange(db: Database, key: CacheKey): Promise<void> {
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${key})`);
}

export class ReferenceCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  private readonly generations = new Map<string, number>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly ttlMs = 5 * 60 * 1000) {}

  async start(database: DatabaseHandle): Promise<void> {
    this.stopListening = await database.listen(
      CACHE_CHANNEL,
      (key) => this.drop(key),
      () => this.drop(),
    );
  }

  async stop(): Promise<void> {
    // The database may already be gone (shutdown order, tests); there is nothing left to stop then.
    await this.stopListening?.().catch(() => {});
    this.entries.clear();
  }

  get<T>(key: CacheKey, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > Date.now()) return entry.value as Promise<T>;
    const generation = this.generations.get(key) ?? 0;
    const value = load();
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    value.then(() => {
      // Announced while loading: what was read may predate the change.
      if ((this.generations.get(key) ?? 0) !== generation) forget();
    }, forget);
    return value;
  }

  /** Forgets one entry, or all of them. */
  drop(key?: string): void {
    const keys = key ? [key] : [...this.entries.keys(), ...this.generations.keys()];
    for (const k of keys) {
      this.entries.delete(k);
      this.generations.set(k, (this.generations.get(k) ?? 0) + 1);
    }
  }
}
