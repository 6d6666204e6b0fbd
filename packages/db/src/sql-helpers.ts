import { type SQL, sql } from 'drizzle-orm';

/*
 * Small pieces of SQL the services build again and again, written once.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A `%…%` pattern for LIKE/ILIKE that matches `text` literally (its %, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * `column` (text) starts with `text`, as a range a `text_pattern_ops` index serves even in a
 * prepared statement's generic plan, where `like $1 || '%'` would read every row. (The range
 * ends at `text` followed by U+10FFFF, a noncharacter no stock number contains.)
 */
export function startsWith(column: SQL, text: string): SQL {
  return sql`(${column} ~>=~ ${text} and ${column} ~<~ ${`${text}\u{10FFFF}`})`;
}

/**
 * `column in ('a', 'b', …)` spelled into a check constraint from one of the contracts' lists
 * (constants, never input), so the database refuses what the contracts refuse.
 */
export function oneOf(column: unknown, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}

/** `(a, b, c)`'s inside: one bound parameter per value, for `x in (${inList(values)})`. */
export function inList(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/**
 * An integer array as one parameter (`${intArray(ids)}::int[]`), in PostgreSQL's text form,
 * which PGlite and node-postgres both pass through unchanged: one parameter however many ids.
 */
export function intArray(values: readonly number[]): string {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
  }
  return `{${values.join(',')}}`;
}

/**
 * A text array as one parameter (`${textArray(names)}::text[]`), in PostgreSQL's text form with
 * every element quoted (its backslashes and quotes escaped): one parameter however many values.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** `(a ilike '%text%' or b ilike …)`: `text`, taken literally, is in any of the (text) columns. */
export function anyContains(columns: readonly SQL[], text: string): SQL {
  const like = containsPattern(text);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${like}`),
    sql` or `,
  )})`;
}

/** `where a and b …`, or nothing at all when there is no condition. */
export function whereAll(conditions: readonly SQL[]): SQL {
  return conditions.length > 0 ? sql`where ${sql.join([...conditions], sql` and `)}` : sql``;
}

/**
 * How many items a bag's or an order's lines hold — pieces on their own by quantity, a built
 * ring (a setting and its stone: two lines sharing a `pair_id`) once — as an aggregate over a
 * table with `quantity` and `pair_id` columns. The same rule as `countItems`
 * (contracts/bag-rules.ts), so the header, the bag, checkout, My orders and the e-mails agree.
 */
export const itemCountSql = sql.raw(
  'coalesce(sum(quantity) filter (where pair_id is null), 0) + count(distinct pair_id)',
);
