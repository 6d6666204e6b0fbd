import type { BusinessDetails } from '@facet/contracts/business-details';
import type { OrderAddress } from '@facet/contracts/orders';
import type { OrderLineFacts } from '@facet/contracts/tax-documents';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { businessDetails } from '../business-details/business-details.service.ts';
import { NO_SUCH_ORDER } from '../orders/order-reads.service.ts';

/*
 * What the papers printed for an order's parcel read (Orders staff): the order, its delivery
 * address, its lines with the facts fixed when it was placed (metal, fineness, weights, stones'
 * papers), a loose stone's grades, the HUIDs recorded when it shipped, its latest parcel to the
 * customer, and the seller's business details.
 */

export interface PaperLine {
  id: number;
  kind: 'product' | 'stone';
  sku: string;
  name: string;
  details: string;
  ringSize: string | null;
  quantity: number;
  facts: OrderLineFacts | null;
  /** A loose stone's shape and grades, as they are recorded now. */
  stone: {
    shape: string;
    colour: string;
    clarity: string;
    cut: string | null;
    polish: string | null;
    symmetry: string | null;
    fluorescence: string | null;
  } | null;
  huids: string[];
}

export interface OrderPapers {
  orderNumber: string;
  orderDate: string;
  currency: 'INR' | 'USD';
  total: number;
  address: OrderAddress;
  lines: PaperLine[];
  parcel: { carrier: string; trackingNumber: string; insuredValue: number } | null;
  seller: BusinessDetails;
}

export async function readOrderPapers(db: Database, input: { id: number }): Promise<OrderPapers> {
  const [order] = await queryRows<{
    number: string;
    create_date: string;
    currency: 'INR' | 'USD';
    total: number;
    address: OrderAddress;
    lines: PaperLine[];
    parcel: OrderPapers['parcel'];
  }>(
    db,
    sql`select o.number, o.create_date, o.currency, o.total::float8 as total, o.address,
               (select coalesce(json_agg(json_build_object(
                  'id', l.id, 'kind', case when l.stone_id is null then 'product' else 'stone' end, 'sku', l.sku,
                  'name', l.name, 'details', l.details, 'ringSize', l.ring_size, 'quantity', l.quantity,
                  'facts', l.facts,
                  'stone', case when s.id is null then null else json_build_object(
                    'shape', ss.name, 'colour', s.color, 'clarity', s.clarity, 'cut', s.cut, 'polish', s.polish,
                    'symmetry', s.symmetry, 'fluorescence', s.fluorescence) end,
                  'huids', (select coalesce(json_agg(h.huid order by h.piece), '[]')
                              from order_line_huids h where h.order_line_id = l.id))
                  order by l.position), '[]')
                  from order_lines l
                  left join stones s on s.id = l.stone_id
                  left join stone_shapes ss on ss.id = s.stone_shape_id
                 where l.order_id = o.id) as lines,
               (select json_build_object('carrier', c.name, 'trackingNumber', sh.tracking_number,
                                         'insuredValue', sh.insured_value)
                  from shipments sh join carriers c on c.id = sh.carrier_id
                 where sh.order_id = o.id and sh.direction <> 'return' order by sh.id desc limit 1) as parcel
          from orders o where o.id = ${input.id}`,
  );
  if (!order) throw new AppError('not-found', NO_SUCH_ORDER);
  return {
    orderNumber: order.number,
    orderDate: new Date(order.create_date).toISOString(),
    currency: order.currency,
    total: order.total,
    address: order.address,
    lines: order.lines,
    parcel: order.parcel,
    seller: await businessDetails(db),
  };
}
