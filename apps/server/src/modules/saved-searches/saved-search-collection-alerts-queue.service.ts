import type { Database } from '@facet/db/client';
import { enqueueJob } from '../jobs/jobs.service.ts';

/*
 * Queues a collection search's alerts (saved-search-collection-alerts.service.ts, decision 047)
 * in the transaction of a change of pieces or their prices: apart from the job itself, so that
 * the products, metals, pricing and discounts modules that call it do not load what it imports.
 */

export const SAVED_SEARCH_COLLECTION_ALERTS_JOB = 'saved-searches.collection-alerts';

/** One waiting run is enough: it reads every collection search's pieces as they are when it runs. */
export async function queueCollectionAlerts(db: Database): Promise<void> {
  await enqueueJob(db, {
    kind: SAVED_SEARCH_COLLECTION_ALERTS_JOB,
    payload: {},
    uniqueKey: SAVED_SEARCH_COLLECTION_ALERTS_JOB,
  });
}
