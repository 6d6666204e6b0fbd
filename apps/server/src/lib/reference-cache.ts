import type { Database, DatabaseHandle, Listener } from '@facet/db/client';
import { sql } from 'drizzle-orm';

/*
 * Data every page needs (metals, pricing parameters) and catalogue answers (listings, product
 * pages) are read far more often than they change, so each instance keeps them in memory. A
 * change is announced with NOTIFY inside the changing transaction; PostgreSQL delivers it to
 * every instance (this one included) after the commit, and each drops the entries of that
 * group. A load that overlaps an announcement is not kept, and entries expire anyway after a
 * few minutes, in case a message was missed (a dropped LISTEN connection drops everything).
 * Delivery is asynchronous, so an instance answers a change only once it has heard its own
 * announcements (`sync`, called after every successful state-changing request): whoever made
 * the change never reads what it replaced.
 */

export const CACHE_CHANNEL = 'facet_cache';

/**
 * A group of entries that change together; 'content' is what storefront pages show besides
 * (articles, reviews); 'business' the business details; 'after-sale' the after-sale policy.
 */
export type CacheGroup = 'metals' | 'pricing' | 'catalogue' | 'stones' | 'content' | 'business' | 'after-sale';
/** A whole group's one entry ('metals'), or one of a group's entries ('catalogue:…'). */
export type CacheKey = CacheGroup | `${CacheGroup}:${string}`;

/** Call inside the transaction that changes the data behind `group`. */
export async function announceChange(db: Database, group: CacheGroup): Promise<void> {
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${group})`);
}

function groupOf(key: string): string {
  const colon = key.indexOf(':');
  return colon === -1 ? key : key.slice(0, colon);
}

export class ReferenceCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  private readonly generations = new Map<string, number>();
  private listener: Listener | undefined;
  private readonly dropListeners: (() => void)[] = [];

  constructor(
    private readonly ttlMs = 5 * 60 * 1000,
    /** Most entries kept; the least recently used go first. */
    private readonly maxEntries = 5_000,
  ) {}

  async start(database: DatabaseHandle): Promise<void> {
    this.listener = await database.listen(
      CACHE_CHANNEL,
      (group) => this.drop(group),
      () => this.drop(),
    );
  }

  async stop(): Promise<void> {
    // The database may already be gone (shutdown order, tests); there is nothing left to stop then.
    await this.listener?.stop().catch(() => {});
    this.entries.clear();
  }

  /** Resolves once every announcement committed before the call has dropped its entries here. */
  async sync(): Promise<void> {
    await this.listener?.sync();
  }

  get<T>(key: CacheKey, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > Date.now()) {
      // Most recently used goes last, so eviction takes the oldest.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as Promise<T>;
    }
    const group = groupOf(key);
    const generation = this.generations.get(group) ?? 0;
    const value = load();
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    value.then(() => {
      // Announced while loading: what was read may predate the change.
      if ((this.generations.get(group) ?? 0) !== generation) forget();
    }, forget);
    return value;
  }

  /**
   * How many times a group has been dropped: something built from the group's data at one
   * generation is out of date once the number moves (the diamond search index checks it).
   */
  generationOf(group: CacheGroup): number {
    return this.generations.get(group) ?? 0;
  }

  /** Calls `listener` whenever a group (any) is dropped: things built from all of them, such as kept pages. */
  onDrop(listener: () => void): void {
    this.dropListeners.push(listener);
  }

  /** Forgets one group's entries, or everything. */
  drop(group?: string): void {
    for (const listener of this.dropListeners) listener();
    const groups = group
      ? [group]
      : ['metals', 'pricing', 'catalogue', 'stones', 'content', 'business', 'after-sale', ...this.generations.keys()];
    for (const g of new Set(groups)) {
      this.generations.set(g, (this.generations.get(g) ?? 0) + 1);
    }
    for (const key of [...this.entries.keys()]) {
      if (!group || groupOf(key) === group) this.entries.delete(key);
    }
  }
}
