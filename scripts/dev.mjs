import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './build-inputs.mjs';
import { prepareToRun } from './dependencies.mjs';

/*
 * `npm run dev`: the server from TypeScript source, restarted when server code changes (tsx
 * watch), with Vite serving the web app and reloading it in the browser as you edit. Installs
 * the dependencies first when node_modules is missing or stale.
 */

await prepareToRun(fileURLToPath(import.meta.url));

const node = process.execPath;
const sourceConditions = ['--conditions=development', '--conditions=@facet/source'];

spawnSync(
  node,
  [...sourceConditions, '--import', 'tsx', 'packages/artwork/src/render-site-imagery.ts', 'apps/web/public/imagery'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// The fonts app.css imports, subset; skipped when unchanged.
spawnSync(node, ['--import', 'tsx', 'scripts/subset-fonts.ts', 'apps/web/app/fonts'], { cwd: root, stdio: 'inherit' });
// The demo catalogue's pictures, served from packages/db/demo-media; cached, so quick when unchanged.
spawnSync(node, [...sourceConditions, '--import', 'tsx', 'scripts/render-demo-media.ts', 'packages/db/demo-media'], {
  cwd: root,
  stdio: 'inherit',
});

const server = spawn(
  node,
  [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    'watch',
    '--clear-screen=false',
    '--exclude',
    'apps/web/**',
    ...sourceConditions,
    'apps/server/src/main.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
