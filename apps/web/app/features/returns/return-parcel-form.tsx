import { type ActiveCarrier, numberMismatchSentence } from '@facet/contracts/carriers';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { ErrorNotice } from '../../components/ui/form-controls.tsx';
import { CarrierSelect, TrackingNumberInput } from '../../components/ui/parcel-inputs.tsx';

/*
 * "I have sent it" on the customer's request page: the carrier they sent the parcel with (the
 * shop's active carriers) and its tracking number, with the carrier's number shape as the hint.
 * A plain form, so it works before the scripts load; the server's refusal shows above it.
 */

const label = 'mb-1.5 block text-sm font-medium text-graphite';

export function ReturnParcelForm({
  carriers,
  refusal,
}: {
  carriers: readonly ActiveCarrier[] | null;
  refusal: string | null;
}) {
  const id = useId();
  const navigation = useNavigation();
  const [carrierId, setCarrierId] = useState('');
  const chosen = carriers?.find((carrier) => String(carrier.id) === carrierId);
  const hint = chosen?.numberFormat
    ? numberMismatchSentence(chosen)
    : 'The number on your courier’s receipt: letters, digits, spaces and hyphens.';
  if (carriers === null) {
    return (
      <p role="alert" className="text-sm text-red-800">
        The carriers could not be read; reload the page to record your parcel.
      </p>
    );
  }
  return (
    <Form method="post" className="space-y-4" data-testid="return-parcel-form">
      <input type="hidden" name="intent" value="parcel" />
      {refusal ? <ErrorNotice>{refusal}</ErrorNotice> : null}
      <p className="text-sm text-graphite">
        Sent the piece to us? Tell us with which courier and its tracking number, so we can follow it.
      </p>
      <div>
        <label htmlFor={`${id}-carrier`} className={label}>
          Courier
        </label>
        <CarrierSelect id={`${id}-carrier`} carriers={carriers} onChoose={setCarrierId} className="sm:w-72" />
      </div>
      <div>
        <label htmlFor={`${id}-tracking`} className={label}>
          Tracking number
        </label>
        <TrackingNumberInput id={`${id}-tracking`} hintId={`${id}-tracking-hint`} className="sm:w-72" />
        <p id={`${id}-tracking-hint`} className="mt-1.5 text-xs text-stone" aria-live="polite">
          {hint}
        </p>
      </div>
      <button
        type="submit"
        className="button-primary px-5 py-2.5 disabled:opacity-60"
        disabled={navigation.state !== 'idle'}
        data-testid="record-parcel"
      >
        I have sent it
      </button>
    </Form>
  );
}
