import nodeModule from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@facet/db/client';
import { lockDataDir, type DataDirLock } from '@facet/db/data-dir-lock';
import { DEMO_PASSWORD, demoAccounts } from '@facet/db/seed/demo-accounts';
import type { WalCheckpoints } from '@facet/db/wal-checkpoints';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { type Config, defaultPublicUrl, loadConfig } from './env.ts';
import { type HealthWorker, listenForHealth } from './lib/health-listener.ts';
import { listenForMetrics, type MetricsListener } from './lib/metrics-listener.ts';
import { createLogger } from './logger.ts';
import type { Logger } from 'pino';
import type { JobRunner } from './modules/jobs/jobs.runner.ts';
import { newInstanceToken, removeInstanceFile, writeInstanceFile } from './modules/backups/instance-file.ts';
import { databaseAnswers } from './modules/health/health.service.ts';
import type { WebMount } from './plugins/web.ts';
import { assertPortAvailable, describeListenError, PortUnavailableError } from './port-available.ts';
import { startTimer } from './start-timer.ts';

/*
 * config → port check → data-dir lock → database (migrate, seed) → app → listen → instance file
 * (modules/backups) → jobs.
 * SIGTERM/SIGINT close it in reverse: answer the requests in hand, stop the jobs, close the app
 * and the database, release the lock (10 s at most). The "started" log line says how long each
 * step took. The server's code loads while the database opens (PGlite compiles and starts
 * PostgreSQL): both take about a second, and a restart is mostly them. An embedded database is
 * checkpointed as it runs (@facet/db/wal-checkpoints), so a restart after a crash replays little.
 */

/** Everything past the database: imported while it opens, not before. */
async function loadServerCode() {
  const [app, migrate, seeds, checkpoints, jobs, media] = await Promise.all([
    import('./app.ts'),
    import('@facet/db/migrate'),
    import('@facet/db/seed/run-seeds'),
    import('@facet/db/wal-checkpoints'),
    import('./modules/jobs/server-job-runner.ts'),
    import('./modules/media/media-store.ts'),
  ]);
  return { ...app, ...migrate, ...seeds, ...checkpoints, ...jobs, ...media };
}

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
  /** This run's token in DATA_DIR/.instance.json (embedded database only). */
  instanceToken?: string;
  database?: DatabaseHandle;
  checkpoints?: WalCheckpoints;
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
    await running.checkpoints?.stop();
    if (running.instanceToken) await removeInstanceFile(config.dataDir, running.instanceToken);
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
  const timer = startTimer();
  // A taken port stops the start before DATA_DIR or the database is touched.
  await assertPortAvailable(config.host, config.port);
  if (!config.databaseUrl) {
    running.lock = await lockDataDir(config.dataDir, (error) => {
      log.fatal({ err: error }, 'lost the DATA_DIR lock; stopping so two processes never write one database');
      process.exit(1);
    });
  }
  timer.lap('lock');
  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    pgliteCacheMb: config.pgliteCacheMb,
  }).then((database) => (running.database = database));
  const [database, code] = await Promise.all([opening, loadServerCode()]);
  const { buildApp, migrateDatabase, runSeeds, checkpointIfWalGrown, startWalCheckpoints } = code;
  timer.lap('database and code');
  await migrateDatabase(database);
  timer.lap('migrations');
  const seeded = await runSeeds(database, { demo: config.seedDemo });
  if (seeded.length > 0) log.info({ steps: seeded }, 'seed data loaded');
  timer.lap('seeds');
  // A first start writes the whole database: a crash soon after should not replay it.
  await checkpointIfWalGrown(database);
  running.checkpoints = startWalCheckpoints(database, {
    onError: (error) => log.warn({ err: error }, 'could not checkpoint the embedded database'),
  });
  timer.lap('checkpoint');

  const mediaStore = code.createMediaStore(config.media);
  const backupToken = config.databaseUrl ? undefined : newInstanceToken();
  const app = await buildApp({
    config,
    database,
    web: await mountWeb(config),
    logger: log,
    mediaStore,
    ...(backupToken ? { backupToken } : {}),
  });
  running.app = app;
  timer.lap('app');
  await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    // Taken by another program between the check above and now.
    const message = describeListenError(error, config.host, config.port);
    throw message ? new PortUnavailableError(message) : error;
  });
  const { port, address } = app.server.address() as AddressInfo;
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
  if (backupToken) {
    // For `npm run backup`, which must ask this process: no other may open the database now.
    const instance = { pid: process.pid, address, port, token: backupToken, startedAt: new Date().toISOString() };
    await writeInstanceFile(config.dataDir, instance);
    running.instanceToken = backupToken;
  }
  // The app's media store is the one made above: the jobs and the routes share it.
  if (config.jobs.enabled) running.jobs = code.startServerJobRunner(app, log);
  timer.lap('listen');
  log.info({ startup: timer.times() }, 'started');
  // The code compiled so far, kept for the next start (module-loading.ts): a crash later still finds it.
  (nodeModule as Partial<typeof nodeModule>).flushCompileCache?.();
  printBanner(config, defaultPublicUrl(config.host, port), config.seedDemo);
}

main().catch((error: unknown) => {
  // Only a configuration error gets here (nothing is running yet).
  process.stderr.write(`\nFacet could not start: ${error instanceof Error ? error.message : String(error)}\n\n`);
  process.exit(1);
});
