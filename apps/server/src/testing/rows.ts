import { type Database, queryRows } from '@facet/db/client';
import type { SQL } from 'drizzle-orm';

/** The query's first row; a test that expects one fails loudly when there is none. */
export async function oneRow<T>(db: Database, query: SQL): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
}
