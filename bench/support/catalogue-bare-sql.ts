import { createHash } from 'node:crypto';
import { readApiFilters } from '@facet/contracts/product-filters';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listingQuery } from '../../apps/server/src/modules/products/product-listing.service.ts';
import { type Figure, percentiles } from './api-bench.ts';

/*
 * The storefront listing's SQL run bare through pg for bench/catalogue.ts: no HTTP, no
 * validation, no JSON — what the listing would cost if the server added nothing.
 */

/** The same listing SQL the server runs (rendered with the server's snake_case casing), bare through pg with 10 clients, no HTTP and no cache. */
export async function runBareSql(url: string, connections: number, durationS: number): Promise<Figure> {
  const query = new PgDialect({ casing: 'snake_case' }).sqlToQuery(
    listingQuery({ filters: { metal: 'Yellow Gold' }, sort: 'price-asc', pageNo: 1, pageSize: 12, currency: 'USD' }),
  );
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const latencies: number[] = [];
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await pool.query(query.sql, query.params as unknown[]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  return percentiles('same SQL bare through pg', latencies, durationS);
}

/**
 * The SQL of the uncached run's own URLs, bare through pg as the server runs it (each a named
 * prepared statement with one generic plan): the listing with no HTTP, validation or JSON. Rendered
 * ahead, so that rendering in this process takes no CPU from the database while it runs.
 */
export async function runBareSqlOfPaths(
  url: string,
  paths: readonly string[],
  connections: number,
  durationS: number,
): Promise<Figure> {
  const dialect = new PgDialect({ casing: 'snake_case' });
  const statements = paths.slice(0, 1_500 * durationS).map((path) => {
    const query = new URLSearchParams(path.split('?')[1]);
    const { sql: text, params } = dialect.sqlToQuery(
      listingQuery({
        filters: readApiFilters(query),
        sort: query.get('sort') as 'price-asc' | 'price-desc' | 'newest',
        pageNo: Number(query.get('pageNo')),
        pageSize: Number(query.get('pageSize')),
        currency: 'USD',
      }),
    );
    return { name: `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, values: params };
  });
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    options: '-c plan_cache_mode=force_generic_plan -c jit=off',
  });
  let next = 0;
  const latencies: number[] = [];
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await pool.query(statements[next++ % statements.length]!);
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  return percentiles("those URLs' SQL bare (prepared)", latencies, durationS);
}
