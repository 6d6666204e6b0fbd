import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

import { renderWithCache, type RenderJob } from './render-cache.ts';
import { drawShopMark, shopIconFileName, type ShopIconSize, shopIconSizes } from './shop-icons.ts';
import { siteImages, type SiteImage } from './site-imagery.ts';

/*
 * Renders the site's pictures to WebP at full and half width and records them in
 * manifest.json, through the cache in render-cache.ts: a picture is rasterised again only when
 * its SVG changed (or its files went missing), and nothing is drawn at all when none of this
 * package's source files (nor sharp's version) have changed since the last run. Run from the
 * command line, it writes the shop's icons beside them too (shop-icons.ts).
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

async function readLookupsSource(): Promise<string> {
  try {
    return await readFile(fileURLToPath(import.meta.resolve('@facet/contracts/lookups')), 'utf8');
  } catch {
    // Some runners (Vitest) cannot resolve here; the SVG hashes still catch any real change.
    return '';
  }
}

function describeJob(image: SiteImage): RenderJob<ManifestEntry> {
  const widths = [image.width, Math.round(image.width / 2)];
  const fileName = (width: number) => `${image.name}-${width}.webp`;
  const files = Object.fromEntries(widths.map((w) => [String(w), fileName(w)]));
  return {
    name: image.name,
    draw: image.draw,
    widths,
    fileName,
    entry: (hash) => ({ width: image.width, height: image.height, alt: image.alt, files, hash }),
  };
}

export async function renderSiteImagery(outDir: string, options: RenderOptions = {}): Promise<RenderSummary> {
  const started = performance.now();
  const images = options.images ?? siteImages;
  const { rendered, reused } = await renderWithCache({
    outDir,
    jobs: images.map(describeJob),
    quality: options.quality ?? 86,
    concurrency: options.concurrency,
    sourceInputs: [
      images.map((i) => `${i.name}:${i.width}x${i.height}:${i.alt}`).join('\n'),
      await readLookupsSource(),
    ],
    // The shortcut only holds for the built-in list, whose drawings depend on nothing but the
    // hashed sources; pictures passed in may draw differently from one call to the next.
    skipWhenSourcesUnchanged: !options.images,
  });
  return { rendered, reused, milliseconds: Math.round(performance.now() - started) };
}

/**
 * The mark drawn at `size` pixels (each size from the vector, so the small one stays crisp), as a
 * palette PNG: two colours and their blends, at half the bytes of a full-colour one.
 */
function rasteriseShopIcon(size: ShopIconSize): Promise<Buffer> {
  const drawn = new Resvg(drawShopMark(size), { font: { loadSystemFonts: false } }).render().asPng();
  return sharp(drawn).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
}

/**
 * Writes the icons into `outDir`, each only when its bytes changed (an unchanged run touches
 * nothing, so the imagery's version stays the same); returns how many files were written.
 */
export async function renderShopIcons(outDir: string): Promise<number> {
  let written = 0;
  for (const size of shopIconSizes) {
    const file = path.join(outDir, shopIconFileName(size));
    const png = await rasteriseShopIcon(size);
    const previous = await readFile(file).catch(() => undefined);
    if (previous?.equals(png)) continue;
    await writeFile(`${file}.tmp`, png);
    await rename(`${file}.tmp`, file);
    written += 1;
  }
  return written;
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
  console.log(`shop icons: ${await renderShopIcons(path.resolve(outDir))} written`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runFromCommandLine();
}
