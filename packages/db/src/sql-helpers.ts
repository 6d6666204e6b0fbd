import { type SQL, sql } from 'drizzle-orm';

/*
 * Small pieces of SQL the services build again and again, written once.
 */

/** A `%…%` pattern for LIKE/ILIKE that matches `text` literally (its %, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
