import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readlinkSync } from 'node:fs';
import { link, lstat, open, readFile, rename, rm, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/*
 * PGlite has no lock on its data directory, and two processes writing one directory corrupt it.
 * So a process holds DATA_DIR/facet.lock while it runs; a second one is refused.
 *
 * The lock file names its owner: pid, where that pid means something (host name, boot, pid
 * namespace) and the process's start time, which tells a reused pid apart. A lock whose owner
 * is on this host and no longer runs is taken over at once, so a restart after a crash
 * (kill -9, out of memory) is not refused. The owner also touches the file every few seconds:
 * a lock whose owner cannot be checked (another host sharing the directory, an older version's
 * lock) is taken over once it has gone 15 seconds untouched.
 *
 * Two processes starting together must never both win. Creating the lock is atomic (O_EXCL).
 * Removing someone else's lock happens only under a second, short-lived guard file that one
 * process at a time can create, after reading the lock again under it; and the lock is moved
 * aside and checked before it is deleted, so a lock made meanwhile by someone else is put back.
 */

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Facet process is already using DATA_DIR=${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR ' +
        '(or DATABASE_URL for a PostgreSQL server, which many processes can share). ' +
        "A crashed process's lock on this machine is taken over at once; one from another machine " +
        'sharing the directory after 15 seconds.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

export const LOCK_STALE_MS = 15_000;
const REFRESH_MS = LOCK_STALE_MS / 3;
/** After a failed refresh (a busy disk), try again sooner than the regular interval. */
const REFRESH_RETRY_MS = 1000;
export const LOCK_FILE = 'facet.lock';
const GUARD_SUFFIX = '.takeover';

interface LockOwner {
  pid: number;
  /** Host name, boot id and pid namespace: outside them the pid says nothing. */
  host: string;
  /** Clock ticks after boot at which the process started (Linux), or null where unknown. */
  startedAt: string | null;
  /** Tells this lock apart from any other lock ever made, even by the same process. */
  token: string;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

let hostIdentity: string | undefined;
function thisHost(): string {
  if (hostIdentity === undefined) {
    let pidNamespace: string | null = null;
    try {
      pidNamespace = readlinkSync('/proc/self/ns/pid');
    } catch {
      // Not Linux, or /proc hidden: the host name and boot id alone.
    }
    hostIdentity = [hostname(), readText('/proc/sys/kernel/random/boot_id'), pidNamespace].join('|');
  }
  return hostIdentity;
}

/** State and start time from /proc/<pid>/stat; null where that cannot be read. */
function readProcessStat(pid: number): { state: string; startedAt: string } | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) may hold spaces and parentheses: count from the last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state, startedAt] = [fields[0], fields[19]];
  return state && startedAt ? { state, startedAt } : null;
}

function ownerOfThisProcess(): LockOwner {
  return {
    pid: process.pid,
    host: thisHost(),
    startedAt: readProcessStat(process.pid)?.startedAt ?? null,
    token: randomUUID(),
  };
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return null;
    if (typeof value.host !== 'string' || typeof value.token !== 'string') return null;
    if (value.startedAt !== null && typeof value.startedAt !== 'string') return null;
    return value as LockOwner;
  } catch {
    return null;
  }
}

/** Whether the owner is provably gone: on this host, and its process ended or its pid reused. */
function isOwnerGone(owner: LockOwner): boolean {
  if (owner.host !== thisHost()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const running = readProcessStat(owner.pid);
  // Without /proc (or with it hidden) a running pid cannot be told apart: assume the owner.
  if (!running) return false;
  if (running.state === 'Z' || running.state === 'X') return true;
  return owner.startedAt !== null && running.startedAt !== owner.startedAt;
}

interface LockFileState {
  /** null: the file holds no owner we can read (being written, an older version's lock). */
  owner: LockOwner | null;
  directory: boolean;
  ino: number;
  mtimeMs: number;
}

async function inspect(file: string): Promise<LockFileState | undefined> {
  try {
    const stat = await lstat(file);
    const directory = stat.isDirectory();
    const owner = directory ? null : parseOwner(await readFile(file, 'utf8'));
    return { owner, directory, ino: stat.ino, mtimeMs: stat.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isAbandoned(state: LockFileState, staleMs: number): boolean {
  return (state.owner !== null && isOwnerGone(state.owner)) || Date.now() - state.mtimeMs > staleMs;
}

const sameLock = (a: LockFileState, b: LockFileState) =>
  a.ino === b.ino && (a.owner?.token ?? null) === (b.owner?.token ?? null);

/**
 * Deletes `file` if it is still the one that was judged abandoned. It is first moved aside (one
 * atomic step), then checked: a different lock, made since, is put back — by a hard link, which
 * fails rather than overwrite a lock made in the meantime (whose owner then finds it lost).
 */
async function removeIfUnchanged(file: string, judged: LockFileState): Promise<boolean> {
  const aside = `${file}.${randomUUID()}.removed`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  const moved = await inspect(aside);
  if (moved && !sameLock(moved, judged)) {
    // An older version's lock is a directory, which cannot be linked; rename never replaces a file.
    if (moved.directory) await rename(aside, file).catch(() => {});
    else await link(aside, file).catch(() => {});
    await rm(aside, { recursive: true, force: true });
    return false;
  }
  await rm(aside, { recursive: true, force: true });
  return true;
}

/** Creates `file` with the owner in it, unless it exists. */
async function tryCreate(file: string, owner: LockOwner): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(JSON.stringify(owner));
  } catch (error) {
    // Created but not written (a full disk): leave no ownerless lock behind.
    await handle.close().catch(() => {});
    await unlink(file).catch(() => {});
    throw error;
  }
  await handle.close();
  return true;
}

/** Creates `file`, taking over an abandoned one; false when a live owner holds it. */
async function createOrTakeOver(file: string, owner: LockOwner, staleMs: number): Promise<boolean> {
  if (await tryCreate(file, owner)) return true;
  const state = await inspect(file);
  if (state === undefined) return tryCreate(file, owner);
  if (!isAbandoned(state, staleMs)) return false;
  return (await removeIfUnchanged(file, state)) && tryCreate(file, owner);
}

export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const owner = ownerOfThisProcess();
  if (!(await tryCreate(lockPath, owner))) {
    // One takeover at a time. A guard is held for milliseconds; one left by a process killed
    // while holding it is abandoned by the same rules as the lock.
    const guardPath = lockPath + GUARD_SUFFIX;
    const guard = { ...owner, token: randomUUID() };
    if (!(await createOrTakeOver(guardPath, guard, LOCK_STALE_MS))) throw new DataDirInUseError(dataDir);
    try {
      if (!(await createOrTakeOver(lockPath, owner, LOCK_STALE_MS))) throw new DataDirInUseError(dataDir);
    } finally {
      await unlinkIfOwned(guardPath, guard);
    }
  }
  return holdLock(lockPath, owner, onLost);
}

async function unlinkIfOwned(file: string, owner: LockOwner): Promise<void> {
  const state = await inspect(file);
  if (state?.owner?.token === owner.token) await unlink(file).catch(() => {});
}

/** Keeps the lock fresh, and reports it lost if another process has taken it over. */
function holdLock(lockPath: string, owner: LockOwner, onLost: (error: Error) => void): DataDirLock {
  let released = false;
  let lastRefresh = Date.now();
  let timer: NodeJS.Timeout;

  const lose = (message: string) => {
    released = true;
    onLost(Object.assign(new Error(`${message} (${lockPath})`), { code: 'ECOMPROMISED' }));
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => void refresh(), delay);
    // The lock alone keeps no process alive.
    timer.unref();
  };
  const refresh = async () => {
    if (released) return;
    try {
      const state = await inspect(lockPath);
      if (released) return;
      if (state?.owner?.token !== owner.token) return lose('The DATA_DIR lock was removed or taken over');
      const now = new Date();
      await utimes(lockPath, now, now);
      lastRefresh = Date.now();
      schedule(REFRESH_MS);
    } catch (error) {
      if (released) return;
      if (Date.now() - lastRefresh > LOCK_STALE_MS) {
        return lose(`The DATA_DIR lock could not be refreshed: ${(error as Error).message}`);
      }
      schedule(REFRESH_RETRY_MS);
    }
  };
  schedule(REFRESH_MS);

  return {
    async release() {
      if (released) return;
      released = true;
      clearTimeout(timer);
      await unlinkIfOwned(lockPath, owner);
    },
  };
}
