import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/*
 * Three projects (DESIGN §7): unit (pure rules, no database), api (through buildApp() and
 * inject() on a fresh database per file: PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
 * e2e (the built server in headless Chromium). Workspace packages are read from source.
 */
// Without 'module': some packages (the AWS SDK) point it at ESM builds Node cannot load as they are.
const conditions = ['@facet/source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@facet/source'] } },
  // Vitest's own environment runs the global setups (the api project's seeds the template
  // database through the workspace packages): it needs the source condition as well.
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
          ],
          exclude: ['packages/db/src/**/*.db.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.db.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
