import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { folderWithTemplateCopy, scratchFolder } from './scratch.ts';
import { TEMPLATE_DB_ENV, TEST_PGLITE_CACHE_MB } from './template.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and deletes the database. */
  drop(): Promise<void>;
  /** For PostgreSQL, the connection string of this database (another process may open it). */
  url?: string;
  /** For PGlite, the folder that holds its `pglite` directory, as DATA_DIR does for the server. */
  dataDir?: string;
}

/**
 * A fresh database for one test file, migrated and seeded with the reference data
 * and demo accounts: PGlite by default, a new database on the server of TEST_DATABASE_URL
 * when it is set. `empty: true` gives a database with nothing in it, not even migrations.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresDatabase(serverUrl, options) : createPgliteDatabase(options);
}

async function createPgliteDatabase(options: { empty?: boolean }): Promise<TestDatabase> {
  const dir = options.empty ? scratchFolder('facet-test-') : folderWithTemplateCopy('facet-test-');
  const handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), pgliteCacheMb: TEST_PGLITE_CACHE_MB });
  return {
    ...handle,
    dataDir: dir,
    drop: async () => {
      await handle.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(serverUrl: string, options: { empty?: boolean }): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_DB_ENV];
  if (!options.empty && !template) {
    throw new Error(`${TEMPLATE_DB_ENV} is not set: run API tests through the "api" Vitest project.`);
  }
  const name = `facet_test_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(options.empty ? `create database ${name}` : `create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
