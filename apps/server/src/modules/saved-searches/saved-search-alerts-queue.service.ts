import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { Database } from '@facet/db/client';
import { enqueueJob } from '../jobs/jobs.service.ts';

/*
 * Queues the saved searches' alerts (saved-search-alerts.service.ts) in the transaction of a
 * change of stones or prices: apart from the job itself, so that the stones and pricing modules
 * that call it do not load (or form a cycle with) what it imports from them.
 */

export const SAVED_SEARCH_ALERTS_JOB = 'saved-searches.alerts';

/**
 * A pricing change passes the stored parameters from before it, so that every stone's fall is
 * measured; other changes are found by their `update_date`. One waiting run of each kind is enough.
 */
export async function queueSavedSearchAlerts(
  db: Database,
  input: { previousRates?: StoredPricingParameters } = {},
): Promise<void> {
  const { previousRates } = input;
  await enqueueJob(db, {
    kind: SAVED_SEARCH_ALERTS_JOB,
    payload: previousRates
      ? {
          previousRates: {
            conversion: previousRates.conversion,
            charge: previousRates.charge,
            shopDiscount: previousRates.shopDiscount,
            profitRate: previousRates.profitRate,
          },
        }
      : {},
    uniqueKey: previousRates ? `${SAVED_SEARCH_ALERTS_JOB}.pricing` : SAVED_SEARCH_ALERTS_JOB,
  });
}
