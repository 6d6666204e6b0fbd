import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the shop first when its build is older than its sources (as `npm start` does). */
export async function buildIfStale(): Promise<void> {
  const { isBuildCurrent } = (await import(path.join(root, 'scripts/build-inputs.mjs'))) as {
    isBuildCurrent(): boolean;
  };
  if (!isBuildCurrent()) spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
}
