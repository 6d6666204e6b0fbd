import { endpointUrl } from '@facet/contracts/endpoint';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import type { CarrierRecord } from '@facet/contracts/carriers';
import { returnMoveNeedsNote, returnMoveShips } from '@facet/contracts/return-states';
import {
  RETURN_PICTURES_MAX,
  RETURN_REASON_MAX,
  type ReturnRequestRecord,
  type ReturnState,
  returnStateLabels,
} from '@facet/contracts/returns';
import { useId, useRef, useState } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import { PicturePicker } from '../../components/picture-picker.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ErrorNotice, inputClass, PanelSubmitButton } from '../../components/ui/form-controls.tsx';
import { formatPrice } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ShipmentFields } from '../orders/shipment-fields.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { ReturnActionOutcome } from './staff-actions.server.ts';

/*
 * "Move the request" on the back-office's return request page: only the states the server's
 * table lets staff move it to now (`nextStates`), a note (needed to refuse a request or fail an
 * inspection: the customer reads it), and, with an inspection's result, its photographs. Every
 * move asks first; the server's refusal shows beside the form, a move that went is a toast and
 * the page reloads the request with its new state and history.
 */

const inspections: readonly ReturnState[] = ['passed', 'failed'];

export function ReturnMoveForm({
  request,
  carriers,
}: {
  request: ReturnRequestRecord;
  carriers: readonly CarrierRecord[] | null;
}) {
  const fetcher = useFetcher<ReturnActionOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'move' ? fetcher.data : undefined;
  useResultToast(outcome?.ok ? outcome : undefined);
  if (request.nextStates.length === 0) {
    return (
      <p className="text-sm text-graphite" data-testid="return-closed">
        This request is closed ({returnStateLabels[request.state].toLowerCase()}): nothing more can change.
      </p>
    );
  }
  // Once a move went, the reloaded request has other choices: the fields start afresh.
  return (
    <MoveFields
      key={`${request.state}-${request.events.length}`}
      request={request}
      carriers={carriers}
      fetcher={fetcher}
      refusal={outcome && !outcome.ok ? outcome.message : null}
    />
  );
}

function MoveFields({
  request,
  carriers,
  fetcher,
  refusal,
}: {
  request: ReturnRequestRecord;
  carriers: readonly CarrierRecord[] | null;
  fetcher: FetcherWithComponents<ReturnActionOutcome>;
  refusal: string | null;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<ReturnState | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [uploading, setUploading] = useState(false);
  const pending = fetcher.state !== 'idle';
  const noteNeeded = status !== '' && returnMoveNeedsNote(status);
  const withPhotos = hydrated && inspections.includes(status as ReturnState);
  const busy = pending || uploading;
  // Without scripts every field the choices may need shows, and the server says what is missing.
  const ships = hydrated ? status !== '' && returnMoveShips(status) : request.nextStates.some(returnMoveShips);
  const refunds = hydrated ? status === 'refunded' : request.nextStates.includes('refunded');

  return (
    <fetcher.Form
      ref={form}
      method="post"
      className="space-y-4"
      data-testid="return-move-form"
      onSubmit={(event) => {
        if (confirming) return;
        event.preventDefault();
        // A choice made before the page came alive is read from the menu itself.
        const chosen = new FormData(event.currentTarget).get('status');
        if (typeof chosen === 'string' && chosen) setStatus(chosen as ReturnState);
        setConfirming(true);
      }}
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={request.id} />
      <div>
        <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-graphite">
          Next step
        </label>
        <select
          id={`${id}-status`}
          name="status"
          required
          defaultValue=""
          onChange={(event) => setStatus(event.target.value as ReturnState | '')}
          className={inputClass}
        >
          <option value="">Choose…</option>
          {request.nextStates.map((state) => (
            <option key={state} value={state}>
              {returnStateLabels[state]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-medium text-graphite">
          Note{' '}
          <span className="font-normal text-stone">
            {noteNeeded ? '(required: say why)' : '(optional; required to refuse or fail an inspection)'}
          </span>
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          required={noteNeeded}
          maxLength={RETURN_REASON_MAX}
          aria-describedby={`${id}-note-hint`}
          className={`${inputClass} resize-y`}
        />
        <p id={`${id}-note-hint`} className="mt-1.5 text-xs text-stone">
          The customer reads it in the e-mail we send and in the request’s history. At most {RETURN_REASON_MAX}{' '}
          characters.
        </p>
      </div>
      {refunds ? (
        <div>
          <label htmlFor={`${id}-amount`} className="mb-1.5 block text-sm font-medium text-graphite">
            Refund ({request.order.currency === 'INR' ? '₹' : 'US$'}){' '}
            <span className="font-normal text-stone">(optional)</span>
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            max={request.refundEstimate}
            aria-describedby={`${id}-amount-hint`}
            className={inputClass}
          />
          <p id={`${id}-amount-hint`} className="mt-1.5 text-xs text-stone">
            Left empty, what was paid for the pieces sent back
            {request.pickup && request.pickup.cost > 0
              ? `, less the ${formatPrice(request.pickup.cost, request.order.currency)} pick-up`
              : ''}
            : {formatPrice(request.refundEstimate, request.order.currency)}, through the provider that took the money,
            with a credit note. Less when the inspection found wear to charge for; never more.
          </p>
        </div>
      ) : null}
      {ships ? (
        <ShipmentFields
          insured={{ currency: request.order.currency, amount: request.paidForPieces, what: 'what was paid for it' }}
          carriers={carriers}
          formKey={`${request.state}-${request.events.length}`}
          hydrated={hydrated}
        />
      ) : null}
      {withPhotos ? (
        <PicturePicker
          id={`${id}-photos`}
          errorId={`${id}-photos-error`}
          uploadUrl={endpointUrl(returnRequestEndpoints.picture)}
          name="pictures"
          max={RETURN_PICTURES_MAX}
          legend="Inspection photos"
          hint="The piece as it arrived, each side and any damage"
          onUploadingChange={setUploading}
        />
      ) : null}
      {refusal ? <ErrorNotice>{refusal}</ErrorNotice> : null}
      <PanelSubmitButton pending={busy}>
        {pending ? 'Moving…' : uploading ? 'Uploading the photos…' : 'Move the request'}
      </PanelSubmitButton>
      {status ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Move ${request.number} to ‘${returnStateLabels[status]}’?`}
          description={confirmationOf(status)}
          confirmLabel="Yes, move it"
          danger={status === 'rejected' || status === 'failed'}
          onConfirm={() => {
            setConfirming(false);
            if (form.current) void fetcher.submit(form.current);
          }}
        />
      ) : null}
    </fetcher.Form>
  );
}

/** What the move does, said before it is made. */
function confirmationOf(status: ReturnState): string {
  const mailed = 'The customer is e-mailed, with the note.';
  switch (status) {
    case 'approved':
      return `The customer is asked to send the piece to us. ${mailed}`;
    case 'rejected':
      return `The request ends here; the customer can no longer send the piece back with it. ${mailed}`;
    case 'received':
      return `Say so only with the parcel in hand. ${mailed}`;
    case 'passed':
    case 'failed':
      return `The inspection’s result and its photos are kept with the request. ${mailed}`;
    case 'refunded':
      return `The money goes back through the provider that took it, with a credit note. ${mailed}`;
    case 'credited':
      return `The exchange value goes to the customer’s store credit. ${mailed}`;
    case 'shipped-back':
    case 'returned-to-customer':
      return `The parcel is booked with its carrier and the customer gets its tracking link. ${mailed}`;
    default:
      return mailed;
  }
}
