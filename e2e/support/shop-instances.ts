import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * Instances of the built shop (`apps/server/dist/main.js`, what facet@.service runs), each on a
 * port of its own that it keeps across restarts, as systemd's facet@<port> does.
 */

const root = path.resolve(import.meta.dirname, '../..');
const READY_WITHIN_MS = 90_000;

export interface ShopInstance {
  port: number;
  /** Starts the process and resolves once /api/health/ready answers 200: how long that took. */
  start(): Promise<number>;
  /** SIGTERM, as systemctl stop does: resolves once the process has exited, with how long that took. */
  stop(): Promise<number>;
  /** SIGKILL: the process dies at once, whatever it was doing. */
  kill(): Promise<void>;
  /** The resident memory of the running process, in MiB. */
  residentMib(): number | null;
  output(): string;
}

export function shopInstance(port: number, env: Record<string, string>): ShopInstance {
  let child: ChildProcess | undefined;
  let output = '';

  const exited = (running: ChildProcess) =>
    running.exitCode !== null || running.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => running.once('exit', () => resolve()));

  return {
    port,
    output: () => output,
    async start() {
      const startedAt = performance.now();
      const spawned = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = spawned;
      spawned.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      spawned.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      while (!(await isReady(port))) {
        if (spawned.exitCode !== null) throw new Error(`The instance on ${port} exited:\n${output}`);
        if (performance.now() - startedAt > READY_WITHIN_MS) {
          spawned.kill('SIGKILL');
          throw new Error(`The instance on ${port} was not ready within ${READY_WITHIN_MS / 1000} s:\n${output}`);
        }
        await sleep(25);
      }
      return performance.now() - startedAt;
    },
    async stop() {
      if (!child) return 0;
      const started = performance.now();
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
      return performance.now() - started;
    },
    async kill() {
      if (!child) return;
      const done = exited(child);
      child.kill('SIGKILL');
      await done;
    },
    residentMib() {
      try {
        const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child?.pid}/status`, 'utf8'));
        return line ? Math.round(Number(line[1]) / 1024) : null;
      } catch {
        return null;
      }
    },
  };
}

async function isReady(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
    await answer.body?.cancel();
    return answer.status === 200;
  } catch {
    return false;
  }
}
