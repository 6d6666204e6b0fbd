import { type Database, queryRows } from '@facet/db/client';
import { media } from '@facet/db/schema/media';
import { getTableName, type SQL, sql } from 'drizzle-orm';

/*
 * Which columns hold a picture: read from the database's own catalogue — every foreign key to
 * media's id — when the orphan purge runs. A table that keeps pictures is protected from the
 * purge as soon as its migration adds the foreign key; there is no list to keep by hand, so a
 * new picture table cannot be forgotten (its pictures would otherwise be deleted after a day).
 */

export interface MediaReference {
  readonly table: string;
  readonly column: string;
}

/** Every column with a foreign key to media's id, by table and column name. */
export async function listMediaReferences(db: Database): Promise<MediaReference[]> {
  return queryRows<MediaReference>(
    db,
    sql`select c.conrelid::regclass::text as "table", a.attname::text as "column"
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         where c.contype = 'f'
           and c.confrelid = ${getTableName(media)}::regclass
           and cardinality(c.conkey) = 1
         order by 1, 2`,
  );
}

/** A condition, on media rows aliased `alias`, that none of `references` points at the row. */
export function unreferenced(references: readonly MediaReference[], alias: string): SQL {
  const none = references.map(
    ({ table, column }) =>
      sql`not exists (select 1 from ${sql.identifier(table)} r where r.${sql.identifier(column)} = ${sql.identifier(alias)}.id)`,
  );
  return sql.join([sql`true`, ...none], sql` and `);
}
