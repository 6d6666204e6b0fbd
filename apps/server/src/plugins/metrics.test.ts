import type { PaymentStart } from '@facet/contracts/checkout';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForMetrics } from '../lib/metrics-listener.ts';
import { enqueueJob } from '../modules/jobs/jobs.service.ts';
import { ProviderError } from '../modules/payments/payment-provider.ts';
import { addToBag, checkoutCustomer, startCheckout } from '../testing/orders.ts';
import { parsePrometheusText, type Sample, samplesOf, valueOf } from '../testing/prometheus-text.ts';
import { oneRow } from '../testing/rows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { METRICS_TOKEN_REFUSAL } from './metrics.ts';
import { firstListedSku } from '../testing/catalogue.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const DURATION = 'facet_http_request_duration_seconds';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    METRICS_TOKEN: TOKEN,
    TEST_PAYMENTS: 'true',
    // Razorpay configured where nothing listens: its calls fail as an unreachable provider's do.
    RAZORPAY_KEY_ID: 'rzp_test_metrics',
    RAZORPAY_KEY_SECRET: 'metrics-secret',
    RAZORPAY_API_URL: 'http://127.0.0.1:9',
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function scrape(app = t.app): Promise<Sample[]> {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return parsePrometheusText(response.body);
}

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers the bearer of the token in Prometheus’s format, never to be cached', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parsePrometheusText(response.body);
    // prom-client's default metrics come along, the event loop's lag among them.
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('answers 401 in the envelope without the token, with a wrong one, or with another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-of-some-length',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
    ]) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        statusCode: 401,
        errorMessages: [METRICS_TOKEN_REFUSAL],
        data: null,
        isSuccess: false,
      });
    }
  });

  it('times each answer under its route’s pattern and status, never under its address', async () => {
    const metals = await t.app.inject({ url: '/api/metal' });
    const variant = await t.app.inject({ url: '/api/product-varients/ABC' });
    const page = await t.app.inject({ url: '/product/ABC' });
    expect(metals.statusCode).toBe(200);
    expect(page.statusCode).toBe(404);

    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const samples = parsePrometheusText(response.body);
    const count = (labels: Record<string, string>) => valueOf(samples, `${DURATION}_count`, labels) ?? 0;
    expect(count({ method: 'GET', route: '/api/metal', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(
      count({ method: 'GET', route: '/api/product-varients/:sku', status_code: String(variant.statusCode) }),
    ).toBeGreaterThanOrEqual(1);
    // No route matched (the web app is not mounted in these tests): one label for all such addresses.
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    // A histogram: its buckets count the same answers, the last (+Inf) all of them.
    const buckets = samplesOf(samples, `${DURATION}_bucket`, { route: '/api/metal', status_code: '200' });
    expect(buckets.find((bucket) => bucket.labels.le === '+Inf')?.value).toBe(
      count({ method: 'GET', route: '/api/metal', status_code: '200' }),
    );
    expect(response.body).not.toContain('ABC');
    const routes = new Set(samplesOf(samples, `${DURATION}_count`).map((sample) => sample.labels.route));
    expect([...routes].filter((route) => route?.includes('/product/'))).toEqual([]);
  });

  it('shows the job queue as it is at the scrape: due jobs by kind, those set for later, the oldest’s wait', async () => {
    await enqueueJob(t.database.db, { kind: 'metrics-test-due', runAt: new Date(Date.now() - 30_000) });
    await enqueueJob(t.database.db, { kind: 'metrics-test-due' });
    await enqueueJob(t.database.db, { kind: 'metrics-test-later', runAt: new Date(Date.now() + 3_600_000) });

    const samples = await scrape();
    expect(valueOf(samples, 'facet_job_queue_depth', { kind: 'metrics-test-due' })).toBe(2);
    expect(valueOf(samples, 'facet_job_queue_oldest_age_seconds', { kind: 'metrics-test-due' })).toBeGreaterThanOrEqual(
      29,
    );
    expect(valueOf(samples, 'facet_job_queue_depth', { kind: 'metrics-test-later' })).toBe(0);
    expect(valueOf(samples, 'facet_job_queue_scheduled', { kind: 'metrics-test-later' })).toBe(1);
    expect(valueOf(samples, 'facet_job_queue_oldest_age_seconds', { kind: 'metrics-test-later' })).toBe(0);

    // Run (here: finished by hand), the jobs leave the queue and their kind leaves the scrape.
    await queryRows(t.database.db, sql`update jobs set status = 'done' where kind like 'metrics-test-%'`);
    const after = await scrape();
    expect(samplesOf(after, 'facet_job_queue_depth', { kind: 'metrics-test-due' })).toEqual([]);
  });

  it('times calls to the payment providers by provider and operation, and counts failures by kind', async () => {
    const sku = await firstListedSku(t.database.db, 'Earring'); // an earring: no ring size to choose
    const buyer = await checkoutCustomer(t, 'metrics.buyer@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku });
    const started = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId, currency: 'INR' });
    expect(started.statusCode, started.body).toBe(200);
    const { payment } = started.json().data as PaymentStart;
    const captured = await t.app.inject({
      method: 'POST',
      url: '/api/test-payment/cart/orders/capture',
      headers: { cookie: buyer.cookie },
      payload: { paymentId: payment.providerOrderId, outcome: 'success' },
    });
    expect(captured.statusCode, captured.body).toBe(200);

    // Razorpay, where nothing answers: the call fails and is counted as the provider being unavailable.
    const razorpay = t.app.paymentGateways.get('razorpay')!;
    await expect(
      razorpay.lookUpPayment({ providerOrderId: 'order_metrics', amount: 100, currency: 'INR' }),
    ).rejects.toBeInstanceOf(ProviderError);

    const samples = await scrape();
    const calls = (provider: string, operation: string) =>
      valueOf(samples, 'facet_payment_provider_call_duration_seconds_count', { provider, operation });
    expect(calls('test-payment', 'create_payment')).toBe(1);
    expect(calls('test-payment', 'confirm_payment')).toBe(1);
    expect(calls('razorpay', 'look_up_payment')).toBe(1);
    expect(
      valueOf(samples, 'facet_payment_provider_errors_total', {
        provider: 'razorpay',
        operation: 'look_up_payment',
        kind: 'unavailable',
      }),
    ).toBe(1);
    expect(samplesOf(samples, 'facet_payment_provider_errors_total', { provider: 'test-payment' })).toEqual([]);
  });

  it('shows the page cache’s hits, misses, pages and bytes', async () => {
    const before = await scrape();
    const cache = t.app.pageCache;
    expect(cache.get('USD /metrics-test')).toBeUndefined();
    cache.keep('USD /metrics-test', { status: 200, headers: [], html: '<p>kept</p>', nonce: 'n0' }, cache.generation);
    expect(cache.get('USD /metrics-test')).toBeDefined();

    const after = await scrape();
    const grew = (name: string) => valueOf(after, name)! - valueOf(before, name)!;
    expect(grew('facet_page_cache_hits_total')).toBe(1);
    expect(grew('facet_page_cache_misses_total')).toBe(1);
    expect(valueOf(after, 'facet_page_cache_entries')).toBe(1);
    expect(valueOf(after, 'facet_page_cache_bytes')).toBe('<p>kept</p>'.length);
    cache.drop();
  });

  it('shows the search indexes once built: records, build time, age', async () => {
    const searched = await t.app.inject({ url: '/api/global-search?search=ring' });
    expect(searched.statusCode).toBe(200);
    const { listed } = await oneRow<{ listed: number }>(
      t.database.db,
      sql`select count(distinct product_id)::int as listed from product_cards c join products p on p.id = c.product_id where p.is_listed`,
    );

    const samples = await scrape();
    expect(valueOf(samples, 'facet_search_index_documents', { index: 'products' })).toBe(listed);
    expect(valueOf(samples, 'facet_search_index_build_duration_seconds', { index: 'products' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'facet_search_index_age_seconds', { index: 'products' })).toBeGreaterThanOrEqual(0);
  });

  it('shows the PostgreSQL pool’s connections, and no pool on PGlite (it has none)', async () => {
    const samples = await scrape();
    if (t.database.engine === 'postgres') {
      expect(valueOf(samples, 'facet_db_pool_max_clients')).toBe(5);
      expect(valueOf(samples, 'facet_db_pool_clients')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'facet_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(samples.filter((sample) => sample.name.startsWith('facet_db_pool_'))).toEqual([]);
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('/metrics is an unknown address on the shop’s port; METRICS_PORT’s listener serves it on 127.0.0.1 without a token, database or not', async () => {
    const off = await createTestApp();
    try {
      expect(off.app.metrics).toBeUndefined();
      const unknown = await off.app.inject({ url: '/metrics' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ statusCode: 404, isSuccess: false });
    } finally {
      await off.close();
    }

    const local = await createTestApp({ METRICS_PORT: '9464' });
    const listener = await listenForMetrics(local.app.metrics!, 0);
    try {
      expect((await local.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      await local.app.inject({ url: '/api/metal' });
      const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const samples = parsePrometheusText(await response.text());
      expect(valueOf(samples, `${DURATION}_count`, { route: '/api/metal', status_code: '200' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/metal`)).status).toBe(404);

      // A database that does not answer costs the scrape its job figures, not the scrape.
      await enqueueJob(local.database.db, { kind: 'metrics-test-unread' });
      await local.database.close();
      const withoutDatabase = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(withoutDatabase.status).toBe(200);
      const left = parsePrometheusText(await withoutDatabase.text());
      expect(samplesOf(left, 'facet_job_queue_depth')).toEqual([]);
      expect(valueOf(left, `${DURATION}_count`, { route: '/api/metal', status_code: '200' })).toBe(1);
    } finally {
      await listener.close();
      await local.close();
    }
  });
});
