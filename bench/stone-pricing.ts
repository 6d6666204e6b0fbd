import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@facet/db/client';
import { users } from '@facet/db/schema/users';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/env.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { ringDraft } from '../apps/server/src/testing/catalogue.ts';
import { prepareStoneDatabase, STONES } from './support/stone-bench-database.ts';
import { withClient } from './support/stone-data.ts';

/*
 * A pricing-parameter change with 1,000,000 stones on the PostgreSQL server (decision 009):
 *   - how long the change takes (PUT /api/conversion/profit-rate as an Admin: it reprices the
 *     jewellery variants under the pricing lock; no stone row is written);
 *   - how long until the diamond search shows the new prices (a listing asked for before the
 *     change, so its answer was cached, polled from the moment the change is sent);
 *   - how long a jewellery save sent at the same moment takes, against the same save alone:
 *     the difference is what it waited for the pricing lock.
 * In one process, through buildApp and inject (no HTTP): the figures are the database's and
 * the services'. Run: npm run bench:stone-pricing  (BENCH_DATABASE_URL, BENCH_STONES,
 * BENCH_REUSE=1 as bench:stones; ROUNDS, default 7).
 */

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const LISTING = '/api/stone/for-customer?stoneShapeName=Round&sort=price-asc&pageNo=1&pageSize=12&currency=INR';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const database = await prepareStoneDatabase();
const handle = await openDatabase({ databaseUrl: database.url, poolSize: 10 });
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'facet-bench-')),
  DATABASE_URL: database.url,
  JOBS_ENABLED: 'false',
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
const app = await buildApp({ config, database: handle });

async function cookieOf(role: 'Admin' | 'JewelleryManager'): Promise<string> {
  const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.role, role)).limit(1);
  const { token } = await createSession(handle.db, { userId: user!.id });
  return `${SESSION_COOKIE}=${token}`;
}

try {
  const admin = await cookieOf('Admin');
  const jeweller = await cookieOf('JewelleryManager');
  const { variants, stones, profit } = await withClient(database.url, async (client) => {
    const { rows } = await client.query<{ variants: string; stones: string; profit: number }>(
      `select (select count(*) from product_variants) as variants, (select count(*) from stones) as stones,
              (select profit_rate from pricing_parameters where id = 1) as profit`,
    );
    return { variants: Number(rows[0]!.variants), stones: Number(rows[0]!.stones), profit: rows[0]!.profit };
  });

  let saves = 0;
  const saveProduct = async () => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/product',
      headers: { cookie: jeweller },
      payload: ringDraft({ productName: `Bench Ring ${process.pid}-${++saves}` }),
    });
    if (response.statusCode !== 201) throw new Error(`product save: ${response.statusCode} ${response.body}`);
    return performance.now() - started;
  };
  const firstPrice = async () => {
    const response = await app.inject({ method: 'GET', url: LISTING });
    return (response.json() as { data: { records: { price: number }[] } }).data.records[0]!.price;
  };

  // Warm up, then the save alone.
  await saveProduct();
  const alone: number[] = [];
  for (let i = 0; i < ROUNDS; i++) alone.push(await saveProduct());

  const changes: number[] = [];
  const shown: number[] = [];
  const concurrentSaves: number[] = [];
  // Back and forth between the stored rate and one point more (stored in basis points).
  const stored = profit / 100;
  let profitRate = stored;
  for (let i = 0; i < ROUNDS; i++) {
    const before = await firstPrice();
    profitRate = profitRate === stored ? stored + 1 : stored;
    const started = performance.now();
    const change = app
      .inject({
        method: 'PUT',
        url: '/api/conversion/profit-rate',
        headers: { cookie: admin },
        payload: { profitRate },
      })
      .then((response) => {
        if (response.statusCode !== 200) throw new Error(`pricing change: ${response.statusCode} ${response.body}`);
        return performance.now() - started;
      });
    const save = saveProduct();
    let shownAfter = 0;
    for (;;) {
      // A timer between polls: answers from the cache never touch a socket, and a loop of them
      // alone would keep the database's replies (the change's, the save's) from being read.
      await new Promise((resolve) => setTimeout(resolve, 1));
      if ((await firstPrice()) !== before) {
        shownAfter = performance.now() - started;
        break;
      }
      if (performance.now() - started > 60_000) throw new Error('the new price never showed');
    }
    changes.push(await change);
    concurrentSaves.push(await save);
    shown.push(shownAfter);
  }

  console.log(
    `\nFacet pricing change with stones — ${new Date().toISOString()} — Node ${process.version}, PostgreSQL server`,
  );
  console.log(
    `${stones.toLocaleString('en')} stones (${STONES.toLocaleString('en')} generated${database.generatedIn ? ` in ${database.generatedIn.toFixed(1)} s` : ', reused'}), ${variants.toLocaleString('en')} jewellery variants; ${ROUNDS} changes of the profit rate, medians (max)\n`,
  );
  console.log(
    `  the change (PUT /api/conversion/profit-rate, variants repriced, no stone row written): ${ms(median(changes))} (${ms(Math.max(...changes))})`,
  );
  console.log(
    `  until the diamond search showed the new price, from the moment it was sent:        ${ms(median(shown))} (${ms(Math.max(...shown))})`,
  );
  console.log(
    `  a jewellery save alone:                                                            ${ms(median(alone))} (${ms(Math.max(...alone))})`,
  );
  console.log(
    `  the same save sent with the change:                                                ${ms(median(concurrentSaves))} (${ms(Math.max(...concurrentSaves))})`,
  );
  console.log(
    `  so a save waits about ${ms(Math.max(0, median(concurrentSaves) - median(alone)))} for the pricing lock (at most ${ms(Math.max(0, Math.max(...concurrentSaves) - median(alone)))})\n`,
  );
} finally {
  await app.close();
  await handle.close();
  await database.dispose();
}
