import { openDatabase } from '@facet/db/client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { TestApp } from './test-app.ts';

/**
 * Another instance of the shop on a test app's PostgreSQL database: its own connection pool,
 * reference cache and payment providers, as a second server behind a load balancer would have.
 * Sessions live in the database, so the same cookies work on both.
 */
export async function secondInstance(
  t: TestApp,
  poolSize = 20,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (!t.database.url) throw new Error('A second instance needs the PostgreSQL server (TEST_DATABASE_URL).');
  const database = await openDatabase({ databaseUrl: t.database.url, poolSize });
  const app = await buildApp({ config: t.config, database });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
