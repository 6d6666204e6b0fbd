import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent, root } from './build-inputs.mjs';
import { prepareToRun } from './dependencies.mjs';

/*
 * `npm start`: installs the dependencies when node_modules is missing or stale, builds when
 * the build is missing or older than the sources, then runs the compiled server in production
 * mode. A newcomer never needs to know there is an install or a build step.
 */

await prepareToRun(fileURLToPath(import.meta.url));

if (!isBuildCurrent()) {
  console.log('The build is missing or out of date; building first (about a minute the first time on two cores).\n');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = 'production';
// Where the server's "started" log line counts its code's loading from (apps/server/src/start-timer.ts).
performance.mark('facet:server-import');
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
