import './default-environment.ts';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@facet/db/client';
import { lockDataDir, type DataDirLock } from '@facet/db/data-dir-lock';
import { migrateDatabase } from '@facet/db/migrate';
import { DEMO_PASSWORD, demoAccounts } from '@facet/db/seed/demo-accounts';
import { runSeeds } from '@facet/db/seed/run-seeds';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, defaultPublicUrl, loadConfig } from './env.ts';
import { type HealthWorker, listenForHealth } from './lib/health-listener.ts';
import { listenForMetrics, type MetricsListener } from './lib/metrics-listener.ts';
import { createLogger } from './logger.ts';
import type { Logger } from 'pino';
import type { JobRunner } from './modules/jobs/jobs.runner.ts';
import { databaseAnswers } from './modules/health/health.service.ts';
import { startServerJobRunner } from './modules/jobs/server-job-runner.ts';
import { createMediaStore } from './modules/media/media-store.ts';
import type { WebMount } from './plugins/web.ts';
import { assertPortAvailable, describeListenError, PortUnavailableError } from './port-available.ts';

/*
 * config → port check → data-dir lock → database (migrate, seed) → app → listen → jobs.
 * SIGTERM/SIGINT close it in reverse: answer the requests in hand, stop the jobs, close the app
 * and the database, release the lock (10 s at most).
 */

async function mountWeb(config: Config): Promise<WebMount> {
  if (config.env !== 'development') return { kind: 'build', buildDir: config.webBuildDir };
  const { createWebDevServer } = await import('./dev-web.ts');
  return { kind: 'vite', vite: await createWebDevServer() };
}

/** What each demo account is for, in the start banner (docs/product.md, "What each staff role can do"). */
const demoAccountUse: Record<(typeof demoAccounts)[number]['role'], string> = {
  Admin: 'everything: settings, members, coupons, the outbox',
  Manager: 'orders and returns, the catalogue, stones, inquiries, the blog',
  StoneManager: 'loose stones, their imports, inquiries',
  JewelleryManager: 'the catalogue and custom requests',
  Customer: 'shopping: bag, checkout, orders, returns',
};

function printBanner(config: Config, url: string, seeded: boolean) {
  const docs = { public: '', staff: ' (signed-in staff)', off: null }[config.apiDocs];
  const lines = [
    '',
    `  Facet is running at ${url}`,
    ...(docs === null ? [] : [`  API documentation: ${url}/api/docs${docs}`]),
    `  Database: ${config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    config.mail.smtpUrl
      ? '  E-mails: sent through SMTP_URL'
      : `  E-mails: kept in the outbox, not sent (SMTP_URL unset): ${url}/outbox, signed in as the Admin`,
  ];
  if (seeded) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) {
      lines.push(`    ${account.role.padEnd(17)} ${account.email.padEnd(30)} ${demoAccountUse[account.role]}`);
    }
  }
  lines.push('', '  Press Ctrl+C to stop.', '');
  process.stdout.write(lines.join('\n') + '\n');
}

interface Running {
  lock?: DataDirLock;
  database?: DatabaseHandle;
  app?: FastifyInstance;
  jobs?: JobRunner;
  metricsListener?: MetricsListener;
  healthListener?: HealthWorker;
}

async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  // What is running so far; a signal during start-up closes just that.
  const running: Running = {};

  const stop = async () => {
    await running.app?.drain();
    await running.jobs?.stop();
    await running.app?.close();
    await running.metricsListener?.close();
    // After draining: a stopping instance answers ready=503 on HEALTH_PORT until now.
    await running.healthListener?.close();
    await running.database?.close();
    await running.lock?.release();
  };
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'stopping after an error');
    else log.info({ signal }, 'stopping');
    await stop();
  });

  try {
    await start(config, log, running);
  } catch (error) {
    process.stderr.write(`\nFacet could not start: ${error instanceof Error ? error.message : String(error)}\n\n`);
    log.debug({ err: error }, 'start-up failed');
    // Release the DATA_DIR lock and the database, so that a corrected start can follow at once.
    await stop().catch(() => {});
    process.exit(1);
  }
}

async function start(config: Config, log: Logger, running: Running) {
  // A taken port stops the start before DATA_DIR or the database is touched.
  await assertPortAvailable(config.host, config.port);
  if (!config.databaseUrl) {
    running.lock = await lockDataDir(config.dataDir, (error) => {
      log.fatal({ err: error }, 'lost the DATA_DIR lock; stopping so two processes never write one database');
      process.exit(1);
    });
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  running.database = database;
  await migrateDatabase(database);
  const seeded = await runSeeds(database, { demo: config.seedDemo });
  if (seeded.length > 0) log.info({ steps: seeded }, 'seed data loaded');

  const mediaStore = createMediaStore(config.media);
  const app = await buildApp({ config, database, web: await mountWeb(config), logger: log, mediaStore });
  running.app = app;
  await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    // Taken by another program between the check above and now.
    const message = describeListenError(error, config.host, config.port);
    throw message ? new PortUnavailableError(message) : error;
  });
  const { port } = app.server.address() as AddressInfo;
  if (app.metrics && config.metrics.port !== undefined) {
    running.metricsListener = await listenForMetrics(app.metrics, config.metrics.port);
  }
  if (config.healthPort !== undefined) {
    running.healthListener = await listenForHealth(
      {
        isDraining: () => app.isDraining(),
        pingDatabase: () => databaseAnswers(database),
        engine: database.engine,
        log,
      },
      { host: config.host, port: config.healthPort },
    );
  }
  // The app's media store is the one made above: the jobs and the routes share it.
  if (config.jobs.enabled) running.jobs = startServerJobRunner(app, log);
  printBanner(config, defaultPublicUrl(config.host, port), config.seedDemo);
}

main().catch((error: unknown) => {
  // Only a configuration error gets here (nothing is running yet).
  process.stderr.write(`\nFacet could not start: ${error instanceof Error ? error.message : String(error)}\n\n`);
  process.exit(1);
});
