import {
  type LineForReturns,
  type LineReturnOptions,
  lineReturnOptions,
  type ReturnTerms,
} from '@facet/contracts/return-eligibility';
import { openReturnStates, type ReturnKind } from '@facet/contracts/return-states';
import { lastDayAfterDelivery } from '@facet/contracts/after-sale-values';
import { toMinor } from '@facet/contracts/money';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { readAfterSalePolicy } from '../after-sale-policy/after-sale-policy.service.ts';

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

interface LineRow {
  id: number;
  stone_id: number | null;
  ring_size: string | null;
  engraving: string | null;
  quantity: number;
  amount: number;
  resizes_done: number;
  settled_quantity: number;
  open_kind: ReturnKind | null;
  open_number: string | null;
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
  const [order] = await queryRows<{ state: string; currency: 'INR' | 'USD'; delivered_at: string | Date | null }>(
    db,
    sql`select o.state, o.currency,
               (select max(e.create_date) from order_events e
                 where e.order_id = o.id and e.to_state = 'Delivered') as delivered_at
          from orders o where o.id = ${orderId}`,
  );
  const lines = await queryRows<LineRow>(
    db,
    sql`select l.id, l.stone_id, l.ring_size, l.engraving, l.quantity, l.amount::float8 as amount,
               (select count(*)::int from return_requests r
                 where r.order_line_id = l.id and r.kind = 'resize' and r.state = 'shipped-back') as resizes_done,
               (select coalesce(sum(r.quantity), 0)::int from return_requests r
                 where r.order_line_id = l.id and r.state in ('refunded', 'credited')) as settled_quantity,
               open.kind as open_kind, open.number as open_number
          from order_lines l
          left join return_requests open
            on open.order_line_id = l.id
           and open.state in (${sql.join(
             openReturnStates.map((state) => sql`${state}`),
             sql`, `,
           )})
         where l.order_id = ${orderId}
         order by l.position`,
  );
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
