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

/** Seconds each took in a clean-clone CI run (2026-11-29). */
const slowestSeconds: Record<string, number> = {
  'e2e/accessibility-account.spec.ts': 88.1,
  'e2e/returns-queue.spec.ts': 81.8,
  'e2e/accessibility-shop-desktop.spec.ts': 67.0,
  'e2e/accessibility-shop-phone.spec.ts': 64.4,
  'e2e/shopper-path.spec.ts': 58.3,
  'e2e/accessibility-office.spec.ts': 57.7,
  'e2e/page-speed.spec.ts': 55.7,
  'e2e/startup.spec.ts': 47.8,
  'e2e/store-credit.spec.ts': 44.9,
  'e2e/toasts.spec.ts': 41.9,
  'apps/server/src/modules/backups/backups.test.ts': 41.8,
  'e2e/search.spec.ts': 40.6,
  'e2e/catalogue.spec.ts': 32.3,
  'e2e/accounts.spec.ts': 31.6,
  'e2e/wish-list.spec.ts': 28.5,
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
