import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { drawProductPicture } from '@facet/artwork/product-pictures';
import { rasteriseToWebpSizes } from '@facet/artwork/rasterise';
import { DEMO_PICTURE_SIZE, listAllDemoPictures, type DemoPicture } from '@facet/db/seed/demo-catalogue';
import sharp from 'sharp';

/*
 * Renders the demo catalogue's pictures (packages/db/src/seed/demo-catalogue.ts) to
 * <outDir>/<name>/400.webp and 800.webp, where the server serves /media/demo/<name>/<width>.webp.
 *
 * The same caching as the site imagery (packages/artwork/src/render-site-imagery.ts):
 * manifest.json keeps each picture's SVG hash, so only pictures whose drawing changed are
 * rasterised again; and when neither the artwork sources, nor the picture list, nor sharp
 * changed since the last run, nothing is even drawn. Pictures dropped from the catalogue
 * are deleted.
 *
 *   node --conditions=@facet/source --import tsx scripts/render-demo-media.ts <outDir>
 */

interface ManifestEntry {
  /** SHA-256 of the SVG and the rendering settings the files were made from. */
  readonly hash: string;
  readonly files: readonly string[];
}

type Manifest = Record<string, ManifestEntry>;

const WIDTHS = [DEMO_PICTURE_SIZE, DEMO_PICTURE_SIZE / 2] as const;
const QUALITY = 84;
const manifestName = 'manifest.json';
const sourceHashName = '.source-hash';
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const artworkSources = path.join(root, 'packages/artwork/src');
/** Contract files that change a picture's pixels or its name (metal colours, slugs). */
const contractSources = ['packages/contracts/src/lookups.ts', 'packages/contracts/src/product-variants.ts'];

function hashText(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

function nameFile(width: number): string {
  return `${width}.webp`;
}

/** Everything that can change a picture: while none of it changes, nothing needs drawing. */
async function hashSources(pictures: readonly DemoPicture[]): Promise<string> {
  const files = (await readdir(artworkSources)).filter((f) => /\.ts$/.test(f) && !/\.test\./.test(f)).sort();
  const contents = await Promise.all([
    ...files.map((f) => readFile(path.join(artworkSources, f), 'utf8')),
    ...contractSources.map((f) => readFile(path.join(root, f), 'utf8')),
  ]);
  return hashText(
    JSON.stringify(sharp.versions),
    String(QUALITY),
    WIDTHS.join(','),
    JSON.stringify(pictures),
    ...files,
    ...contents,
  );
}

async function readManifest(outDir: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(outDir, manifestName), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

async function checkExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

async function checkFilesPresent(outDir: string, name: string, entry: ManifestEntry | undefined): Promise<boolean> {
  if (!entry) return false;
  const checks = await Promise.all(WIDTHS.map((w) => checkExists(path.join(outDir, name, nameFile(w)))));
  return checks.every(Boolean);
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function runPooled<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(workers);
}

interface DemoMediaSummary {
  readonly rendered: number;
  readonly reused: number;
  readonly removed: number;
  readonly milliseconds: number;
}

async function renderDemoMedia(outDir: string): Promise<DemoMediaSummary> {
  const started = performance.now();
  const pictures = listAllDemoPictures();
  await mkdir(outDir, { recursive: true });
  const previous = await readManifest(outDir);
  const sourceHash = await hashSources(pictures);
  const previousSourceHash = await readFile(path.join(outDir, sourceHashName), 'utf8').catch(() => '');
  const complete = await Promise.all(pictures.map((p) => checkFilesPresent(outDir, p.name, previous[p.name])));
  if (sourceHash === previousSourceHash && complete.every(Boolean)) {
    return { rendered: 0, reused: pictures.length, removed: 0, milliseconds: Math.round(performance.now() - started) };
  }

  const manifest: Manifest = {};
  let rendered = 0;
  let reused = 0;
  await runPooled(
    pictures.map((picture, index) => ({ picture, index })),
    availableParallelism(),
    async ({ picture, index }) => {
      const svg = drawProductPicture(picture.spec, picture.colour, DEMO_PICTURE_SIZE, picture.view);
      const hash = hashText(svg, String(QUALITY), WIDTHS.join(','));
      if (previous[picture.name]?.hash === hash && complete[index]) {
        reused++;
      } else {
        const folder = path.join(outDir, picture.name);
        await mkdir(folder, { recursive: true });
        const buffers = await rasteriseToWebpSizes(svg, WIDTHS, { quality: QUALITY });
        await Promise.all([...buffers].map(([w, buffer]) => writeAtomically(path.join(folder, nameFile(w)), buffer)));
        rendered++;
      }
      manifest[picture.name] = { hash, files: WIDTHS.map(nameFile) };
    },
  );

  // Folders of pictures the catalogue no longer has; only those this script made are touched.
  const gone = Object.keys(previous).filter((name) => !(name in manifest));
  await Promise.all(gone.map((name) => rm(path.join(outDir, name), { recursive: true, force: true })));

  const ordered = Object.fromEntries(pictures.map((p) => [p.name, manifest[p.name]]));
  await writeAtomically(path.join(outDir, manifestName), `${JSON.stringify(ordered, null, 2)}\n`);
  await writeAtomically(path.join(outDir, sourceHashName), sourceHash);
  return { rendered, reused, removed: gone.length, milliseconds: Math.round(performance.now() - started) };
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

await runFromCommandLine();
