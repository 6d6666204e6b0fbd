import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from './client.ts';

/*
 * PGlite runs PostgreSQL as a single-user backend: no autovacuum, so no table is ever analysed
 * on its own. The planner then sizes a table by its file, which served while every statement
 * was planned on every call. Now the shop's statements keep one generic plan each
 * (pglite-statements.ts), made once, with what the tables were then; PostgreSQL plans a
 * statement again only when something invalidates it, such as an ANALYZE of one of its tables.
 * So the shop analyses a table whose size has moved by a fifth (and 64 KB) since it was last
 * analysed, as a server's autovacuum would (it counts rows changed; PGlite does not count them):
 * its statistics are fresh and the plans that read it are made again. A PostgreSQL server needs
 * none of this.
 */

/** A table whose size has moved since its statistics were taken. */
interface MovedTableRow {
  name: string;
}

/** Analyses the embedded database's tables whose size moved since last analysed; their names. */
export async function analyzeMovedTables(handle: DatabaseHandle): Promise<string[]> {
  if (handle.engine !== 'pglite') return [];
  const moved = await queryRows<MovedTableRow>(
    handle.db,
    sql`select quote_ident(c.relname) as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'
           and abs(pg_relation_size(c.oid) / current_setting('block_size')::int - greatest(c.relpages, 0))
               > 8 + greatest(c.relpages, 0) / 5
         order by c.relname`,
  );
  for (const { name } of moved) await handle.exec(`analyze ${name}`);
  return moved.map((row) => row.name);
}
