import { openDatabase } from '@facet/db/client';
import type { AlertsThreadData } from './saved-search-alerts-thread.ts';
import { type AlertRun, runSavedSearchAlerts } from './saved-search-alerts.service.ts';

/**
 * One run of the alerts on their thread (saved-search-alerts.worker.ts), with connections of
 * their own. A thread of the lowest priority (`lowered`) waits behind every other for the cores,
 * so its slices of work need no rests: only its statements rest, so that the database's share of
 * the cores stays the pace's.
 */
export async function runAlertsHere(data: AlertsThreadData, { lowered }: { lowered: boolean }): Promise<AlertRun> {
  const handle = await openDatabase({ databaseUrl: data.databaseUrl, poolSize: 2 });
  try {
    return await runSavedSearchAlerts(handle.db, {
      pace: { ...data.pace, slicesRest: !lowered },
      ...(data.previousRates ? { previousRates: data.previousRates } : {}),
    });
  } finally {
    await handle.close();
  }
}
