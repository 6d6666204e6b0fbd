import type { Database } from '@facet/db/client';
import { pricingParameters } from '@facet/db/schema/pricing-parameters';
import { eq } from 'drizzle-orm';

/*
 * The gift wrap's SQL (decision 042): its price per currency, a pricing parameter. The gift
 * documents' reads are in gift-documents.queries.ts.
 */

/** The gift wrap price in each currency, minor units; undefined before pricing is set up. */
export async function findGiftWrapPrices(db: Database) {
  const [row] = await db
    .select({ INR: pricingParameters.giftWrapInr, USD: pricingParameters.giftWrapUsd })
    .from(pricingParameters)
    .where(eq(pricingParameters.id, 1));
  return row;
}
