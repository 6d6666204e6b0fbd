import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../migrate.ts';

/*
 * Test databases start from a template that is migrated and seeded once: PGlite copies a data
 * directory (initdb takes ~2 s, a copy a fraction of that), PostgreSQL clones a template
 * database. The template's name carries a hash of the migrations and seed code, so a change
 * to either makes a fresh one and a stale template is never used.
 */

const seedFolder = fileURLToPath(new URL('../seed', import.meta.url));

function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function templateFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of [...filesIn(migrationsFolder), ...filesIn(seedFolder)]) {
    hash.update(path.basename(file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

export const TEMPLATE_DIR_ENV = 'FACET_TEST_PGLITE_TEMPLATE';
export const TEMPLATE_DB_ENV = 'FACET_TEST_PG_TEMPLATE';

/**
 * MiB of page cache for the tests' embedded databases (PGLITE_CACHE_MB): a test database holds a
 * few thousand pages, and each PGlite start zeroes its whole cache. Zeroing 128 MiB took ~0.7 s
 * of every test file's and every browser test server's start; zeroing 16 MiB takes ~0.1 s.
 */
export const TEST_PGLITE_CACHE_MB = 16;
