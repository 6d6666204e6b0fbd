import type { Database } from '@facet/db/client';
import type { CacheGroup, ReferenceCache } from './reference-cache.ts';

/*
 * Something an instance builds from the database and keeps in memory (the diamond search
 * index, the global search's product index — decisions 011 and 012), kept in step with one
 * group of the reference cache: every change to the group's data announces it (NOTIFY after
 * commit, heard by every instance); what was built remembers the generation it was built at
 * and is rebuilt once that moves. A rebuild that took little time (a shop of thousands) is
 * awaited, so the next read sees the change exactly; a long one (a million stones, a few
 * seconds) runs in the background while reads use what they have. `build` is given what it
 * built before: when it finds nothing it depends on has changed it may return that, and such a
 * check does not count as a quick build (the next real one may still be long).
 */

/** A rebuild this quick is awaited by the read that finds the value out of date. */
const AWAIT_REBUILD_MS = 250;

export interface KeptInStep<T> {
  /** The value to read, or null while the first one is being built (the caller has another way). */
  current(db: Database): Promise<T | null>;
  /** The value to read, waiting for the first build if need be. */
  ready(db: Database): Promise<T>;
  /** What was last built, when (ms since the epoch) and in how long, without asking for a rebuild (metrics). */
  lastBuilt(): { value: T; builtAt: number; buildMs: number } | null;
}

export function keptInStep<T>(
  cache: ReferenceCache,
  group: CacheGroup,
  build: (db: Database, previous: T | null) => Promise<T>,
  log?: (error: unknown) => void,
): KeptInStep<T> {
  let built: { value: T; generation: number; buildMs: number; builtAt: number } | null = null;
  let building: Promise<void> | null = null;
  let lastError: unknown = null;

  const rebuild = (db: Database) => {
    building ??= (async () => {
      const generation = cache.generationOf(group);
      const started = performance.now();
      const value = await build(db, built?.value ?? null);
      // A check that found nothing changed keeps the last real build's figures.
      built =
        built !== null && value === built.value
          ? { ...built, generation }
          : { value, generation, buildMs: performance.now() - started, builtAt: Date.now() };
      lastError = null;
    })()
      .catch((error: unknown) => {
        lastError = error;
        log?.(error);
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  const upToDate = () => built !== null && built.generation === cache.generationOf(group);

  const current = async (db: Database): Promise<T | null> => {
    if (upToDate()) return built!.value;
    if (built === null) {
      void rebuild(db);
      return null;
    }
    if (built.buildMs >= AWAIT_REBUILD_MS) {
      void rebuild(db);
      return built.value;
    }
    // A quick rebuild is awaited; a change announced meanwhile asks for one more.
    for (let attempt = 0; attempt < 3 && !upToDate(); attempt += 1) await rebuild(db);
    return built.value;
  };

  return {
    current,
    async ready(db) {
      const value = await current(db);
      if (value !== null) return value;
      while (built === null) {
        await rebuild(db);
        if (built === null && lastError !== null) throw lastError;
      }
      return (built as { value: T }).value;
    },
    lastBuilt() {
      return built && { value: built.value, builtAt: built.builtAt, buildMs: built.buildMs };
    },
  };
}
