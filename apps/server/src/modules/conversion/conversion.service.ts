import type { PricingParams } from '@facet/contracts/conversion';
import { fromBasisPoints, fromConversionUnits, fromMinor } from '@facet/contracts/money';
import type { Database } from '@facet/db/client';
import { pricingParameters } from '@facet/db/schema/pricing';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

export type FullPricingParams = Required<PricingParams>;

/** The pricing parameters in API units (INR, percent, INR per USD). */
export async function getPricingParams(db: Database): Promise<FullPricingParams> {
  const [row] = await db.select().from(pricingParameters).where(eq(pricingParameters.id, 1));
  if (!row) throw new AppError('unavailable', 'Pricing is not set up yet.');
  return {
    conversion: fromConversionUnits(row.conversion),
    charge: fromBasisPoints(row.charge),
    shippingCost: fromMinor(row.shippingCost),
    shopDiscount: fromBasisPoints(row.shopDiscount),
    profitRate: fromBasisPoints(row.profitRate),
  };
}
