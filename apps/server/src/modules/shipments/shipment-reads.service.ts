import { trackingLinkOf } from '@facet/contracts/carriers';
import { fromMinor } from '@facet/contracts/money';
import type { ShipmentRecord } from '@facet/contracts/shipments';
import { type ShipmentRow, shipmentColumns, shipmentsJson } from './shipments.queries.ts';

/*
 * An order's parcels as its pages show them: read as a JSON column of the order's query
 * (`shipmentsJson`), then shaped with each parcel's tracking link.
 */

export { type ShipmentRow, shipmentColumns, shipmentsJson };

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
