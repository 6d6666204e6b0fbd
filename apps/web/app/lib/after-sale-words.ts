import type { AfterSalePolicy } from '@facet/contracts/after-sale-policy';
import { formatCount } from './format.ts';
import { useRootData } from './root-data.ts';

/*
 * The after-sale policy in the words the storefront's pages use (decision 030): every page that
 * promises returns, resizes or a pick-up says it from the Admin's settings, so a change of the
 * window changes every sentence at once.
 */

type Policy = Pick<AfterSalePolicy, 'returnDays' | 'returnable' | 'freeResizes' | 'freeResizeDays' | 'returnPickup'>;

/** What a new shop promises, for the root error page (the one page without the root's data). */
const fallback: Policy = {
  returnDays: 30,
  returnable: { engraved: false, custom: false, resized: false },
  freeResizes: 1,
  freeResizeDays: 60,
  returnPickup: { offered: true, costInr: 0, costUsd: 0 },
};

/** The policy the root loader read. */
export function useAfterSalePolicy(): Policy {
  return useRootData()?.afterSale ?? fallback;
}

/** "30-day returns"; null when nothing may be returned. */
export function returnsTitle(policy: Pick<Policy, 'returnDays'>): string | null {
  return policy.returnDays > 0 ? `${policy.returnDays}-day returns` : null;
}

/** "30 days" (or "1 day"). */
export function daysWords(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** "30-day returns, repairs for life", or "Repairs for life" with no returns. */
export function warrantyPromise(policy: Pick<Policy, 'returnDays'>): string {
  const title = returnsTitle(policy);
  return title ? `${title}, repairs for life` : 'Repairs for life';
}

/** "Engraved, resized and custom-designed pieces"; null when all of them may come back. */
export function notReturnableWords(policy: Pick<Policy, 'returnable'>): string | null {
  const kinds = [
    policy.returnable.engraved ? null : 'engraved',
    policy.returnable.resized ? null : 'resized',
    policy.returnable.custom ? null : 'custom-designed',
  ].filter((kind): kind is string => kind !== null);
  if (kinds.length === 0) return null;
  const listed = kinds.length === 1 ? kinds[0]! : `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}`;
  return `${listed.charAt(0).toUpperCase()}${listed.slice(1)} pieces`;
}

/** "We resize one ring free of charge within 60 days of delivery"; null with no free resizes. */
export function freeResizeWords(policy: Pick<Policy, 'freeResizes' | 'freeResizeDays'>): string | null {
  if (policy.freeResizes === 0) return null;
  const times = policy.freeResizes === 1 ? 'one ring' : `a ring up to ${policy.freeResizes} times`;
  return `we resize ${times} free of charge within ${daysWords(policy.freeResizeDays)} of delivery`;
}

/** "with an insured pick-up" (free), "with an insured pick-up for ₹250", or null when there is none. */
export function pickupWords(policy: Pick<Policy, 'returnPickup'>): string | null {
  const { returnPickup } = policy;
  if (!returnPickup.offered) return null;
  return returnPickup.costInr === 0
    ? 'with a free insured pick-up'
    : `with an insured pick-up for ₹${formatCount(returnPickup.costInr)}`;
}

/**
 * The returns promise as the buyer's guide and the terms say it: the window, the pick-up and the
 * pieces that may not come back, or that there are no returns.
 */
export function returnsSentence(policy: Policy): string {
  if (policy.returnDays === 0) return 'Pieces are not taken back for a refund once delivered.';
  const pickup = pickupWords(policy);
  const excluded = notReturnableWords(policy);
  return [
    `You can return an unworn piece within ${daysWords(policy.returnDays)} of delivery, with its certificates and packaging, for a full refund to the original payment method${pickup ? `, ${pickup}` : ''}.`,
    excluded ? `${excluded} cannot be returned.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
