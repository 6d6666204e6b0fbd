import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { createRequire } from 'node:module';
import { parentPort, Worker, workerData } from 'node:worker_threads';

import sharp from 'sharp';

import { type RasteriseOptions, rasteriseToWebpSizes } from './rasterise.ts';

/*
 * Draws SVG pictures and rasterises them to WebP into a folder, with a cache that makes an
 * unchanged run quick (the site imagery and the demo catalogue's pictures both use it):
 *
 * - manifest.json records, per picture, the SHA-256 of its SVG and the rendering settings, so
 *   a picture is rasterised again only when its drawing changed or its files went missing;
 * - .source-hash records the hash of everything the drawings are made from (this package's
 *   sources, sharp's version, the settings, and whatever the caller adds), so when none of it
 *   changed and every file is there, nothing is even drawn.
 *
 * Files are written under a temporary name and renamed into place, so an interrupted run
 * never leaves a half-written picture under its real name.
 *
 * Drawing is JavaScript on one thread (about a third of a picture's cost), so a long list is
 * drawn and rasterised in worker threads (`workerScript`), one per core: the script lists the
 * same jobs in the same order and hands them to serveRenderJobs() when run as a worker.
 */

/** What the manifest keeps for one picture: at least the hash it was made from and its files. */
export interface CacheEntry {
  /** SHA-256 of the SVG and the rendering settings the files were made from. */
  readonly hash: string;
  /** The picture's files, in whatever form the manifest's readers expect. */
  readonly files: unknown;
}

export interface RenderJob<Entry extends CacheEntry = CacheEntry> {
  /** The picture's key in the manifest. */
  readonly name: string;
  /** The SVG, with an explicit pixel width. */
  readonly draw: () => string;
  /** Pixel widths to make, all from one rendering at the largest. */
  readonly widths: readonly number[];
  /** The file for one width, relative to the output folder (it may name a subfolder). */
  readonly fileName: (width: number) => string;
  /** The manifest entry, given the hash; its `files` must not depend on the hash. */
  readonly entry: (hash: string) => Entry;
}

export interface RenderCacheOptions<Entry extends CacheEntry = CacheEntry> {
  readonly outDir: string;
  readonly jobs: readonly RenderJob<Entry>[];
  readonly quality: number;
  /** sharp's smartSubsample for the WebP files (rasterise.ts); on unless told. */
  readonly smartSubsample?: boolean;
  /** How many pictures are drawn and rasterised at once; the number of CPUs unless told. */
  readonly concurrency?: number;
  /**
   * A module that, run in a worker thread, calls serveRenderJobs() with these same jobs in the
   * same order: then the jobs are drawn and rasterised in `concurrency` worker threads instead
   * of this one. The workers inherit this process's loader flags (tsx, conditions).
   */
  readonly workerScript?: URL;
  /** Called after each picture is drawn (and rasterised, when it changed): how many of how many. */
  readonly onProgress?: (done: number, total: number) => void;
  /** What else the drawings depend on besides this package's sources, sharp and the settings. */
  readonly sourceInputs: readonly string[];
  /**
   * Whether an unchanged source hash may skip drawing altogether (the default). Turn it off
   * for jobs whose drawings depend on something the source hash does not cover.
   */
  readonly skipWhenSourcesUnchanged?: boolean;
  /**
   * Each picture lives in its own folder named after it: delete the folders of pictures that
   * were in the previous manifest but are no longer among the jobs.
   */
  readonly removeStaleFolders?: boolean;
}

export interface RenderCacheResult {
  readonly rendered: number;
  readonly reused: number;
  readonly removed: number;
}

/** What the files are encoded with: part of every hash, so a change re-encodes them. */
type Encoding = Required<RasteriseOptions>;

const manifestName = 'manifest.json';
const resvgVersion = (createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string }).version;
/**
 * The drawing and encoding libraries' versions, and how resvg's pixels are read (`alpha`: since
 * they are read as premultiplied, a half-transparent edge keeps its colour): a change to any of
 * them may change the pixels.
 */
const rasteriserVersions = JSON.stringify({ sharp: sharp.versions, resvg: resvgVersion, alpha: 'premultiplied' });
const sourceHashName = '.source-hash';
const sourceDirectory = path.dirname(fileURLToPath(import.meta.url));

function hashText(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** Everything the drawings are made from: while none of it changes, nothing needs drawing. */
async function hashSources(
  jobs: readonly RenderJob<CacheEntry>[],
  encoding: Encoding,
  extra: readonly string[],
): Promise<string> {
  const files = (await readdir(sourceDirectory)).filter((f) => /\.(ts|js)$/.test(f) && !/\.test\./.test(f)).sort();
  const contents = await Promise.all(files.map((f) => readFile(path.join(sourceDirectory, f), 'utf8')));
  const listing = jobs.map((job) => `${job.name}:${job.widths.join(',')}`).join('\n');
  return hashText(rasteriserVersions, JSON.stringify(encoding), listing, ...extra, ...files, ...contents);
}

/** What deciding about one picture needs: its earlier hash, and whether its files are all there. */
interface JobState {
  readonly previousHash: string | undefined;
  readonly complete: boolean;
}

interface JobOutcome {
  readonly hash: string;
  readonly rendered: boolean;
}

/** Draws one picture and, unless it is unchanged with its files in place, rasterises and writes it. */
async function renderJob(
  job: RenderJob<CacheEntry>,
  state: JobState,
  outDir: string,
  encoding: Encoding,
): Promise<JobOutcome> {
  const svg = job.draw();
  const hash = hashText(svg, rasteriserVersions, JSON.stringify(encoding), job.widths.join(','));
  if (state.previousHash === hash && state.complete) return { hash, rendered: false };
  const buffers = await rasteriseToWebpSizes(svg, job.widths, encoding);
  await Promise.all(
    [...buffers].map(async ([w, buffer]) => {
      const file = path.join(outDir, job.fileName(w));
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file, buffer);
    }),
  );
  return { hash, rendered: true };
}

interface WorkerSetup {
  readonly outDir: string;
  readonly encoding: Encoding;
}

interface WorkRequest extends JobState {
  readonly index: number;
  readonly name: string;
}

type WorkReply = ({ readonly index: number } & JobOutcome) | { readonly index: number; readonly error: string };

/**
 * The worker side of `workerScript`: renders the jobs the main thread asks for, one at a time,
 * by their place in `jobs` (checked by name, so a list that differs fails instead of drawing
 * the wrong picture under a name).
 */
export function serveRenderJobs(jobs: readonly RenderJob<CacheEntry>[]): void {
  const port = parentPort;
  if (!port) throw new Error('serveRenderJobs() runs in a worker thread started by renderWithCache().');
  const { outDir, encoding } = workerData as WorkerSetup;
  port.on('message', (request: WorkRequest) => {
    const job = jobs[request.index];
    const answer = (reply: WorkReply) => port.postMessage(reply);
    if (job?.name !== request.name) {
      answer({ index: request.index, error: `The worker's job ${request.index} is not "${request.name}".` });
      return;
    }
    renderJob(job, request, outDir, encoding).then(
      (outcome) => answer({ index: request.index, ...outcome }),
      (error: unknown) =>
        answer({ index: request.index, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** Runs `count` workers of `script`, each rendering one job at a time, until every job is done. */
async function renderInWorkers(
  script: URL,
  count: number,
  requests: readonly WorkRequest[],
  setup: WorkerSetup,
  onOutcome: (index: number, outcome: JobOutcome) => void,
): Promise<void> {
  let next = 0;
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(count, requests.length)) }, () => {
        const worker = new Worker(script, { workerData: setup });
        workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          const send = () => {
            const request = requests[next++];
            if (request) worker.postMessage(request);
            else resolve();
          };
          worker.on('message', (reply: WorkReply) => {
            if ('error' in reply) {
              reject(new Error(`Picture ${requests[reply.index]?.name ?? reply.index}: ${reply.error}`));
              return;
            }
            onOutcome(reply.index, reply);
            send();
          });
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`A render worker stopped (exit code ${code}).`)));
          worker.once('online', send);
        });
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

async function readManifest(outDir: string): Promise<Record<string, CacheEntry>> {
  try {
    return JSON.parse(await readFile(path.join(outDir, manifestName), 'utf8')) as Record<string, CacheEntry>;
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

/** Whether the manifest lists the files this job makes, and they are all on disk. */
async function checkFilesPresent(outDir: string, job: RenderJob<CacheEntry>, earlier: CacheEntry | undefined) {
  if (!earlier || !isDeepStrictEqual(earlier.files, job.entry(earlier.hash).files)) return false;
  const checks = await Promise.all(job.widths.map((w) => checkExists(path.join(outDir, job.fileName(w)))));
  return checks.every(Boolean);
}

function isFolderName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && path.basename(name) === name;
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

export async function renderWithCache<Entry extends CacheEntry>(
  options: RenderCacheOptions<Entry>,
): Promise<RenderCacheResult> {
  const { outDir, jobs } = options;
  const encoding: Encoding = { quality: options.quality, smartSubsample: options.smartSubsample ?? true };
  await mkdir(outDir, { recursive: true });
  const previous = await readManifest(outDir);
  const sourceHash = await hashSources(jobs, encoding, options.sourceInputs);
  const previousSourceHash = await readFile(path.join(outDir, sourceHashName), 'utf8').catch(() => '');

  const complete = await Promise.all(jobs.map((job) => checkFilesPresent(outDir, job, previous[job.name])));
  if ((options.skipWhenSourcesUnchanged ?? true) && sourceHash === previousSourceHash && complete.every(Boolean)) {
    return { rendered: 0, reused: jobs.length, removed: 0 };
  }

  const manifest: Record<string, Entry> = {};
  let rendered = 0;
  let reused = 0;
  let done = 0;
  const record = (job: RenderJob<Entry>, outcome: JobOutcome) => {
    if (outcome.rendered) rendered++;
    else reused++;
    manifest[job.name] = job.entry(outcome.hash);
    options.onProgress?.(++done, jobs.length);
  };
  const stateOf = (job: RenderJob<Entry>, index: number): JobState => ({
    previousHash: previous[job.name]?.hash,
    complete: complete[index] ?? false,
  });
  const concurrency = options.concurrency ?? availableParallelism();
  if (options.workerScript) {
    const requests = jobs.map((job, index) => ({ index, name: job.name, ...stateOf(job, index) }));
    await renderInWorkers(options.workerScript, concurrency, requests, { outDir, encoding }, (index, outcome) => {
      const job = jobs[index];
      if (job) record(job, outcome);
    });
  } else {
    await runPooled(
      jobs.map((job, index) => ({ job, index })),
      concurrency,
      async ({ job, index }) => record(job, await renderJob(job, stateOf(job, index), outDir, encoding)),
    );
  }

  // Only folders named in the previous manifest, which this function made, are touched; and
  // only those directly inside the output folder, whatever the manifest says.
  const gone = options.removeStaleFolders
    ? Object.keys(previous).filter((name) => !Object.hasOwn(manifest, name) && isFolderName(name))
    : [];
  await Promise.all(gone.map((name) => rm(path.join(outDir, name), { recursive: true, force: true })));

  const ordered = Object.fromEntries(jobs.map((job) => [job.name, manifest[job.name]]));
  await writeAtomically(path.join(outDir, manifestName), `${JSON.stringify(ordered, null, 2)}\n`);
  await writeAtomically(path.join(outDir, sourceHashName), sourceHash);
  return { rendered, reused, removed: gone.length };
}
