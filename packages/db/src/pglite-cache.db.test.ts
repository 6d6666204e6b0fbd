import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';
import { folderWithTemplateCopy } from './testing/scratch.ts';

/*
 * The embedded database's page cache is the shop's setting (PGLITE_CACHE_MB): what is given, on
 * each start of the same data directory, and PostgreSQL's own 128 MiB when nothing is.
 */

const onPglite = process.env.TEST_DATABASE_URL === undefined;
let dir = '';
afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

async function cacheOf(options: { pgliteCacheMb?: number }): Promise<string> {
  const handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), ...options });
  try {
    const [row] = await queryRows<Record<string, string>>(handle.db, sql`show shared_buffers`);
    return row!.shared_buffers!;
  } finally {
    await handle.close();
  }
}

describe.runIf(onPglite)("the embedded database's page cache", () => {
  it('is what the shop gives on each start, and 128 MiB when it gives nothing', async () => {
    dir = folderWithTemplateCopy('facet-pglite-cache-');
    expect(await cacheOf({ pgliteCacheMb: 48 })).toBe('48MB');
    expect(await cacheOf({})).toBe('128MB');
  });
});
