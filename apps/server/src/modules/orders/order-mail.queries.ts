import { type Database, queryRows } from '@facet/db/client';
import { carriers, shipments } from '@facet/db/schema/carriers';
import { orderLineHuids, orderLines, orders } from '@facet/db/schema/orders';
import { sql } from 'drizzle-orm';

/*
 * What an order's e-mail reads, every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than an
 * e-mail at run time. The service (order-mail.service.ts) writes the e-mail.
 */

/** A line as the e-mail describes it. */
export interface MailLineRow {
  kind: 'product' | 'stone';
  pairId: string | null;
  sku: string;
  name: string;
  details: string;
  ring_size: string | null;
  quantity: number;
  /** The pieces' HUIDs, once shipped. */
  huids: string[] | null;
}

/** What an order's e-mail reads besides the order as the move holds it. */
export interface OrderMailFactsRow {
  lines: MailLineRow[];
  hold_until: string | null;
  hold_running: boolean;
  /** The latest parcel to the customer, with its carrier. */
  shipment: {
    carrier: string;
    tracking_url: string;
    tracking_number: string;
    estimated_delivery: string | null;
  } | null;
  store_credit: number;
  /** What the gift wrap cost (minor units), or null when the order is not wrapped. */
  gift_wrap: number | null;
}

/**
 * The order's lines (with their HUIDs), its hold, its latest parcel out and the store credit it
 * spent. Raw SQL: the parts are correlated subqueries on the order, written as JSON.
 */
export async function findOrderMailFacts(tx: Database, orderId: number): Promise<OrderMailFactsRow | undefined> {
  const [row] = await queryRows<OrderMailFactsRow>(
    tx,
    sql`select (select coalesce(json_agg(json_build_object(
                  'kind', case when ${orderLines.stoneId} is null then 'product' else 'stone' end,
                  'pairId', ${orderLines.pairId}, 'sku', ${orderLines.sku}, 'name', ${orderLines.name}, 'details', ${orderLines.details},
                  'ring_size', ${orderLines.ringSize}, 'quantity', ${orderLines.quantity},
                  'huids', (select json_agg(${orderLineHuids.huid} order by ${orderLineHuids.piece})
                              from ${orderLineHuids} where ${orderLineHuids.orderLineId} = ${orderLines.id}))
                  order by ${orderLines.position}), '[]')
                  from ${orderLines} where ${orderLines.orderId} = ${orders.id}) as lines,
               ${orders.holdUntil}, coalesce(${orders.holdUntil} > now(), false) as hold_running,
               (select json_build_object('carrier', ${carriers.name}, 'tracking_url', ${carriers.trackingUrl},
                                         'tracking_number', ${shipments.trackingNumber},
                                         'estimated_delivery', ${shipments.estimatedDelivery})
                  from ${shipments} join ${carriers} on ${carriers.id} = ${shipments.carrierId}
                 where ${shipments.orderId} = ${orders.id} and ${shipments.direction} = 'outbound'
                 order by ${shipments.id} desc limit 1) as shipment,
               ${orders.storeCredit}::float8 as store_credit,
               case when ${orders.giftWrapped} then ${orders.giftWrap}::float8 end as gift_wrap
          from ${orders} where ${orders.id} = ${orderId}`,
  );
  return row;
}
