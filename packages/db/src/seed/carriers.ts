import type { Database } from '../client.ts';
import { carriers } from '../schema/carriers.ts';

/*
 * The carriers a jeweller in India ships with, written on a database's first start: their
 * public tracking pages and the shapes of their numbers. The Admin changes them afterwards at
 * /carriers; a carrier already there (by name, whatever its case) is left as it is.
 */
export const seededCarriers = [
  {
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={tracking}',
    numberPattern: '^[0-9]{11}$',
    numberFormat: '11 digits',
    numberExample: '12345678901',
  },
  {
    name: 'Delhivery',
    trackingUrl: 'https://www.delhivery.com/track/package/{tracking}',
    numberPattern: '^[0-9]{13,14}$',
    numberFormat: '13 or 14 digits',
    numberExample: '1234567890123',
  },
  {
    name: 'India Post',
    trackingUrl:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={tracking}',
    numberPattern: '^[A-Z]{2}[0-9]{9}IN$',
    numberFormat: 'two letters, 9 digits and IN',
    numberExample: 'EE123456789IN',
  },
  {
    name: 'DHL Express',
    trackingUrl: 'https://www.dhl.com/in-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}',
    numberPattern: '^[0-9]{10}$',
    numberFormat: '10 digits',
    numberExample: '1234567890',
  },
  {
    name: 'FedEx',
    trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={tracking}',
    numberPattern: '^([0-9]{12}|[0-9]{15})$',
    numberFormat: '12 or 15 digits',
    numberExample: '123456789012',
  },
  {
    name: 'UPS',
    trackingUrl: 'https://www.ups.com/track?tracknum={tracking}',
    numberPattern: '^1Z[0-9A-Z]{16}$',
    numberFormat: '1Z and 16 letters or digits',
    numberExample: '1Z999AA10123456784',
  },
] as const;

export async function seedCarriers(db: Database): Promise<void> {
  for (const carrier of seededCarriers) {
    await db.insert(carriers).values(carrier).onConflictDoNothing();
  }
}
