import type { AfterSalePolicy, ValueTerms } from '@facet/contracts/after-sale-policy';
import { fromBasisPoints, fromMinor } from '@facet/contracts/money';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { type AfterSalePolicyRow, findPolicyRow } from './after-sale-policy.queries.ts';

/*
 * The after-sale policy as everyone reads it (decision 030): the storefront's pages, the order
 * pages' buyback values, and the returns, resizes and exchanges built on it. One row, written
 * by the migration at a new shop's terms and by the Admin after.
 */

function termsOf(row: AfterSalePolicyRow, prefix: 'buyback' | 'exchange'): ValueTerms {
  const bp = (key: string) => fromBasisPoints(row[`${prefix}${key}` as keyof AfterSalePolicyRow] as number);
  return {
    metalDeduction: bp('MetalDeduction'),
    setNatural: bp('SetNatural'),
    setLabGrown: bp('SetLabGrown'),
    looseNatural: bp('LooseNatural'),
    looseLabGrown: bp('LooseLabGrown'),
    moissanite: bp('Moissanite'),
  };
}

export function toAfterSalePolicy(row: AfterSalePolicyRow): AfterSalePolicy {
  return {
    returnDays: row.returnDays,
    returnable: { engraved: row.engravedReturnable, custom: row.customReturnable, resized: row.resizedReturnable },
    freeResizes: row.freeResizes,
    freeResizeDays: row.freeResizeDays,
    ringSizerDays: row.ringSizerDays,
    returnPickup: {
      offered: row.returnPickup,
      costInr: fromMinor(row.returnPickupInr),
      costUsd: fromMinor(row.returnPickupUsd),
    },
    buyback: termsOf(row, 'buyback'),
    exchange: termsOf(row, 'exchange'),
    updateDate: row.updateDate.toISOString(),
  };
}

/** The after-sale policy, read from the database (`cachedAfterSalePolicy` for the storefront's reads). */
export async function readAfterSalePolicy(db: Database): Promise<AfterSalePolicy> {
  const row = await findPolicyRow(db);
  if (!row) throw new AppError('unavailable', 'The after-sale policy is not set up yet.');
  return toAfterSalePolicy(row);
}
