import pg from 'pg';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { runSeeds } from '../seed/run-seeds.ts';
import { preparePgliteTemplate } from './pglite-template.ts';
import { TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV, templateFingerprint } from './template.ts';

/** Vitest global setup of the api project: builds the template every test database copies. */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;

  if (!serverUrl) {
    process.env[TEMPLATE_DIR_ENV] = await preparePgliteTemplate();
    return async () => {};
  }

  const templateName = `facet_template_${templateFingerprint()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${templateName}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await migrateDatabase(handle);
  await runSeeds(handle, { demo: true });
  await handle.close();
  await admin.query(`alter database ${templateName} with is_template true`);
  process.env[TEMPLATE_DB_ENV] = templateName;

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `facet_test_${process.pid}_%`,
    ]);
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`alter database ${templateName} with is_template false`);
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.end();
  };
}
