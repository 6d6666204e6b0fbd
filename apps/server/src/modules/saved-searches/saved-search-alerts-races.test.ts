import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import { deleteEveryStone, insertStoneRow } from '../../testing/stones.ts';
import { expectOneDigestEach, expectToldOnce } from '../../testing/saved-search-races.ts';
import { pastThisMillisecond } from '../../testing/saved-stone-searches.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { runSavedSearchAlerts } from './saved-search-alerts.service.ts';

/*
 * The alerts' job run by four runners at once on two instances of one PostgreSQL server (as
 * two servers' job runners could, one waiting job each): every new match is written once per
 * shopper and stone — the unique key on (shopper, stone, reason) — and each shopper gets one
 * digest — the conditional claim of the interval and the notices' row locks.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const SHOPPERS = 3;
const STONES = 20;
const RUNNERS = 4;

let t: TestApp;
let instance: TwoInstances['instance'];
const emails = Array.from({ length: SHOPPERS }, (_, i) => `racer${i}.alerts@example.com`);

interface DuplicateRow {
  copies: string | number;
}

describe.runIf(onServer)('the alerts run by several job runners at once on one PostgreSQL server', () => {
  twoInstances((made) => ({ t, instance } = made), { before: deleteEveryStone });
  beforeAll(async () => {
    for (const email of emails) {
      const shopper = await newCustomer(t, email);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        headers: { cookie: shopper.cookie },
        payload: { kind: 'stone', name: 'Ovals', filters: { stoneShapes: ['Oval'] } },
      });
      expect(saved.statusCode).toBe(201);
    }
    for (let i = 0; i < STONES; i += 1) {
      await insertStoneRow(t, { sku: `RACE-${i}`, shape: 'Oval', carat: 1 + i / 100, costRupees: 100_000 + i });
    }
    await pastThisMillisecond(t);
  }, 60_000);

  it('writes each new match once and sends each shopper one digest', async () => {
    // The runs overlap for certain: the settings row, whose mark each run moves at its end, is
    // held until every runner waits to move it, so none can start after another has ended
    // (it would read no stone changed since the mark, and race nobody).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from saved_search_settings for update`);
      held();
      await released;
    });
    await holding;
    const running = Promise.all(
      Array.from({ length: RUNNERS }, (_, i) => runSavedSearchAlerts(instance(i).database.db)),
    );
    await expect
      .poll(
        async () => {
          const [waiting] = await queryRows<DuplicateRow>(
            instance(1).database.db,
            sql`select count(*) as copies from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'
                 and query ilike 'update "saved_search_settings"%'`,
          );
          return Number(waiting!.copies);
        },
        { timeout: 30_000 },
      )
      .toBe(RUNNERS);
    release();
    await holder;
    const runs = await running;
    // Every runner saw the stones; the notices were written once between them.
    expect(runs.every((run) => run.stones === STONES)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.notices, 0)).toBe(SHOPPERS * STONES);
    await expectToldOnce(t, 'stone', SHOPPERS * STONES);
    await expectOneDigestEach(
      t,
      Array.from({ length: RUNNERS }, (_, i) => instance(i).database.db),
      emails,
      'stone',
      STONES,
    );
  });
});
