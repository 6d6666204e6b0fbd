import { readFileSync } from 'node:fs';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';

/** Another backend of the bench's database. */
interface BackendRow {
  pid: number;
}

/** How many backends are in one state. */
interface StateCountRow {
  what: string;
  n: number;
}

/** CPU seconds a local process has used (utime + stime from /proc); null when it cannot be read. */
export function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Seconds the process's main thread (the API's event loop) ran and waited, runnable, for a CPU. */
export function schedSeconds(pid: number): { ran: number; waited: number } | null {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { ran: ran! / 1e9, waited: waited! / 1e9 };
  } catch {
    return null;
  }
}

/**
 * Where the time goes while `work` runs: the CPU the API process, this load generator and the
 * benchmark database's PostgreSQL backends used (when the server is on this machine), and what
 * those backends were doing, sampled every 100 ms from pg_stat_activity — running, waiting for
 * the API to send the next statement (ClientRead: the API is the slower side), or waiting on a
 * lock (another transaction holds the row).
 */
export async function observe<T>(db: Database | null, database: string, apiPid: number, work: () => Promise<T>) {
  // On PGlite the database is inside the API process, which has it open: no backends to watch.
  const backends = async () =>
    db === null
      ? []
      : (
          await queryRows<BackendRow>(
            db,
            sql`select pid from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`,
          )
        ).map((row) => row.pid);
  const cpuOf = (pids: readonly number[]) => new Map(pids.map((pid) => [pid, cpuSeconds(pid)] as const));
  const waits = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling && db !== null) {
      const rows = await queryRows<StateCountRow>(
        db,
        sql`select case when state = 'active' and wait_event is null then 'running'
                        when state = 'idle' then 'idle (in the pool, or between a request''s statements)'
                        when state like 'idle in transaction%' then 'idle in transaction (waiting for the API)'
                        when wait_event is null then state
                        else wait_event_type || ':' || wait_event end as what, count(*)::int as n
              from pg_stat_activity
             where datname = ${database} and pid <> pg_backend_pid() and backend_type = 'client backend'
             group by 1`,
      );
      samples += 1;
      for (const row of rows) waits.set(row.what, (waits.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const pgPids = await backends();
  const before = { api: cpuSeconds(apiPid), sched: schedSeconds(apiPid), pg: cpuOf(pgPids), self: process.cpuUsage() };
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const self = process.cpuUsage(before.self);
  const api = cpuSeconds(apiPid);
  const sched = schedSeconds(apiPid);
  // Backends that started during the run count whole; one that ended during it is missed.
  const pgAfter = cpuOf(await backends());
  let pg: number | null = db === null ? null : 0;
  for (const [pid, cpu] of pgAfter) {
    const start = before.pg.has(pid) ? before.pg.get(pid) : 0;
    pg = cpu === null || start === null || start === undefined || pg === null ? null : pg + cpu - start;
  }
  sampling = false;
  await sampler;
  const share = (cpu: number | null) => (cpu === null ? 'n/a' : `${Math.round((cpu / seconds) * 100)} %`);
  const report = [
    `  CPU (100 % = one core): API ${share(api === null || before.api === null ? null : api - before.api)}${db === null ? ' (PGlite inside it)' : ''}, ` +
      (db === null ? '' : `PostgreSQL backends ${share(pg)}, `) +
      `load generator ${share((self.user + self.system) / 1e6)}`,
  ];
  const perSample = [...waits].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${what} ${(n / samples).toFixed(1)}`);
  if (sched && before.sched) {
    const ran = sched.ran - before.sched.ran;
    const waited = sched.waited - before.sched.waited;
    report.push(
      `  the API's event loop: ran ${Math.round((ran / seconds) * 100)} % of the time, waited for a CPU ${Math.round((waited / seconds) * 100)} % (the machine's other work), idle the rest`,
    );
  }
  if (db !== null) report.push(`  PostgreSQL connections, on average: ${perSample.join(', ')}`);
  return { result, report, cpu: { api: api === null || before.api === null ? null : api - before.api, pg } };
}
