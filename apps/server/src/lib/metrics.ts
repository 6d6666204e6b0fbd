import type { PoolFigures } from '@facet/db/client';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueuedJobFigures } from '../modules/jobs/jobs.service.ts';
import type { PageCache } from './page-cache.ts';

/*
 * What an instance tells Prometheus (docs/operations.md, "Metrics", lists every metric).
 * One registry per app: buildApp runs many times in one test process, and prom-client's
 * default registry is a module-level one that would carry one app's figures into the next (and
 * refuse a second metric of the same name). Figures that are states (the job queue, the pool,
 * the page cache, the search indexes) are read when scraped, from what the app already keeps.
 * Nothing here exists unless metrics are configured (METRICS_TOKEN or METRICS_PORT): prom-client's
 * default metrics start an event-loop monitor and a garbage-collection observer that live as
 * long as the process, so an app that nobody scrapes should not start them.
 */

export type HttpLabels = 'method' | 'route' | 'status_code';
export type PaymentCallLabels = 'provider' | 'operation';
export type PaymentErrorLabels = 'provider' | 'operation' | 'kind';

/** A search index as last built: how many records it holds, when and in how long it was built. */
export interface SearchIndexFigures {
  documents: number;
  builtAt: number;
  buildMs: number;
}

/** What the ring pictures' drawing has done and has in hand. */
export interface RingPictureFigures {
  drawn: number;
  threadsWarmed: number;
  underWay: number;
  refusedForQueue: number;
}

export interface MetricSources {
  pageCache: PageCache;
  /** The PostgreSQL pool's clients; absent on PGlite, which has no pool. */
  poolFigures: (() => PoolFigures) | undefined;
  jobQueue: () => Promise<QueuedJobFigures[]>;
  /** A figure that could not be read (the database is down): logged, and left out of the scrape. */
  onReadError: (source: string, error: unknown) => void;
}

export interface Metrics {
  readonly registry: Registry;
  readonly httpRequestDuration: Histogram<HttpLabels>;
  readonly paymentCallDuration: Histogram<PaymentCallLabels>;
  readonly paymentCallErrors: Counter<PaymentErrorLabels>;
  /** A search index whose figures are read at each scrape (`name`: products, stones). */
  watchSearchIndex(name: string, figures: () => SearchIndexFigures | null): void;
  /** The ring pictures' drawing (modules/ring-builder), read at each scrape. */
  watchRingPictures(figures: () => RingPictureFigures): void;
  /** The scrape: every metric in Prometheus's text format. */
  scrape(): Promise<string>;
  readonly contentType: string;
}

/** One read shared by every metric collected in the same scrape (they are collected side by side). */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= read().finally(() => {
      running = null;
    }));
}

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpRequestDuration = new Histogram<HttpLabels>({
    name: 'facet_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const paymentCallDuration = new Histogram<PaymentCallLabels>({
    name: 'facet_payment_provider_call_duration_seconds',
    help: 'Time a call to a payment provider took (each of its HTTP requests included), failed calls too.',
    labelNames: ['provider', 'operation'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });

  const paymentCallErrors = new Counter<PaymentErrorLabels>({
    name: 'facet_payment_provider_errors_total',
    help: 'Calls to a payment provider that failed, by kind: refused, unavailable, timeout or unexpected.',
    labelNames: ['provider', 'operation', 'kind'],
    registers,
  });

  const { pageCache } = sources;
  new Counter({
    name: 'facet_page_cache_hits_total',
    help: 'Storefront pages answered from the page cache.',
    registers,
    collect() {
      this.reset();
      this.inc(pageCache.hits);
    },
  });
  new Counter({
    name: 'facet_page_cache_misses_total',
    help: 'Page views of anonymous visitors not found in the page cache (made afresh).',
    registers,
    collect() {
      this.reset();
      this.inc(pageCache.misses);
    },
  });
  new Gauge({
    name: 'facet_page_cache_entries',
    help: 'Pages kept in the page cache now.',
    registers,
    collect() {
      this.set(pageCache.size);
    },
  });
  new Gauge({
    name: 'facet_page_cache_bytes',
    help: 'Bytes of HTML kept in the page cache now (its limit is PAGE_CACHE_MB).',
    registers,
    collect() {
      this.set(pageCache.byteSize);
    },
  });

  const { poolFigures } = sources;
  if (poolFigures) {
    const pool = (name: string, help: string, pick: (figures: PoolFigures) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(pick(poolFigures()));
        },
      });
    pool('facet_db_pool_clients', 'Connections the PostgreSQL pool holds open (in use or idle).', (f) => f.total);
    pool('facet_db_pool_idle_clients', 'Open connections not in use.', (f) => f.idle);
    pool('facet_db_pool_waiting_queries', 'Queries waiting for a connection because all are in use.', (f) => f.waiting);
    pool('facet_db_pool_max_clients', 'The pool’s size (DATABASE_POOL_SIZE).', (f) => f.max);
  }

  // One query a scrape feeds the three job gauges; a failed one leaves them out of that scrape.
  const readJobQueue = sharedWhileRunning(async () => {
    try {
      return await sources.jobQueue();
    } catch (error) {
      sources.onReadError('job queue', error);
      return null;
    }
  });
  const jobGauge = (name: string, help: string, pick: (figures: QueuedJobFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers,
      async collect() {
        const queue = await readJobQueue();
        this.reset();
        for (const figures of queue ?? []) this.set({ kind: figures.kind }, pick(figures));
      },
    });
  jobGauge('facet_job_queue_depth', 'Jobs whose time has come, waiting for a runner, by kind.', (f) => f.due);
  jobGauge('facet_job_queue_scheduled', 'Jobs set for later (retries, recurring jobs), by kind.', (f) => f.scheduled);
  jobGauge(
    'facet_job_queue_oldest_age_seconds',
    'How long the longest-waiting due job of each kind has waited since its time came (0: none waits).',
    (f) => f.oldestDueSeconds,
  );

  const searchIndexes = new Map<string, () => SearchIndexFigures | null>();
  const searchGauge = (name: string, help: string, pick: (figures: SearchIndexFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['index'],
      registers,
      collect() {
        this.reset();
        for (const [index, figures] of searchIndexes) {
          const built = figures();
          if (built) this.set({ index }, pick(built));
        }
      },
    });
  searchGauge(
    'facet_search_index_documents',
    'Records in an in-memory search index (products: listed jewellery; stones: the diamond search).',
    (f) => f.documents,
  );
  searchGauge(
    'facet_search_index_build_duration_seconds',
    'How long the last build of a search index took.',
    (f) => f.buildMs / 1000,
  );
  searchGauge('facet_search_index_age_seconds', 'Time since a search index was last built from the database.', (f) =>
    Math.max(0, (Date.now() - f.builtAt) / 1000),
  );

  let ringPictures: (() => RingPictureFigures) | null = null;
  // One read of the figures a scrape feeds the four ring-picture metrics.
  const readRingPictures = sharedWhileRunning(async () => ringPictures?.() ?? null);
  const ringPictureMetric = (
    Kind: typeof Gauge | typeof Counter,
    name: string,
    help: string,
    pick: (figures: RingPictureFigures) => number,
  ) =>
    new Kind({
      name,
      help,
      registers,
      async collect() {
        const figures = await readRingPictures();
        this.reset();
        if (figures) this.inc(pick(figures));
      },
    });
  ringPictureMetric(
    Counter,
    'facet_ring_pictures_drawn_total',
    'Ring pictures drawn (warm-ups not counted).',
    (f) => f.drawn,
  );
  ringPictureMetric(
    Gauge,
    'facet_ring_picture_threads_warmed',
    'Ring picture threads that made their warm-up drawing since the start.',
    (f) => f.threadsWarmed,
  );
  ringPictureMetric(
    Gauge,
    'facet_ring_picture_drawings_under_way',
    'New ring pictures waiting or being drawn now (at most RING_PICTURE_QUEUE).',
    (f) => f.underWay,
  );
  ringPictureMetric(
    Counter,
    'facet_ring_picture_queue_refusals_total',
    'New ring pictures refused (503) because RING_PICTURE_QUEUE were waiting or being drawn.',
    (f) => f.refusedForQueue,
  );

  return {
    registry,
    httpRequestDuration,
    paymentCallDuration,
    paymentCallErrors,
    watchSearchIndex(name, figures) {
      searchIndexes.set(name, figures);
    },
    watchRingPictures(figures) {
      ringPictures = figures;
    },
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
