import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DatabaseHandle, openDatabase, queryRows } from '@facet/db/client';
import { type addresses, users } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/sessions/sessions.service.ts';
import {
  isNginxInstalled,
  nginxPath,
  type RunningNginx,
  startNginx,
  type Upstream,
  workerAbandonments,
} from './support/nginx.ts';
import { freePort } from './support/server.ts';
import { type ShopInstance, shopInstance } from './support/shop-instances.ts';
import { type Outcome, type Shopper, ShopperStream } from './support/shopper-stream.ts';

/*
 * The shop behind a real load balancer (deploy/): two built instances on one fresh PostgreSQL
 * database and Redis, behind nginx configured from deploy/nginx.conf and deploy/facet-proxy.conf.
 * Shoppers stream through nginx — product pages, bag adds, placements, test payments — while
 *   1. each instance in turn is restarted as deploy/README.md says: taken out of nginx's
 *      rotation (reload), stopped with SIGTERM, started again on its port, put back once ready;
 *   2. each is killed (SIGKILL) and started again at once, as systemd's Restart=always does.
 * Phase 1 loses no request (nginx's own rare drop at a reload, which it logs as an alert, is told
 * apart: workerAbandonments). In 2 only POSTs the killed instance had in hand can fail (nginx
 * sends pages, reads and checkout's repeatable calls to the other). Every write the shop
 * acknowledged is in the database afterwards. The figures are printed for the note.
 * Needs nginx (Debian's package; NGINX_PATH), PostgreSQL (TEST_DATABASE_URL, default the local
 * `test` database's server) and Redis (TEST_REDIS_URL); without them it is skipped loudly, and
 * fails when CI is set.
 */

const databaseServer = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SHOPPERS = 4;
/** Requests the stream must have finished after a restart before the next one begins. */
const REQUESTS_BETWEEN_RESTARTS = 12;

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || defaultPort), timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

const missing = [
  ...(isNginxInstalled() ? [] : [`nginx (${nginxPath}; apt-get install -y nginx, or set NGINX_PATH)`]),
  ...((await reachable(databaseServer, 5432)) ? [] : [`PostgreSQL at ${databaseServer} (TEST_DATABASE_URL)`]),
  ...((await reachable(redisUrl, 6379)) ? [] : [`Redis at ${redisUrl} (TEST_REDIS_URL)`]),
];
if (missing.length > 0) {
  console.warn(
    [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!!  The load-balancer test (e2e/rolling-restart.spec.ts) is NOT running. Missing:',
      ...missing.map((what) => `!!    ${what}`),
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n'),
  );
}

describe.runIf(missing.length > 0 && process.env.CI)('the load-balancer test in CI', () => {
  it('has nginx, PostgreSQL and Redis', () => {
    expect(missing).toEqual([]);
  });
});

async function withServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseServer });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A piece to buy: its SKU, and whether it is a ring (which needs a size). */
interface PieceRow {
  sku: string;
  is_ring: boolean;
}

/** The id of an address inserted for a shopper. */
type AddressId = Pick<typeof addresses.$inferSelect, 'id'>;

/** A shopper's order: whose, its state, and how many of its payments were captured. */
interface ShopperOrderRow {
  id: number;
  user_id: string;
  state: string;
  captured: number;
}

/** The pieces a shopper has: in their orders and in their bag. */
interface PiecesRow {
  pieces: number;
}

/** Signed-in customers with confirmed e-mails and an address in Mumbai, each with a piece of their own to buy. */
async function makeShoppers(handle: DatabaseHandle): Promise<Shopper[]> {
  const pieces = await queryRows<PieceRow>(
    handle.db,
    sql`select v.sku, jt.name = 'Ring' as is_ring
          from product_variants v join products p on p.id = v.product_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
         where p.is_listed and v.is_active and (p.has_attached_stone or v.center_stone_shape_id is null)
         order by v.id limit ${SHOPPERS}`,
  );
  expect(pieces).toHaveLength(SHOPPERS);
  const shoppers: Shopper[] = [];
  for (const [i, piece] of pieces.entries()) {
    const [user] = await handle.db
      .insert(users)
      .values({
        firstName: 'Rolling',
        lastName: `Shopper ${i}`,
        email: `rolling.shopper.${i}@example.com`,
        isAccountActivated: true,
        emailConfirmed: true,
      })
      .returning({ id: users.id });
    const { token } = await createSession(handle.db, { userId: user!.id });
    const [address] = await queryRows<AddressId>(
      handle.db,
      sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
          values (${user!.id}, 'Asha Rao', '+919820012345', '12 Marine Drive', 'Mumbai', 'Maharashtra', '400002', 'IN', true)
          returning id`,
    );
    shoppers.push({
      userId: user!.id,
      cookie: `${SESSION_COOKIE}=${token}`,
      addressId: address!.id,
      piece: piece.is_ring ? { kind: 'product', sku: piece.sku, ringSize: '6' } : { kind: 'product', sku: piece.sku },
    });
  }
  return shoppers;
}

async function until(condition: () => boolean, what: string, withinMs = 30_000) {
  const deadline = performance.now() + withinMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await sleep(20);
  }
}

function describeFailures(failures: readonly Outcome[]): string {
  const kinds = new Map<string, number>();
  for (const failure of failures) {
    const kind = `${failure.step} ${failure.status || 'no answer'}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return kinds.size === 0 ? 'none' : [...kinds].map(([kind, n]) => `${n} × ${kind}`).join(', ');
}

/** What nginx met with the instances, by kind ("connect() failed (111: Connection refused)": 12, …). */
function upstreamErrors(log: string): string {
  const kinds = new Map<string, number>();
  for (const match of log.matchAll(/\[error\] \d+#\d+: \*\d+ (.*?) while /g)) {
    kinds.set(match[1]!, (kinds.get(match[1]!) ?? 0) + 1);
  }
  return kinds.size === 0 ? 'none' : [...kinds].map(([kind, n]) => `${n} × ${kind}`).join(', ');
}

describe("nginx's own report of a retiring worker that dropped connections", () => {
  const log = [
    '2026/12/04 01:30:30 [notice] 13779#13779: gracefully shutting down',
    '2026/12/04 01:30:30 [alert] 13779#13779: *646 open socket #13 left in connection 3',
    '2026/12/04 01:30:30 [alert] 13779#13779: *645 open socket #12 left in connection 11',
    '2026/12/04 01:30:30 [alert] 13779#13779: aborting',
    '2026/12/04 01:30:39 [error] 13848#13848: *920 recv() failed (104: Connection reset by peer) while reading',
    '2026/12/04 01:30:41 [alert] 13848#13848: aborting',
    '2026/12/04 01:30:45 [alert] 13901#13901: *1200 open socket #9 left in connection 4',
    '',
  ].join('\n');

  it('is the second a worker left sockets open and then aborted, in local time', () => {
    expect(workerAbandonments(log)).toEqual([new Date(2026, 11, 4, 1, 30, 30)]);
  });

  it('is nothing in a log without it', () => {
    expect(workerAbandonments(log.split('\n').slice(4).join('\n'))).toEqual([]);
  });
});

describe.runIf(missing.length === 0)('two instances behind nginx', () => {
  const databaseName = `facet_lb_${randomBytes(4).toString('hex')}`;
  let dataDir: string | undefined;
  let database: DatabaseHandle | undefined;
  let nginx: RunningNginx | undefined;
  const instances: ShopInstance[] = [];

  beforeAll(async () => {
    const instanceDir = mkdtempSync(path.join(tmpdir(), 'facet-lb-'));
    dataDir = instanceDir;
    await withServer((client) => client.query(`create database ${databaseName}`));
    const url = new URL(databaseServer);
    url.pathname = `/${databaseName}`;
    const [nginxPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      TRUST_PROXY: 'true',
      PUBLIC_URL: publicUrl,
      DATA_DIR: instanceDir,
      LOG_LEVEL: 'warn',
      // Both instances, nginx, PostgreSQL and the shoppers share two cores: a busy second must not
      // turn pages into "very busy" answers. Load shedding has tests of its own.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    for (const port of ports) instances.push(shopInstance(port!, env));
    // The first start migrates the new database and loads the demo shop; the second finds it done.
    for (const instance of instances) await instance.start();
    nginx = await startNginx(
      nginxPort!,
      ports.map((port) => ({ port: port! })),
    );
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
    await withServer((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps every shopper answered through rolling restarts, and every acknowledged write',
    { timeout: 240_000 },
    async () => {
      const lb = nginx!;
      const shoppers = await makeShoppers(database!);
      const stream = new ShopperStream(lb.url);
      const figures: string[] = [];
      // Each restart's steps with their times, printed beside nginx's log when a request failed.
      const steps: string[] = [];
      const step = (what: string) => steps.push(`${new Date().toISOString()} ${what}`);
      const upstreams = (down?: ShopInstance): Upstream[] =>
        instances.map((instance) => ({ port: instance.port, down: instance === down }));
      const settle = async (instance: ShopInstance) => {
        // The next restart waits until the stream has gone on a while and nginx sends this instance requests again.
        const served = lb.servedCount(instance.port);
        const count = stream.count;
        await until(
          () => stream.count >= count + REQUESTS_BETWEEN_RESTARTS && lb.servedCount(instance.port) > served,
          `requests answered by the instance on ${instance.port} after its restart`,
        );
      };

      const started = performance.now();
      stream.start(
        shoppers,
        shoppers.map((shopper) => `/product/${encodeURIComponent(shopper.piece.sku)}`),
      );
      await until(() => stream.placed.length >= SHOPPERS, 'every shopper placing an order before the restarts');

      stream.phase = 'taken out, then SIGTERM';
      for (const instance of instances) {
        step(`taking ${instance.port} out`);
        await lb.reconfigure(upstreams(instance));
        step(`SIGTERM to ${instance.port}`);
        const stopMs = await instance.stop();
        step(`${instance.port} stopped; starting`);
        const readyMs = await instance.start();
        step(`${instance.port} ready; putting it back`);
        await lb.reconfigure(upstreams());
        step(`${instance.port} back in rotation`);
        figures.push(
          `${stream.phase} ${instance.port}: stopped in ${stopMs.toFixed(0)} ms, ready ${readyMs.toFixed(0)} ms after its start`,
        );
        await settle(instance);
      }

      stream.phase = 'SIGKILL';
      for (const instance of instances) {
        step(`SIGKILL to ${instance.port}`);
        await instance.kill();
        const readyMs = await instance.start();
        step(`${instance.port} ready again`);
        figures.push(`${stream.phase} ${instance.port}: ready ${readyMs.toFixed(0)} ms after its start`);
        await settle(instance);
      }

      stream.phase = 'after';
      await stream.stop();
      const seconds = (performance.now() - started) / 1000;

      // An answer cut off as a retiring worker of nginx exited, which nginx reports as its own
      // fault in the same second (workerAbandonments), is nginx's: the instance had answered.
      const abandonments = workerAbandonments(lb.errorLog());
      const cutByNginx = (failure: Outcome) =>
        failure.status === 0 &&
        failure.error === 'Error: aborted' &&
        abandonments.some((at) => {
          const answered = Date.parse(failure.answeredAt ?? '');
          return answered >= at.getTime() - 1_000 && answered < at.getTime() + 2_000;
        });

      const phases = ['warm-up', 'taken out, then SIGTERM', 'SIGKILL', 'after'];
      console.log(
        [
          '',
          `Rolling restarts behind nginx: ${stream.count} requests in ${seconds.toFixed(1)} s by ${SHOPPERS} shoppers and a visitor`,
          ...phases.map(
            (phase) =>
              `  ${phase}: ${stream.outcomes.filter((outcome) => outcome.phase === phase).length} requests, failed: ${describeFailures(stream.failures(phase))}`,
          ),
          ...figures.map((line) => `  ${line}`),
          `  orders placed ${stream.placed.length}, paid ${stream.captured.length}; instances' memory ${instances.map((instance) => `${instance.residentMib()} MiB`).join(', ')}`,
          `  nginx's errors with the instances: ${upstreamErrors(lb.errorLog())}`,
          `  answers cut off by a retiring worker of nginx, by its own alert: ${describeFailures(stream.failures().filter(cutByNginx))}`,
          '',
        ].join('\n'),
      );

      // The restart's steps, nginx's complaints and the instances' warnings: printed when any
      // request failed, and carried by a failed assertion's message, so that the end of a CI log,
      // which is often all there is, shows what happened.
      const diagnosis = [
        'Restart steps:',
        ...steps,
        "nginx's warnings and errors:",
        ...lb
          .errorLog()
          .split('\n')
          .filter((line) => /\[(warn|error|crit|alert|emerg)\]/.test(line)),
        ...instances.flatMap((instance) => [`The instance on ${instance.port} said:`, instance.output().slice(-3_000)]),
      ].join('\n');
      if (stream.failures().length > 0) console.log(diagnosis);

      // Taken out of rotation first, an instance's restart loses nobody. A request still in flight
      // when the kills began (sent as the last graceful restart settled) is judged as the kills' own.
      const notKilled = (phase: string) =>
        stream.failures(phase).filter((failure) => !failure.during.includes('SIGKILL') && !cutByNginx(failure));
      expect(notKilled('warm-up'), diagnosis).toEqual([]);
      expect(notKilled('taken out, then SIGTERM'), diagnosis).toEqual([]);
      expect(notKilled('after'), diagnosis).toEqual([]);
      // Killed, an instance takes with it only what it was doing: a POST nginx may not send again
      // (a bag add), or a checkout call whose first attempt it cut off half-way. No page, no read,
      // no "connection refused" or "no live upstreams" reaches a shopper.
      const unexpected = stream
        .failures('SIGKILL')
        .filter((failure) => failure.method !== 'POST' || failure.status === 0 || failure.status === 503);
      expect(unexpected, diagnosis).toEqual([]);

      // Every acknowledged write is in the database.
      const db = database!.db;
      const orders = await queryRows<ShopperOrderRow>(
        db,
        sql`select o.id, o.user_id, o.state,
                 (select count(*)::int from order_payments p where p.order_id = o.id and p.status = 'captured') as captured
            from orders o where o.user_id in (${sql.join(
              shoppers.map((shopper) => sql`${shopper.userId}`),
              sql`, `,
            )})`,
      );
      const byId = new Map(orders.map((order) => [order.id, order]));
      for (const placed of stream.placed)
        expect(byId.get(placed.orderId)?.user_id, `order ${placed.orderId}`).toBe(placed.userId);
      for (const paid of stream.captured) {
        expect(byId.get(paid.orderId)?.state, `order ${paid.orderId}`).toBe('Paid');
        expect(byId.get(paid.orderId)?.captured, `order ${paid.orderId}'s payments`).toBe(1);
      }
      // Each acknowledged bag add is in an order or still in the bag; a failed one may or may not be.
      for (const shopper of shoppers) {
        const [{ pieces }] = (await queryRows<PiecesRow>(
          db,
          sql`select (select coalesce(sum(l.quantity), 0) from order_lines l join orders o on o.id = l.order_id
                     where o.user_id = ${shopper.userId})::int
                 + (select coalesce(sum(quantity), 0) from bag_lines where user_id = ${shopper.userId})::int as pieces`,
        )) as [PiecesRow];
        const adds = stream.adds.get(shopper.userId)!;
        expect(pieces, `pieces of ${shopper.userId}`).toBeGreaterThanOrEqual(adds.acknowledged);
        expect(pieces, `pieces of ${shopper.userId}`).toBeLessThanOrEqual(adds.acknowledged + adds.failed);
      }
    },
  );
});
