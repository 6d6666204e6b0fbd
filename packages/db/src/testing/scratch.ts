import { accessSync, constants, cpSync, mkdtempSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATE_DIR_ENV } from './template.ts';

/*
 * Where tests keep the databases they throw away: in memory (/dev/shm) where the machine has it.
 * A PGlite data directory is some 1,500 files: copying the template's onto the CI machine's disk
 * took 1.0–1.7 s of a core on its own, and 0.1 s into /dev/shm; a browser test's server starts
 * and stops 0.45 s sooner (2.4–2.6 s against 2.9–3.1 s). TEST_SCRATCH_DIR names another folder.
 */
const MIN_FREE_BYTES = 2 * 1024 ** 3;

function scratchRoot(): string {
  const chosen = process.env.TEST_SCRATCH_DIR;
  if (chosen) return chosen;
  try {
    accessSync('/dev/shm', constants.W_OK);
    // A container's is often 64 MiB: two files' databases side by side need some hundreds.
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= MIN_FREE_BYTES) return '/dev/shm';
  } catch {
    // No /dev/shm here (macOS, Windows): the temporary folder.
  }
  return tmpdir();
}

/** A new empty folder for a test's data, named `prefix` and a random tail; the test removes it. */
export function scratchFolder(prefix: string): string {
  return mkdtempSync(path.join(scratchRoot(), prefix));
}

/**
 * Copies the seeded template's `pglite` directory into `folder`, as DATA_DIR holds it for the
 * server (the template is prepared by the api and e2e projects' global setups).
 */
export function copyTemplateInto(folder: string): void {
  const template = process.env[TEMPLATE_DIR_ENV];
  if (!template) throw new Error(`${TEMPLATE_DIR_ENV} is not set: run the tests through their Vitest project.`);
  cpSync(path.join(template, 'pglite'), path.join(folder, 'pglite'), { recursive: true });
}

/** A new scratch folder holding a copy of the seeded template's `pglite` directory. */
export function folderWithTemplateCopy(prefix: string): string {
  const folder = scratchFolder(prefix);
  copyTemplateInto(folder);
  return folder;
}
