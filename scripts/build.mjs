import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import { hashBuildInputs, recordBuild, root } from './build-inputs.mjs';
import { createProgressLine } from './progress.mjs';

/*
 * The production build (production runs the compiled JavaScript, never the TypeScript):
 *   1. the server and the packages it imports, compiled to dist/ (TypeScript's transpiler;
 *      types are checked by `npm run typecheck`, not here)
 *   2. the site's imagery, drawn by @facet/artwork and rasterised to WebP
 *   3. the demo catalogue's pictures, the same way, into packages/db/demo-media (in worker
 *      threads, one per core; the longest step on a fresh clone, so it shows its progress)
 *   4. the fonts, subset to the characters the shop writes
 *   5. the web app, built by React Router and Vite (it bundles the imagery and the fonts)
 *   6. hashed assets compressed once, at full strength, for @fastify/static to serve
 * Only the web app waits for other steps (2 and 4); the rest run side by side, so that the
 * pictures fill the cores the other steps leave idle instead of running after them.
 */

const node = process.execPath;
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const running = new Set();
/** The progress line of the step reporting one; on a terminal it stays under the finished steps. */
let progress = null;

function print(line) {
  progress?.line.finish();
  process.stdout.write(`${line}\n`);
  if (progress) progress.line.update(...progress.last);
}

function fail(label, output) {
  progress?.line.finish();
  progress = null;
  process.stdout.write(`  ${label}… failed\n\n`);
  process.stderr.write(output);
  for (const child of running) child.kill('SIGTERM');
  process.exit(1);
}

/**
 * Runs one step in a child process and prints "  label… 12.3 s" once it is done (its output
 * when it fails). A step given `progressLabel` reports `{ progress: { done, total } }` messages
 * over IPC, shown as "demo pictures 23/268, about 20 s left" (scripts/progress.mjs).
 */
function step(label, command, args, { progressLabel, ...options } = {}) {
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe', ...(progressLabel ? ['ipc'] : [])],
      ...options,
    });
    running.add(child);
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text) => (output += text));
    child.stderr.setEncoding('utf8').on('data', (text) => (output += text));
    if (progressLabel) {
      const line = createProgressLine(progressLabel, process.stdout);
      child.on('message', (message) => {
        if (!message?.progress) return;
        const { done, total } = message.progress;
        progress = { line, last: [done, total] };
        line.update(done, total);
      });
    }
    child.once('error', (error) => fail(label, `${error.message}\n`));
    child.once('close', (code) => {
      running.delete(child);
      if (progressLabel && progress) {
        progress.line.finish();
        progress = null;
      }
      if (code !== 0) fail(label, output);
      print(`  ${label}… ${seconds(stepStarted)}`);
      resolve(output);
    });
  });
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * Every text asset, small ones too (a page loads many chunks under 1 KB), wherever compressing
 * makes it smaller: that is what the browser downloads, and what the JavaScript budgets count.
 * Compressed on libuv's threads, so the other steps carry on meanwhile.
 */
async function compressAssets(folder) {
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => /\.(js|css|svg|json|txt|map)$/.test(entry.name))
    .map((entry) => path.join(folder, entry.name));
  const smaller = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(content, { level: 9 }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      return br.length < content.length || gz.length < content.length;
    }),
  );
  return smaller.filter(Boolean).length;
}

const started = Date.now();
const inputs = hashBuildInputs();
console.log('Building Facet (the steps run side by side; each line is one finished)');
const fromSource = ['--conditions=@facet/source', '--import', 'tsx'];
const server = step('server (TypeScript to JavaScript)', node, [path.join(root, 'scripts/compile-server.mjs')]);
const pictures = step(
  'demo pictures (SVG → WebP)',
  node,
  [...fromSource, 'scripts/render-demo-media.ts', 'packages/db/demo-media'],
  { progressLabel: 'demo pictures' },
);
const web = (async () => {
  await Promise.all([
    step('imagery (SVG → WebP)', node, [
      ...fromSource,
      'packages/artwork/src/render-site-imagery.ts',
      'apps/web/public/imagery',
    ]),
    step('fonts (subset)', node, ['--import', 'tsx', 'scripts/subset-fonts.ts', 'apps/web/app/fonts']),
  ]);
  await step('web app (React Router, Vite)', node, [bin('react-router'), 'build'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const compressing = Date.now();
  const compressed = await compressAssets(path.join(root, 'apps/web/build/client/assets'));
  print(`  ${compressed} assets pre-compressed (brotli, gzip)… ${seconds(compressing)}`);
})();
await Promise.all([server, pictures, web]);
recordBuild(inputs);
console.log(`Built in ${seconds(started)}\n`);
