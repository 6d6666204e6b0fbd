import pg from 'pg';

/*
 * The PostgreSQL server the benchmarks run on (BENCH_DATABASE_URL, default the local `test`
 * database) and the databases they make on it: one place for the address and the admin client.
 */

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The address of database `name` on the benchmark server. */
export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `fn` with a client on the server's default database (to create and drop the benchmark's own). */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
