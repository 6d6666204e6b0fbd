import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildCurrent, root } from './build-inputs.mjs';

/*
 * `npm start`: builds when the build is missing or older than the sources, then runs the
 * compiled server in production mode. A newcomer never needs to know there is a build step.
 */

if (!isBuildCurrent()) {
  console.log('The build is missing or out of date; building first (about a minute the first time).\n');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
