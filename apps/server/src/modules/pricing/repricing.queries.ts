import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { Database } from '@facet/db/client';
import { pricingParameters } from '@facet/db/schema/pricing-parameters';
import { eq } from 'drizzle-orm';

/*
 * The pricing parameters' row as repricing reads and locks it, every column named through the
 * schema's table (packages/db/src/schema), so that a renamed column fails `npm run typecheck`
 * here rather than a query at run time. The service (repricing.service.ts) holds the rules.
 */

/**
 * Locks the pricing row until the transaction ends: for update to change a pricing input, for
 * share to compute prices from them. False when there is no row.
 */
export async function lockPricingRow(db: Database, mode: 'read' | 'write'): Promise<boolean> {
  const [row] = await db
    .select({ id: pricingParameters.id })
    .from(pricingParameters)
    .where(eq(pricingParameters.id, 1))
    .for(mode === 'write' ? 'update' : 'share');
  return row !== undefined;
}

/** The rates every stored price is computed from; undefined when pricing is not set up. */
export async function findStoredPricingParameters(db: Database): Promise<StoredPricingParameters | undefined> {
  const [row] = await db
    .select({
      conversion: pricingParameters.conversion,
      charge: pricingParameters.charge,
      shopDiscount: pricingParameters.shopDiscount,
      profitRate: pricingParameters.profitRate,
    })
    .from(pricingParameters)
    .where(eq(pricingParameters.id, 1));
  return row;
}
