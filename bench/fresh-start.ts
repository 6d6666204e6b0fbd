import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { databaseUrl, withAdmin } from './support/bench-server.ts';

/*
 * A newcomer's first start, measured: the last commit of this checkout is cloned (`git clone`)
 * into a temporary folder, where `npm start` runs with a free PORT and an empty DATA_DIR. Printed:
 * each phase until the first page answers 200 — the install, each build step, and the server's
 * own start (database, migrations, seeds, app, listen: its "started" log line). Then the shop is
 * stopped (SIGTERM to the server process) and started again, then killed (`kill -9` of `npm
 * start` and everything it started) and started again: the time to the first page each time,
 * with the server's phases.
 * The same three starts follow on a PostgreSQL server (an empty database on BENCH_DATABASE_URL's
 * server, default the local `test` one; skipped when none answers), on the clone already built.
 * The temporary folder and database are deleted at the end (BENCH_KEEP=1 keeps the folder).
 * BENCH_COMMIT=<commit> measures that commit instead (an earlier one, for a before-and-after).
 *
 * Run: npm run bench:fresh-start   (about four minutes on two cores; uncommitted changes are
 * not measured). `npm ci` installs from npm's cache where it has the packages, so the install
 * is a floor: a first install on a new machine also downloads them.
 */

const root = path.resolve(import.meta.dirname, '..');
const POLL_MS = 50;
/** Long enough for a cold install and build on a slow machine; the bench fails after it. */
const FIRST_START_LIMIT_MS = 15 * 60 * 1000;
const RESTART_LIMIT_MS = 2 * 60 * 1000;

interface Mark {
  readonly label: string;
  /** Milliseconds from `npm start` until this was printed (or measured). */
  readonly at: number;
  /** The step's own duration, when it says it. */
  readonly ms?: number;
}

interface StartupLine {
  readonly msg?: string;
  readonly startup?: { phases: Record<string, number>; totalMs: number };
}

interface Run {
  readonly child: ChildProcess;
  readonly started: number;
  readonly marks: Mark[];
  readonly output: string[];
  startup?: StartupLine['startup'];
  exited: Promise<number | null>;
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The bench's own npm, Node and database settings stay out of the clone's `npm start`. */
function cleanEnvironment(port: number, dataDir: string, database?: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^npm_|^INIT_CWD$|^NODE_ENV$|^NODE_OPTIONS$|^DATABASE_URL$/i.test(name),
    ),
  );
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database } : {}),
  };
}

const buildStep = /^\s+(.+?)… ([\d.]+) s$/;

function startShop(cwd: string, env: NodeJS.ProcessEnv): Run {
  const started = performance.now();
  // Its own process group, so that `kill -9` can take npm and everything under it at once.
  const child = spawn('npm', ['start'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const run: Run = {
    child,
    started,
    marks: [],
    output: [],
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  const at = () => Math.round(performance.now() - started);
  const read = (line: string) => {
    run.output.push(line);
    if (run.output.length > 200) run.output.shift();
    if (line.startsWith('Installing the dependencies')) run.marks.push({ label: 'install begins', at: at() });
    else if (line.startsWith('The build is missing')) run.marks.push({ label: 'install done, build begins', at: at() });
    else if (line.startsWith('Built in')) run.marks.push({ label: 'build done', at: at() });
    else if (line.startsWith('{')) {
      try {
        const parsed = JSON.parse(line) as StartupLine;
        if (parsed.msg === 'started' && parsed.startup) {
          run.startup = parsed.startup;
          run.marks.push({ label: 'server listening', at: at() });
        }
      } catch {
        // Not a log line.
      }
    } else {
      const step = buildStep.exec(line);
      if (step?.[1] && step[2]) run.marks.push({ label: `  ${step[1]}`, at: at(), ms: Number(step[2]) * 1000 });
    }
  };
  createInterface({ input: child.stdout! }).on('line', read);
  createInterface({ input: child.stderr! }).on('line', read);
  return run;
}

async function waitForFirstPage(run: Run, url: string, limitMs: number): Promise<number> {
  let exitCode: number | null | undefined;
  void run.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`npm start exited (code ${exitCode}):\n${run.output.slice(-40).join('\n')}`);
    if (performance.now() - run.started > limitMs) throw new Error(`No page after ${limitMs / 1000} s.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status === 200) return Math.round(performance.now() - run.started);
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

interface GroupProcess {
  readonly pid: number;
  readonly parent: number;
  readonly command: string;
}

/** The live (not zombie) processes of a process group, from /proc. */
function listGroup(groupId: number): GroupProcess[] {
  const found: GroupProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: count from the last ")".
      const [state, parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) !== groupId || state === 'Z' || state === 'X') continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.push({ pid: Number(entry), parent: Number(parent), command });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

const isGroupAlive = (groupId: number) => listGroup(groupId).length > 0;

async function waitForGroupGone(groupId: number): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (isGroupAlive(groupId)) {
    if (performance.now() > deadline) throw new Error('The shop did not stop within 30 s.');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * SIGTERM to the server process, as a service manager stops it (npm itself does not pass the
 * signal on, and a signal to the whole group would reach the server twice, through the
 * launcher that moves it onto the project's Node); milliseconds until every process is gone.
 */
async function stopShop(run: Run): Promise<number> {
  const asked = performance.now();
  const processes = listGroup(run.child.pid!);
  const server = processes.find(
    (candidate) =>
      candidate.command.includes('start.mjs') && !processes.some((other) => other.parent === candidate.pid),
  );
  if (!server) throw new Error('The server process of npm start was not found.');
  process.kill(server.pid, 'SIGTERM');
  await run.exited;
  await waitForGroupGone(run.child.pid!);
  return Math.round(performance.now() - asked);
}

async function killShop(run: Run): Promise<void> {
  process.kill(-run.child.pid!, 'SIGKILL');
  await waitForGroupGone(run.child.pid!);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printMarks(run: Run, firstPage: number): void {
  let previous = 0;
  for (const mark of run.marks) {
    const own = mark.ms === undefined ? `+${seconds(mark.at - previous)}` : `(${seconds(mark.ms)})`;
    console.log(`  ${seconds(mark.at).padStart(8)}  ${mark.label.padEnd(44)} ${own}`);
    if (mark.ms === undefined) previous = mark.at;
  }
  console.log(
    `  ${seconds(firstPage).padStart(8)}  ${'first page answered 200'.padEnd(44)} +${seconds(firstPage - previous)}`,
  );
  if (run.startup) {
    const phases = Object.entries(run.startup.phases)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ');
    console.log(`            server start: ${phases} (${run.startup.totalMs} ms from its process's start)`);
  }
}

interface Starts {
  readonly first: number;
  readonly restart: number;
  readonly crashRestart: number;
}

/** Start (the first one on an empty database), stop and start, kill -9 and start: to the first page each time. */
async function measureStarts(
  clone: string,
  env: NodeJS.ProcessEnv,
  url: string,
  firstLimitMs: number,
  track: (run: Run) => void,
): Promise<Starts> {
  let run = startShop(clone, env);
  track(run);
  const first = await waitForFirstPage(run, url, firstLimitMs);
  printMarks(run, first);

  const stopping = await stopShop(run);
  console.log(`\nstopped (SIGTERM) in ${seconds(stopping)}; npm start again:`);
  run = startShop(clone, env);
  track(run);
  const restart = await waitForFirstPage(run, url, RESTART_LIMIT_MS);
  printMarks(run, restart);

  await killShop(run);
  console.log('\nkilled (kill -9 of npm start and everything under it); npm start again:');
  run = startShop(clone, env);
  track(run);
  const crashRestart = await waitForFirstPage(run, url, RESTART_LIMIT_MS);
  printMarks(run, crashRestart);
  await stopShop(run);
  return { first, restart, crashRestart };
}

async function isPostgresReachable(): Promise<boolean> {
  try {
    await withAdmin((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const commit = git('rev-parse', process.env.BENCH_COMMIT ?? 'HEAD');
  if (!process.env.BENCH_COMMIT && git('status', '--porcelain', '--untracked-files=no') !== '') {
    console.log('Note: uncommitted changes are not measured; the clone is of the last commit.');
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'facet-fresh-start-'));
  const clone = path.join(folder, 'facet');
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}/`;
  const postgresName = `facet_fresh_start_${process.pid}`;
  let postgresMade = false;
  let current: Run | undefined;
  const track = (run: Run) => (current = run);
  const cleanUp = async () => {
    if (current && isGroupAlive(current.child.pid!)) {
      process.kill(-current.child.pid!, 'SIGKILL');
      await waitForGroupGone(current.child.pid!).catch(() => {});
    }
    if (postgresMade) await withAdmin((client) => client.query(`drop database if exists ${postgresName} with (force)`));
    if (process.env.BENCH_KEEP === '1') console.log(`Kept ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });

  try {
    console.log(`Fresh start of ${commit.slice(0, 10)} in ${clone}, port ${port}\n`);
    const cloning = performance.now();
    git('clone', '--quiet', '--no-checkout', root, clone);
    spawnSync('git', ['checkout', '--quiet', commit], { cwd: clone, stdio: 'inherit' });
    console.log(`git clone: ${seconds(performance.now() - cloning)}\n`);

    console.log("npm start on the fresh clone, embedded database (times from its start; a step's own in brackets):");
    const pglite = await measureStarts(
      clone,
      cleanEnvironment(port, path.join(folder, 'data')),
      url,
      FIRST_START_LIMIT_MS,
      track,
    );

    let postgres: Starts | undefined;
    if (await isPostgresReachable()) {
      await withAdmin((client) => client.query(`create database ${postgresName}`));
      postgresMade = true;
      console.log(`\nnpm start on the built clone, PostgreSQL server (an empty database, ${postgresName}):`);
      const env = cleanEnvironment(port, path.join(folder, 'data-postgres'), databaseUrl(postgresName));
      postgres = await measureStarts(clone, env, url, RESTART_LIMIT_MS, track);
    } else {
      console.log('\nNo PostgreSQL server answers at BENCH_DATABASE_URL: its starts are not measured.');
    }

    console.log('\n| start | to the first page, embedded database | PostgreSQL server |');
    console.log('| --- | --- | --- |');
    const row = (label: string, key: keyof Starts) =>
      console.log(`| ${label} | ${seconds(pglite[key])} | ${postgres ? seconds(postgres[key]) : '—'} |`);
    row('first (on a fresh clone: install, build, empty database)', 'first');
    row('restart after a stop (SIGTERM)', 'restart');
    row('restart after kill -9', 'crashRestart');
    console.log('(On PostgreSQL the first start is on the clone already installed and built.)');
  } finally {
    await cleanUp();
  }
}

await main();
