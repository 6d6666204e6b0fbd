import type { ActiveCarrier, CarrierRecord } from '@facet/contracts/carriers';
import type { Database } from '@facet/db/client';
import { type CarrierRow, readCarrierRows } from './carriers.queries.ts';

/*
 * Reading the carriers: the Admin's list and the back-office's ship form both read every
 * carrier with how many parcels it has carried (the form offers the active ones); a customer
 * recording the return parcel they sent reads the active ones only.
 */

export const NO_SUCH_CARRIER = 'There is no such carrier.';

export function toCarrierRecord(row: CarrierRow): CarrierRecord {
  return {
    id: row.id,
    name: row.name,
    trackingUrl: row.trackingUrl,
    numberPattern: row.numberPattern,
    numberFormat: row.numberFormat,
    numberExample: row.numberExample,
    active: row.active,
    shipmentCount: row.shipmentCount,
  };
}

/** GET /api/carriers: every carrier, active or not, by name. */
export async function listCarriers(db: Database): Promise<CarrierRecord[]> {
  return (await readCarrierRows(db)).map(toCarrierRecord);
}

/** GET /api/carriers/active: the carriers in use now, by name, as a customer choosing one sees them. */
export async function listActiveCarriers(db: Database): Promise<ActiveCarrier[]> {
  return (await readCarrierRows(db))
    .filter((row) => row.active)
    .map((row) => ({ id: row.id, name: row.name, numberFormat: row.numberFormat, numberExample: row.numberExample }));
}
