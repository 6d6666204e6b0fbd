import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { renderWithCache, type CacheEntry, type RenderJob } from './render-cache.ts';
import { workerJobs } from './render-cache.test-worker.ts';

const directories: string[] = [];

async function createOutDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'facet-render-cache-'));
  directories.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(directories.map((d) => rm(d, { recursive: true, force: true })));
});

function drawSquare(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colour}"/></svg>`;
}

interface FolderEntry extends CacheEntry {
  readonly files: readonly string[];
}

/** Each picture in a folder of its own, as the demo pictures are. */
function folderJob(name: string, colour: () => string): RenderJob<FolderEntry> {
  return {
    name,
    draw: () => drawSquare(colour()),
    widths: [40, 20],
    fileName: (width) => `${name}/${width}.webp`,
    entry: (hash) => ({ hash, files: ['40.webp', '20.webp'] }),
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('renderWithCache', () => {
  it('writes every width and the manifest, then skips everything while nothing changed', async () => {
    const outDir = await createOutDir();
    const jobs = [folderJob('red', () => '#c00'), folderJob('blue', () => '#00c')];
    const options = { outDir, jobs, quality: 80, sourceInputs: ['v1'] };

    expect(await renderWithCache(options)).toEqual({ rendered: 2, reused: 0, removed: 0 });
    expect(await listFiles(outDir)).toEqual([
      '.source-hash',
      'blue/20.webp',
      'blue/40.webp',
      'manifest.json',
      'red/20.webp',
      'red/40.webp',
    ]);
    const manifest = JSON.parse(await readFile(path.join(outDir, 'manifest.json'), 'utf8')) as Record<
      string,
      FolderEntry
    >;
    expect(Object.keys(manifest)).toEqual(['red', 'blue']);
    expect(Object.keys(manifest.red!)).toEqual(['hash', 'files']);
    expect(manifest.red).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{64}$/), files: ['40.webp', '20.webp'] });
    const small = await sharp(path.join(outDir, 'red/20.webp')).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 20, 20]);

    expect(await renderWithCache(options)).toEqual({ rendered: 0, reused: 2, removed: 0 });
  });

  it('re-renders only the pictures whose SVG changed, and any whose files went missing', async () => {
    const outDir = await createOutDir();
    let red = '#c00';
    const jobs = [folderJob('red', () => red), folderJob('blue', () => '#00c')];

    expect(await renderWithCache({ outDir, jobs, quality: 80, sourceInputs: [red] })).toMatchObject({ rendered: 2 });
    red = '#e00';
    expect(await renderWithCache({ outDir, jobs, quality: 80, sourceInputs: [red] })).toEqual({
      rendered: 1,
      reused: 1,
      removed: 0,
    });
    await rm(path.join(outDir, 'blue/20.webp'));
    expect(await renderWithCache({ outDir, jobs, quality: 80, sourceInputs: [red] })).toEqual({
      rendered: 1,
      reused: 1,
      removed: 0,
    });
    // A different quality changes every picture's hash.
    expect(await renderWithCache({ outDir, jobs, quality: 70, sourceInputs: [red] })).toMatchObject({ rendered: 2 });
    expect((await listFiles(outDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('draws everything again when told not to trust the source hash, rasterising nothing unchanged', async () => {
    const outDir = await createOutDir();
    let drawn = 0;
    const job: RenderJob = {
      name: 'flat',
      draw: () => {
        drawn++;
        return drawSquare('#0a0');
      },
      widths: [40, 20],
      fileName: (width) => `flat-${width}.webp`,
      entry: (hash) => ({ files: { '40': 'flat-40.webp', '20': 'flat-20.webp' }, hash }),
    };
    const options = { outDir, jobs: [job], quality: 80, sourceInputs: [], skipWhenSourcesUnchanged: false };
    expect(await renderWithCache(options)).toMatchObject({ rendered: 1, reused: 0 });
    expect(await renderWithCache(options)).toMatchObject({ rendered: 0, reused: 1 });
    expect(drawn).toBe(2);
    expect(await listFiles(outDir)).toEqual(['.source-hash', 'flat-20.webp', 'flat-40.webp', 'manifest.json']);
  });

  it('deletes the folders of pictures that left the list, and nothing else, only when asked', async () => {
    const outDir = await createOutDir();
    const red = folderJob('red', () => '#c00');
    const blue = folderJob('blue', () => '#00c');
    await mkdir(path.join(outDir, 'unrelated'));
    await writeFile(path.join(outDir, 'unrelated/keep.txt'), 'not ours');

    await renderWithCache({ outDir, jobs: [red, blue], quality: 80, sourceInputs: ['two'] });
    expect(await renderWithCache({ outDir, jobs: [red], quality: 80, sourceInputs: ['one'] })).toEqual({
      rendered: 0,
      reused: 1,
      removed: 0,
    });
    expect(await listFiles(outDir)).toContain('blue/40.webp');

    // The manifest no longer lists blue, so put it back to check that removal is asked for.
    await renderWithCache({ outDir, jobs: [red, blue], quality: 80, sourceInputs: ['two'] });
    expect(
      await renderWithCache({ outDir, jobs: [red], quality: 80, sourceInputs: ['one'], removeStaleFolders: true }),
    ).toEqual({ rendered: 0, reused: 1, removed: 1 });
    expect(await listFiles(outDir)).toEqual([
      '.source-hash',
      'manifest.json',
      'red/20.webp',
      'red/40.webp',
      'unrelated/keep.txt',
    ]);
  });
});

describe('renderWithCache in worker threads', () => {
  const workerScript = new URL('./render-cache.test-worker.ts', import.meta.url);

  it('makes the same files and manifest as drawing in this thread, reports each picture, then reuses them', async () => {
    const [inThread, inWorkers] = [await createOutDir(), await createOutDir()];
    const jobs = workerJobs();
    await renderWithCache({ outDir: inThread, jobs, quality: 80, sourceInputs: ['v1'] });

    const progress: string[] = [];
    const options = {
      outDir: inWorkers,
      jobs,
      quality: 80,
      sourceInputs: ['v1'],
      workerScript,
      concurrency: 2,
      onProgress: (done: number, total: number) => progress.push(`${done}/${total}`),
    };
    expect(await renderWithCache(options)).toEqual({ rendered: 5, reused: 0, removed: 0 });
    expect(progress).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    expect(await listFiles(inWorkers)).toEqual(await listFiles(inThread));
    const manifestOf = (dir: string) => readFile(path.join(dir, 'manifest.json'), 'utf8');
    expect(await manifestOf(inWorkers)).toEqual(await manifestOf(inThread));

    // A changed source hash draws again in the workers, and rasterises nothing unchanged.
    await rm(path.join(inWorkers, 'square-3/40.webp'));
    expect(await renderWithCache({ ...options, sourceInputs: ['v2'] })).toEqual({ rendered: 1, reused: 4, removed: 0 });
    expect(await listFiles(inWorkers)).toEqual(await listFiles(inThread));
  });

  it('fails with the picture named when a worker cannot render it', async () => {
    const outDir = await createOutDir();
    // The worker lists other pictures than these: it refuses rather than draw one under another's name.
    const jobs = [folderJob('red', () => '#c00')];
    await expect(renderWithCache({ outDir, jobs, quality: 80, sourceInputs: [], workerScript })).rejects.toThrow(
      /Picture red: The worker's job 0 is not "red"/,
    );
    expect(await listFiles(outDir)).toEqual([]);
  });
});
