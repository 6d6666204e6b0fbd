import { savedSearchNotices } from '@facet/db/schema/saved-searches';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { pastThisMillisecond } from '../../testing/saved-stone-searches.ts';
import { deleteEveryStone, insertStoneRow } from '../../testing/stones.ts';
import { statementOutcome } from '../../testing/statement-outcome.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runSavedSearchAlerts } from './saved-search-alerts.service.ts';

/*
 * A notice names its shopper's own search and an existing stone, checked once a statement by the
 * database (migration 0050, as the keys of migration 0048 did row by row): a notice naming another
 * shopper's search, or no stone, is refused; a deleted search takes its notices with it, and so do
 * a deleted shopper (through their searches) and a deleted stone.
 */

let t: TestApp;

const noticesOf = (userId: string) => t.database.db.$count(savedSearchNotices, eq(savedSearchNotices.userId, userId));

async function shopperWithSearch(email: string, name: string) {
  const shopper = await newCustomer(t, email);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { cookie: `${shopper.cookie}; currency=INR` },
    payload: { kind: 'stone', name, filters: { stoneShapes: ['Oval'] } },
  });
  expect(saved.statusCode).toBe(201);
  return { userId: shopper.id, cookie: shopper.cookie, searchId: (saved.json() as { data: { id: number } }).data.id };
}

beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
});
afterAll(() => t.close());

describe('the keys of a saved search’s notices', () => {
  it('refuses a notice naming another shopper’s search, and drops a search’s notices with it', async () => {
    const ada = await shopperWithSearch('ada.keys@example.com', 'Ovals');
    const ben = await shopperWithSearch('ben.keys@example.com', 'Ovals too');
    await t.database.db.execute(sql`update saved_searches set create_date = now() - interval '1 hour'`);
    await runSavedSearchAlerts(t.database.db);
    await insertStoneRow(t, { sku: 'KEY-1', shape: 'Oval', carat: 1, costRupees: 100_000 });
    await insertStoneRow(t, { sku: 'KEY-2', shape: 'Oval', carat: 1.2, costRupees: 120_000 });
    await pastThisMillisecond(t);
    expect((await runSavedSearchAlerts(t.database.db)).notices).toBe(4);

    const refused = await statementOutcome(
      t.database.db.execute(
        sql`insert into saved_search_notices (user_id, saved_search_id, stone_id, reason, price_now)
            select ${ada.userId}::uuid, ${ben.searchId}::int, id, 'price-drop', 1 from stones where sku = 'KEY-1'`,
      ),
    );
    expect(refused).toMatch(/saved_search_notices_search_fk/);
    const noStone = await statementOutcome(
      t.database.db.execute(
        sql`insert into saved_search_notices (user_id, saved_search_id, stone_id, reason, price_now)
            values (${ada.userId}::uuid, ${ada.searchId}::int, -1, 'new-match', 1)`,
      ),
    );
    expect(noStone).toMatch(/saved_search_notices_stone_fk/);
    const moved = await statementOutcome(
      t.database.db.execute(
        sql`update saved_search_notices set saved_search_id = ${ben.searchId}::int where user_id = ${ada.userId}::uuid`,
      ),
    );
    expect(moved).toMatch(/saved_search_notices_search_fk/);
    expect(await noticesOf(ada.userId)).toBe(2);

    await t.database.db.execute(sql`delete from stones where sku = 'KEY-2'`);
    expect(await noticesOf(ada.userId)).toBe(1);
    expect(await noticesOf(ben.userId)).toBe(1);
    await t.database.db
      .execute(sql`insert into saved_search_notices (user_id, saved_search_id, stone_id, reason, price_now)
            select ${ben.userId}::uuid, ${ben.searchId}::int, id, 'price-drop', 1 from stones where sku = 'KEY-1'`);
    expect(await noticesOf(ben.userId)).toBe(2);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${ada.searchId}`,
      headers: { cookie: ada.cookie },
    });
    expect([200, 204]).toContain(deleted.statusCode);
    expect(await noticesOf(ada.userId)).toBe(0);
    expect(await noticesOf(ben.userId)).toBe(2);

    await t.database.db.execute(sql`delete from users where id = ${ben.userId}::uuid`);
    expect(await noticesOf(ben.userId)).toBe(0);
  });
});
