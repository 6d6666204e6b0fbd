import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { folderWithTemplateCopy, scratchFolder } from '@facet/db/testing/scratch';
import { TEMPLATE_DIR_ENV } from '@facet/db/testing/template';

const root = path.resolve(import.meta.dirname, '../..');
/** Another file's server may take the port between the probe and the listen: try a new one. */
const PORT_ATTEMPTS = 3;

export interface RunningServer {
  url: string;
  /** The server's process (the benches place it in a CPU group). */
  pid: number;
  dataDir: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>;
  /** Stops the server and removes its data directory. */
  dispose(): Promise<void>;
}

/**
 * Starts the built server (`apps/server/dist/main.js`, what `npm start` runs) on a free
 * loopback port with its own DATA_DIR, and waits for its "running at" line. Without a
 * dataDir, the DATA_DIR is a copy of the seeded template the e2e global setup prepared (the
 * shop as after its first start), so that a file does not wait for the seeds; a test of the
 * first start passes an empty dataDir of its own.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string | undefined> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? seededDataDir(options.env ?? {});
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnFreePort(dataDir, options.env ?? {});
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

class PortTakenError extends Error {}

/** A new DATA_DIR: a copy of the template when there is one and the defaults would seed the same. */
function seededDataDir(env: Record<string, string | undefined>): string {
  const seedsTheSame = env.DATABASE_URL === undefined && env.SEED_DEMO === undefined;
  return process.env[TEMPLATE_DIR_ENV] && seedsTheSame
    ? folderWithTemplateCopy('facet-e2e-')
    : scratchFolder('facet-e2e-');
}

async function startServerOnFreePort(dataDir: string, env: Record<string, string | undefined>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The browser, the server and the tests share two cores: a busy second must not turn a
      // page into the "very busy" answer. Load shedding has tests of its own (load-shedding.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Nor should every file's server spend a second of a core warming up a ring picture thread
      // few files use; the first test of startup.spec.ts starts with the defaults, warm-up included.
      RING_PICTURE_WARM_UP: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await waitForUrl(child, () => output);
  const stop = () => stopProcess(child);
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => output,
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function waitForUrl(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within 60 s:\n${output()}`));
    }, 60_000);
    const check = () => {
      const match = /Facet is running at (http:\/\/\S+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const message = `The server exited with code ${code}:\n${output()}`;
      reject(/Port \d+ on \S+ is already in use/.test(output()) ? new PortTakenError(message) : new Error(message));
    });
  });
}

/** Runs the server to completion (for starts that are expected to fail). */
export function runServerToExit(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
