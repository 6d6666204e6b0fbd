import { type ChildProcess, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, LOCK_FILE, LOCK_STALE_MS, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'facet-lock-'));
  dirs.push(dir);
  return dir;
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const holderScript = `
  import { lockDataDir } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href)};
  await lockDataDir(process.env.LOCK_DIR, () => process.exit(3));
  process.stdout.write('locked\\n');
  setInterval(() => {}, 60_000);
`;

/** Another process that takes the lock, resolved once it holds it. */
async function startHolder(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@facet/source', '--import', 'tsx', '--input-type=module', '--eval', holderScript],
    { cwd: repositoryRoot, env: { ...process.env, LOCK_DIR: dir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}: ${output}`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('DATA_DIR lock', () => {
  it('refuses a second holder with a message that says what to do', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir, () => {});
    const second = await lockDataDir(dir, () => {}).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirInUseError);
    expect((second as Error).message).toContain(`DATA_DIR=${dir}`);
    expect((second as Error).message).toMatch(/Stop it first/);
    await first.release();
    const again = await lockDataDir(dir, () => {});
    await again.release();
  });

  it('creates the directory when it does not exist yet', async () => {
    const parent = tempDir();
    const lock = await lockDataDir(path.join(parent, 'new', 'data'), () => {});
    await lock.release();
  });

  it('refuses while another process holds it, and takes it over at once when that process is killed', async () => {
    const dir = tempDir();
    const holder = await startHolder(dir);
    expect(await refusal(lockDataDir(dir, () => {}))).toBeInstanceOf(DataDirInUseError);

    await killHard(holder);
    const started = performance.now();
    const lock = await lockDataDir(dir, () => {});
    expect(performance.now() - started).toBeLessThan(LOCK_STALE_MS / 10);
    await lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('lets exactly one of several starters racing for a dead process’s lock take it', async () => {
    const holderDir = tempDir();
    await killHard(await startHolder(holderDir));
    const deadOwnersLock = readFileSync(path.join(holderDir, LOCK_FILE));
    // Staggered by a millisecond or two, so that some starters judge the lock while others
    // are already replacing it: the interleavings in which a careless takeover lets two win.
    for (let round = 0; round < 5; round++) {
      const dir = tempDir();
      writeFileSync(path.join(dir, LOCK_FILE), deadOwnersLock);
      const attempts = await Promise.allSettled(
        Array.from({ length: 12 }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, index % 4));
          return lockDataDir(dir, () => {});
        }),
      );
      const winners = attempts.filter((attempt) => attempt.status === 'fulfilled');
      expect(winners).toHaveLength(1);
      for (const attempt of attempts) {
        if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(DataDirInUseError);
      }
      await winners[0]!.value.release();
    }
  });

  it('is not blocked by a takeover left half-done by a killed process', async () => {
    const dir = tempDir();
    await killHard(await startHolder(dir));
    // The guard a process holds while taking over, as if it had been killed right then.
    copyFileSync(path.join(dir, LOCK_FILE), path.join(dir, `${LOCK_FILE}.takeover`));
    const lock = await lockDataDir(dir, () => {});
    expect(existsSync(path.join(dir, `${LOCK_FILE}.takeover`))).toBe(false);
    await lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process', async () => {
    const dir = tempDir();
    await killHard(await startHolder(dir));
    const lockPath = path.join(dir, LOCK_FILE);
    // This test process stands for the unrelated process that was given the dead owner's pid.
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(lockPath, JSON.stringify({ ...owner, pid: process.pid, startedAt: '1' }));
    const lock = await lockDataDir(dir, () => {});
    await lock.release();
  });

  it('waits for 15 s of silence before taking over a lock it cannot check (another host, an older version)', async () => {
    const fromElsewhere = tempDir();
    const lockPath = path.join(fromElsewhere, LOCK_FILE);
    writeFileSync(lockPath, JSON.stringify({ pid: 1, host: 'another-host', startedAt: null, token: 'theirs' }));
    const olderVersion = tempDir();
    mkdirSync(path.join(olderVersion, LOCK_FILE));

    for (const dir of [fromElsewhere, olderVersion]) {
      expect(await refusal(lockDataDir(dir, () => {}))).toBeInstanceOf(DataDirInUseError);
      const silentSince = new Date(Date.now() - LOCK_STALE_MS - 1000);
      utimesSync(path.join(dir, LOCK_FILE), silentSince, silentSince);
      const lock = await lockDataDir(dir, () => {});
      await lock.release();
    }
  });

  it('reports the lock lost when another process has taken it over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const dir = tempDir();
      const onLost = vi.fn();
      await lockDataDir(dir, onLost);
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'x', startedAt: null, token: 'x' }));
      await vi.advanceTimersByTimeAsync(LOCK_STALE_MS / 3);
      await vi.waitFor(() => expect(onLost).toHaveBeenCalledOnce());
      expect(onLost.mock.calls[0]![0]).toMatchObject({ code: 'ECOMPROMISED' });
    } finally {
      vi.useRealTimers();
    }
  });
});
