import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { Database } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { type RepriceScope, storeVariantPrices } from '@facet/db/variant-prices';
import { AppError } from '../../lib/app-error.ts';
import { CARDS_REWRITTEN_CHANNEL, cardsRewrittenMessage } from './cards-vacuum.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { findStoredPricingParameters, lockPricingRow } from './repricing.queries.ts';

/*
 * Stored prices are computed by `storeVariantPrices` (@facet/db/variant-prices) in the
 * transaction of any change to what they depend on.
 *
 * Concurrency: a transaction that changes a pricing input takes the pricing row FOR UPDATE
 * first (`lockPricing(tx, 'write')`); one that computes prices takes it FOR SHARE. So a rate
 * change and a product save never interleave: whichever comes second sees the other's work,
 * and the lock is always taken first, in the same order, so they cannot deadlock.
 */

export async function lockPricing(db: Database, mode: 'read' | 'write'): Promise<void> {
  if (!(await lockPricingRow(db, mode))) throw new AppError('unavailable', 'Pricing is not set up yet.');
}

export async function loadPricingParameters(db: Database): Promise<StoredPricingParameters> {
  const row = await findStoredPricingParameters(db);
  if (!row) throw new AppError('unavailable', 'Pricing is not set up yet.');
  return row;
}

/**
 * The pricing parameters as this instance remembers them (the reference cache's `pricing`
 * group, dropped by any change): what reads that price stones on the fly use.
 */
export function cachedPricingParameters(cache: ReferenceCache, db: Database): Promise<StoredPricingParameters> {
  return cache.get('pricing:stored-parameters', () => loadPricingParameters(db));
}

export type { RepriceScope };

/**
 * Recomputes the stored prices of the variants in scope from the current rates; returns how
 * many of them are on sale. Call inside the transaction that changed the input, after
 * `lockPricing`. The rows it rewrote are announced, so the card tables are vacuumed once enough
 * have been (after the commit, by this instance: cards-vacuum.ts).
 */
export async function repriceVariants(db: Database, scope: RepriceScope): Promise<number> {
  const stored = await storeVariantPrices(db, scope, await loadPricingParameters(db));
  if (stored.changed > 0) {
    await db.execute(sql`select pg_notify(${CARDS_REWRITTEN_CHANNEL}, ${cardsRewrittenMessage(stored.changed)})`);
  }
  return stored.onSale;
}
