import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { secondInstance } from '../../testing/instances.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * One shopper sends many hints at once through two instances on the PostgreSQL server: the day's
 * count, raised by a conditional upsert, lets exactly the Admin's number through; the rest are
 * told 429. The same piece to the same address at once goes once.
 */

interface SkuRow {
  sku: string;
}

interface StoredRow {
  hints: number;
  sent: number;
  messages: number;
}

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const LIMIT = 5;
const AT_ONCE = 30;

let t: TestApp;
let instances: { app: FastifyInstance; close(): Promise<void> }[] = [];
let sku: string;

describe.runIf(onServer)('hints sent at once through two instances', () => {
  beforeAll(async () => {
    t = await createTestApp();
    instances = [await secondInstance(t), await secondInstance(t)];
    const [row] = await queryRows<SkuRow>(
      t.database.db,
      sql`select v.sku from product_variants v join products p on p.id = v.product_id
           where p.is_listed and v.is_active order by v.id limit 1`,
    );
    sku = row!.sku;
    await t.database.db.execute(sql`update saved_search_settings set hints_per_day = ${LIMIT}`);
  }, 60_000);

  afterAll(async () => {
    for (const running of instances) await running.close();
    await t?.close();
  });

  const sendAll = (cookie: string, emailOf: (i: number) => string) =>
    Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        instances[i % 2]!.app.inject({
          method: 'POST',
          url: '/api/hints',
          headers: { cookie },
          payload: { sku, email: emailOf(i), senderName: 'Racer' },
        }),
      ),
    );

  it('stop at the day’s number', async () => {
    const racer = await newCustomer(t, 'hint-racer@example.com');
    const statuses = (await sendAll(racer.cookie, (i) => `race-friend-${i}@example.com`)).map((a) => a.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(AT_ONCE - LIMIT);
    const [stored] = await queryRows<StoredRow>(
      t.database.db,
      sql`select (select count(*)::int from hints where user_id = ${racer.id}) as hints,
                 (select sent from hint_days where user_id = ${racer.id}) as sent,
                 (select count(*)::int from messages where "to" like 'race-friend-%') as messages`,
    );
    expect(stored).toEqual({ hints: LIMIT, sent: LIMIT, messages: LIMIT });
  }, 60_000);

  it('send the same piece to the same address once', async () => {
    const twin = await newCustomer(t, 'hint-twin@example.com');
    const statuses = (await sendAll(twin.cookie, () => 'the-same-friend@example.com')).map((a) => a.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(AT_ONCE - 1);
  }, 60_000);
});
