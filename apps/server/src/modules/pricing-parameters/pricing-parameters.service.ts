import {
  fromBasisPoints,
  fromConversionUnits,
  fromMilligrams,
  fromMinor,
  toBasisPoints,
  toConversionUnits,
  toMilligrams,
  toMinor,
} from '@facet/contracts/money';
import { type Actor, canEnter } from '@facet/contracts/permissions';
import {
  type FullPricingParameters,
  marginReaders,
  type PricingParameterChange,
  type PricingParameterKey,
  pricingParameterKeys,
  type PricingParameters,
  repricesNothing,
  type UpdatedPricingParameters,
} from '@facet/contracts/pricing-parameters';
import type { Database } from '@facet/db/client';
import { pricingParameters } from '@facet/db/schema/pricing-parameters';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { queueSavedSearchAlerts } from '../saved-searches/saved-search-alerts-queue.service.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';
import { queueCollectionAlerts } from '../saved-searches/saved-search-collection-alerts-queue.service.ts';

/*
 * The pricing parameters: one row, stored as integers (conversion as INR per USD × 10,000,
 * percentages in basis points, shipping in minor units of its currency, the HUID weight in
 * milligrams), answered in API units.
 */

type Row = typeof pricingParameters.$inferSelect;

function toParameters(row: Row): FullPricingParameters {
  return {
    conversion: fromConversionUnits(row.conversion),
    charge: fromBasisPoints(row.charge),
    shippingCost: fromMinor(row.shippingCost),
    shippingCostUsd: fromMinor(row.shippingCostUsd),
    freeShippingFromInr: fromMinor(row.freeShippingFromInr),
    freeShippingFromUsd: fromMinor(row.freeShippingFromUsd),
    giftWrapInr: fromMinor(row.giftWrapInr),
    giftWrapUsd: fromMinor(row.giftWrapUsd),
    shopDiscount: fromBasisPoints(row.shopDiscount),
    profitRate: fromBasisPoints(row.profitRate),
    huidMinWeight: fromMilligrams(row.huidMinWeight),
    updateDate: row.updateDate.toISOString(),
  };
}

/** How each parameter is stored. */
const toStored: Record<PricingParameterKey, (value: number) => number> = {
  conversion: toConversionUnits,
  charge: toBasisPoints,
  shippingCost: toMinor,
  shippingCostUsd: toMinor,
  freeShippingFromInr: toMinor,
  freeShippingFromUsd: toMinor,
  giftWrapInr: toMinor,
  giftWrapUsd: toMinor,
  shopDiscount: toBasisPoints,
  profitRate: toBasisPoints,
  huidMinWeight: toMilligrams,
};

/** The pricing parameters in API units (INR, percent, INR per USD), the margin included. */
export async function getPricingParameters(db: Database): Promise<FullPricingParameters> {
  const [row] = await db.select().from(pricingParameters).where(eq(pricingParameters.id, 1));
  if (!row) throw new AppError('unavailable', 'Pricing is not set up yet.');
  return toParameters(row);
}

/** The parameters as `actor` may see them: the margin only for its readers. */
export function pricingParametersSeenBy(parameters: FullPricingParameters, actor: Actor | null): PricingParameters {
  const { profitRate, ...shared } = parameters;
  return canEnter(actor?.role, marginReaders) ? { ...shared, profitRate } : shared;
}

/** The one parameter a change names, and its new value. */
function changeOf(input: PricingParameterChange): [PricingParameterKey, number] {
  const named = pricingParameterKeys.filter((key) => key in input);
  if (named.length !== 1) throw new AppError('bad-request', 'Name exactly one pricing parameter to change.');
  const key = named[0]!;
  return [key, (input as Record<PricingParameterKey, number>)[key]];
}

/**
 * Changes one pricing parameter. All but the shipping and hallmarking parameters are part of
 * every price, so every variant is repriced in the same transaction.
 */
export async function updatePricingParameter(
  db: Database,
  input: PricingParameterChange,
  actor: Actor,
): Promise<UpdatedPricingParameters> {
  const [key, value] = changeOf(input);
  return db.transaction(async (tx) => {
    await lockPricing(tx, 'write');
    const [before] = await tx.select().from(pricingParameters).where(eq(pricingParameters.id, 1));
    if (!before) throw new AppError('unavailable', 'Pricing is not set up yet.');
    const [after] = await tx
      .update(pricingParameters)
      .set({ [key]: toStored[key](value), updateDate: new Date() })
      .where(eq(pricingParameters.id, 1))
      .returning();
    const repricedVariants = repricesNothing(key) ? 0 : await repriceVariants(tx, { all: true });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'pricing.parameter-changed',
      entityType: 'pricing',
      entityId: key,
      before: { [key]: toParameters(before)[key] },
      after: { [key]: value, repricedVariants },
    });
    await announceChange(tx, 'pricing');
    if (repricedVariants > 0) await announceChange(tx, 'catalogue');
    if (repricedVariants > 0) await queueCollectionAlerts(tx);
    // Loose stones are priced from these too: the saved searches' alerts measure every stone's fall.
    if (!repricesNothing(key)) await queueSavedSearchAlerts(tx, { previousRates: before });
    return { ...toParameters(after!), repricedVariants };
  });
}
