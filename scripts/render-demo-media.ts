import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

import { drawProductPicture } from '@facet/artwork/product-pictures';
import { renderWithCache, serveRenderJobs, type RenderJob } from '@facet/artwork/render-cache';
import { DEMO_PICTURE_SIZE, listAllDemoPictures, type DemoPicture } from '@facet/db/seed/demo-catalogue/pictures';

import { createProgressLine } from './progress.mjs';

/*
 * Renders the demo catalogue's pictures (packages/db/src/seed/demo-catalogue/pictures.ts) to
 * <outDir>/<name>/400.webp and 800.webp, where the server serves /media/demo/<name>/<width>.webp.
 *
 * The same cache as the site imagery (packages/artwork/src/render-cache.ts): manifest.json
 * keeps each picture's SVG hash, so only pictures whose drawing changed are rasterised again;
 * and when neither the artwork sources, nor the picture list, nor sharp changed since the last
 * run, nothing is even drawn. Pictures dropped from the catalogue have their folders deleted.
 *
 * The pictures are drawn and rasterised in worker threads, one per core (this same file, run as
 * a worker, serves them). Progress goes to the build (scripts/build.mjs) when it started this
 * script, or to the terminal: "demo pictures 23/268, about 20 s left".
 *
 *   node --conditions=@facet/source --import tsx scripts/render-demo-media.ts <outDir>
 */

interface ManifestEntry {
  /** SHA-256 of the SVG and the rendering settings the files were made from. */
  readonly hash: string;
  /** File names inside the picture's folder. */
  readonly files: readonly string[];
}

const WIDTHS = [DEMO_PICTURE_SIZE, DEMO_PICTURE_SIZE / 2] as const;
const QUALITY = 84;
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Contract files that change a picture's pixels or its name (metal colours, slugs). */
const contractSources = ['packages/contracts/src/lookups.ts', 'packages/contracts/src/product-variants.ts'];
const files = WIDTHS.map((w) => `${w}.webp`);

function describeJob(picture: DemoPicture): RenderJob<ManifestEntry> {
  return {
    name: picture.name,
    draw: () => drawProductPicture(picture.spec, picture.colour, DEMO_PICTURE_SIZE, picture.view),
    widths: WIDTHS,
    fileName: (width) => `${picture.name}/${width}.webp`,
    entry: (hash) => ({ hash, files }),
  };
}

interface DemoMediaSummary {
  readonly rendered: number;
  readonly reused: number;
  readonly removed: number;
  readonly milliseconds: number;
}

/** Progress to the build that started this script (its IPC channel), else to the terminal. */
function reportProgress(): (done: number, total: number) => void {
  const send = process.send?.bind(process);
  if (send) return (done, total) => void send({ progress: { done, total } });
  const line = createProgressLine('demo pictures', process.stdout);
  return (done, total) => {
    line.update(done, total);
    if (done === total) line.finish();
  };
}

async function renderDemoMedia(outDir: string): Promise<DemoMediaSummary> {
  const started = performance.now();
  const pictures = listAllDemoPictures();
  const contracts = await Promise.all(contractSources.map((f) => readFile(path.join(root, f), 'utf8')));
  const result = await renderWithCache({
    outDir,
    jobs: pictures.map(describeJob),
    quality: QUALITY,
    // Plain chroma subsampling: a difference seen only zoomed in, for a quarter of the encoding
    // time of 268 pictures on a fresh clone's first start.
    smartSubsample: false,
    sourceInputs: [JSON.stringify(pictures), ...contracts],
    removeStaleFolders: true,
    workerScript: new URL(import.meta.url),
    onProgress: reportProgress(),
  });
  return { ...result, milliseconds: Math.round(performance.now() - started) };
}

async function runFromCommandLine(): Promise<void> {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: render-demo-media.ts <outDir>');
    process.exitCode = 2;
    return;
  }
  const { rendered, reused, removed, milliseconds } = await renderDemoMedia(path.resolve(outDir));
  console.log(`demo media: ${rendered} rendered, ${reused} reused, ${removed} removed, ${milliseconds} ms`);
}

if (isMainThread) await runFromCommandLine();
else serveRenderJobs(listAllDemoPictures().map(describeJob));
