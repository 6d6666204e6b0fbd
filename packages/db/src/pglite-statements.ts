import { type PGlite, parse, protocol, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { assertOutsideTransaction } from './transaction-guard.ts';

/*
 * Named prepared statements on PGlite (decision 038). PGlite's own query() sends each statement
 * as a new unnamed one, six calls into WebAssembly, and PostgreSQL parses and plans it every
 * time: planning took four times as long as running the bag's read, twenty times the order's,
 * and on PGlite that work is done on the shop's own thread. Here a data statement asked a second
 * time (and every preparedQuery) is parsed and described once, then each call is Bind, Describe,
 * Execute and Sync in one call, with the generic plan PostgreSQL keeps for it — as the server's
 * connections keep theirs (client.ts).
 *
 * The values and rows are converted exactly as drizzle's `db.execute` on PGlite converts them:
 * each value by PGlite's serializer for the parameter's type (else its text), each column by
 * PGlite's parsers with drizzle's (dates, times and intervals left as text). Notifications and
 * errors are PGlite's own (execProtocolStream delivers both as query() does).
 *
 * PGlite runs one statement at a time and a transaction holds the database: a call outside a
 * transaction takes both of PGlite's locks, as query() does; inside one, only the statement lock
 * (the transaction holds the other). Those locks are PGlite's `_runExclusive…` methods, which
 * its own query() uses; a PGlite without them is refused when it opens.
 */

/** What PGlite offers that is not in its typings: the two locks its own query() takes. */
interface PgliteLocks {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  /** The parameters' types as PostgreSQL inferred them (for PGlite's serializers). */
  paramTypes: number[];
}

/**
 * The types drizzle-orm/pglite parses itself, so PGlite hands them over as text: dates,
 * timestamps, intervals, numeric[] and their arrays (drizzle's PglitePreparedQuery).
 */
const KEPT_AS_TEXT = [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182];

/** At most this many statements are kept prepared; the one used longest ago makes room. */
const MOST_PREPARED = 300;
/** Statements seen once are remembered up to this many (a statement is prepared when seen again). */
const MOST_SEEN_ONCE = 2_000;
/** What a prepared statement may be: one data statement (never DDL, SET, BEGIN or several statements). */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b[^;]*$/i;

/** The answer of a statement, as PGlite's query() gives it. */
type Results = Awaited<ReturnType<PGlite['query']>>;

/** One PGlite database's prepared statements, by SQL text, the one used last at the end. */
export class PgliteStatements {
  private readonly prepared = new Map<string, Prepared>();
  private readonly seenOnce = new Set<string>();
  /** Statements made room for, closed before the next is prepared. */
  private toClose: string[] = [];
  private named = 0;
  private readonly locks: PgliteLocks;

  constructor(private readonly client: PGlite) {
    const locks = client as unknown as Partial<PgliteLocks>;
    if (typeof locks._runExclusiveQuery !== 'function' || typeof locks._runExclusiveTransaction !== 'function') {
      throw new Error('This PGlite has no _runExclusiveQuery/_runExclusiveTransaction: see pglite-statements.ts');
    }
    this.locks = locks as PgliteLocks;
  }

  /** Whether `text` should run prepared: a data statement asked before (one asked once stays unprepared). */
  wants(text: string): boolean {
    if (this.prepared.has(text)) return true;
    if (!DATA_STATEMENT.test(text)) return false;
    if (this.seenOnce.delete(text)) return true;
    if (this.seenOnce.size >= MOST_SEEN_ONCE) this.seenOnce.clear();
    this.seenOnce.add(text);
    return false;
  }

  /** `text` with `values` as a named prepared statement; `inTransaction` when run by a transaction's handle. */
  run(
    text: string,
    values: readonly unknown[],
    inTransaction: boolean,
    rowMode?: 'array' | 'object',
  ): Promise<Results> {
    if (this.client.closed) return Promise.reject(new Error('PGlite is closed'));
    const work = () => this.locks._runExclusiveQuery(() => this.execute(text, values, inTransaction, rowMode));
    return inTransaction ? work() : this.locks._runExclusiveTransaction(work);
  }

  private async execute(
    text: string,
    values: readonly unknown[],
    inTransaction: boolean,
    rowMode: 'array' | 'object' | undefined,
  ): Promise<Results> {
    const { client } = this;
    // Closed while this statement waited for the locks (the shop stopping).
    if (client.closed) throw new Error('PGlite is closed');
    const statement = this.prepared.get(text) ?? (await this.prepare(text));
    // The one used last goes to the end: the first is the one to make room.
    this.prepared.delete(text);
    this.prepared.set(text, statement);
    const params = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = client.serializers[statement.paramTypes[i]!];
      return serialize ? serialize(value) : (value as { toString(): string }).toString();
    });
    let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      messages = await client.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: statement.name, values: params }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      throw withQuery(error, text, values);
    }
    // As query() does: outside a transaction the change is written through (a no-op on a directory).
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, rowMode ? { rowMode } : undefined)[0]!;
  }

  private async prepare(text: string): Promise<Prepared> {
    if (this.prepared.size >= MOST_PREPARED) {
      const [oldest] = this.prepared;
      this.prepared.delete(oldest![0]);
      this.toClose.push(oldest![1].name);
    }
    // Closing a statement is never refused (one already gone is no error).
    const closes = this.toClose.map((name) => protocol.serialize.close({ type: 'S', name }));
    this.toClose = [];
    const name = `facet_${++this.named}`;
    let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      messages = await this.client.execProtocolStream(
        concat([
          ...closes,
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      throw withQuery(error, text, []);
    }
    return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** The statement beside its error, as PGlite's query() gives it. */
function withQuery(error: unknown, query: string, params: readonly unknown[]): unknown {
  if (error instanceof Error) Object.assign(error, { query, params });
  return error;
}

/** The statements of the database each PGlite handle (the instance, or one of its transactions) runs on. */
const statementsOf = new WeakMap<object, { statements: PgliteStatements; inTransaction: boolean }>();

/**
 * Sets `client` up for the shop: every data statement drizzle asks more than once runs as a
 * prepared statement of the database's (shared by every transaction the client opens: PGlite's
 * transaction object is what drizzle's transaction handle holds), and drizzle's parsers are set
 * once. drizzle passes its parsers with every query, and PGlite merges them into a copy of its
 * whole table of parsers (318 types) on every query: 0.1 ms and its garbage per statement, a
 * tenth of an order's CPU on PGlite (bench:checkout). Set on the client instead, they give the
 * same rows; nothing else queries this client but drizzle and this file.
 */
export function setUpPgliteStatements(client: PGlite): void {
  for (const type of KEPT_AS_TEXT) client.parsers[type] = (value: string) => value;
  const statements = new PgliteStatements(client);
  statementsOf.set(client, { statements, inTransaction: false });
  runPreparedWhenAskedAgain(client, statements, false);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(fn: (tx: PgliteTransaction) => Promise<T>) =>
    transaction((tx) => {
      runPreparedWhenAskedAgain(tx, statements, true);
      statementsOf.set(tx, { statements, inTransaction: true });
      return fn(tx);
    });
}

/** What drizzle passes with a query: its parsers (set on the client now) and the shape of the rows. */
interface DrizzleQueryOptions {
  parsers?: unknown;
  rowMode?: 'array' | 'object';
}

/**
 * The handle's queries without drizzle's `parsers` option (the client's own are drizzle's now),
 * and as prepared statements once asked a second time.
 */
function runPreparedWhenAskedAgain(
  handle: Pick<PGlite, 'query'>,
  statements: PgliteStatements,
  inTransaction: boolean,
): void {
  const query = handle.query.bind(handle);
  handle.query = ((text: string, params: unknown[] = [], options?: DrizzleQueryOptions) => {
    const { parsers: _drizzles, ...rest } = options ?? {};
    const onlyRowMode = Object.keys(rest).every((key) => key === 'rowMode');
    if (onlyRowMode && statements.wants(text)) {
      if (inTransaction && (handle as { closed?: boolean }).closed) throw new Error('Transaction is closed');
      return statements.run(text, params, inTransaction, rest.rowMode);
    }
    return query(text, params, rest);
  }) as PGlite['query'];
}

/**
 * Runs a statement as a prepared one on the PGlite handle (the instance or one of its
 * transactions) that has them; undefined for any other handle.
 */
export function pgliteStatementRunner(
  handle: unknown,
): (<T>(text: string, values: readonly unknown[]) => Promise<T[]>) | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const found = statementsOf.get(handle);
  if (!found) return undefined;
  const { statements, inTransaction } = found;
  return <T>(text: string, values: readonly unknown[]): Promise<T[]> => {
    // As PGlite's own handles refuse: the outer one inside a transaction (transaction-guard.ts),
    // a transaction's once it has ended.
    if (!inTransaction) assertOutsideTransaction('query');
    else if ((handle as { closed?: boolean }).closed) throw new Error('Transaction is closed');
    return statements.run(text, values, inTransaction).then((results) => results.rows as T[]);
  };
}
