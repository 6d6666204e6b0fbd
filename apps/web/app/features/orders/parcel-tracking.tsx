import type { OrderDetail } from '@facet/contracts/orders';
import type { ShipmentRecord } from '@facet/contracts/shipments';
import { shopDateInWords } from '@facet/contracts/shop-dates';
import { ExternalLink } from 'lucide-react';
import { formatDate, formatPrice } from '../../lib/format.ts';

/*
 * Where the parcel is: for each parcel sent to the customer, its carrier, tracking number, a
 * link to the carrier's tracking page (in a new tab) and the day it should arrive; staff also
 * see what it is insured for. An order shipped before carriers shows its bare tracking number.
 */
export function ParcelTracking({ order, staff = false }: { order: OrderDetail; staff?: boolean }) {
  const parcels = order.shipments.filter((shipment) => shipment.direction !== 'return');
  if (parcels.length === 0) {
    return order.trackingNumber ? (
      <p className="mt-4 text-sm text-graphite" data-testid="tracking-number">
        Tracking number: <span className="font-mono text-ink">{order.trackingNumber}</span>
      </p>
    ) : null;
  }
  return (
    <ul className="mt-4 space-y-3" data-testid="parcel-tracking">
      {parcels.map((parcel) => (
        <li key={parcel.id} className="rounded-md border border-line p-3 text-sm text-graphite">
          <ParcelFacts parcel={parcel} staff={staff} />
        </li>
      ))}
    </ul>
  );
}

/** How a parcel went: sent with its carrier, or a return parcel's pick-up booked with one. */
function parcelLead(parcel: ShipmentRecord): string {
  if (parcel.pickupDate) return 'Pick-up booked with';
  return parcel.direction === 'return' ? 'Sent to us with' : 'Sent with';
}

/**
 * One parcel: its carrier and number, the day it should arrive (a return parcel: the day it
 * was sent, or the day of its pick-up), and the link to the carrier's tracking page.
 */
export function ParcelFacts({ parcel, staff = false }: { parcel: ShipmentRecord; staff?: boolean }) {
  return (
    <>
      <p>
        {parcelLead(parcel)} <span className="font-medium text-ink">{parcel.carrier.name}</span>, tracking number{' '}
        <span className="font-mono text-ink">{parcel.trackingNumber}</span>
      </p>
      {parcel.pickupDate ? (
        <p className="mt-1" data-testid="pickup-date">
          Collected on {shopDateInWords(parcel.pickupDate)}
        </p>
      ) : parcel.direction === 'return' ? (
        <p className="mt-1">Recorded on {formatDate(parcel.createDate)}</p>
      ) : null}
      {parcel.estimatedDelivery ? (
        <p className="mt-1">Expected by {shopDateInWords(parcel.estimatedDelivery)}</p>
      ) : null}
      {staff ? <p className="mt-1">Insured for {formatPrice(parcel.insuredValue, parcel.currency)}</p> : null}
      <a
        href={parcel.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="link-underline mt-2 inline-flex items-center gap-1.5 text-ink"
      >
        Track the parcel with {parcel.carrier.name}
        <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only"> (opens the carrier’s page in a new tab)</span>
      </a>
    </>
  );
}
