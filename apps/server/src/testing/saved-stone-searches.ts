import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { newCustomer } from './customers.ts';
import type { TestApp } from './test-app.ts';

/**
 * A new shopper with one saved diamond search (prices in rupees), saved through the API and
 * dated an hour back, so that every stone added from now on is a new match for the alerts.
 */
export async function shopperWithStoneSearch(
  t: TestApp,
  email: string,
  search: { name: string; filters: Record<string, unknown> },
): Promise<{ userId: string; searchId: number }> {
  const shopper = await newCustomer(t, email);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { cookie: `${shopper.cookie}; currency=INR` },
    payload: { kind: 'stone', ...search },
  });
  expect(saved.statusCode).toBe(201);
  const searchId = (saved.json() as { data: { id: number } }).data.id;
  await t.database.db.execute(
    sql`update saved_searches set create_date = now() - interval '1 hour' where id = ${searchId}::int`,
  );
  return { userId: shopper.id, searchId };
}

/**
 * Waits until the database's clock has left the millisecond it is in. A run of the alerts closes
 * its window at the database's time to the millisecond, so a stone changed in the millisecond a
 * run begins in, a few microseconds before it, is left to the next run: a test that changes a
 * stone and at once runs the alerts waits first.
 */
export async function pastThisMillisecond(t: Pick<TestApp, 'database'>): Promise<void> {
  await t.database.db.execute(sql`select pg_sleep(0.001)`);
}

interface NoticeRow {
  sku: string;
  reason: string;
}

/** Every diamond search notice written, as "reason SKU", by reason then SKU. */
export async function noticesTold(t: TestApp): Promise<string[]> {
  const rows = await queryRows<NoticeRow>(
    t.database.db,
    sql`select s.sku, n.reason from saved_search_notices n join stones s on s.id = n.stone_id order by n.reason, s.sku`,
  );
  return rows.map((row) => `${row.reason} ${row.sku}`);
}
