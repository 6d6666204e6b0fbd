import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pgliteStatementRunner, setUpPgliteStatements } from './pglite-statements.ts';
import { listenPostgres } from './postgres-listen.ts';
import { guardOuterHandle, runInsideTransaction } from './transaction-guard.ts';

/** The database handle every service takes; a transaction handle has the same type. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** The handle inside `db.transaction(async (tx) => …)`: what a step that must run inside one takes. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Runs plain SQL outside Drizzle (migrations, tests, benchmarks). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock, so that several instances starting at
   * once do one-time work (migrations, seeds) one after another. PGlite has one process (the
   * DATA_DIR lock sees to it), so there it just runs `fn`.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Receives NOTIFY messages on `channel` (sent by this or any other instance, delivered after
   * the sending transaction commits). `onGap` is called when messages may have been missed
   * (the listening connection dropped and came back).
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<Listener>;
  /**
   * The connection pool's clients now (PostgreSQL server only; PGlite has one connection in
   * this process and no pool, so it has none).
   */
  poolFigures?(): PoolFigures;
  /**
   * PGlite only: its data directory as one tar file, taken between two queries (PGlite's own
   * dumpDataDir), so it is consistent while the shop runs: a transaction still open is rolled
   * back when the copy is opened, as after a crash. Undefined on a PostgreSQL server.
   */
  dumpDataDir?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface PoolFigures {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (all are in use and the pool is at its size). */
  waiting: number;
  /** The pool's size (DATABASE_POOL_SIZE). */
  max: number;
}

export interface Listener {
  /**
   * Resolves once every message committed before the call has been handled: a round trip on
   * the listening connection, which PostgreSQL answers only after delivering what is pending.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — a PostgreSQL server. Without it, PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; in memory when absent. */
  pgliteDir?: string | undefined;
  /** Connections in the pool (PostgreSQL server only). */
  poolSize?: number | undefined;
  /**
   * MiB of PGlite's page cache (its `shared_buffers`; PostgreSQL's 128 when absent). Every start
   * zeroes the whole of it inside WebAssembly, which takes about half a second per 100 MiB on
   * two cores: a small value starts sooner, and keeps fewer pages than the operating system's
   * file cache does anyway.
   */
  pgliteCacheMb?: number | undefined;
}

const drizzleOptions = { casing: 'snake_case' } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.pgliteDir, options.pgliteCacheMb);
}

// pg_trgm: the global search's typo tolerance (migration 0011 creates the extension).
const pgliteExtensions = { pg_trgm };

/**
 * Makes a PGlite data directory at `dir` (which must not exist yet) from a tar file that
 * `dumpDataDir` wrote, and closes it: a restore.
 */
export async function loadPgliteDataDir(dir: string, tar: Uint8Array, cacheMb?: number): Promise<void> {
  // Read from a file into an ordinary ArrayBuffer, never a shared one (which Blob refuses).
  const loadDataDir = new Blob([tar as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' });
  const client = await PGlite.create(dir, { ...pgliteOptions(cacheMb), loadDataDir });
  await client.close();
}

/** PGlite's options: the shop's extensions, and its page cache (PGLITE_CACHE_MB) when one is given. */
function pgliteOptions(cacheMb: number | undefined) {
  return {
    extensions: pgliteExtensions,
    ...(cacheMb === undefined
      ? {}
      : { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${cacheMb}MB`] }),
  };
}

async function openPglite(dir: string | undefined, cacheMb: number | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create(dir, pgliteOptions(cacheMb));
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  // One generic plan per prepared statement, as on the server (openPostgres): left to choose, it
  // re-planned the bag's read on every call. Pages come from files the operating system holds in
  // memory, so one read out of order costs what one in order does (decision 038).
  await client.exec('set plan_cache_mode = force_generic_plan; set random_page_cost = 1.1');
  setUpPgliteStatements(client);
  guardOuterHandle(client, ['query', 'exec', 'sql', 'transaction']);
  guardTransactions(db);
  return {
    db,
    engine: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    withAdvisoryLock: (_key, fn) => fn(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      // One connection in this process: a commit's messages are handled before its query returns.
      return { sync: async () => {}, stop: () => stop() };
    },
    dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  // Named prepared statements (queryRowsPrepared) keep one generic plan: left to choose, the
  // server would re-plan every call, since a generic plan's guess at LIMIT looks costlier than
  // any one call's. Unnamed statements, which are everything else, are planned per call anyway.
  // No JIT: the shop's statements are short, and on a large table (a million stones) the
  // planner's row estimates made it compile every call, adding ~100-300 ms each (bench/stones.ts).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'facet',
    options: '-c plan_cache_mode=force_generic_plan -c jit=off',
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres({ client: pool, ...drizzleOptions }) as unknown as Database;
  guardOuterHandle(pool, ['query', 'connect']);
  guardTransactions(db);
  return {
    db,
    engine: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    withAdvisoryLock: async (key, fn) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        holder.release();
      }
    },
    listen: (channel, onMessage, onGap) => listenPostgres(url, channel, onMessage, onGap),
    poolFigures: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: () => pool.end(),
  };
}

/** Every transaction callback runs inside the guard, however it was started. */
function guardTransactions(db: Database): void {
  const original = db.transaction.bind(db);
  db.transaction = ((fn, config) =>
    original((tx) => runInsideTransaction(() => fn(tx)), config)) as Database['transaction'];
}

/** Rows of a raw `db.execute(sql…)` on either engine. */
export async function queryRows<T>(db: Database, query: Parameters<Database['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** Runs a statement's text with its values, prepared under `name` (or its text's hash), answering its rows. */
type PreparedRunner = <T>(text: string, values: unknown[], name?: string) => Promise<T[]>;

/**
 * How a query on `db` runs as a named prepared statement: on the PostgreSQL server, on the pool
 * for the outer handle and on the transaction's own connection inside a transaction (drizzle's
 * transaction handle has no `$client`; its session holds the checked-out client); on PGlite, on
 * the database's prepared statements (pglite-statements.ts). Null for any other handle.
 */
function preparedRunner(db: Database): PreparedRunner | null {
  const own = (db as unknown as { $client?: unknown }).$client;
  const sessionClient = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (own instanceof pg.Pool)
    return (text, values, name) => runPrepared(own, name ?? statementNamed(text), text, values);
  if (own === undefined && sessionClient instanceof pg.Client) {
    return (text, values, name) => runPrepared(sessionClient, name ?? statementNamed(text), text, values);
  }
  return pgliteStatementRunner(own ?? sessionClient) ?? null;
}

/**
 * Rows of a query the shop asks very often with different values (the storefront listing, the
 * bag). It runs as a named prepared statement, one per shape of SQL, so the database parses and
 * plans a shape once instead of on every request — planning cost as much as running (on PGlite
 * four times as much, and on the shop's own thread). Inside a transaction it runs on the
 * transaction's connection.
 */
export async function queryRowsPrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const run = preparedRunner(db);
  if (!run) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return run<T>(text, params as unknown[]);
}

/** A prepared statement's name on the server: one per text, the same on every connection and instance. */
const statementNamed = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

async function runPrepared<T>(
  client: pg.Pool | pg.Client,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const result = await client.query({ name, text, values });
  return result.rows as T[];
}

/** A statement rendered once with placeholders for its values: its text, name and parameters. */
interface RenderedStatement {
  text: string;
  name: string;
  params: unknown[];
}

function renderStatement(query: SQL): RenderedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, name: statementNamed(text), params };
}

/** Stands for every value of a prepared query while its text is rendered: `values.sku` is the placeholder `sku`. */
const placeholders = new Proxy({}, { get: (_, name) => sql.placeholder(String(name)) });

/**
 * A query the shop asks very often whose shape never changes (the bag's read, a bag add): like
 * queryRowsPrepared, but its text is rendered from the schema's tables once, not on every call —
 * rendering a statement that names many columns through the tables cost a fifth of a bag
 * request's CPU (bench:bag). `build` may only place the values in the SQL, never compute with
 * them: it is called once, with placeholders for the values (with each call's values only for a
 * handle that cannot prepare statements).
 */
export function preparedQuery<Row, Values extends object>(
  build: (values: Values) => SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  let rendered: RenderedStatement | undefined;
  return async (db, values) => {
    const run = preparedRunner(db);
    if (!run) return queryRows<Row>(db, build(values));
    rendered ??= renderStatement(build(placeholders as Values));
    const { name, text, params } = rendered;
    return run<Row>(text, fillPlaceholders(params, values as Record<string, unknown>), name);
  };
}

/** A value a query of several shapes places: absent (undefined), one parameter, or a list of them. */
export type ShapedValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** How many shapes of one query stay rendered: shoppers' URLs choose them, so they are bounded. */
const SHAPES_KEPT = 500;

/**
 * A query the shop asks very often in several shapes (the storefront listing: which filters are
 * asked, the sort, the currency): like preparedQuery, but rendered once per shape and kept. The
 * shape is `shape` (anything JSON can spell) with which `values` are present and how long each
 * list is. `build` may decide its text by `shape`, by whether a value is undefined and by a list's
 * length, and may only place the values, never compute with them or look at them: it is called
 * once per shape, with placeholders for the values present (a list: one per item), on either
 * engine (with each call's values only for a handle that cannot prepare statements). The least
 * recently rendered shape goes first past 500.
 */
export function preparedShapedQuery<Row, Shape, Values extends Record<string, ShapedValue>>(
  build: (shape: Shape, values: Values) => SQL,
): (db: Database, shape: Shape, values: Values) => Promise<Row[]> {
  const rendered = new Map<string, RenderedStatement>();
  return async (db, shape, values) => {
    const run = preparedRunner(db);
    if (!run) return queryRows<Row>(db, build(shape, values));
    const key = shapeKey(shape, values);
    let statement = rendered.get(key);
    if (!statement) {
      statement = renderStatement(build(shape, placeholdersFor(values)));
      if (rendered.size >= SHAPES_KEPT) rendered.delete(rendered.keys().next().value!);
      rendered.set(key, statement);
    }
    const { name, text, params } = statement;
    return run<Row>(text, fillPlaceholders(params, placeholderValues(values)), name);
  };
}

/** The shape and the values present, in name order (a list with its length). */
function shapeKey(shape: unknown, values: Record<string, ShapedValue>): string {
  const present: string[] = [];
  for (const name of Object.keys(values).sort()) {
    const value = values[name];
    if (value !== undefined) present.push(Array.isArray(value) ? `${name}:${value.length}` : name);
  }
  return `${JSON.stringify(shape)}|${present.join(',')}`;
}

/** The values as placeholders named after them (a list's items `name.0`, `name.1`, …); absent ones stay absent. */
function placeholdersFor<Values extends Record<string, ShapedValue>>(values: Values): Values {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) result[name] = undefined;
    else if (Array.isArray(value)) result[name] = value.map((_, i) => sql.placeholder(`${name}.${i}`));
    else result[name] = sql.placeholder(name);
  }
  return result as Values;
}

/** The values by placeholder name, for fillPlaceholders. */
function placeholderValues(values: Record<string, ShapedValue>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((item, i) => (result[`${name}.${i}`] = item));
    else result[name] = value;
  }
  return result;
}
