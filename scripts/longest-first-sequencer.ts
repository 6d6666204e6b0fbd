import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * The order test files start in. Two workers share the files, so a long file started last runs
 * alone at the end: on a clean clone (no Vitest cache of earlier durations) Vitest starts the
 * largest files first, and the accessibility sweeps — five-line files, a minute or more each —
 * went last. The files CI's report names as the slowest ("The 15 slowest files", printed by
 * scripts/test-times.mjs after each run) start first, longest first; the rest keep Vitest's
 * order. Refresh the list from a CI log when it changes much; a file missing from it only starts
 * later than it might.
 */

/** Seconds each took in a run of each project on this machine kind (2026-11-29, e2e and unit + api apart). */
const slowestSeconds: Record<string, number> = {
  'e2e/accessibility-account.spec.ts': 137.7,
  // returns-queue.spec.ts took 127 s before it was split by job in two (2026-11-30): its share by size.
  'e2e/after-sale-walk-throughs.spec.ts': 75.0,
  'e2e/returns-queue.spec.ts': 52.0,
  'e2e/startup.spec.ts': 97.5,
  'e2e/accessibility-shop-desktop.spec.ts': 86.5,
  'e2e/shopper-path.spec.ts': 85.9,
  'e2e/accessibility-office.spec.ts': 84.8,
  'e2e/page-speed.spec.ts': 82.7,
  'e2e/accessibility-shop-phone.spec.ts': 79.2,
  'e2e/search.spec.ts': 64.3,
  'e2e/rolling-restart.spec.ts': 61.8,
  'e2e/tax-invoice.spec.ts': 59.4,
  'e2e/returns.spec.ts': 58.8,
  'e2e/store-credit.spec.ts': 57.1,
  'apps/server/src/modules/backups/backups.test.ts': 46.5,
  'apps/server/src/plugins/access.test.ts': 19.6,
  'apps/server/src/app-start-modules.test.ts': 19.3,
  'apps/server/src/plugins/load-shedding.test.ts': 16.4,
  // seed.db.test.ts (21.5) split in two, each seeding the demo once: timed alone on 2026-11-30.
  'packages/db/src/seed/run-seeds.db.test.ts': 14.4,
  'packages/db/src/seed/demo-seeds.db.test.ts': 7.4,
};

const root = path.resolve(import.meta.dirname, '..');

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const seconds = (spec: TestSpecification) => slowestSeconds[path.relative(root, spec.moduleId)] ?? 0;
    // Vitest's order keeps each project's files together; only within a project do the slow go first.
    return base
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) =>
        a.spec.project.name === b.spec.project.name
          ? seconds(b.spec) - seconds(a.spec) || a.index - b.index
          : a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
