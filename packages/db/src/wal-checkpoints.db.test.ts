import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointIfWalGrown, measureWalToReplay, startWalCheckpoints } from './wal-checkpoints.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/*
 * What keeps a crash restart of the embedded database short: the WAL a crash would replay is
 * checkpointed away once it passes a bound. (How long a restart takes is bench/fresh-start.ts's
 * business.)
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.exec('create table wal_churn (id int primary key, body text)');
});
afterAll(() => database.drop());

/** Writes at least `bytes` of WAL (rows rewritten in place). */
async function writeWal(bytes: number): Promise<void> {
  const target = (await measureWalToReplay(database)) + bytes;
  while ((await measureWalToReplay(database)) < target) {
    await database.exec(
      `insert into wal_churn select g, repeat('x', 900) from generate_series(1, 500) g
       on conflict (id) do update set body = excluded.body || 'y'`,
    );
  }
}

const onPglite = process.env.TEST_DATABASE_URL === undefined;

describe.runIf(onPglite)('WAL checkpoints of the embedded database', () => {
  it('checkpoints once more WAL than the bound was written, and only then', async () => {
    const bound = 2 * 1024 * 1024;
    await database.exec('checkpoint');
    await writeWal(bound / 4);
    expect(await checkpointIfWalGrown(database, bound)).toBe(false);
    expect(await measureWalToReplay(database)).toBeGreaterThan(bound / 4);

    await writeWal(bound);
    expect(await checkpointIfWalGrown(database, bound)).toBe(true);
    // What a crash would replay now is the checkpoint record, not the megabytes written before it.
    expect(await measureWalToReplay(database)).toBeLessThan(64 * 1024);
  });

  it('looks on its own while the shop runs', async () => {
    const bound = 1024 * 1024;
    const checkpoints = startWalCheckpoints(database, { everyMs: 50, maxBytes: bound });
    await writeWal(2 * bound);
    await expect.poll(() => measureWalToReplay(database), { timeout: 10_000 }).toBeLessThan(bound);
    await checkpoints.stop();
  });
});

describe.runIf(!onPglite)('WAL checkpoints on a PostgreSQL server', () => {
  it('leaves them to the server', async () => {
    expect(await checkpointIfWalGrown(database, 0)).toBe(false);
  });
});
