import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * nginx in front of the shop's instances, configured from deploy/: the upstream block and the
 * cache path of deploy/nginx.conf with the test's ports and folders, and deploy/facet-proxy.conf
 * (every proxy rule) included as it is. It runs in the foreground from a temporary prefix
 * folder on a loopback port, so it needs neither root nor port 80, and leaves nothing behind.
 */

const root = path.resolve(import.meta.dirname, '../..');
const deployConfig = path.join(root, 'deploy/nginx.conf');
const proxyRules = path.join(root, 'deploy/facet-proxy.conf');

/** Debian's nginx, or NGINX_PATH. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function isNginxInstalled(): boolean {
  return existsSync(nginxPath);
}

export interface Upstream {
  port: number;
  /** Taken out of rotation ("down"), as the rolling restart does before stopping it. */
  down?: boolean;
}

/** deploy/nginx.conf's upstream block, its server lines replaced by the test's instances (same parameters). */
export function upstreamBlock(deployText: string, upstreams: readonly Upstream[]): string {
  const block = /^upstream facet \{\n[\s\S]*?^\}/m.exec(deployText)?.[0];
  if (!block) throw new Error('deploy/nginx.conf has no "upstream facet { … }" block');
  const serverLine = /^(\s*)server \S+ ([^;]*);\n/gm;
  const servers = [...block.matchAll(serverLine)];
  if (servers.length < 2) throw new Error('deploy/nginx.conf’s upstream should list two instances or more');
  const [indent, parameters] = [servers[0]![1]!, servers[0]![2]!];
  const lines = upstreams
    .map(({ port, down }) => `${indent}server 127.0.0.1:${port} ${parameters}${down ? ' down' : ''};\n`)
    .join('');
  let replaced = false;
  return block.replace(serverLine, () => (replaced ? '' : ((replaced = true), lines)));
}

/** deploy/nginx.conf's proxy_cache_path, in `folder`. */
export function cachePathLine(deployText: string, folder: string): string {
  const line = /^proxy_cache_path \S+ (.*);$/m.exec(deployText);
  if (!line) throw new Error('deploy/nginx.conf has no proxy_cache_path line');
  return `proxy_cache_path ${folder} ${line[1]};`;
}

function testConfig(prefix: string, port: number, upstreams: readonly Upstream[]): string {
  const deployText = readFileSync(deployConfig, 'utf8');
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  return [
    // As root, the workers would otherwise run as "nobody" and could not write the temporary folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} notice;`,
    'events { worker_connections 1024; }',
    'http {',
    // The answer's status, then every instance tried ("127.0.0.1:3001, 127.0.0.1:3002" when one failed).
    "  log_format upstreams '$status $upstream_addr';",
    `  access_log ${path.join(prefix, 'access.log')} upstreams;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    upstreamBlock(deployText, upstreams),
    cachePathLine(deployText, path.join(prefix, 'cache')),
    `  server {\n    listen 127.0.0.1:${port};\n    include ${proxyRules};\n  }`,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  url: string;
  /** Writes the configuration with these upstreams and reloads it; resolves once no worker of the old one is left. */
  reconfigure(upstreams: readonly Upstream[]): Promise<void>;
  /** nginx's error log so far (what it said about the instances). */
  errorLog(): string;
  /** How many requests the instance on `port` has answered 200 so far (nginx's access log). */
  servedCount(port: number): number;
  stop(): Promise<void>;
}

export async function startNginx(port: number, upstreams: readonly Upstream[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'facet-nginx-'));
  const config = path.join(prefix, 'nginx.conf');
  const errorLogFile = path.join(prefix, 'error.log');
  writeFileSync(config, testConfig(prefix, port, upstreams));
  let output = '';
  const child = spawn(nginxPath, ['-p', prefix, '-c', config, '-e', errorLogFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '');
  const accessLogFile = path.join(prefix, 'access.log');
  await waitForWorkers(child, () => `${output}\n${errorLog()}`, new Set());

  return {
    url: `http://127.0.0.1:${port}`,
    errorLog,
    servedCount(instancePort) {
      if (!existsSync(accessLogFile)) return 0;
      const answeredBy = `127.0.0.1:${instancePort}`;
      return readFileSync(accessLogFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('200 ') && line.endsWith(answeredBy)).length;
    },
    async reconfigure(next) {
      const before = childrenOf(child.pid!);
      writeFileSync(config, testConfig(prefix, port, next));
      child.kill('SIGHUP');
      await waitForWorkers(child, () => `${output}\n${errorLog()}`, before);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // QUIT: the workers finish the requests in hand, then nginx exits.
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * The processes whose parent is `pid`, from every process's stat. (/proc/PID/task/TID/children
 * is reliable only while the children are stopped, proc(5) says: a worker could go unlisted
 * while the cache processes exit at a reload.)
 */
function childrenOf(pid: number): Set<number> {
  const children = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    // "PID (COMMAND) STATE PPID …": the command may hold spaces and parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) children.add(Number(entry));
  }
  return children;
}

/**
 * Until nginx has a worker of its current configuration and none of `old` is left: after a
 * reload, the old workers finish the requests in hand first.
 */
async function waitForWorkers(child: ChildProcess, output: () => string, old: ReadonlySet<number>): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx stopped:\n${output()}`);
    const children = childrenOf(child.pid!);
    const fresh = [...children].filter((pid) => !old.has(pid));
    if (fresh.length > 0 && ![...old].some((pid) => children.has(pid))) return;
    if (Date.now() > deadline) throw new Error(`nginx did not start its workers within 15 s:\n${output()}`);
    await sleep(20);
  }
}

/**
 * When a retiring worker of nginx exited with connections still open, as nginx itself reports
 * it: "[alert] 13779#13779: *646 open socket #13 left in connection 3", then "… aborting". A
 * worker retired by a reload exits once it has no timers left; nginx 1.22's buffered proxying
 * can hold a response with none set for an instant, and the worker then drops it (the client's
 * answer is cut off after its headers). The times are nginx's, to the second, read in this
 * machine's time zone as nginx writes them.
 */
export function workerAbandonments(log: string): Date[] {
  const times: Date[] = [];
  const alert = /^(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d) \[alert\] (\d+)#\d+: (.*)$/gm;
  const leftOpen = new Set<string>();
  for (const [, year, month, day, hour, minute, second, pid, message] of log.matchAll(alert)) {
    if (/^\*\d+ open socket #\d+ left in connection \d+$/.test(message!)) leftOpen.add(pid!);
    else if (message === 'aborting' && leftOpen.delete(pid!))
      times.push(new Date(+year!, +month! - 1, +day!, +hour!, +minute!, +second!));
  }
  return times;
}
