import { getPriority } from 'node:os';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { alertsThreadDatabaseUrl, createJobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.runner.ts';
import { createTransports } from '../messages/transports.ts';
import { noticesTold, pastThisMillisecond, shopperWithStoneSearch } from '../../testing/saved-stone-searches.ts';
import { deleteEveryStone, insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEFAULT_ALERTS_PACE } from './saved-search-alerts-pace.ts';
import { queueSavedSearchAlerts } from './saved-search-alerts-queue.service.ts';
import { runSavedSearchAlertsOnThread } from './saved-search-alerts-thread.ts';

/*
 * The saved searches' alerts on a thread of their own (PostgreSQL server): the job writes the
 * same notices as on the event loop, from a thread whose priority alone is the lowest, and the
 * server starts it that way unless told not to (ALERTS_THREAD=false), or on the embedded database.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;

const notices = () => noticesTold(t);

describe('where the server runs the alerts', () => {
  const config = (environment: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', DATA_DIR: '/nonexistent', ...environment });

  it('on a thread of their own with a PostgreSQL server, unless told not to; on the event loop with the embedded database', () => {
    const url = 'postgres://shop@db.example:5432/facet';
    expect(alertsThreadDatabaseUrl(config({ DATABASE_URL: url }))).toBe(url);
    expect(alertsThreadDatabaseUrl(config({ DATABASE_URL: url, ALERTS_THREAD: 'false' }))).toBeUndefined();
    expect(alertsThreadDatabaseUrl(config({}))).toBeUndefined();
  });
});

describe.runIf(onServer)('the alerts on a thread of their own', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await deleteEveryStone(t);
    await shopperWithStoneSearch(t, 'tova.thread@example.com', { name: 'Pears', filters: { stoneShapes: ['Pear'] } });
  });
  afterAll(() => t?.close());

  it('writes the new matches from a thread at the lowest priority, the API’s own left as it was', async () => {
    const before = getPriority();
    await insertStoneRow(t, { sku: 'TH-1', shape: 'Pear', carat: 1, costRupees: 120_000 });
    await insertStoneRow(t, { sku: 'TH-2', shape: 'Pear', carat: 1.2, costRupees: 150_000 });
    await insertStoneRow(t, { sku: 'TH-OVAL', shape: 'Oval', carat: 1, costRupees: 120_000 });
    await pastThisMillisecond(t);

    const { run, priority } = await runSavedSearchAlertsOnThread({
      databaseUrl: t.database.url!,
      pace: DEFAULT_ALERTS_PACE,
    });

    expect(run).toMatchObject({ stones: 3, searches: 1, notices: 2 });
    expect(await notices()).toEqual(['new-match TH-1', 'new-match TH-2']);
    if (process.platform === 'linux') expect(priority).toBe(19);
    expect(getPriority()).toBe(before);
  });

  it('runs as the job the server queues, saying where it ran', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const handlers = createJobHandlers({
      transports: createTransports(t.config),
      mediaStore: t.app.mediaStore,
      mail: mailContextOf(t.config),
      alertsDatabaseUrl: t.database.url,
    });
    await insertStoneRow(t, { sku: 'TH-3', shape: 'Pear', carat: 0.9, costRupees: 90_000 });
    await pastThisMillisecond(t);
    await queueSavedSearchAlerts(t.database.db);

    await runDueJobs({ db: t.database.db, handlers, log });

    expect(await notices()).toEqual(['new-match TH-1', 'new-match TH-2', 'new-match TH-3']);
    const logged = lines.find((line) => line.msg === 'saved search alerts');
    expect(logged).toMatchObject({ notices: 1, thread: { priority: process.platform === 'linux' ? 19 : null } });
  });

  it('fails the run, not the process, when the thread cannot reach the database', async () => {
    const url = new URL(t.database.url!);
    url.pathname = '/facet_no_such_database';
    await expect(runSavedSearchAlertsOnThread({ databaseUrl: url.href, pace: DEFAULT_ALERTS_PACE })).rejects.toThrow(
      /facet_no_such_database/,
    );
  });
});
