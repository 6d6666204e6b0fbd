import type { OrderAddress } from '@facet/contracts/orders';
import type { ShipmentDirection } from '@facet/contracts/shipments';
import type { OrderLineFacts } from '@facet/contracts/tax-documents';
import { type Database, queryRows } from '@facet/db/client';
import { carriers, shipments } from '@facet/db/schema/carriers';
import { stoneShapes } from '@facet/db/schema/lookups';
import { orderLineHuids, orderLines, orders } from '@facet/db/schema/orders';
import { stones } from '@facet/db/schema/stones';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/*
 * The parcels' SQL, every column named through the schema's tables (packages/db/src/schema), so
 * that a renamed column fails `npm run typecheck` here rather than a query at run time. The
 * services (shipment-*.service.ts, order-papers.service.ts) hold the rules.
 */

/** A shipment's row with its carrier (money as numbers on both engines), as `shipmentColumns` reads it. */
export interface ShipmentRow {
  id: number;
  direction: ShipmentDirection;
  carrier_id: number;
  carrier_name: string;
  tracking_url: string;
  tracking_number: string;
  insured_value: number;
  currency: 'INR' | 'USD';
  estimated_delivery: string | null;
  pickup_date: string | null;
  create_date: string;
}

/** The copies of shipments and carriers `shipmentColumns` reads: `sh` and `c` in the query that uses it. */
const sh = alias(shipments, 'sh');
const c = alias(carriers, 'c');

/** A shipment's row with its carrier, as `ShipmentRow` (shipments `sh` joined to carriers `c`). */
export const shipmentColumns = sql`${sh.id}, ${sh.direction}, ${sh.carrierId}, ${c.name} as carrier_name,
    ${c.trackingUrl}, ${sh.trackingNumber}, ${sh.insuredValue}::float8 as insured_value, ${sh.currency},
    ${sh.estimatedDelivery}, ${sh.pickupDate}, ${sh.createDate}`;

/** A column of the order's parcels, oldest first, in a query on `orders` (its own name, no alias). */
export const shipmentsJson = sql`(select coalesce(json_agg(s order by s.id), '[]') from (
    select ${shipmentColumns}
      from ${shipments} ${sh} join ${carriers} ${c} on ${c.id} = ${sh.carrierId}
     where ${sh.orderId} = ${orders.id}) s)`;

/** A carrier as a parcel's booking checks it, its row shared-locked (for share) until the transaction ends. */
export async function lockCarrierForShare(tx: Database, carrierId: number) {
  const [row] = await tx
    .select({
      id: carriers.id,
      name: carriers.name,
      active: carriers.active,
      numberPattern: carriers.numberPattern,
      numberFormat: carriers.numberFormat,
      numberExample: carriers.numberExample,
    })
    .from(carriers)
    .where(eq(carriers.id, carrierId))
    .for('share');
  return row;
}

/** Records a parcel. */
export async function insertShipment(
  tx: Database,
  shipment: Pick<
    typeof shipments.$inferInsert,
    | 'orderId'
    | 'direction'
    | 'carrierId'
    | 'trackingNumber'
    | 'insuredValue'
    | 'currency'
    | 'estimatedDelivery'
    | 'pickupDate'
    | 'returnRequestId'
    | 'createdBy'
  >,
): Promise<void> {
  await tx.insert(shipments).values(shipment);
}

/** A loose stone's shape and grades on an order's papers, as they are recorded now. */
export interface PaperStone {
  shape: string;
  colour: string;
  clarity: string;
  cut: string | null;
  polish: string | null;
  symmetry: string | null;
  fluorescence: string | null;
}

/** A line of an order's papers, with the facts fixed when it was placed. */
export interface PaperLineRow {
  id: number;
  kind: 'product' | 'stone';
  sku: string;
  name: string;
  details: string;
  ringSize: string | null;
  quantity: number;
  facts: OrderLineFacts | null;
  stone: PaperStone | null;
  huids: string[];
}

/** The latest parcel of an order that is not a return (money as a number). */
export interface PaperParcel {
  carrier: string;
  trackingNumber: string;
  insuredValue: number;
}

/** An order as its papers print it. */
export type OrderPapersRow = Pick<typeof orders.$inferSelect, 'number' | 'currency'> & {
  user_id: string;
  gift_message: string | null;
  gift_wrapped: boolean;
  create_date: string;
  total: number;
  address: OrderAddress;
  lines: PaperLineRow[];
  parcel: PaperParcel | null;
};

/**
 * The order, its lines (with a loose stone's grades and the HUIDs) and its latest parcel that is
 * not a return. Raw SQL: the parts are correlated subqueries on the order, written as JSON.
 */
export async function findOrderPapersRow(db: Database, orderId: number): Promise<OrderPapersRow | undefined> {
  const [row] = await queryRows<OrderPapersRow>(
    db,
    sql`select ${orders.number}, ${orders.createDate}, ${orders.currency}, ${orders.total}::float8 as total,
               ${orders.address}, ${orders.userId}, ${orders.giftMessage}, ${orders.giftWrapped},
               (select coalesce(json_agg(json_build_object(
                  'id', ${orderLines.id}, 'kind', case when ${orderLines.stoneId} is null then 'product' else 'stone' end,
                  'sku', ${orderLines.sku}, 'name', ${orderLines.name}, 'details', ${orderLines.details},
                  'ringSize', ${orderLines.ringSize}, 'quantity', ${orderLines.quantity}, 'facts', ${orderLines.facts},
                  'stone', case when ${stones.id} is null then null else json_build_object(
                    'shape', ${stoneShapes.name}, 'colour', ${stones.color}, 'clarity', ${stones.clarity},
                    'cut', ${stones.cut}, 'polish', ${stones.polish}, 'symmetry', ${stones.symmetry},
                    'fluorescence', ${stones.fluorescence}) end,
                  'huids', (select coalesce(json_agg(${orderLineHuids.huid} order by ${orderLineHuids.piece}), '[]')
                              from ${orderLineHuids} where ${orderLineHuids.orderLineId} = ${orderLines.id}))
                  order by ${orderLines.position}), '[]')
                  from ${orderLines}
                  left join ${stones} on ${stones.id} = ${orderLines.stoneId}
                  left join ${stoneShapes} on ${stoneShapes.id} = ${stones.stoneShapeId}
                 where ${orderLines.orderId} = ${orders.id}) as lines,
               (select json_build_object('carrier', ${carriers.name}, 'trackingNumber', ${shipments.trackingNumber},
                                         'insuredValue', ${shipments.insuredValue})
                  from ${shipments} join ${carriers} on ${carriers.id} = ${shipments.carrierId}
                 where ${shipments.orderId} = ${orders.id} and ${shipments.direction} <> 'return'
                 order by ${shipments.id} desc limit 1) as parcel
          from ${orders} where ${orders.id} = ${orderId}`,
  );
  return row;
}
