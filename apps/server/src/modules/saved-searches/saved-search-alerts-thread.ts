import { Worker } from 'node:worker_threads';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import { workerExecArgv, workerFileBeside } from '../../lib/worker-thread-file.ts';
import type { AlertsPaceOptions } from './saved-search-alerts-pace.ts';
import type { AlertRun } from './saved-search-alerts.service.ts';

/*
 * The saved searches' alerts off the API's event loop (decision 039, later): on the PostgreSQL
 * server a run reads, matches and writes on a worker thread (saved-search-alerts.worker.ts) with
 * connections of its own, at the lowest priority its system gives one thread. In the process
 * that serves the shop, its slices of work no longer wait in line with the requests, and where
 * the cores are all busy the requests' threads come first; it keeps the same pace (its rests keep
 * the database's share). The embedded database lives on the main thread, so with it the alerts
 * run there (runSavedSearchAlerts).
 */

export interface AlertsThreadData {
  databaseUrl: string;
  previousRates?: StoredPricingParameters | undefined;
  pace: AlertsPaceOptions;
}

export interface AlertsThreadResult {
  run: AlertRun;
  /** The thread's priority as it ran (19, the lowest, on Linux); null where it could not be lowered alone. */
  priority: number | null;
}

/** One run of the alerts on a thread of its own; rejects with the thread's error if the run fails. */
export function runSavedSearchAlertsOnThread(data: AlertsThreadData): Promise<AlertsThreadResult> {
  const moduleUrl = import.meta.url;
  return new Promise((resolve, reject) => {
    let result: AlertsThreadResult | undefined;
    const worker = new Worker(new URL(workerFileBeside(moduleUrl, 'saved-search-alerts.worker')), {
      workerData: data,
      execArgv: workerExecArgv(moduleUrl),
    });
    worker.once('message', (message: AlertsThreadResult) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`the saved searches' alerts thread stopped (exit code ${code}) without a result`));
    });
  });
}
