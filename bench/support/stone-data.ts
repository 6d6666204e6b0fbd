import { openDatabase } from '@facet/db/client';
import { migrateDatabase } from '@facet/db/migrate';
import { shapeWeights } from '@facet/db/seed/demo-stones/stone-grades';
import { runSeeds } from '@facet/db/seed/run-seeds';
import pg from 'pg';

/*
 * A database of its own on the PostgreSQL server (BENCH_DATABASE_URL), migrated and seeded
 * with the demo as a first start would, then filled with generated loose stones in SQL
 * (generate_series, INSERT … SELECT): a million in well under a minute. Their spread follows
 * the demo stones (seed/demo-stones): categories, shapes, grades and carats drawn by the same
 * weights, costs by the same formula.
 */

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, migrated and seeded database; its URL. */
export async function createBenchDatabase(name: string): Promise<string> {
  await withClient(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  const url = databaseUrl(name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    await runSeeds(handle, { demo: true });
  } finally {
    await handle.close();
  }
  return url;
}

export async function dropBenchDatabase(name: string): Promise<void> {
  await withClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/** `(array[values])[bucket]` where bucket is drawn from cumulative weights by `random`. */
function weighted(values: readonly string[], weights: readonly number[], random: string): string {
  const total = weights.reduce((a, b) => a + b, 0);
  let running = 0;
  const bounds = weights.slice(0, -1).map((w) => ((running += w), (running / total).toFixed(6)));
  return `(array[${values.join(', ')}])[1 + width_bucket(${random}, array[${bounds.join(', ')}]::float8[])]`;
}
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`);

/** Per shape, in the order of the demo stones' shapeWeights. */
const shapeFactors = [1, 0.86, 0.78, 0.8, 0.8, 0.8, 0.75, 0.84, 0.8, 0.82, 0.78, 0.74];
const colours = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];
const colourWeights = [6, 10, 15, 20, 18, 13, 10, 8];
const colourFactors = [1.45, 1.3, 1.16, 1, 0.88, 0.76, 0.65, 0.56];
const clarities = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1'];
const clarityWeights = [2, 5, 9, 12, 20, 20, 17, 10, 5];
const clarityFactors = [1.6, 1.4, 1.25, 1.15, 1, 0.92, 0.8, 0.68, 0.45];
const cuts = ['Ideal', 'Excellent', 'Very Good', 'Good'];
const cutWeights = [22, 48, 22, 8];
const cutFactors = [1.08, 1, 0.9, 0.8];

/**
 * Adds `count` stones: 45 % natural, 40 % lab-grown, 15 % moissanite; 90 % available, the rest
 * sold, on hold or unlisted; added over the last year. Deterministic (setseed). Non-unique
 * indexes are dropped for the load and built again after it (the same definitions), as a bulk
 * import would do; then VACUUM ANALYZE, so the visibility map allows index-only scans.
 */
export async function generateStones(url: string, count: number): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('set maintenance_work_mem = "256MB"');
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename = 'stones' and indexdef not like 'CREATE UNIQUE%'`,
    );
    for (const index of indexes) await client.query(`drop index ${index.indexname}`);
    const bucket = (i: number) => `(x.r[${i}])`;
    await client.query('select setseed(0.2026)');
    await client.query(`
      insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cut, polish, symmetry,
                          fluorescence, length, width, depth, depth_percent, table_percent, certificate_lab,
                          certificate_number, cost, state, create_date, update_date)
      select 'B-' || g.n,
             (select id from stone_categories where name = g.category),
             (select id from stone_shapes where name = g.shape),
             g.carat, g.color, g.clarity, g.cut, 'Excellent', 'Excellent', 'None',
             round(650 * cbrt(g.carat / 100.0)), round(650 * cbrt(g.carat / 100.0)),
             round(400 * cbrt(g.carat / 100.0)), 6150, 5700,
             case when g.category = 'Moissanite' then null when g.category = 'Natural Diamond' then 'GIA' else 'IGI' end,
             case when g.category = 'Moissanite' then null else 'B' || g.n end,
             greatest(100, case
               when g.category = 'Moissanite' then round((6500 + 65 * g.carat) * (0.94 + 0.12 * g.j)) * 100
               else round(480000 * (case when g.carat < 100 then (g.carat / 100.0) ^ 1.6 else (g.carat / 100.0) ^ 1.9 end)
                          * g.factor * (0.92 + 0.16 * g.j)
                          * case when g.category = 'Lab Grown Diamond'
                                 then 0.2 - 0.1 * ln(g.carat / 30.0) / ln(5 / 0.3) else 1 end) * 100
             end)::bigint,
             g.state, now() - g.age, now() - g.age
        from (
          select x.n,
                 ${weighted(quoted(['Natural Diamond', 'Lab Grown Diamond', 'Moissanite']), [45, 40, 15], bucket(1))} as category,
                 ${weighted(
                   quoted(shapeWeights.map(([s]) => s)),
                   shapeWeights.map(([, w]) => w),
                   bucket(2),
                 )} as shape,
                 ${weighted(quoted(colours), colourWeights, bucket(3))} as color,
                 ${weighted(quoted(clarities), clarityWeights, bucket(4))} as clarity,
                 ${weighted(quoted(cuts), cutWeights, bucket(5))} as cut,
                 ${weighted(
                   shapeFactors.map(String),
                   shapeWeights.map(([, w]) => w),
                   bucket(2),
                 )}::float8
                   * ${weighted(colourFactors.map(String), colourWeights, bucket(3))}::float8
                   * ${weighted(clarityFactors.map(String), clarityWeights, bucket(4))}::float8
                   * ${weighted(cutFactors.map(String), cutWeights, bucket(5))}::float8 as factor,
                 case when x.r[7] < 0.2 then 30 + floor(x.r[8] * 40)
                      when x.r[7] < 0.85 then 70 + floor(x.r[8] * 131)
                      else 200 + floor(x.r[8] * x.r[8] * 301) end::int as carat,
                 ${weighted(quoted(['available', 'sold', 'on_hold', 'unlisted']), [90, 4, 2, 4], bucket(9))} as state,
                 x.r[10] as j,
                 make_interval(secs => x.r[11] * 365 * 86400) as age
            from (select n, array(select random() from generate_series(1, 11) where n > 0) as r
                    from generate_series(1, ${count}) n) x
        ) g`);
    for (const index of indexes) await client.query(index.indexdef);
    await client.query('vacuum analyze stones');
  });
}
