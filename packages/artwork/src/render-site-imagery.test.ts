import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { drawLooseStone } from './loose-stones.ts';
import { formatSummary, renderShopIcons, renderSiteImagery, type Manifest } from './render-site-imagery.ts';
import { shopIconFileName, shopIconSizes } from './shop-icons.ts';
import { siteImages, type SiteImage } from './site-imagery.ts';

const directories: string[] = [];

async function createOutDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'facet-artwork-'));
  directories.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(directories.map((d) => rm(d, { recursive: true, force: true })));
});

describe('renderSiteImagery', () => {
  it('renders every site image at full and half width, then reuses them all', { timeout: 180_000 }, async () => {
    const outDir = await createOutDir();
    const first = await renderSiteImagery(outDir);
    expect(first).toMatchObject({ rendered: siteImages.length, reused: 0 });

    const manifest = JSON.parse(await readFile(path.join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(Object.keys(manifest)).toEqual(siteImages.map((i) => i.name));
    const hero = manifest.hero!;
    expect(hero).toMatchObject({
      width: 1600,
      height: 900,
      files: { '1600': 'hero-1600.webp', '800': 'hero-800.webp' },
    });
    expect(hero.hash).toMatch(/^[0-9a-f]{64}$/);
    const heroHalf = await sharp(path.join(outDir, 'hero-800.webp')).metadata();
    expect([heroHalf.format, heroHalf.width, heroHalf.height]).toEqual(['webp', 800, 450]);
    const files = await readdir(outDir);
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(siteImages.length * 2);

    const second = await renderSiteImagery(outDir);
    expect(second).toMatchObject({ rendered: 0, reused: siteImages.length });
    expect(formatSummary(second)).toMatch(/^site imagery: 0 rendered, \d+ reused, \d+ ms$/);
  });

  it('re-renders only the pictures whose SVG changed, and any whose files went missing', async () => {
    const outDir = await createOutDir();
    let shape: 'Round' | 'Oval' = 'Round';
    const images: SiteImage[] = [
      {
        name: 'a',
        width: 160,
        height: 160,
        alt: 'A loose diamond for testing',
        draw: () => drawLooseStone({ shape, size: 160 }),
      },
      {
        name: 'b',
        width: 160,
        height: 160,
        alt: 'Another loose diamond',
        draw: () => drawLooseStone({ shape: 'Pear', size: 160 }),
      },
    ];
    expect(await renderSiteImagery(outDir, { images })).toMatchObject({ rendered: 2, reused: 0 });
    shape = 'Oval';
    expect(await renderSiteImagery(outDir, { images })).toMatchObject({ rendered: 1, reused: 1 });
    await rm(path.join(outDir, 'b-80.webp'));
    expect(await renderSiteImagery(outDir, { images })).toMatchObject({ rendered: 1, reused: 1 });
    expect(await renderSiteImagery(outDir, { images })).toMatchObject({ rendered: 0, reused: 2 });
  });
});

describe('renderShopIcons', () => {
  it('draws the mark as a PNG at every icon size, then leaves unchanged files alone', async () => {
    const outDir = await createOutDir();
    expect(await renderShopIcons(outDir)).toBe(shopIconSizes.length);
    for (const size of shopIconSizes) {
      const file = path.join(outDir, shopIconFileName(size));
      const { format, width, height, hasAlpha } = await sharp(file).metadata();
      expect([format, width, height, hasAlpha]).toEqual(['png', size, size, true]);
      // The tile's middle is the dark ground, its corner the rounding's transparency.
      const { data } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
      expect(pixel(0, 0)[3]).toBe(0);
      expect(pixel(Math.round(size * 0.1), Math.round(size / 2))).toEqual([0x1d, 0x1b, 0x19, 255]);
    }
    const written = await stat(path.join(outDir, shopIconFileName(32)));

    expect(await renderShopIcons(outDir)).toBe(0);
    expect((await stat(path.join(outDir, shopIconFileName(32)))).mtimeMs).toBe(written.mtimeMs);
    await writeFile(path.join(outDir, shopIconFileName(192)), 'not a picture');
    expect(await renderShopIcons(outDir)).toBe(1);
    expect((await sharp(path.join(outDir, shopIconFileName(192))).metadata()).width).toBe(192);
  });
});
