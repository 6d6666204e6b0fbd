import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-inputs.mjs';

/*
 * Runs one of the server's commands (apps/server/src/<name>.ts) with this process's arguments:
 * from the TypeScript source where the development tools are installed, so it never runs an
 * out-of-date build, else from the compiled server (an install without dev dependencies).
 * Dependencies are never installed here: the shop may be running on this node_modules.
 */
export async function runServerCommand(name) {
  const source = path.join(root, 'apps/server/src', `${name}.ts`);
  const compiled = path.join(root, 'apps/server/dist', `${name}.js`);
  if (existsSync(path.join(root, 'node_modules/tsx/package.json'))) {
    const result = spawnSync(
      process.execPath,
      ['--conditions=@facet/source', '--import', 'tsx', source, ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    process.exit(result.status ?? 1);
  }
  if (existsSync(compiled)) {
    await import(pathToFileURL(compiled).href);
    return;
  }
  console.error(`\nThe dependencies are not installed: run "npm install" (or "npm start" once) in ${root} first.\n`);
  process.exit(1);
}
