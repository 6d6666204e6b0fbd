import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { serverUrl } from './bench-server.ts';

/*
 * CPU groups for a benchmark that runs the shop, PostgreSQL and the load on one machine, as
 * systemd runs services: each in a control group of its own, with the same weight
 * (deploy/facet@.service sets CPUWeight=, which turns the CPU controller on for its slice, so
 * postgresql.service gets a group too). Left in one group, the kernel shares the cores per
 * process: ten busy database backends get ten shares to the server's one, and the server's
 * single thread waits in the run queue for half of a listing run (measured from its schedstat,
 * 2026-12-03) while a core is partly idle. Needs root and a CPU controller (cgroup v1's `cpu` or
 * v2's); BENCH_CPU_GROUPS=0 leaves everything where it is.
 */

type Service = 'facet' | 'postgresql' | 'load';

interface CpuGroups {
  /** What the run's figures were measured with, for the bench's heading. */
  readonly description: string;
  /** Moves a process (and the children it forks from then on) into the service's group. */
  place(service: Service, pid: number): void;
  /** Moves PostgreSQL's processes and this one back where they were, and removes the groups. */
  release(): void;
}

type Unavailable = { unavailable: string };

interface Hierarchy {
  root: string;
  weightFile: string;
  weight: string;
  /** The process's group in this hierarchy, relative to the root ("/" for the root itself). */
  groupOf(pid: number): string;
}

const V1_ROOT = '/sys/fs/cgroup/cpu';
const V2_ROOT = '/sys/fs/cgroup';

function hierarchy(): Hierarchy | string {
  const groupLine = (pid: number, match: (fields: string[]) => boolean) =>
    readFileSync(`/proc/${pid}/cgroup`, 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find(match)?.[2] ?? '/';
  try {
    readFileSync(path.join(V1_ROOT, 'cgroup.procs'));
    const v1 = (fields: string[]) => fields[1]?.split(',').includes('cpu') ?? false;
    return { root: V1_ROOT, weightFile: 'cpu.shares', weight: '1024', groupOf: (pid) => groupLine(pid, v1) };
  } catch {
    // not cgroup v1's cpu controller: try v2's
  }
  try {
    const controllers = readFileSync(path.join(V2_ROOT, 'cgroup.controllers'), 'utf8').split(/\s+/);
    if (!controllers.includes('cpu')) return 'the cgroup v2 hierarchy has no cpu controller';
    writeFileSync(path.join(V2_ROOT, 'cgroup.subtree_control'), '+cpu');
    const v2 = (fields: string[]) => fields[0] === '0';
    return { root: V2_ROOT, weightFile: 'cpu.weight', weight: '100', groupOf: (pid) => groupLine(pid, v2) };
  } catch (error) {
    return `no CPU controller this process may use (${(error as Error).message})`;
  }
}

/** The PID of the PostgreSQL server behind `url`, when it runs on this machine (a backend's parent). */
async function postmasterPid(url: string): Promise<number> {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(hostname)) throw new Error(`it is on ${hostname}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backend = rows[0]!.pid;
    const postmaster = parentOf(backend);
    // A PID the server reports is only this machine's process if both are PostgreSQL's.
    for (const pid of [backend, postmaster]) {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres'))
        throw new Error(`process ${pid} is not PostgreSQL`);
    }
    return postmaster;
  } finally {
    await client.end();
  }
}

function parentOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^PPid:\s+(\d+)/m);
  if (!line) throw new Error(`no parent for ${pid}`);
  return Number(line[1]);
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return parentOf(pid) === parent;
      } catch {
        return false; // ended meanwhile
      }
    });
}

/**
 * Groups for the shop, PostgreSQL (the server behind `databaseUrl`, with every process it has
 * started) and this process (the load), or why there are none.
 */
async function serviceCpuGroups(databaseUrl: string): Promise<CpuGroups | Unavailable> {
  if (process.env.BENCH_CPU_GROUPS === '0') return { unavailable: 'BENCH_CPU_GROUPS=0' };
  const found = hierarchy();
  if (typeof found === 'string') return { unavailable: found };
  let postmaster: number;
  try {
    postmaster = await postmasterPid(databaseUrl);
  } catch (error) {
    return { unavailable: `PostgreSQL's processes are not on this machine (${(error as Error).message})` };
  }
  const { root, weightFile, weight, groupOf } = found;
  const home = { postgresql: groupOf(postmaster), load: groupOf(process.pid) };
  const groups = new Map<Service, string>();
  const groupDir = (service: Service) => {
    let dir = groups.get(service);
    if (!dir) {
      dir = path.join(root, `facet-bench-${process.pid}-${service}`);
      mkdirSync(dir, { recursive: true });
      groups.set(service, dir);
      writeFileSync(path.join(dir, weightFile), weight);
    }
    return dir;
  };
  const move = (dir: string, pid: number) => {
    try {
      writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error; // ended meanwhile
    }
  };
  const release = () => {
    for (const [service, dir] of groups) {
      const back = path.join(root, service === 'facet' ? '/' : home[service]);
      const pids = readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
      for (const pid of pids) move(back, pid);
      rmdirSync(dir);
    }
    groups.clear();
  };
  const place = (service: Service, pid: number) => move(groupDir(service), pid);
  try {
    for (const pid of [postmaster, ...childrenOf(postmaster)]) place('postgresql', pid);
    place('load', process.pid);
  } catch (error) {
    release();
    return { unavailable: `the groups could not be made (${(error as Error).message})` };
  }
  return {
    description: `the shop, PostgreSQL and the load each in a CPU group of its own, equal weights (${path.basename(root) === 'cpu' ? 'cgroup v1' : 'cgroup v2'}), as systemd runs services`,
    place,
    release,
  };
}

let ofRun: Promise<CpuGroups | Unavailable> | undefined;

/** The run's groups, made at the first call (on the bench's PostgreSQL server) and released when the process exits. */
function groupsOfRun(): Promise<CpuGroups | Unavailable> {
  ofRun ??= serviceCpuGroups(serverUrl).then((groups) => {
    if (!('unavailable' in groups)) process.once('exit', () => groups.release());
    return groups;
  });
  return ofRun;
}

/** Puts the shop's process (the server or the API a bench started) in its group, when there are groups. */
export async function placeShop(pid: number): Promise<void> {
  const groups = await groupsOfRun();
  if (!('unavailable' in groups)) groups.place('facet', pid);
}

/** What a bench's heading says of the CPU groups it runs in (made now, if they can be). */
export async function cpuGroupsLine(): Promise<string> {
  const groups = await groupsOfRun();
  return `CPU: ${'unavailable' in groups ? `one group for all (${groups.unavailable})` : groups.description}`;
}
