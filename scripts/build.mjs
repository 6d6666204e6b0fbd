import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { hashBuildInputs, recordBuild, root } from './build-inputs.mjs';

/*
 * The production build (production runs the compiled JavaScript, never the TypeScript):
 *   1. the server and the packages it imports, compiled to dist/ (TypeScript's transpiler;
 *      types are checked by `npm run typecheck`, not here)
 *   2. the site's imagery, drawn by @facet/artwork and rasterised to WebP
 *   3. the demo catalogue's pictures, the same way, into packages/db/demo-media
 *   4. the fonts, subset to the characters the shop writes
 *   5. the web app, built by React Router and Vite
 *   6. hashed assets compressed once, at full strength, for @fastify/static to serve
 */

const node = process.execPath;
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function step(label, command, args, options = {}) {
  const started = Date.now();
  process.stdout.write(`  ${label}…`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    ...options,
  });
  if (result.status !== 0) {
    process.stdout.write(' failed\n\n');
    process.stderr.write(result.stdout + result.stderr);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(` ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result.stdout;
}

/**
 * Every text asset, small ones too (a page loads many chunks under 1 KB), wherever compressing
 * makes it smaller: that is what the browser downloads, and what the JavaScript budgets count.
 */
function compressAssets(folder) {
  let count = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (!/\.(js|css|svg|json|txt|map)$/.test(entry.name)) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    if (brotli.length < content.length || gzip.length < content.length) count += 1;
  }
  return count;
}

const started = Date.now();
const inputs = hashBuildInputs();
console.log('Building Facet');
step('server (TypeScript to JavaScript)', node, [path.join(root, 'scripts/compile-server.mjs')]);
step('imagery (SVG → WebP)', node, [
  '--conditions=@facet/source',
  '--import',
  'tsx',
  'packages/artwork/src/render-site-imagery.ts',
  'apps/web/public/imagery',
]);
step('demo pictures (SVG → WebP)', node, [
  '--conditions=@facet/source',
  '--import',
  'tsx',
  'scripts/render-demo-media.ts',
  'packages/db/demo-media',
]);
step('fonts (subset)', node, ['--import', 'tsx', 'scripts/subset-fonts.ts', 'apps/web/app/fonts']);
step('web app (React Router, Vite)', node, [bin('react-router'), 'build'], {
  cwd: path.join(root, 'apps/web'),
  env: { ...process.env, NODE_ENV: 'production' },
});
const compressed = compressAssets(path.join(root, 'apps/web/build/client/assets'));
console.log(`  ${compressed} assets pre-compressed (brotli, gzip)`);
recordBuild(inputs);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
