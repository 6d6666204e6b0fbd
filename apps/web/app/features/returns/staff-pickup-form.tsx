import type { CarrierRecord } from '@facet/contracts/carriers';
import type { ReturnRequestRecord } from '@facet/contracts/returns';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { ErrorNotice, inputClass } from '../../components/ui/form-controls.tsx';
import { CarrierSelect, TrackingNumberInput } from '../../components/ui/parcel-inputs.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { ParcelOutcome } from './return-parcel.server.ts';

/*
 * "Book the pick-up" on the back-office's request page, for a request the customer asked us to
 * collect, once approved: the carrier (the active ones), the number it gave and the day it
 * collects. The customer is e-mailed the day and the tracking link; the server checks the rest.
 */

const label = 'mb-1.5 block text-sm font-medium text-graphite';

export function StaffPickupForm({
  request,
  carriers,
}: {
  request: ReturnRequestRecord;
  carriers: readonly CarrierRecord[] | null;
}) {
  const id = useId();
  const fetcher = useFetcher<ParcelOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'parcel' ? fetcher.data : undefined;
  useResultToast(outcome?.ok ? outcome : undefined);
  if (carriers === null) {
    return (
      <p role="alert" className="text-sm text-red-800">
        The carriers could not be read; reload the page to book the pick-up.
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className="space-y-4" data-testid="pickup-form">
      <input type="hidden" name="intent" value="parcel" />
      <input type="hidden" name="id" value={request.id} />
      <p className="text-sm text-graphite">
        The customer asked us to collect the parcel. Book it with a carrier, then record it here: the customer is
        e-mailed the day and the tracking link.
      </p>
      <div>
        <label htmlFor={`${id}-carrier`} className={label}>
          Carrier
        </label>
        <CarrierSelect id={`${id}-carrier`} carriers={carriers} />
      </div>
      <div>
        <label htmlFor={`${id}-tracking`} className={label}>
          Tracking number
        </label>
        <TrackingNumberInput id={`${id}-tracking`} />
      </div>
      <div>
        <label htmlFor={`${id}-day`} className={label}>
          Pick-up day
        </label>
        <input
          id={`${id}-day`}
          name="pickupDate"
          type="date"
          required
          defaultValue={shopDateOf(new Date())}
          aria-describedby={`${id}-day-hint`}
          className={inputClass}
        />
        <p id={`${id}-day-hint`} className="mt-1.5 text-xs text-stone">
          The day (India) the carrier collects it. The customer sees it.
        </p>
      </div>
      {outcome && !outcome.ok ? <ErrorNotice>{outcome.message}</ErrorNotice> : null}
      <button
        type="submit"
        className="button-primary px-5 py-2.5 disabled:opacity-60"
        disabled={fetcher.state !== 'idle'}
        data-testid="book-pickup"
      >
        {fetcher.state !== 'idle' ? 'Booking…' : 'Record the pick-up'}
      </button>
    </fetcher.Form>
  );
}
