import { migrateDatabase } from '@facet/db/migrate';
import { openDatabase } from '@facet/db/client';
import { createBenchDatabase, databaseUrl, dropBenchDatabase, generateStones, withClient } from './stone-data.ts';

/*
 * The stone benchmarks' database: a new one per run with STONES generated stones, dropped at
 * the end; with BENCH_REUSE=1 one kept between runs (facet_bench_stones), migrated again at
 * the start (so a new index is built on it) and generated only when it has too few stones.
 * `baseName` names it (another benchmark keeps its own, with more in it than stones).
 */

export const STONES = Number(process.env.BENCH_STONES ?? 1_000_000);
const reuse = process.env.BENCH_REUSE === '1';

export interface BenchDatabase {
  url: string;
  /** Seconds spent generating the stones (0 when reused). */
  generatedIn: number;
  dispose(): Promise<void>;
}

export async function prepareStoneDatabase(baseName = 'facet_bench_stones'): Promise<BenchDatabase> {
  const name = reuse ? baseName : `${baseName}_${process.pid}`;
  if (reuse) {
    const exists = await withClient(databaseUrl('postgres'), async (client) => {
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
      return rows.length > 0;
    });
    if (exists) {
      const url = databaseUrl(name);
      const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
      await migrateDatabase(handle);
      await handle.close();
      const stones = await withClient(url, async (client) => {
        const { rows } = await client.query<{ n: string }>(`select count(*) as n from stones where sku like 'B-%'`);
        return Number(rows[0]!.n);
      });
      if (stones >= STONES) {
        await withClient(url, (client) => client.query('vacuum analyze stones'));
        return { url, generatedIn: 0, dispose: async () => {} };
      }
    }
  }
  const url = await createBenchDatabase(name);
  const started = performance.now();
  await generateStones(url, STONES);
  return {
    url,
    generatedIn: (performance.now() - started) / 1000,
    dispose: async () => {
      if (!reuse) await dropBenchDatabase(name);
    },
  };
}
