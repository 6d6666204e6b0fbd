import { trackingLinkOf } from '@facet/contracts/carriers';
import { fromMinor } from '@facet/contracts/money';
import type { ShipmentDirection, ShipmentRecord } from '@facet/contracts/shipments';
import { sql } from 'drizzle-orm';

/*
 * An order's parcels as its pages show them: read as a JSON column of the order's query
 * (`shipmentsJson`), then shaped with each parcel's tracking link.
 */

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

/** A column of the order `o`'s parcels, oldest first. */
/** A shipment's row with its carrier, as `ShipmentRow` (shipments `sh` joined to carriers `c`). */
export const shipmentColumns = sql`sh.id, sh.direction, sh.carrier_id, c.name as carrier_name, c.tracking_url,
    sh.tracking_number, sh.insured_value::float8 as insured_value, sh.currency, sh.estimated_delivery, sh.pickup_date,
    sh.create_date`;

export const shipmentsJson = sql`(select coalesce(json_agg(s order by s.id), '[]') from (
    select ${shipmentColumns}
      from shipments sh join carriers c on c.id = sh.carrier_id
     where sh.order_id = o.id) s)`;

export function toShipmentRecord(row: ShipmentRow): ShipmentRecord {
  return {
    id: row.id,
    direction: row.direction,
    carrier: { id: row.carrier_id, name: row.carrier_name },
    trackingNumber: row.tracking_number,
    trackingUrl: trackingLinkOf(row.tracking_url, row.tracking_number),
    insuredValue: fromMinor(row.insured_value),
    currency: row.currency,
    estimatedDelivery: row.estimated_delivery,
    pickupDate: row.pickup_date,
    createDate: new Date(row.create_date).toISOString(),
  };
}
