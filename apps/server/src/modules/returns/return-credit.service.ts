import { toMinor } from '@facet/contracts/money';
import { lineReturnOptions, paidForPieces } from '@facet/contracts/return-eligibility';
import type { Database } from '@facet/db/client';
import { orderAfterSale } from '../after-sale-policy/after-sale-values.service.ts';
import { findLineFacts, findLineValueBasis, findOrderDelivery } from './return-terms.queries.ts';
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
  const line = await findLineFacts(tx, request.order_line_id);
  const paid = paidForPieces(line!.amount, line!.quantity, request.quantity);
  const asked = await returnOptionsOfOrder(tx, request.order_id, new Date(request.create_date));
  const facts = asked.lines.find((candidate) => candidate.lineId === request.order_line_id)!;
  const returnableThen = lineReturnOptions({ ...facts.line, openRequest: null, settled: false }, asked.terms).return
    .allowed;
  if (returnableThen) return paid;
  const order = await findOrderDelivery(tx, request.order_id);
  const basis = await findLineValueBasis(tx, request.order_line_id);
  const values = await orderAfterSale(tx, {
    state: order!.state,
    currency: line!.currency,
    deliveredAt: new Date(order!.delivered_at!).toISOString(),
    lines: [
      {
        id: request.order_line_id,
        kind: basis!.stoneId === null ? 'product' : 'stone',
        quantity: request.quantity,
        basisMetal: basis!.basisMetal,
        metalFineness: basis!.metalFineness,
        netMetalMg: basis!.netMetalMg,
        stoneKind: basis!.stoneKind,
        stonesPaid: basis!.stonesPaid,
      },
    ],
  });
  const value = values.values.get(request.order_line_id);
  // A line whose buyback basis is not known is credited what was paid: the shop's word, not a guess.
  return value ? Math.min(toMinor(value.exchange), paid) : paid;
}
