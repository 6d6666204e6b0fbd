import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticesTold, pastThisMillisecond, shopperWithStoneSearch } from '../../testing/saved-stone-searches.ts';
import { deleteEveryStone, insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runSavedSearchAlerts } from './saved-search-alerts.service.ts';

/*
 * The Admin's bound on what one search tells per run of the alerts: the newest new matches and
 * the cheapest price falls, as many of each as the setting says.
 */

let t: TestApp;

const notices = () => noticesTold(t);

const setBound = async (alertsPerSearch: number) => {
  const response = await t.injectAs('Admin', {
    method: 'PUT',
    url: '/api/saved-search-settings',
    payload: { priceDropPercent: 5, digestIntervalHours: 24, maxPerShopper: 20, hintsPerDay: 5, alertsPerSearch },
  });
  expect(response.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
  await shopperWithStoneSearch(t, 'cleo.bound@example.com', {
    name: 'Cushions',
    filters: { stoneShapes: ['Cushion'] },
  });
  await runSavedSearchAlerts(t.database.db);
});
afterAll(() => t.close());

describe('the bound on alerts per search per run', () => {
  it('tells the newest new matches and the cheapest falls, as many of each as the setting says', async () => {
    await setBound(2);
    // Added a minute apart, oldest first; a princess the search does not ask for.
    for (const [i, sku] of ['BD-1', 'BD-2', 'BD-3', 'BD-4'].entries()) {
      const id = await insertStoneRow(t, { sku, shape: 'Cushion', carat: 1 + i / 10, costRupees: 100_000 + i });
      await t.database.db.execute(
        sql`update stones set create_date = now() - make_interval(mins => ${10 - i}::int) where id = ${id}`,
      );
    }
    await insertStoneRow(t, { sku: 'BD-PRINCESS', shape: 'Princess', carat: 1, costRupees: 100_000 });
    await pastThisMillisecond(t);
    expect((await runSavedSearchAlerts(t.database.db)).notices).toBe(2);
    expect(await notices()).toEqual(['new-match BD-3', 'new-match BD-4']);

    // Three fall by 10 %: the two cheapest are told; the two newest were told already.
    await t.database.db.execute(
      sql`update stones set cost = cost * 9 / 10, update_date = now() where sku in ('BD-2', 'BD-3', 'BD-4')`,
    );
    await pastThisMillisecond(t);
    const run = await runSavedSearchAlerts(t.database.db);
    expect(run.stones).toBe(3);
    expect(run.notices).toBe(2);
    expect(await notices()).toEqual(['new-match BD-3', 'new-match BD-4', 'price-drop BD-2', 'price-drop BD-3']);
  });
});
