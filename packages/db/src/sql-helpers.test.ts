import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containsPattern, inList, intArray } from './sql-helpers.ts';

describe('sql helpers', () => {
  it('escapes LIKE wildcards so that they match themselves', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('ring')).toBe('%ring%');
  });

  it('binds every value of an IN list as its own parameter', () => {
    const query = new PgDialect().sqlToQuery(sql`x in (${inList([3, 'a', 5])})`);
    expect(query.sql).toBe('x in ($1, $2, $3)');
    expect(query.params).toEqual([3, 'a', 5]);
  });

  it('writes an integer array in PostgreSQL text form and refuses anything else', () => {
    expect(intArray([1, 22, 333])).toBe('{1,22,333}');
    expect(intArray([])).toBe('{}');
    expect(() => intArray([1.5])).toThrow(TypeError);
    expect(() => intArray([Number.NaN])).toThrow(TypeError);
  });
});
