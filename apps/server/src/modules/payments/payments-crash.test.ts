import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PaymentStart } from '@facet/contracts/checkout';
import { jobs } from '@facet/db/schema/jobs';
import { orderPayments } from '@facet/db/schema/orders';
import { createTestDatabase, type TestDatabase } from '@facet/db/testing/test-database';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../testing/fake-razorpay.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { TEST_PAN } from '../../testing/orders.ts';
import { createSession, SESSION_COOKIE } from '../sessions/sessions.service.ts';
import { RECONCILE_PAYMENTS_JOB } from './payment-reconcile.service.ts';
import { oneRow } from '../../testing/rows.ts';
import { firstListedSku } from '../../testing/catalogue.ts';

/*
 * The server killed (SIGKILL) between the payment and its capture, then started again (issue
 * 13): the shop's API runs as a real process (testing/api-process.ts) on a PostgreSQL database,
 * with its job runner, against the fake Razorpay in this process. Each test pays (or not) at
 * the fake, kills the process before anything is captured, starts a new one on the same port,
 * and watches the database: the webhook or the reconcile job of the new process pays the order
 * once; an order whose hold ran out meanwhile is cancelled and its stone put back on sale.
 * The webhook's first delivery arrives together with Razorpay's retries (ten at once), so
 * without the order's lock the order would be paid, e-mailed and logged more than once.
 * PostgreSQL only: PGlite is one process's database.
 */

const root = path.resolve(import.meta.dirname, '../../../../..');
const entry = 'apps/server/src/testing/api-process.ts';
const keys = {
  keyId: 'rzp_test_FacetCrash001',
  keySecret: 'facet_crash_razorpay_secret_never_shown',
  webhookSecret: 'facet_crash_razorpay_webhook_secret',
};
const WAIT_MS = 15_000;

interface ApiProcess {
  url: string;
  child: ChildProcess;
  output(): string;
}

let database: TestDatabase;
let razorpay: FakeRazorpay;
let dataDir: string;
let port: number;
let api: ApiProcess;
let earring: string;
const children = new Set<ChildProcess>();

/** A port nobody listens on now; every start of the API uses it, as a restarted server would. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

/** Starts the API process and waits for its "listening on" line. */
async function startApi(): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=@facet/source', '--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '5',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'true',
      JOBS_POLL_INTERVAL_MS: '200',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
      TEST_PAYMENTS: 'true',
      PAYMENT_TIMEOUT_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API did not start within 20 s:\n${output}`)), 20_000);
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The API exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return { url, child, output: () => output };
}

/** Ends a process and waits until it is gone; answers its exit code (null when killed). */
function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** The crash: SIGKILL, then a new process on the same port and database. */
async function killAndRestart(): Promise<void> {
  await stop(api.child, 'SIGKILL');
  api = await startApi();
}

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(database.db, query);

const count = async (query: ReturnType<typeof sql>) => (await one<{ n: number }>(query)).n;
const orderState = async (orderId: number) =>
  (await one<{ state: string }>(sql`select state from orders where id = ${orderId}`)).state;
const stoneState = async (sku: string) =>
  (await one<{ state: string }>(sql`select state from stones where sku = ${sku}`)).state;
const paymentStatuses = async (orderId: number) =>
  (
    await database.db
      .select({ status: orderPayments.status })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(orderPayments.id)
  ).map((row) => row.status);
const movesTo = (orderId: number, state: string) =>
  count(sql`select count(*)::int as n from order_events where order_id = ${orderId} and to_state = ${state}`);
const paidMails = (email: string) =>
  count(sql`select count(*)::int as n from messages where "to" = ${email} and subject like '%payment received%'`);

/** Polls until the order is in `state` (the new process works on its own time), at most WAIT_MS. */
async function orderBecomes(orderId: number, state: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while ((await orderState(orderId)) !== state) {
    if (Date.now() > deadline) {
      throw new Error(`order ${orderId} is ${await orderState(orderId)}, not ${state}:\n${api.output()}`);
    }
    await sleep(100);
  }
}

/** What must happen exactly once when an order is paid. */
async function expectPaidOnce(order: { id: number }, email: string) {
  expect(await orderState(order.id)).toBe('Paid');
  expect(await paymentStatuses(order.id)).toEqual(['captured']);
  expect(await movesTo(order.id, 'Paid')).toBe(1);
  expect(await paidMails(email)).toBe(1);
}

/** A call to the running API process over HTTP. */
async function call(method: string, url: string, options: { cookie?: string; body?: unknown; key?: string } = {}) {
  const response = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as { data: unknown } };
}

/**
 * A customer with a confirmed e-mail, a session, an address in India, and a bag (through the
 * API) of an earring and a loose stone of their own.
 */
async function shopper(name: string) {
  const email = `${name}@example.com`;
  const stoneSku = `CRASH-${name.toUpperCase()}`;
  await insertStoneRow({ database }, { sku: stoneSku, shape: 'Oval', carat: 1.01, costRupees: 250_000 });
  const user = await one<{ id: string }>(
    sql`insert into users (first_name, last_name, email, is_account_activated, email_confirmed)
        values ('Test', 'Customer', ${email}, true, true) returning id`,
  );
  const { token } = await createSession(database.db, { userId: user.id });
  const address = await one<{ id: string }>(
    sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
        values (${user.id}, 'Asha Rao', '+919820012345', '12 Marine Drive', 'Mumbai', 'Maharashtra', '400002', 'IN', true)
        returning id`,
  );
  const cookie = `${SESSION_COOKIE}=${token}`;
  for (const item of [
    { kind: 'product', sku: earring },
    { kind: 'stone', sku: stoneSku },
  ]) {
    const added = await call('POST', '/api/shopping-cart', { cookie, body: item });
    if (added.status !== 200) throw new Error(`add failed: ${added.status} ${added.text}`);
  }
  return { email, cookie, stoneSku, addressId: address.id };
}

/** Places the shopper's order with Razorpay through the running process. */
async function placed(buyer: Awaited<ReturnType<typeof shopper>>): Promise<PaymentStart> {
  const started = await call('POST', '/api/razorpay/cart/orders', {
    cookie: buyer.cookie,
    key: randomUUID(),
    body: { addressId: buyer.addressId, pan: TEST_PAN },
  });
  if (started.status !== 200) throw new Error(`placement failed: ${started.status} ${started.text}`);
  const start = started.json().data as PaymentStart;
  expect(start.order.state).toBe('PendingPayment');
  expect(await stoneState(buyer.stoneSku)).toBe('on_hold');
  return start;
}

/**
 * The reconcile job made due now, as the running process's job runner will find it: the
 * recurring row moved forward, or (when the killed process died while running it, so that row
 * stays 'running' until its lease runs out) a run of its own.
 */
async function reconcileNow(): Promise<void> {
  const moved = await database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, RECONCILE_PAYMENTS_JOB), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  if (moved.length === 0) {
    await database.db.execute(sql`insert into jobs (kind, run_at) values (${RECONCILE_PAYMENTS_JOB}, now())`);
  }
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the server killed between payment and capture', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    razorpay = await startFakeRazorpay(keys);
    dataDir = mkdtempSync(path.join(tmpdir(), 'facet-crash-'));
    port = await freePort();
    earring = await firstListedSku(database.db, 'Earring');
    api = await startApi();
  }, 60_000);

  afterAll(async () => {
    // Every process this file started, whatever happened to the tests.
    await Promise.all([...children].map((child) => stop(child, 'SIGKILL')));
    await razorpay?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  let asha: Awaited<ReturnType<typeof shopper>>;
  let ashaOrder: PaymentStart;

  it('a: paid at Razorpay, killed before the capture; the restarted server records the webhook (and its retries, all at once) once', async () => {
    asha = await shopper('asha');
    ashaOrder = await placed(asha);
    const answer = razorpay.pay(ashaOrder.payment.providerOrderId);
    await killAndRestart();
    // Nothing was captured before the kill: the money is at Razorpay, the order still held.
    expect(await orderState(ashaOrder.order.id)).toBe('PendingPayment');
    expect(await paymentStatuses(ashaOrder.order.id)).toEqual(['created']);
    expect(await stoneState(asha.stoneSku)).toBe('on_hold');

    // Razorpay kept retrying while nobody answered: the first delivery and its retries land together.
    const eventId = randomUUID().replaceAll('-', '').slice(0, 14);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        razorpay.webhook(`${api.url}/api/razorpay/webhook`, 'payment.captured', {
          paymentId: answer.razorpay_payment_id,
          eventId,
        }),
      ),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    await orderBecomes(ashaOrder.order.id, 'Paid');
    await expectPaidOnce(ashaOrder.order, asha.email);
    expect(await stoneState(asha.stoneSku)).toBe('sold');
    const row = await one<{ provider_payment_id: string }>(
      sql`select provider_payment_id from order_payments where order_id = ${ashaOrder.order.id}`,
    );
    expect(row.provider_payment_id).toBe(answer.razorpay_payment_id);
  });

  it('b: paid at Razorpay, killed, no webhook ever; the restarted server’s reconcile job finds the payment and pays the order once', async () => {
    const ben = await shopper('ben');
    const { order, payment } = await placed(ben);
    razorpay.pay(payment.providerOrderId);
    await killAndRestart();
    expect(await orderState(order.id)).toBe('PendingPayment');

    // A minute on, nobody has reported the payment: the job asks Razorpay.
    await database.db.execute(
      sql`update order_payments set update_date = now() - interval '2 minutes' where order_id = ${order.id}`,
    );
    await reconcileNow();
    await orderBecomes(order.id, 'Paid');
    expect(
      razorpay.requests.some((r) => r.method === 'GET' && r.path === `/v1/orders/${payment.providerOrderId}/payments`),
    ).toBe(true);
    await expectPaidOnce(order, ben.email);
    expect(await stoneState(ben.stoneSku)).toBe('sold');
  });

  it('c: placed and never paid, killed, its hold run out meanwhile; the restarted server cancels it and the stone is on sale again', async () => {
    const cai = await shopper('cai');
    const { order } = await placed(cai);
    await stop(api.child, 'SIGKILL');
    await database.db.execute(sql`update orders set hold_until = now() - interval '1 second' where id = ${order.id}`);
    api = await startApi();
    await reconcileNow();
    await orderBecomes(order.id, 'Cancelled');
    expect(await stoneState(cai.stoneSku)).toBe('available');
    expect(await paymentStatuses(order.id)).toEqual(['failed']);
    expect(await movesTo(order.id, 'Cancelled')).toBe(1);
    expect(await movesTo(order.id, 'Paid')).toBe(0);
  });

  it('d: replays after the restart: the same webhook 10 times at once changes nothing more; SIGTERM stops the process cleanly', async () => {
    const first = razorpay.webhooks.find((hook) => hook.status === 200)!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${api.url}/api/razorpay/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': first.signature,
            'x-razorpay-event-id': first.eventId,
          },
          body: first.body,
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as { data: unknown } })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.map((answer) => answer.body.data)).toEqual(Array(10).fill({ handled: false }));
    await expectPaidOnce(ashaOrder.order, asha.email);
    expect(razorpay.refunds.size).toBe(0);

    expect(await stop(api.child, 'SIGTERM')).toBe(0);
  });
});
