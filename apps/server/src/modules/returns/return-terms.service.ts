import {
  type LineForReturns,
  type LineReturnOptions,
  lineReturnOptions,
  type ReturnTerms,
} from '@facet/contracts/return-eligibility';
import { lastDayAfterDelivery } from '@facet/contracts/after-sale-values';
import { toMinor } from '@facet/contracts/money';
import { shopDateOf } from '@facet/contracts/shop-dates';
import type { Database } from '@facet/db/client';
import { readAfterSalePolicy } from '../after-sale-policy/after-sale-policy.service.ts';
import { findOrderDelivery, listLineReturnRows } from './return-terms.queries.ts';

/*
 * What the rules of contracts/return-eligibility.ts need, read from the database for the lines
 * of one order: when it was delivered, each line's requests so far, and the after-sale policy in
 * force (decision 030): its return window, free resizes and what altered pieces may come back.
 */

export interface LineReturnFacts {
  lineId: number;
  line: LineForReturns;
  /** How many of its pieces may still be sent back. */
  quantity: number;
  /** How many pieces it was bought with. */
  lineQuantity: number;
  /** What was paid for the line, minor units. */
  amount: number;
}

/**
 * The terms of an order today, what each of its lines may have, and the pick-up the shop offers
 * for a return or an exchange (its cost in minor units of the order's currency; null: none).
 */
export async function returnOptionsOfOrder(
  db: Database,
  orderId: number,
  now = new Date(),
): Promise<{
  terms: ReturnTerms;
  lines: (LineReturnFacts & { options: LineReturnOptions })[];
  pickup: { cost: number } | null;
}> {
  const order = await findOrderDelivery(db, orderId);
  const lines = await listLineReturnRows(db, orderId);
  const policy = await readAfterSalePolicy(db);
  // Only a delivered order's lines can be sent back; a refunded one has nothing left to send.
  const deliveredAt = order?.state === 'Delivered' && order.delivered_at ? new Date(order.delivered_at) : null;
  const terms: ReturnTerms = {
    today: shopDateOf(now),
    deliveredOn: deliveredAt && shopDateOf(deliveredAt),
    returnLastDay: deliveredAt && lastDayAfterDelivery(deliveredAt, policy.returnDays),
    resizeLastDay: deliveredAt && lastDayAfterDelivery(deliveredAt, policy.freeResizeDays),
    returnDays: policy.returnDays,
    engravedReturnable: policy.returnable.engraved,
    resizedReturnable: policy.returnable.resized,
    freeResizes: policy.freeResizes,
  };
  const { returnPickup } = policy;
  return {
    terms,
    pickup: returnPickup.offered
      ? { cost: toMinor(order?.currency === 'USD' ? returnPickup.costUsd : returnPickup.costInr) }
      : null,
    lines: lines.map((row) => {
      const line: LineForReturns = {
        thing: row.stone_id === null ? 'piece' : 'stone',
        ringSize: row.ring_size,
        engraved: (row.engraving ?? '').trim() !== '',
        resized: row.resizes_done > 0,
        resizesDone: row.resizes_done,
        openRequest: row.open_kind && row.open_number ? { kind: row.open_kind, number: row.open_number } : null,
        settled: row.settled_quantity >= row.quantity,
      };
      return {
        lineId: row.id,
        line,
        quantity: row.quantity - row.settled_quantity,
        lineQuantity: row.quantity,
        amount: row.amount,
        options: lineReturnOptions(line, terms),
      };
    }),
  };
}
