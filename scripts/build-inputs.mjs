import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * What the production build is made from, and whether the last build is still current: the
 * hash of every source and configuration file it reads, compared with the one recorded when
 * it was built. `npm start` builds only when they differ (or the build is missing).
 */

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const stampFile = path.join(root, '.build-stamp.json');

const sourceFolders = [
  'apps/server/src',
  'apps/web/app',
  'apps/web/public',
  'packages/contracts/src',
  'packages/db/src',
  'packages/db/drizzle',
  'packages/artwork/src',
];
const configFiles = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/package.json',
  'packages/contracts/tsconfig.json',
  'packages/db/package.json',
  'packages/db/tsconfig.json',
  'packages/artwork/package.json',
  'packages/artwork/tsconfig.json',
  'scripts/render-demo-media.ts',
  'scripts/subset-fonts.ts',
  'scripts/compile-server.mjs',
];
/** Outputs that must exist for the build to count as present. */
export const buildOutputs = [
  'apps/server/dist/main.js',
  // The server draws the ring builder's picture with the artwork package.
  'packages/artwork/dist/ring-with-stone.js',
  'apps/web/build/server/index.js',
  'apps/web/build/client',
  'packages/db/demo-media/manifest.json',
];

const ignored = (relative) =>
  /\.test\.tsx?$|\.test-support\.ts$|\.spec\.ts$/.test(relative) ||
  relative.startsWith('apps/web/public/imagery') ||
  relative.startsWith('apps/web/app/fonts') ||
  relative.includes('/.react-router/');

function listFiles(folder) {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !ignored(relative));
}

export function hashBuildInputs() {
  const files = [
    ...sourceFolders.flatMap(listFiles),
    ...configFiles.filter((f) => existsSync(path.join(root, f))),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

export function isBuildCurrent() {
  if (!buildOutputs.every((output) => existsSync(path.join(root, output)))) return false;
  if (!existsSync(stampFile)) return false;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).inputs === hashBuildInputs();
  } catch {
    return false;
  }
}

export function recordBuild(inputs) {
  writeFileSync(stampFile, JSON.stringify({ inputs, builtAt: new Date().toISOString() }, null, 2) + '\n');
}
