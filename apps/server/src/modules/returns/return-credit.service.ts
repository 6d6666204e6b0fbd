import type { StoneKind } from '@facet/contracts/after-sale-values';
import { toMinor } from '@facet/contracts/money';
import { lineReturnOptions, paidForPieces } from '@facet/contracts/return-eligibility';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { orderAfterSale } from '../after-sale-policy/after-sale-values.service.ts';
import { returnOptionsOfOrder } from './return-terms.service.ts';

/** The request as the exchange credit needs it. */
export interface ExchangedRequest {
  order_id: number;
  order_line_id: number;
  quantity: number;
  create_date: Date | string;
}

/**
 * What an exchange credits, in minor units of the order's currency: what was paid for the pieces
 * sent back when it was asked for while they could still have been returned (an exchange is then
 * a return spent at the shop), otherwise their exchange value at today's metal rate by the
 * after-sale policy (decision 030).
 */
export async function exchangeCreditMinor(tx: Database, request: ExchangedRequest): Promise<number> {
  const [line] = await queryRows<{ amount: number; quantity: number; currency: 'INR' | 'USD' }>(
    tx,
    sql`select l.amount::float8 as amount, l.quantity, o.currency
          from order_lines l join orders o on o.id = l.order_id where l.id = ${request.order_line_id}`,
  );
  const paid = paidForPieces(line!.amount, line!.quantity, request.quantity);
  const asked = await returnOptionsOfOrder(tx, request.order_id, new Date(request.create_date));
  const facts = asked.lines.find((candidate) => candidate.lineId === request.order_line_id)!;
  const returnableThen = lineReturnOptions({ ...facts.line, openRequest: null, settled: false }, asked.terms).return
    .allowed;
  if (returnableThen) return paid;
  const [order] = await queryRows<{ state: string; delivered_at: string }>(
    tx,
    sql`select o.state, (select max(e.create_date) from order_events e
                          where e.order_id = o.id and e.to_state = 'Delivered') as delivered_at
          from orders o where o.id = ${request.order_id}`,
  );
  const [basis] = await queryRows<LineBasisRow>(
    tx,
    sql`select l.quantity, l.stone_id, bm.name as basis_metal, l.metal_fineness, l.net_metal_mg, l.stone_kind,
               l.stones_paid::float8 as stones_paid
          from order_lines l left join metals bm on bm.id = l.metal_id
         where l.id = ${request.order_line_id}`,
  );
  const values = await orderAfterSale(tx, {
    state: order!.state,
    currency: line!.currency,
    deliveredAt: new Date(order!.delivered_at).toISOString(),
    lines: [
      {
        id: request.order_line_id,
        kind: basis!.stone_id === null ? 'product' : 'stone',
        quantity: request.quantity,
        basisMetal: basis!.basis_metal,
        metalFineness: basis!.metal_fineness,
        netMetalMg: basis!.net_metal_mg,
        stoneKind: basis!.stone_kind,
        stonesPaid: basis!.stones_paid,
      },
    ],
  });
  const value = values.values.get(request.order_line_id);
  // A line whose buyback basis is not known is credited what was paid: the shop's word, not a guess.
  return value ? Math.min(toMinor(value.exchange), paid) : paid;
}

interface LineBasisRow {
  quantity: number;
  stone_id: number | null;
  basis_metal: string | null;
  metal_fineness: number | null;
  net_metal_mg: number | null;
  stone_kind: StoneKind | null;
  stones_paid: number | null;
}
