import { openDatabase } from '@facet/db/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A second server of the shop on the test app's database, closed with `close()`. */
export interface SecondInstance {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another instance of the shop on a test app's PostgreSQL database: its own connection pool,
 * reference cache and payment providers, as a second server behind a load balancer would have.
 * Sessions live in the database, so the same cookies work on both.
 */
export async function secondInstance(t: TestApp, poolSize = 20): Promise<SecondInstance> {
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

/** What a race test's file shares: the test app (its database, its own instance) and two more. */
export interface TwoInstances {
  t: TestApp;
  instances: SecondInstance[];
  /** The app the i-th of a burst of requests goes to: alternately one instance and the other. */
  instance(i: number): FastifyInstance;
}

export interface TwoInstancesOptions {
  /** The test app's configuration overrides (`createTestApp`'s). */
  env?: Record<string, string>;
  /** Runs on the test app before the two instances are built (so they start from what it leaves). */
  before?: (t: TestApp) => Promise<void>;
}

/**
 * Registers, in the describe it is called in, a test app on the PostgreSQL server and two
 * instances of the shop on its database (`secondInstance`), built before the file's own
 * beforeAll hooks registered after this call, and closed after its tests. `use` receives them.
 */
export function twoInstances(use: (made: TwoInstances) => void, options: TwoInstancesOptions = {}): void {
  let t: TestApp | undefined;
  const instances: SecondInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp(options.env);
    await options.before?.(t);
    instances.push(await secondInstance(t), await secondInstance(t));
    use({ t, instances, instance: (i) => instances[i % instances.length]!.app });
  }, 60_000);
  afterAll(async () => {
    for (const running of instances) await running.close();
    await t?.close();
  });
}
