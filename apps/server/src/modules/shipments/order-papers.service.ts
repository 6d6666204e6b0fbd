import type { BusinessDetails } from '@facet/contracts/business-details';
import type { OrderAddress } from '@facet/contracts/orders';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { businessDetails } from '../business-details/business-details.service.ts';
import { NO_SUCH_ORDER } from '../orders/order-reads.service.ts';
import { findOrderPapersRow, type PaperLineRow, type PaperParcel } from './shipments.queries.ts';

/*
 * What the papers printed for an order's parcel read (Orders staff): the order, its delivery
 * address, its lines with the facts fixed when it was placed (metal, fineness, weights, stones'
 * papers), a loose stone's grades, the HUIDs recorded when it shipped, its latest parcel to the
 * customer, and the seller's business details.
 */

export type PaperLine = PaperLineRow;

export interface OrderPapers {
  orderNumber: string;
  orderDate: string;
  currency: 'INR' | 'USD';
  total: number;
  address: OrderAddress;
  lines: PaperLine[];
  parcel: PaperParcel | null;
  seller: BusinessDetails;
  /** A gift's card message and wrap (decision 042); null when the order is not a gift. */
  gift: { message: string | null; wrapped: boolean } | null;
}

export async function readOrderPapers(db: Database, input: { id: number }): Promise<OrderPapers> {
  const order = await findOrderPapersRow(db, input.id);
  if (!order) throw new AppError('not-found', NO_SUCH_ORDER);
  return papersOf(db, order);
}

/** The papers of one of the customer's own orders (the gift receipt); another's is not found. */
export async function readOwnOrderPapers(db: Database, input: { id: number }, actor: Actor): Promise<OrderPapers> {
  const order = await findOrderPapersRow(db, input.id);
  if (!order || order.user_id !== actor.userId) throw new AppError('not-found', NO_SUCH_ORDER);
  return papersOf(db, order);
}

async function papersOf(db: Database, order: NonNullable<Awaited<ReturnType<typeof findOrderPapersRow>>>) {
  return {
    orderNumber: order.number,
    orderDate: new Date(order.create_date).toISOString(),
    currency: order.currency,
    total: order.total,
    address: order.address,
    lines: order.lines,
    parcel: order.parcel,
    seller: await businessDetails(db),
    gift:
      order.gift_message === null && !order.gift_wrapped
        ? null
        : { message: order.gift_message, wrapped: order.gift_wrapped },
  };
}
