import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './build-inputs.mjs';
import { testChromiumPath } from './chromium-path.mjs';
import { prepareToRun } from './dependencies.mjs';

/*
 * `npm test`: unit, API and browser tests, after installing the dependencies when
 * node_modules is missing or stale. The browser tests need Chromium; without it they are
 * skipped with a loud warning — and when CI is set, that is a failure.
 */

await prepareToRun(fileURLToPath(import.meta.url));

const chromium = testChromiumPath();
const projects = ['unit', 'api'];

if (existsSync(chromium)) {
  projects.push('e2e');
} else {
  const banner = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    `!!  Chromium was not found at ${chromium}.`,
    '!!  The browser tests (e2e/) are NOT running.',
    '!!  Install it (Debian/Ubuntu: apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH.',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n');
  console.error(banner);
  if (process.env.CI) {
    console.error('CI is set: failing, because the browser tests must run in CI.');
    process.exit(1);
  }
}

const args = ['run', ...projects.flatMap((project) => ['--project', project]), ...process.argv.slice(2)];
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
