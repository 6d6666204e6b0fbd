import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@facet/contracts/permissions';
import { users } from '@facet/db/schema/users';
import { createTestDatabase, type TestDatabase } from '@facet/db/testing/test-database';
import { TEST_PGLITE_CACHE_MB } from '@facet/db/testing/template';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../env.ts';
import { createSession, SESSION_COOKIE } from '../modules/sessions/sessions.service.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** A Cookie header signed in as the demo account of that role (one session, reused). */
  cookieFor(role: Role): Promise<string>;
  /** A Cookie header of a new session of that role's demo account. */
  freshCookieFor(role: Role): Promise<string>;
  /** A call to the API as that role's demo account (its one session), or signed out for null. */
  injectAs(
    role: Role | null,
    request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object | undefined },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://shop.test',
    DATA_DIR: '/nonexistent',
    JOBS_ENABLED: 'false',
    // Test files run side by side on a busy machine; a test of load shedding turns it on.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // A test's first ring picture need not pay for a warm-up drawing; ring-picture-bounds turns it on.
    RING_PICTURE_WARM_UP: 'false',
    PGLITE_CACHE_MB: String(TEST_PGLITE_CACHE_MB),
    ...overrides,
  });
}

export interface TestAppOptions {
  /**
   * Serve the internal backup route with this token; DATA_DIR is then the PGlite database's
   * own folder, as it is for the server.
   */
  backupToken?: string;
}

/**
 * The API on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL), without the web
 * app, with a media directory of its own that close() removes.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const mediaDir = overrides.MEDIA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'facet-media-'));
  const dataDir: Record<string, string> = options.backupToken && database.dataDir ? { DATA_DIR: database.dataDir } : {};
  const config = testConfig({ ...dataDir, ...(mediaDir ? { MEDIA_DIR: mediaDir } : {}), ...overrides });
  const app = await buildApp({
    config,
    database,
    ...(options.backupToken ? { backupToken: options.backupToken } : {}),
  });
  const cookies = new Map<Role, string>();
  const freshCookieFor = async (role: Role) => {
    // The role's demo account: the first made (the demo orders' shoppers are Customers too, made later).
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, role))
      .orderBy(users.createDate)
      .limit(1);
    if (!user) throw new Error(`No demo account with role ${role}`);
    const { token } = await createSession(database.db, { userId: user.id });
    return `${SESSION_COOKIE}=${token}`;
  };
  const cookieFor = async (role: Role) => {
    const cookie = cookies.get(role) ?? (await freshCookieFor(role));
    cookies.set(role, cookie);
    return cookie;
  };
  return {
    app,
    database,
    config,
    freshCookieFor,
    cookieFor,
    async injectAs(role, { method, url, payload }) {
      const cookie = role ? await cookieFor(role) : undefined;
      return app.inject({
        method,
        url,
        ...(cookie ? { headers: { cookie } } : {}),
        ...(payload === undefined ? {} : { payload }),
      });
    },
    async close() {
      await app.close();
      await database.drop();
      if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
