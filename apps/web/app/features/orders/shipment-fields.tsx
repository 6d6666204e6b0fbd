import { type CarrierRecord, numberMismatchSentence } from '@facet/contracts/carriers';
import type { Currency } from '@facet/contracts/money';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { useId, useState } from 'react';
import { inputClass } from '../../components/ui/form-controls.tsx';
import { CarrierSelect, TrackingNumberInput } from '../../components/ui/parcel-inputs.tsx';
import { formatPrice } from '../../lib/format.ts';

/*
 * The parcel's fields of the ship move: the carrier (the active ones), its tracking number with
 * the carrier's number shape as the hint, the insured value (the order's total when left empty)
 * and the day it should arrive, today or later in India. The same fields send a returned piece
 * back to the customer (the Returns queue). Without scripts they show whenever
 * shipping is one of the choices, and the server says what is missing.
 */

const label = 'mb-1.5 block text-sm font-medium text-graphite';
const hintClass = 'mt-1.5 text-xs text-stone';

export function ShipmentFields({
  insured,
  carriers,
  formKey,
  hydrated,
}: {
  /** What the parcel is insured for when left empty: its currency, amount (major units) and what that is. */
  insured: { currency: Currency; amount: number; what: string };
  carriers: readonly CarrierRecord[] | null;
  formKey: string;
  hydrated: boolean;
}) {
  const id = useId();
  const [carrierId, setCarrierId] = useState('');
  const chosen = carriers?.find((carrier) => String(carrier.id) === carrierId);
  const when = hydrated ? null : <span className="font-normal text-stone"> (when shipping)</span>;
  const numberHint = chosen?.numberFormat
    ? numberMismatchSentence(chosen)
    : 'The carrier’s number for the parcel: letters, digits, spaces and hyphens.';
  return (
    <fieldset className="space-y-4" data-testid="shipment-fields">
      <legend className="sr-only">The parcel</legend>
      <div>
        <label htmlFor={`${id}-carrier`} className={label}>
          Carrier{when}
        </label>
        {carriers === null ? (
          <p role="alert" className={hintClass}>
            The carriers could not be read; reload the page to ship.
          </p>
        ) : (
          <CarrierSelect
            key={formKey}
            id={`${id}-carrier`}
            carriers={carriers}
            required={hydrated}
            onChoose={setCarrierId}
          />
        )}
      </div>
      <div>
        <label htmlFor={`${id}-tracking`} className={label}>
          Tracking number{when}
        </label>
        <TrackingNumberInput key={formKey} id={`${id}-tracking`} required={hydrated} hintId={`${id}-tracking-hint`} />
        <p id={`${id}-tracking-hint`} className={hintClass} aria-live="polite">
          {numberHint} The customer sees it.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-insured`} className={label}>
          Insured value ({insured.currency === 'INR' ? '₹' : 'US$'}){' '}
          <span className="font-normal text-stone">(optional)</span>
        </label>
        <input
          key={formKey}
          id={`${id}-insured`}
          name="insuredValue"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          aria-describedby={`${id}-insured-hint`}
          className={inputClass}
        />
        <p id={`${id}-insured-hint`} className={hintClass}>
          Left empty, the parcel is insured for {insured.what}, {formatPrice(insured.amount, insured.currency)}.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-arrives`} className={label}>
          Expected delivery{when}
        </label>
        <input
          key={formKey}
          id={`${id}-arrives`}
          name="estimatedDelivery"
          type="date"
          required={hydrated}
          min={shopDateOf(new Date())}
          aria-describedby={`${id}-arrives-hint`}
          className={inputClass}
        />
        <p id={`${id}-arrives-hint`} className={hintClass}>
          The day the carrier says it should arrive, today or later. The customer sees it.
        </p>
      </div>
    </fieldset>
  );
}
