import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { healthWorkerSource } from './health-worker-source.ts';

/*
 * HEALTH_PORT: the liveness and readiness probes answered on a port of their own, by a worker
 * thread with its own event loop, so that a main loop saturated by page views (where the probes
 * used to wait ~0.3–3 s behind the pages) does not delay them. The main thread tells the worker
 * what to say through shared memory (HealthState): the time of its last tick (every 100 ms), whether
 * it is stopping, and its database's last check (every second). The worker reads them per request:
 * - live: 200 while the main loop ticked within the last 10 s (a loop stuck longer is not alive);
 * - ready: 200 when not stopping, the database answered its last check and the loop is live;
 *   503 with the reason otherwise, in the same envelopes as /api/health/live and /ready.
 * The worker's code is a string of plain JavaScript (health-worker-source.ts), so it runs the
 * same from the TypeScript source and from the compiled build.
 */

/** A main loop silent for longer than this is not alive. */
export const HEARTBEAT_STALE_MS = 10_000;
const HEARTBEAT_EVERY_MS = 100;
const DATABASE_CHECK_EVERY_MS = 1000;
/** A check that takes longer counts as failed (and the next one waits for it to end). */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

/** Slots of the shared Int32Array. */
const HEARTBEAT = 0; // tenths of a second since `base` (fits an Int32 for 6.8 years)
const DRAINING = 1; // 1: stopping
const DATABASE = 2; // 0: not checked yet, 1: answers, 2: does not
const SLOTS = 3;

export type DatabaseEngine = 'pglite' | 'postgres';

/** What the main thread shares with the worker; every write is one Atomics.store. */
export class HealthState {
  readonly buffer = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
  readonly base = Date.now();
  private readonly slots = new Int32Array(this.buffer);

  /** The main loop turns: `now` is the time of this tick (a test may pass an older one). */
  beat(now = Date.now()) {
    Atomics.store(this.slots, HEARTBEAT, Math.floor((now - this.base) / 100));
  }

  setDraining(draining: boolean) {
    Atomics.store(this.slots, DRAINING, draining ? 1 : 0);
  }

  setDatabaseAnswers(answers: boolean) {
    Atomics.store(this.slots, DATABASE, answers ? 1 : 2);
  }
}

export interface HealthWorker {
  port: number;
  close(): Promise<void>;
}

/** Starts the worker listening on host:`port` (0: any free port); resolves once it listens. */
export async function startHealthWorker(
  state: HealthState,
  {
    host,
    port,
    engine,
    onError = () => {},
  }: { host: string; port: number; engine: DatabaseEngine; onError?: (error: Error) => void },
): Promise<HealthWorker> {
  const worker = new Worker(healthWorkerSource, {
    eval: true,
    workerData: {
      buffer: state.buffer,
      base: state.base,
      startedAt: Date.now() - process.uptime() * 1000,
      staleMs: HEARTBEAT_STALE_MS,
      host,
      port,
      engine,
    },
  });
  let settle: (() => void) | undefined;
  const listening = await new Promise<number>((resolve, reject) => {
    const onMessage = (message: { port?: number; code?: string; error?: string }) => {
      if (message.port !== undefined) return resolve(message.port);
      const cause = message.code === 'EADDRINUSE' || message.code === 'EACCES' ? message.code : message.error;
      reject(
        new Error(
          `HEALTH_PORT ${port} on ${host} cannot be used (${cause}): ` +
            'another program has it, or it needs administrator rights; choose another HEALTH_PORT.',
        ),
      );
    };
    worker.once('error', reject);
    worker.once('message', onMessage);
    // Only these two: the worker's own listeners must stay.
    settle = () => {
      worker.off('error', reject);
      worker.off('message', onMessage);
    };
  })
    .catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    })
    .finally(() => settle?.());
  worker.on('error', onError);
  // The worker never keeps the process alive by itself.
  worker.unref();
  return {
    port: listening,
    close: async () => {
      worker.ref();
      const closed = new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

export interface HealthSources {
  isDraining(): boolean;
  /** Resolves when the database answers (the readiness check's query); rejects otherwise. */
  pingDatabase(): Promise<unknown>;
  engine: DatabaseEngine;
  log: FastifyBaseLogger;
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The whole of HEALTH_PORT: the state kept up to date from this thread (heartbeat, draining,
 * database) and the worker answering from it. The first database check is done before it listens.
 */
export async function listenForHealth(
  sources: HealthSources,
  { host, port }: { host: string; port: number },
): Promise<HealthWorker> {
  const state = new HealthState();
  const tick = () => {
    state.beat();
    state.setDraining(sources.isDraining());
  };
  tick();
  const heartbeat = setInterval(tick, HEARTBEAT_EVERY_MS).unref();

  let stopped = false;
  let databaseTimer: NodeJS.Timeout | undefined;
  let answered: boolean | undefined;
  const checkDatabase = async () => {
    let answers = true;
    try {
      await withTimeout(sources.pingDatabase(), DATABASE_CHECK_TIMEOUT_MS);
    } catch (error) {
      answers = false;
      // Said once per change, not every second.
      if (answered !== false) sources.log.error({ err: error }, 'health check: database unreachable');
    }
    if (answers && answered === false) sources.log.info('health check: the database answers again');
    answered = answers;
    state.setDatabaseAnswers(answers);
    if (!stopped) databaseTimer = setTimeout(() => void checkDatabase(), DATABASE_CHECK_EVERY_MS).unref();
  };
  await checkDatabase();

  const stopChecks = () => {
    stopped = true;
    clearInterval(heartbeat);
    clearTimeout(databaseTimer);
  };
  try {
    const worker = await startHealthWorker(state, {
      host,
      port,
      engine: sources.engine,
      onError: (error) => sources.log.error({ err: error }, 'the HEALTH_PORT worker stopped'),
    });
    return {
      port: worker.port,
      close: async () => {
        // Stopping: the answer is 503 until the worker is gone.
        state.setDraining(true);
        stopChecks();
        await worker.close();
      },
    };
  } catch (error) {
    stopChecks();
    throw error;
  }
}
