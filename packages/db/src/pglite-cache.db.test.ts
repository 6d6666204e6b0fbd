import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';
import { TEMPLATE_DIR_ENV } from './testing/template.ts';

/*
 * The embedded database's page cache is the shop's setting (PGLITE_CACHE_MB): what is given, on
 * each start of the same data directory, and PostgreSQL's own 128 MiB when nothing is.
 */

const onPglite = process.env.TEST_DATABASE_URL === undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'facet-pglite-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    cpSync(path.join(process.env[TEMPLATE_DIR_ENV]!, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
    expect(await cacheOf({ pgliteCacheMb: 48 })).toBe('48MB');
    expect(await cacheOf({})).toBe('128MB');
  });
});
