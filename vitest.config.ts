import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/longest-first-sequencer.ts';

/*
 * Three projects: unit (pure rules, no database), api (through buildApp() and inject() on a
 * fresh database per file: PGlite, or PostgreSQL when TEST_DATABASE_URL is set), e2e (the
 * built server in headless Chromium). Workspace packages are read from source.
 *
 * Files run side by side: every file has a database of its own (a copy of the template), and
 * every browser test file its own server, port, DATA_DIR and Chromium. Vitest's default of one
 * worker less than the cores would run everything one file at a time on two cores; the files
 * wait on processes and sockets often enough that two workers per two cores pay. The browser
 * tests run after the others (each of their workers is a server and a browser as well).
 *
 * The unit and api files share their worker's module cache (isolate: false): each file would
 * otherwise import the whole server again, which was 40 % of their time (unit 73 s → 30 s, api on
 * PGlite 370 s → 164 s on two cores). It holds because every api file builds its own app on its
 * own database; module-level state must not carry a file's data (docs/testing.md).
 */
const cores = availableParallelism();
const workers = Math.max(2, cores - 1);
const browserWorkers = Math.max(2, Math.min(4, Math.floor(cores / 2)));
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
    maxWorkers: workers,
    // The slowest files start first, so that none runs alone at the end (scripts/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['packages/db/src/**/*.db.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          isolate: false,
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
          // A worker's files share its browser (e2e/support/browser.ts workerBrowser); each still has its own server.
          isolate: false,
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page's answer may take seconds on a busy machine: a poll waits up to 10 s (1 s by default).
          expect: { poll: { timeout: 10_000 } },
          maxWorkers: browserWorkers,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
