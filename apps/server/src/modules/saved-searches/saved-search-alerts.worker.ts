import { constants, getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { workerFileBeside } from '../../lib/worker-thread-file.ts';
import type { AlertsThreadData } from './saved-search-alerts-thread.ts';
import type { runAlertsHere } from './saved-search-alerts-thread-run.ts';

/*
 * The saved searches' alerts on a thread of their own (saved-search-alerts-thread.ts starts it).
 * The thread lowers its priority first, and only then loads the alerts' modules (the database's
 * client, the pricing, the matcher), so that even loading them waits behind the API's threads.
 */

/**
 * Lowers this thread's priority to the lowest, and says what it is now; null where that cannot
 * be done for one thread. Linux gives each thread a nice value of its own; on other systems the
 * call would lower the whole process, the API with it, so it is not made there.
 */
export function lowerThisThread(): number | null {
  if (process.platform !== 'linux') return null;
  try {
    setPriority(constants.priority.PRIORITY_LOW);
    return getPriority();
  } catch {
    return null;
  }
}

// Started as a thread with the run's data (imported elsewhere, as by a test, it does nothing).
const data = workerData as Partial<AlertsThreadData> | null;
if (parentPort && typeof data?.databaseUrl === 'string') {
  const priority = lowerThisThread();
  const { runAlertsHere: run } = (await import(
    workerFileBeside(import.meta.url, 'saved-search-alerts-thread-run')
  )) as {
    runAlertsHere: typeof runAlertsHere;
  };
  parentPort.postMessage({ run: await run(data as AlertsThreadData), priority });
}
