import type { ActiveCarrier, CarrierRecord } from '@facet/contracts/carriers';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';

/*
 * Reading the carriers: the Admin's list and the back-office's ship form both read every
 * carrier with how many parcels it has carried (the form offers the active ones); a customer
 * recording the return parcel they sent reads the active ones only.
 */

export interface CarrierRow {
  id: number;
  name: string;
  tracking_url: string;
  number_pattern: string | null;
  number_format: string | null;
  number_example: string | null;
  active: boolean;
  shipment_count: number;
}

export const NO_SUCH_CARRIER = 'There is no such carrier.';

export function toCarrierRecord(row: CarrierRow): CarrierRecord {
  return {
    id: row.id,
    name: row.name,
    trackingUrl: row.tracking_url,
    numberPattern: row.number_pattern,
    numberFormat: row.number_format,
    numberExample: row.number_example,
    active: row.active,
    shipmentCount: Number(row.shipment_count),
  };
}

/** Every carrier by name, or only `id`'s. */
export async function readCarrierRows(db: Database, id?: number): Promise<CarrierRow[]> {
  return queryRows<CarrierRow>(
    db,
    sql`select c.id, c.name, c.tracking_url, c.number_pattern, c.number_format, c.number_example, c.active,
               (select count(*)::int from shipments s where s.carrier_id = c.id) as shipment_count
          from carriers c
         where ${id === undefined ? sql`true` : sql`c.id = ${id}`}
         order by lower(c.name)`,
  );
}

/** GET /api/carriers: every carrier, active or not, by name. */
export async function listCarriers(db: Database): Promise<CarrierRecord[]> {
  return (await readCarrierRows(db)).map(toCarrierRecord);
}

/** GET /api/carriers/active: the carriers in use now, by name, as a customer choosing one sees them. */
export async function listActiveCarriers(db: Database): Promise<ActiveCarrier[]> {
  return (await readCarrierRows(db))
    .filter((row) => row.active)
    .map((row) => ({ id: row.id, name: row.name, numberFormat: row.number_format, numberExample: row.number_example }));
}
