import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { preparePgliteTemplate } from '@facet/db/testing/pglite-template';
import { TEMPLATE_DIR_ENV, TEST_PGLITE_CACHE_MB } from '@facet/db/testing/template';
import { chromiumPath, wholeChromiumPath } from './browser.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Browser tests run against the production build: build it if it is missing or stale. Each
 * test file starts its own server on a copy of one seeded DATA_DIR, prepared here once.
 */
export default async function setup(): Promise<void> {
  for (const executable of new Set([chromiumPath, wholeChromiumPath])) {
    if (!existsSync(executable)) {
      throw new Error(
        `Chromium is not installed at ${executable} (apt-get install -y chromium chromium-headless-shell, or set CHROMIUM_PATH).`,
      );
    }
  }
  const { isBuildCurrent } = (await import(path.join(root, 'scripts/build-inputs.mjs'))) as {
    isBuildCurrent(): boolean;
  };
  if (!isBuildCurrent()) {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build failed; see above.');
  }
  process.env[TEMPLATE_DIR_ENV] = await preparePgliteTemplate();
  // The servers the files start (e2e/support/server.ts passes process.env on) keep a small cache:
  // each start zeroes all of it (PGLITE_CACHE_MB). The benches, which start the same servers, do not run this.
  process.env.PGLITE_CACHE_MB ??= String(TEST_PGLITE_CACHE_MB);
}
