import '../default-environment.ts';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '@facet/db/client';
import { migrateDatabase } from '@facet/db/migrate';
import closeWithGrace from 'close-with-grace';
import { buildApp } from '../app.ts';
import { loadConfig } from '../env.ts';
import { createLogger } from '../logger.ts';
import type { JobRunner } from '../modules/jobs/jobs.runner.ts';
import { startServerJobRunner } from '../modules/jobs/server-job-runner.ts';

/*
 * The shop's API as a process of its own, for tests that kill it (SIGKILL) and start it again:
 * `node --conditions=@facet/source --import tsx apps/server/src/testing/api-process.ts`, from
 * TypeScript source, without the web app (no `npm run build` needed). Configured by the same
 * environment variables as run-server.ts; the database (DATABASE_URL) is the caller's, already seeded
 * (a test database is a copy of the seeded template), so only pending migrations are applied.
 * Listens on loopback only, starts the job runner as run-server.ts does, and prints one line,
 * `listening on <url>`, once it answers. SIGTERM closes it cleanly.
 */

const config = loadConfig();
// PGlite under DATA_DIR is one process's alone; a process that is killed and started again shares a server.
if (!config.databaseUrl) throw new Error('api-process needs DATABASE_URL (a PostgreSQL server).');
const log = createLogger(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize });
let jobs: JobRunner | undefined;

const app = await buildApp({ config, database, logger: log });
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) log.error({ err }, 'stopping after an error');
  await app.drain();
  await jobs?.stop();
  await app.close();
  await database.close();
});

await migrateDatabase(database);
await app.listen({ port: config.port, host: '127.0.0.1' });
if (config.jobs.enabled) jobs = startServerJobRunner(app, log);
const { port } = app.server.address() as AddressInfo;
process.stdout.write(`listening on http://127.0.0.1:${port}\n`);
