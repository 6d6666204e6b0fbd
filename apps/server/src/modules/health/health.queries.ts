import type { Database } from '@facet/db/client';
import { sql } from 'drizzle-orm';

/*
 * The health probes' SQL: a query that touches no table, answered by any database that answers.
 */

export async function selectOne(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
