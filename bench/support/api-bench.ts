import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

/*
 * What an API benchmark needs around autocannon: the API in a process of its own
 * (api-server.ts), a run over a list of paths taken in one shared turn (so no two connections
 * ask the same), every response time kept (autocannon reports p97.5, not p95), and the
 * figures as a table.
 */

const root = path.resolve(import.meta.dirname, '../..');
export const CONNECTIONS = 10;

export interface Figure {
  label: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export function percentiles(label: string, latencies: number[], seconds: number, errors = 0): Figure {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]! * 10) / 10;
  return {
    label,
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

export interface RunningApi {
  base: string;
  child: ChildProcess;
}

/** Where the API's database is: a PostgreSQL server's address, or an embedded database's directory. */
export type ApiDatabase = { DATABASE_URL: string } | { PGLITE_DIR: string };

/** buildApp on the database at `url` (or `database`), in a child process, listening on a free port. */
export async function startApi(database: string | ApiDatabase): Promise<RunningApi> {
  const target = typeof database === 'string' ? { DATABASE_URL: database } : database;
  const child = spawn(
    process.execPath,
    [
      '--conditions=@facet/source',
      '--import',
      'tsx',
      // BENCH_CPU_PROFILE=<dir>: a V8 CPU profile of the API, written when it stops.
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
      path.join(root, 'bench/support/api-server.ts'),
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: '', ...target },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the API stopped (${code}) before listening: ${output}`)));
  });
  return { base, child };
}

/** Stops the API (SIGTERM: it closes its database) and waits for it to exit. */
export async function stopApi(api: RunningApi): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const stopped = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await stopped;
}

/** autocannon at CONNECTIONS over `paths` in turn for `seconds`; warns when the paths ran out. */
/** A figure with the latencies it was worked out from, to pool several (milliseconds, in order). */
export interface MeasuredFigure extends Figure {
  latencies: readonly number[];
  seconds: number;
}

/** One figure of several measured apart: all their requests, as if measured at once. */
export function pooled(label: string, figures: readonly MeasuredFigure[]): MeasuredFigure {
  const latencies = figures.flatMap((figure) => figure.latencies);
  const seconds = figures.reduce((sum, figure) => sum + figure.seconds, 0);
  const errors = figures.reduce((sum, figure) => sum + figure.errors, 0);
  return { ...percentiles(label, latencies, seconds, errors), latencies, seconds };
}

export async function loadPaths(
  label: string,
  base: string,
  paths: readonly string[],
  seconds: number,
): Promise<MeasuredFigure> {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
          },
        ],
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (next > paths.length) console.warn(`  (${label}: ${next} requests for ${paths.length} URLs: some repeated)`);
  return { ...percentiles(label, latencies, seconds, result.errors + result.non2xx), latencies, seconds };
}

export function printFigures(figures: readonly Figure[]) {
  console.log('  what                                   requests    req/s   p50 ms   p95 ms   p99 ms   errors');
  for (const f of figures) {
    console.log(
      `  ${f.label.padEnd(36)} ${String(f.requests).padStart(9)} ${String(f.requestsPerSecond).padStart(8)} ${String(f.p50).padStart(8)} ${String(f.p95).padStart(8)} ${String(f.p99).padStart(8)} ${String(f.errors).padStart(8)}`,
    );
  }
}
