import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import sharp from 'sharp';

import { rasteriseToWebpSizes } from './rasterise.ts';
import { siteImages, type SiteImage } from './site-imagery.ts';

/*
 * Renders the site's pictures to WebP at full and half width and records them in
 * manifest.json. Rendering is the slow part, so it is skipped for any picture whose SVG has
 * not changed since the files on disk were made (the SVG's hash is kept in the manifest); and
 * drawing the SVGs is skipped altogether when none of this package's source files (nor
 * sharp's version) have changed since the last run.
 *
 *   node --conditions=@facet/source --import tsx packages/artwork/src/render-site-imagery.ts <outDir>
 */

export interface ManifestEntry {
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** File names by pixel width. */
  readonly files: Record<string, string>;
  /** SHA-256 of the SVG and the rendering settings the files were made from. */
  readonly hash: string;
}

export type Manifest = Record<string, ManifestEntry>;

export interface RenderSummary {
  readonly rendered: number;
  readonly reused: number;
  readonly milliseconds: number;
}

export interface RenderOptions {
  readonly images?: readonly SiteImage[];
  readonly quality?: number;
  readonly concurrency?: number;
}

const manifestName = 'manifest.json';
const sourceHashName = '.source-hash';
const sourceDirectory = path.dirname(fileURLToPath(import.meta.url));

function hashText(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

async function readLookupsSource(): Promise<string> {
  try {
    return await readFile(fileURLToPath(import.meta.resolve('@facet/contracts/lookups')), 'utf8');
  } catch {
    // Some runners (Vitest) cannot resolve here; the SVG hashes still catch any real change.
    return '';
  }
}

/** Everything that can change a picture's pixels without changing its name. */
async function hashSources(images: readonly SiteImage[], quality: number): Promise<string> {
  const files = (await readdir(sourceDirectory)).filter((f) => /\.(ts|js)$/.test(f) && !/\.test\./.test(f)).sort();
  const contents = await Promise.all(files.map((f) => readFile(path.join(sourceDirectory, f), 'utf8')));
  const lookups = await readLookupsSource();
  const listing = images.map((i) => `${i.name}:${i.width}x${i.height}:${i.alt}`).join('\n');
  return hashText(JSON.stringify(sharp.versions), String(quality), listing, lookups, ...files, ...contents);
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

function listWidths(image: SiteImage): number[] {
  return [image.width, Math.round(image.width / 2)];
}

function nameFile(image: SiteImage, width: number): string {
  return `${image.name}-${width}.webp`;
}

async function checkFilesPresent(outDir: string, image: SiteImage, entry: ManifestEntry | undefined): Promise<boolean> {
  if (!entry) return false;
  const checks = await Promise.all(
    listWidths(image).map((w) =>
      entry.files[String(w)] === nameFile(image, w) ? checkExists(path.join(outDir, nameFile(image, w))) : false,
    ),
  );
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

export async function renderSiteImagery(outDir: string, options: RenderOptions = {}): Promise<RenderSummary> {
  const started = performance.now();
  const images = options.images ?? siteImages;
  const quality = options.quality ?? 86;
  await mkdir(outDir, { recursive: true });
  const previous = await readManifest(outDir);
  const sourceHash = await hashSources(images, quality);
  const previousSourceHash = await readFile(path.join(outDir, sourceHashName), 'utf8').catch(() => '');

  const complete = await Promise.all(images.map((image) => checkFilesPresent(outDir, image, previous[image.name])));
  // The shortcut only holds for the built-in list, whose drawings depend on nothing but the
  // hashed sources; pictures passed in may draw differently from one call to the next.
  if (!options.images && sourceHash === previousSourceHash && complete.every(Boolean)) {
    return { rendered: 0, reused: images.length, milliseconds: Math.round(performance.now() - started) };
  }

  const manifest: Manifest = {};
  let rendered = 0;
  let reused = 0;
  await runPooled(
    images.map((image, index) => ({ image, index })),
    options.concurrency ?? availableParallelism(),
    async ({ image, index }) => {
      const svg = image.draw();
      const hash = hashText(svg, String(quality), listWidths(image).join(','));
      const earlier = previous[image.name];
      const files = Object.fromEntries(listWidths(image).map((w) => [String(w), nameFile(image, w)]));
      if (earlier?.hash === hash && complete[index]) {
        reused++;
      } else {
        const buffers = await rasteriseToWebpSizes(svg, listWidths(image), { quality });
        await Promise.all(
          [...buffers].map(([w, buffer]) => writeAtomically(path.join(outDir, nameFile(image, w)), buffer)),
        );
        rendered++;
      }
      manifest[image.name] = { width: image.width, height: image.height, alt: image.alt, files, hash };
    },
  );
  const ordered = Object.fromEntries(images.map((image) => [image.name, manifest[image.name]]));
  await writeAtomically(path.join(outDir, manifestName), `${JSON.stringify(ordered, null, 2)}\n`);
  await writeAtomically(path.join(outDir, sourceHashName), sourceHash);
  return { rendered, reused, milliseconds: Math.round(performance.now() - started) };
}

export function formatSummary({ rendered, reused, milliseconds }: RenderSummary): string {
  return `site imagery: ${rendered} rendered, ${reused} reused, ${milliseconds} ms`;
}

async function runFromCommandLine(): Promise<void> {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: render-site-imagery.ts <outDir>');
    process.exitCode = 2;
    return;
  }
  console.log(formatSummary(await renderSiteImagery(path.resolve(outDir))));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runFromCommandLine();
}
