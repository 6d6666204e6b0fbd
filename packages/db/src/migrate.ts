import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

/** The committed SQL migrations (packages/db/drizzle), the same from source and from dist. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * Advisory lock keys are ours to keep apart: 720_261_122 migrations (here), 720_261_123 seeds
 * (seed/run-seeds.ts), 720_261_124 product-card rebuilds (drizzle/0006_product_cards.sql).
 */
export const MIGRATION_LOCK_KEY = 720_261_122;

/**
 * Applies pending migrations. On a PostgreSQL server several instances may start at once, so
 * they queue on an advisory lock and each finds the work done by the first.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, () =>
    migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
