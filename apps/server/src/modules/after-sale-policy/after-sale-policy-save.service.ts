import type { AfterSalePolicy, UpdateAfterSalePolicyInput, ValueTerms } from '@facet/contracts/after-sale-policy';
import { toBasisPoints, toMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type AfterSalePolicyRow, lockPolicyRow, updatePolicyRow } from './after-sale-policy.queries.ts';
import { toAfterSalePolicy } from './after-sale-policy.service.ts';

type Values = Omit<AfterSalePolicyRow, 'id' | 'updateDate'>;

function termsValues<P extends 'buyback' | 'exchange'>(prefix: P, terms: ValueTerms) {
  return {
    [`${prefix}MetalDeduction`]: toBasisPoints(terms.metalDeduction),
    [`${prefix}SetNatural`]: toBasisPoints(terms.setNatural),
    [`${prefix}SetLabGrown`]: toBasisPoints(terms.setLabGrown),
    [`${prefix}LooseNatural`]: toBasisPoints(terms.looseNatural),
    [`${prefix}LooseLabGrown`]: toBasisPoints(terms.looseLabGrown),
    [`${prefix}Moissanite`]: toBasisPoints(terms.moissanite),
  };
}

function valuesOf(input: UpdateAfterSalePolicyInput): Values {
  return {
    returnDays: input.returnDays,
    engravedReturnable: input.returnable.engraved,
    customReturnable: input.returnable.custom,
    resizedReturnable: input.returnable.resized,
    freeResizes: input.freeResizes,
    freeResizeDays: input.freeResizeDays,
    ringSizerDays: input.ringSizerDays,
    returnPickup: input.returnPickup.offered,
    returnPickupInr: toMinor(input.returnPickup.costInr),
    returnPickupUsd: toMinor(input.returnPickup.costUsd),
    ...termsValues('buyback', input.buyback),
    ...termsValues('exchange', input.exchange),
  } as Values;
}

/**
 * PUT /api/after-sale-policy: the whole policy at once, under the row's lock. Only the fields
 * that differ are audited, before and after; a change of nothing writes nothing. The storefront's
 * cached policy and kept pages are dropped after the commit (group `after-sale`), so its words
 * change at once.
 */
export async function updateAfterSalePolicy(
  db: Database,
  input: UpdateAfterSalePolicyInput,
  actor: Actor,
): Promise<AfterSalePolicy> {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const before = await lockPolicyRow(tx);
    if (!before) throw new AppError('unavailable', 'The after-sale policy is not set up yet.');
    const changed = (Object.keys(values) as (keyof Values)[]).filter((key) => before[key] !== values[key]);
    if (changed.length === 0) return toAfterSalePolicy(before);
    const after = await updatePolicyRow(tx, values);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'after-sale-policy.changed',
      entityType: 'after-sale-policy',
      entityId: '1',
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
    await announceChange(tx, 'after-sale');
    return toAfterSalePolicy(after!);
  });
}
