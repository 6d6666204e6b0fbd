import { formatPhoneNumber } from '@facet/contracts/phone';
import { countryName } from '@facet/contracts/regions';
import type { OrderAddress as Address } from '@facet/contracts/orders';

/** The address an order goes to, as it was when the order was placed (a later change of the address book leaves it). */
export function OrderAddress({ address }: { address: Address }) {
  return (
    <address className="text-sm leading-6 text-graphite not-italic" data-testid="order-address">
      <span className="block font-medium text-ink">{address.fullName}</span>
      <span className="block">{address.line1}</span>
      {address.line2 ? <span className="block">{address.line2}</span> : null}
      <span className="block">
        {address.city}, {address.state} {address.postalCode}
      </span>
      <span className="block">{countryName(address.country)}</span>
      <span className="block">{formatPhoneNumber(address.phoneNumber)}</span>
    </address>
  );
}

/**
 * The buyer's PAN or Form 60 declaration, when the order needed one, and a business buyer's name
 * and GSTIN (masked unless the reader is the Admin).
 */
export function BuyerIdentity({
  pan,
  form60,
  business,
}: {
  pan: string | null;
  form60: boolean;
  business: { name: string; gstin: string } | null;
}) {
  if (pan === null && !form60 && business === null) return null;
  return (
    <div className="mt-4 space-y-1 text-sm text-graphite">
      {business ? (
        <p data-testid="buyer-business">
          {business.name} · GSTIN <span className="font-mono text-ink">{business.gstin}</span>
        </p>
      ) : null}
      {pan !== null ? (
        <p data-testid="buyer-pan">
          PAN: <span className="font-mono text-ink">{pan}</span>
        </p>
      ) : form60 ? (
        <p data-testid="buyer-pan">No PAN: Form 60 declared</p>
      ) : null}
    </div>
  );
}
