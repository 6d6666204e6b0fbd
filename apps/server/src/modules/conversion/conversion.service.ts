import type { PricingParams } from '@facet/contracts/conversion';
import {
  fromBasisPoints,
  fromConversionUnits,
  fromMinor,
  toBasisPoints,
  toConversionUnits,
  toMinor,
} from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { pricingParameters } from '@facet/db/schema/pricing';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';

export type FullPricingParams = Required<PricingParams>;
export type PricingParamKey = Exclude<keyof FullPricingParams, 'updateDate'>;

type Row = typeof pricingParameters.$inferSelect;

function toParams(row: Row): FullPricingParams {
  return {
    conversion: fromConversionUnits(row.conversion),
    charge: fromBasisPoints(row.charge),
    shippingCost: fromMinor(row.shippingCost),
    shopDiscount: fromBasisPoints(row.shopDiscount),
    profitRate: fromBasisPoints(row.profitRate),
    updateDate: row.updateDate.toISOString(),
  };
}

/** How each parameter is stored (DESIGN §3). */
const toStored: Record<PricingParamKey, (value: number) => number> = {
  conversion: toConversionUnits,
  charge: toBasisPoints,
  shippingCost: toMinor,
  shopDiscount: toBasisPoints,
  profitRate: toBasisPoints,
};

/** The pricing parameters in API units (INR, percent, INR per USD). */
export async function getPricingParams(db: Database): Promise<FullPricingParams> {
  const [row] = await db.select().from(pricingParameters).where(eq(pricingParameters.id, 1));
  if (!row) throw new AppError('unavailable', 'Pricing is not set up yet.');
  return toParams(row);
}

/**
 * Changes one pricing parameter. All but the shipping cost are part of every price, so every
 * variant is repriced in the same transaction.
 */
export async function updatePricingParam(
  db: Database,
  key: PricingParamKey,
  value: number,
  actor: Actor,
): Promise<FullPricingParams & { repricedVariants: number }> {
  return db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const [before] = await tx.select().from(pricingParameters).where(eq(pricingParameters.id, 1));
    if (!before) throw new AppError('unavailable', 'Pricing is not set up yet.');
    const [after] = await tx
      .update(pricingParameters)
      .set({ [key]: toStored[key](value), updateDate: new Date() })
      .where(eq(pricingParameters.id, 1))
      .returning();
    const repricedVariants = key === 'shippingCost' ? 0 : await repriceVariants(tx, { all: true });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'pricing.parameter-changed',
      entityType: 'pricing',
      entityId: key,
      before: { [key]: toParams(before)[key] },
      after: { [key]: value, repricedVariants },
    });
    await announceChange(tx, 'pricing');
    if (repricedVariants > 0) await announceChange(tx, 'catalogue');
    return { ...toParams(after!), repricedVariants };
  });
}
