import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { runSeeds } from '../seed/run-seeds.ts';
import { TEST_PGLITE_CACHE_MB, templateFingerprint } from './template.ts';

/**
 * The PGlite template every test database (and every browser test's DATA_DIR) copies: a data
 * directory in the temp folder, migrated and seeded with the demo once, and reused while the
 * migrations and seeds are unchanged. Its `pglite` folder is what the server keeps under
 * DATA_DIR. Several runs may build it at once: each builds its own copy and the first to
 * finish publishes it.
 */
export async function preparePgliteTemplate(): Promise<string> {
  const dir = path.join(tmpdir(), `facet-test-template-${templateFingerprint()}`);
  if (existsSync(path.join(dir, 'ready'))) return dir;
  const building = `${dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const handle = await openDatabase({ pgliteDir: path.join(building, 'pglite'), pgliteCacheMb: TEST_PGLITE_CACHE_MB });
  await migrateDatabase(handle);
  await runSeeds(handle, { demo: true });
  await handle.close();
  writeFileSync(path.join(building, 'ready'), new Date().toISOString());
  if (existsSync(path.join(dir, 'ready'))) {
    // Another run published the same template meanwhile.
    rmSync(building, { recursive: true, force: true });
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'ready'))) throw error;
  }
  return dir;
}
