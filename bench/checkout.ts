import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, openDatabase, queryRows } from '@facet/db/client';
import { migrateDatabase } from '@facet/db/migrate';
import { runSeeds } from '@facet/db/seed/run-seeds';
import { users } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { type AgentAnswer, type AgentRequest, sendOverAgent } from '../e2e/support/raw-http.ts';
import { percentiles, startApi } from './support/api-bench.ts';
import { databaseUrl, withAdmin } from './support/bench-server.ts';

/*
 * Checkout (issue 13, "Speed"), on the PostgreSQL server with the demo shop:
 *   - BUYERS signed-in customers (confirmed e-mails), each with one delivery address — two in
 *     three in India (INR), the rest in the United States (USD, an export);
 *   - two timed phases, every buyer at once, in a loop: add a piece and a stone of their own
 *     (unique: no two orders want the same one) to the bag, on every other round apply the open
 *     coupon BENCH-OPEN (a limit nobody reaches: its row is the one every such placement
 *     updates), place the order with the test provider (measured), capture it (measured). The
 *     paced phase (DURATION seconds) has each buyer pause THINK_MS, give or take half, between
 *     adding, placing and paying — 50 shoppers checking out at once, where the bar applies; the
 *     flat-out phase (FLAT_OUT seconds) has no pauses, every buyer always waiting on the shop:
 *     the shop's capacity in orders per second, where latency is queueing (Little's law);
 *   - then a small coupon phase, untimed: every buyer at once places an order carrying
 *     BENCH-LIMITED, whose limit is below the number of buyers; exactly `limit` are placed (and
 *     captured), the others refused with 409 — expected refusals, counted apart from errors;
 *   - then the database is checked: every order Paid, its stones sold, no stone in two orders or
 *     left on hold, each coupon's uses = its coupon_uses rows = the orders carrying it ≤ its
 *     limit, one Paid event and one captured payment per order. An inconsistency exits 1.
 * Requests go over node:http with a keep-alive agent (one socket per buyer): autocannon does not
 * fit a flow of several steps. The bar: p95 ≤ 150 ms for placement and for capture, 0 errors.
 * Being over the bar is printed (OVER), never an exit code. BENCH_CPU_PROFILE=<dir> profiles the
 * API (bench/support/api-bench.ts).
 * Run: npm run bench:checkout  (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * BENCH_DURATION seconds, default 20; BENCH_THINK_MS, default 1000; BENCH_FLAT_OUT seconds, default
 * 10 (0 skips it); BENCH_BUYERS, default 50; BENCH_STONES_PER_BUYER, default
 * 400; BENCH_KEEP=1 keeps the database for a look afterwards).
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
/** A shopper's pause between adding, placing and paying (the paced phase; the bar applies there). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
/** The flat-out phase: no pauses at all, every buyer always waiting on the shop (capacity). */
const FLAT_OUT_S = Number(process.env.BENCH_FLAT_OUT ?? 10);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
/** Unique stones per buyer: more than a buyer can order in DURATION (a buyer who runs out stops). */
const STONES_PER_BUYER = Number(process.env.BENCH_STONES_PER_BUYER ?? 400);
const COUPON_LIMIT = Math.max(1, Math.floor(BUYERS * 0.4));
const BAR_P95_MS = 150;

interface Buyer {
  index: number;
  cookie: string;
  addressId: string;
  currency: 'INR' | 'USD';
  /** The next of their own stones to buy. */
  round: number;
}

interface Sample {
  step: string;
  status: number;
  ms: number;
}

type Answer = AgentAnswer;

const stoneSku = (buyer: number, round: number) => `BENCH-CO-${buyer}-${round}`;

/** Pieces that can be bought alone: complete pieces other than rings, and rings with a size. */
async function pickPieces(db: Database): Promise<Record<string, unknown>[]> {
  const variants = await queryRows<{ sku: string; is_ring: boolean }>(
    db,
    sql`select v.sku, jt.name = 'Ring' as is_ring
          from product_variants v join products p on p.id = v.product_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
         where p.is_listed and v.is_active and (p.has_attached_stone or v.center_stone_shape_id is null)
         order by v.id`,
  );
  if (variants.length === 0) throw new Error('the demo shop has no piece to sell');
  const sizes = ['5', '6', '6.5', '7'];
  return variants.map((v, i) =>
    v.is_ring ? { kind: 'product', sku: v.sku, ringSize: sizes[i % sizes.length] } : { kind: 'product', sku: v.sku },
  );
}

async function insertStones(db: Database): Promise<void> {
  await db.execute(
    sql`insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cut, certificate_lab, cost)
        select 'BENCH-CO-' || b || '-' || r, (select id from stone_categories where name = 'Natural Diamond'),
               (select id from stone_shapes where name = 'Round'),
               50 + (b + r) % 100, 'G', 'VS2', 'Excellent', 'GIA', 10000000 + (b * 1000 + r) * 100
          from generate_series(0, ${BUYERS - 1}) b, generate_series(0, ${STONES_PER_BUYER - 1}) r`,
  );
  await db.execute(sql`analyze stones`);
}

async function makeBuyers(db: Database): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const [user] = await db
      .insert(users)
      .values({
        firstName: 'Bench',
        lastName: `Buyer ${i}`,
        email: `bench.checkout.${i}@example.com`,
        isAccountActivated: true,
        emailConfirmed: true,
      })
      .returning({ id: users.id });
    const { token } = await createSession(db, { userId: user!.id });
    const abroad = i % 3 === 2;
    const [address] = await queryRows<{ id: string }>(
      db,
      abroad
        ? sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
              values (${user!.id}, 'Amy Lee', '+12125550123', '5 Park Avenue', 'New York', 'NY', '10016', 'US', true)
              returning id`
        : sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
              values (${user!.id}, 'Asha Rao', '+919820012345', '12 Marine Drive', 'Mumbai', 'Maharashtra', '400002', 'IN', true)
              returning id`,
    );
    buyers.push({
      index: i,
      cookie: `${SESSION_COOKIE}=${token}`,
      addressId: address!.id,
      currency: abroad ? 'USD' : 'INR',
      round: 0,
    });
  }
  return buyers;
}

/** The API's requests of one flow, kept for the figures; the first few failures are printed. */
class Recorder {
  samples: Sample[] = [];
  private shown = 0;

  async step(
    step: string,
    agent: http.Agent,
    base: URL,
    request: AgentRequest & { cookie: string },
    expected: (answer: Answer) => boolean = (answer) => answer.status === 200,
  ) {
    const answer = await sendOverAgent(agent, base, request);
    this.samples.push({ step, status: answer.status, ms: answer.ms });
    if (!expected(answer) && this.shown++ < 5) console.warn(`  ${step}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return answer;
  }
}

/** Fills the buyer's bag with a piece and their next stone; false when a step failed. */
async function fillBag(
  recorder: Recorder,
  agent: http.Agent,
  base: URL,
  buyer: Buyer,
  piece: Record<string, unknown>,
  coupon: string | null,
): Promise<boolean> {
  const { cookie } = buyer;
  const added = await recorder.step('add piece', agent, base, {
    method: 'POST',
    path: '/api/shopping-cart',
    cookie,
    body: piece,
  });
  const stone = await recorder.step('add stone', agent, base, {
    method: 'POST',
    path: '/api/shopping-cart',
    cookie,
    body: { kind: 'stone', sku: stoneSku(buyer.index, buyer.round++) },
  });
  if (added.status !== 200 || stone.status !== 200) return false;
  if (!coupon) return true;
  const applied = await recorder.step('apply coupon', agent, base, {
    method: 'POST',
    path: '/api/shopping-cart/apply-coupon',
    cookie,
    body: { couponCode: coupon },
  });
  return applied.status === 200;
}

function place(recorder: Recorder, agent: http.Agent, base: URL, buyer: Buyer, expected?: (a: Answer) => boolean) {
  return recorder.step(
    'place',
    agent,
    base,
    {
      method: 'POST',
      path: '/api/test-payment/cart/orders',
      cookie: buyer.cookie,
      body: { addressId: buyer.addressId, currency: buyer.currency },
      headers: { 'idempotency-key': randomUUID() },
    },
    expected,
  );
}

async function capture(recorder: Recorder, agent: http.Agent, base: URL, buyer: Buyer, placed: Answer) {
  const { payment } = (JSON.parse(placed.body) as { data: { payment: { providerOrderId: string } } }).data;
  return recorder.step('capture', agent, base, {
    method: 'POST',
    path: '/api/test-payment/cart/orders/capture',
    cookie: buyer.cookie,
    body: { paymentId: payment.providerOrderId, outcome: 'success' },
  });
}

/** A shopper's pause between steps: `ms` give or take half, so the buyers do not march in step. */
function think(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : sleep(ms * (0.5 + Math.random()));
}

/** Each buyer's loop until `seconds` have passed (or `rounds` each): fill, place, capture. Answers the orders paid. */
async function buyFor(
  { seconds, rounds = Infinity, thinkMs = 0 }: { seconds: number; rounds?: number; thinkMs?: number },
  recorder: Recorder,
  agent: http.Agent,
  base: URL,
  buyers: readonly Buyer[],
  pieces: readonly Record<string, unknown>[],
): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let paid = 0;
  await Promise.all(
    buyers.map(async (buyer) => {
      for (let n = 0; n < rounds && performance.now() < deadline; n++) {
        if (buyer.round >= STONES_PER_BUYER) {
          console.warn(`  buyer ${buyer.index} ran out of stones: raise BENCH_STONES_PER_BUYER`);
          return;
        }
        const piece = pieces[(buyer.index * 7 + buyer.round) % pieces.length]!;
        const coupon = buyer.round % 2 === 1 ? 'BENCH-OPEN' : null;
        if (!(await fillBag(recorder, agent, base, buyer, piece, coupon))) continue;
        await think(thinkMs);
        const placed = await place(recorder, agent, base, buyer);
        if (placed.status !== 200) continue;
        await think(thinkMs);
        if ((await capture(recorder, agent, base, buyer, placed)).status === 200) paid += 1;
        await think(thinkMs);
      }
    }),
  );
  return paid;
}

/** CPU seconds a local process has used (utime + stime from /proc); null when it cannot be read. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Seconds the process's main thread (the API's event loop) ran and waited, runnable, for a CPU. */
function schedSeconds(pid: number): { ran: number; waited: number } | null {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { ran: ran! / 1e9, waited: waited! / 1e9 };
  } catch {
    return null;
  }
}

/**
 * Where the time goes while `work` runs: the CPU the API process, this load generator and the
 * benchmark database's PostgreSQL backends used (when the server is on this machine), and what
 * those backends were doing, sampled every 100 ms from pg_stat_activity — running, waiting for
 * the API to send the next statement (ClientRead: the API is the slower side), or waiting on a
 * lock (another transaction holds the row).
 */
async function observe<T>(db: Database, database: string, apiPid: number, work: () => Promise<T>) {
  const backends = async () =>
    (
      await queryRows<{ pid: number }>(
        db,
        sql`select pid from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`,
      )
    ).map((row) => row.pid);
  const cpuOf = (pids: readonly number[]) => new Map(pids.map((pid) => [pid, cpuSeconds(pid)] as const));
  const waits = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const rows = await queryRows<{ what: string; n: number }>(
        db,
        sql`select case when state = 'active' and wait_event is null then 'running'
                        when state = 'idle' then 'idle (in the pool, or between a request''s statements)'
                        when state like 'idle in transaction%' then 'idle in transaction (waiting for the API)'
                        when wait_event is null then state
                        else wait_event_type || ':' || wait_event end as what, count(*)::int as n
              from pg_stat_activity
             where datname = ${database} and pid <> pg_backend_pid() and backend_type = 'client backend'
             group by 1`,
      );
      samples += 1;
      for (const row of rows) waits.set(row.what, (waits.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const pgPids = await backends();
  const before = { api: cpuSeconds(apiPid), sched: schedSeconds(apiPid), pg: cpuOf(pgPids), self: process.cpuUsage() };
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const self = process.cpuUsage(before.self);
  const api = cpuSeconds(apiPid);
  const sched = schedSeconds(apiPid);
  // Backends that started during the run count whole; one that ended during it is missed.
  const pgAfter = cpuOf(await backends());
  let pg: number | null = 0;
  for (const [pid, cpu] of pgAfter) {
    const start = before.pg.has(pid) ? before.pg.get(pid) : 0;
    pg = cpu === null || start === null || start === undefined || pg === null ? null : pg + cpu - start;
  }
  sampling = false;
  await sampler;
  const share = (cpu: number | null) => (cpu === null ? 'n/a' : `${Math.round((cpu / seconds) * 100)} %`);
  const report = [
    `  CPU (100 % = one core): API ${share(api === null || before.api === null ? null : api - before.api)}, ` +
      `PostgreSQL backends ${share(pg)}, ` +
      `load generator ${share((self.user + self.system) / 1e6)}`,
  ];
  const perSample = [...waits].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${what} ${(n / samples).toFixed(1)}`);
  if (sched && before.sched) {
    const ran = sched.ran - before.sched.ran;
    const waited = sched.waited - before.sched.waited;
    report.push(
      `  the API's event loop: ran ${Math.round((ran / seconds) * 100)} % of the time, waited for a CPU ${Math.round((waited / seconds) * 100)} % (the machine's other work), idle the rest`,
    );
  }
  report.push(`  PostgreSQL connections, on average: ${perSample.join(', ')}`);
  return { result, report, cpu: { api: api === null || before.api === null ? null : api - before.api, pg } };
}

interface Row {
  step: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function figuresOf(samples: readonly Sample[], seconds: number): Row[] {
  const steps = [...new Set(samples.map((s) => s.step))];
  return steps.map((step) => {
    const latencies = samples.filter((s) => s.step === step).map((s) => s.ms);
    const f = percentiles(step, latencies, seconds);
    return { step, requests: f.requests, p50: f.p50, p95: f.p95, p99: f.p99, max: Math.round(Math.max(...latencies)) };
  });
}

function printRows(rows: readonly Row[]) {
  console.log('  step            requests   p50 ms   p95 ms   p99 ms   max ms');
  for (const r of rows) {
    console.log(
      `  ${r.step.padEnd(14)} ${String(r.requests).padStart(9)} ${[r.p50, r.p95, r.p99, r.max].map((n) => String(n).padStart(8)).join(' ')}`,
    );
  }
}

/** The consistency checks: each a query answering the rows that break it, and what it means. */
async function checkConsistency(db: Database): Promise<boolean> {
  const checks: [string, ReturnType<typeof sql>][] = [
    ['every order Paid', sql`select number, state from orders where state <> 'Paid'`],
    [
      "every paid order's stones sold",
      sql`select o.number, s.sku, s.state from orders o join order_lines l on l.order_id = o.id
            join stones s on s.id = l.stone_id where o.state = 'Paid' and s.state <> 'sold'`,
    ],
    [
      'no stone in two orders',
      sql`select stone_id, count(distinct order_id)::int as orders from order_lines
           where stone_id is not null group by stone_id having count(distinct order_id) > 1`,
    ],
    [
      "no benchmark or ordered stone 'on_hold'",
      sql`select sku from stones where state = 'on_hold'
             and (sku like 'BENCH-CO-%' or id in (select stone_id from order_lines where stone_id is not null))`,
    ],
    [
      'coupon uses = coupon_uses rows = orders carrying it ≤ limit',
      sql`select c.code, c.uses, c.usage_limit,
                 (select count(*)::int from coupon_uses u where u.discount_coupon_id = c.id) as use_rows,
                 (select count(*)::int from orders o where o.discount_coupon_id = c.id) as orders
            from discount_coupons c
           where c.uses <> (select count(*) from coupon_uses u where u.discount_coupon_id = c.id)
              or c.uses <> (select count(*) from orders o where o.discount_coupon_id = c.id)
              or c.uses > c.usage_limit`,
    ],
    [
      `BENCH-LIMITED used exactly its limit (${COUPON_LIMIT})`,
      sql`select code, uses from discount_coupons where code = 'BENCH-LIMITED' and uses <> usage_limit`,
    ],
    [
      'one Paid event per paid order',
      sql`select o.number, count(e.id)::int as paid_events from orders o
            left join order_events e on e.order_id = o.id and e.to_state = 'Paid'
           where o.state = 'Paid' group by o.number having count(e.id) <> 1`,
    ],
    [
      'one captured payment per order',
      sql`select o.number, count(p.id)::int as captured from orders o
            left join order_payments p on p.order_id = o.id and p.status = 'captured'
           group by o.number having count(p.id) <> 1`,
    ],
    [
      'no payment left open',
      sql`select order_id, status from order_payments where status in ('creating', 'created', 'failed')`,
    ],
  ];
  let consistent = true;
  for (const [what, query] of checks) {
    const rows = await queryRows<Record<string, unknown>>(db, query);
    console.log(`  ${rows.length === 0 ? 'ok  ' : 'FAIL'} ${what}${rows.length === 0 ? '' : `: ${rows.length} rows`}`);
    if (rows.length > 0) {
      consistent = false;
      for (const row of rows.slice(0, 5)) console.log(`         ${JSON.stringify(row)}`);
    }
  }
  return consistent;
}

const name = `facet_bench_checkout_${process.pid}`;
await withAdmin(async (client) => {
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
});
const url = databaseUrl(name);
const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS });
let api: Awaited<ReturnType<typeof startApi>> | undefined;
let consistent = false;
try {
  await migrateDatabase(handle);
  await runSeeds(handle, { demo: true });
  const pieces = await pickPieces(handle.db);
  await insertStones(handle.db);
  await handle.db.execute(
    sql`insert into discount_coupons (code, discount, usage_limit, start_date, end_date)
        values ('BENCH-OPEN', 500, 1000000, current_date - 1, current_date + 30),
               ('BENCH-LIMITED', 1000, ${COUPON_LIMIT}, current_date - 1, current_date + 30)`,
  );
  const buyers = await makeBuyers(handle.db);
  // As `npm start` runs it (scripts/start.mjs): React's production build renders the e-mails.
  process.env.NODE_ENV ??= 'production';
  api = await startApi(url);
  const base = new URL(api.base);
  console.log(
    `${BUYERS} buyers (${buyers.filter((b) => b.currency === 'USD').length} abroad), ${BUYERS * STONES_PER_BUYER} unique stones, ${pieces.length} pieces to choose from`,
  );

  // Warm-up: one order each, at once (compiles the paths, fills the pools); not in the figures.
  const warm = await buyFor({ seconds: 60, rounds: 1 }, new Recorder(), agent, base, buyers, pieces);
  console.log(`warm-up: ${warm} orders placed and paid`);

  const phases: { name: string; thinkMs: number; seconds: number; bar: boolean }[] = [
    {
      name: `paced: ${BUYERS} buyers, ${THINK_MS} ms (±50 %) between steps`,
      thinkMs: THINK_MS,
      seconds: DURATION_S,
      bar: true,
    },
    { name: `flat out: ${BUYERS} buyers, no pauses (capacity)`, thinkMs: 0, seconds: FLAT_OUT_S, bar: false },
  ];
  let paid = 0;
  for (const phase of phases) {
    if (phase.seconds <= 0) continue;
    const timed = new Recorder();
    const started = performance.now();
    const {
      result: phasePaid,
      report,
      cpu,
    } = await observe(handle.db, name, api.child.pid!, () =>
      buyFor({ seconds: phase.seconds, thinkMs: phase.thinkMs }, timed, agent, base, buyers, pieces),
    );
    paid += phasePaid;
    const seconds = (performance.now() - started) / 1000;
    const rows = figuresOf(timed.samples, seconds);
    const failed = timed.samples.filter((s) => s.status !== 200);
    const byStatus = new Map<string, number>();
    for (const s of failed) byStatus.set(`${s.step} ${s.status}`, (byStatus.get(`${s.step} ${s.status}`) ?? 0) + 1);
    console.log(`\n${phase.name}, ${seconds.toFixed(1)} s (every other order with BENCH-OPEN)`);
    printRows(rows);
    console.log(`  orders placed and paid: ${phasePaid}, ${(phasePaid / seconds).toFixed(1)} orders/s`);
    const perOrder = (v: number | null) =>
      v === null || phasePaid === 0 ? 'n/a' : `${((v / phasePaid) * 1000).toFixed(1)} ms`;
    console.log(`  CPU per order: API ${perOrder(cpu.api)}, PostgreSQL ${perOrder(cpu.pg)}`);
    console.log(
      `  errors: ${failed.length}${failed.length === 0 ? '' : ` (${[...byStatus].map(([k, n]) => `${k}: ${n}`).join(', ')})`}`,
    );
    if (phase.bar) {
      for (const step of ['place', 'capture']) {
        const row = rows.find((r) => r.step === step);
        if (!row) continue;
        console.log(
          `  ${step}: p95 ${row.p95} ms — ${row.p95 <= BAR_P95_MS ? 'PASS' : 'OVER'} (the bar: ${BAR_P95_MS} ms)`,
        );
      }
      console.log(`  errors: ${failed.length === 0 ? 'PASS' : 'OVER'} (the bar: 0)`);
    } else {
      // Little's law: with every buyer always busy, a buyer's round takes BUYERS / throughput.
      console.log(
        `  one buyer's round (add, add, [coupon], place, capture): ${Math.round((BUYERS / Math.max(phasePaid, 1)) * seconds * 1000)} ms on average`,
      );
    }
    for (const line of report) console.log(line);
  }

  // The coupon phase: every buyer at once against a coupon of limit COUPON_LIMIT.
  const couponRun = new Recorder();
  const filled = await Promise.all(
    buyers.map((buyer) =>
      fillBag(couponRun, agent, base, buyer, pieces[buyer.index % pieces.length]!, 'BENCH-LIMITED'),
    ),
  );
  const isCouponRefusal = (a: Answer) => a.status === 200 || (a.status === 409 && a.body.includes('BENCH-LIMITED'));
  const placements = await Promise.all(
    buyers.map((buyer, i) => (filled[i] ? place(couponRun, agent, base, buyer, isCouponRefusal) : null)),
  );
  const captured = await Promise.all(
    placements.map((placed, i) =>
      placed?.status === 200 ? capture(couponRun, agent, base, buyers[i]!, placed) : null,
    ),
  );
  const refusals = placements.filter((a) => a && a.status === 409 && a.body.includes('BENCH-LIMITED')).length;
  const couponErrors =
    filled.filter((ok) => !ok).length +
    placements.filter((a) => a && !isCouponRefusal(a)).length +
    captured.filter((a) => a && a.status !== 200).length;
  console.log(
    `\ncoupon phase: ${BUYERS} placements at once with BENCH-LIMITED (limit ${COUPON_LIMIT}): ` +
      `${placements.filter((a) => a?.status === 200).length} placed, ${captured.filter((a) => a?.status === 200).length} paid, ` +
      `${refusals} refused for the coupon (expected: ${Math.max(0, BUYERS - COUPON_LIMIT)}), ${couponErrors} errors`,
  );

  console.log('\nconsistency afterwards:');
  consistent = (await checkConsistency(handle.db)) && couponErrors === 0;
  const [counts] = await queryRows<{ orders: number; paid: number }>(
    handle.db,
    sql`select count(*)::int as orders, count(*) filter (where state = 'Paid')::int as paid from orders`,
  );
  const expectedOrders = warm + paid + captured.filter((a) => a?.status === 200).length;
  const placedEverywhere = counts!.orders;
  console.log(
    `  ${placedEverywhere === expectedOrders ? 'ok  ' : 'FAIL'} orders in the database (${placedEverywhere}) = orders paid through the API (${expectedOrders})`,
  );
  if (placedEverywhere !== expectedOrders) consistent = false;
} finally {
  agent.destroy();
  if (api) {
    const stopped = new Promise((resolve) => api!.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    await stopped;
  }
  await handle.close();
  if (process.env.BENCH_KEEP === '1') console.log(`kept ${url}`);
  else await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}
if (!consistent) {
  console.log('INCONSISTENT: see above');
  process.exitCode = 1;
}
