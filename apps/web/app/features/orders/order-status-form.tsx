import { describePiece } from '@facet/contracts/hallmark';
import type { CarrierRecord } from '@facet/contracts/carriers';
import { orderStateLabels, type OrderState } from '@facet/contracts/order-states';
import type { OrderDetail } from '@facet/contracts/orders';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ErrorNotice, inputClass, PanelSubmitButton } from '../../components/ui/form-controls.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { OrderActionOutcome } from './order-actions.server.ts';
import { lifeOverSentence, moveConfirmation, nextStatesHint } from './order-wording.ts';
import { ShipmentFields } from './shipment-fields.tsx';

/*
 * "Change status" on the back-office's order page: only the states staff may move this order to
 * (the server's table), a note for the history, the parcel when it ships (carrier, tracking
 * number, insured value, day of arrival: shipment-fields.tsx) with the HUID of each hallmarked piece (one field per piece, named `huid:{line}:{piece}`), and a
 * confirmation before cancelling or refunding (which gives a paid order's money back). The
 * server's refusal is shown beside the form; a move that went is a toast, and the page reloads
 * the order with its new state and history.
 */

const NOTE_MAX = 1000;

export function OrderStatusForm({
  order,
  carriers,
}: {
  order: OrderDetail;
  /** The active carriers to ship with; null when they could not be read. */
  carriers: readonly CarrierRecord[] | null;
}) {
  const fetcher = useFetcher<OrderActionOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'update-status' ? fetcher.data : undefined;
  useResultToast(outcome?.ok ? outcome : undefined);
  const hydrated = useHydrated();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<OrderState | ''>('');
  const [confirming, setConfirming] = useState(false);
  const pending = fetcher.state !== 'idle';
  // Once a move went, the reloaded order has other choices: the form starts afresh (the fields
  // below are keyed by it, the menu is set back here, during render rather than in an effect).
  const moved = `${order.state}-${order.events.length}`;
  const [shownFor, setShownFor] = useState(moved);
  if (shownFor !== moved) {
    setShownFor(moved);
    setStatus('');
  }
  // The menu keeps its own value (so a choice made before the page hydrated is not undone);
  // React hears it on change, and reads one made before hydration once.
  const menu = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = menu.current?.value as OrderState | '' | undefined;
    if (chosen) setStatus(chosen);
  }, []);

  const over = lifeOverSentence(order.state, order.nextStates);
  if (over) {
    return (
      <p className="text-sm text-graphite" data-testid="order-life-over">
        {over}
      </p>
    );
  }
  const confirmation = status ? moveConfirmation(order, status) : null;
  // Without scripts the field cannot follow the menu: it shows whenever shipping is one of the choices.
  const showTracking = hydrated ? status === 'Shipped' : order.nextStates.includes('Shipped');
  const hint = nextStatesHint(order.state);
  const refusal = outcome && !outcome.ok ? outcome.message : null;

  return (
    <fetcher.Form
      ref={form}
      method="post"
      className="space-y-4"
      data-testid="order-status-form"
      onSubmit={(event) => {
        if (confirmation && !confirming) {
          event.preventDefault();
          setConfirming(true);
        }
      }}
    >
      <input type="hidden" name="intent" value="update-status" />
      <input type="hidden" name="id" value={order.id} />
      <div>
        <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-graphite">
          New status
        </label>
        <select
          id={`${id}-status`}
          key={moved}
          ref={menu}
          name="status"
          required
          defaultValue=""
          onChange={(event) => setStatus(event.target.value as OrderState | '')}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={inputClass}
        >
          <option value="">Choose…</option>
          {order.nextStates.map((state) => (
            <option key={state} value={state}>
              {orderStateLabels[state]}
            </option>
          ))}
        </select>
        {hint ? (
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone">
            {hint}
          </p>
        ) : null}
      </div>
      {showTracking ? (
        <ShipmentFields
          insured={{ currency: order.currency, amount: order.figures.total, what: 'the order’s total' }}
          carriers={carriers}
          formKey={moved}
          hydrated={hydrated}
        />
      ) : null}
      {showTracking ? <HuidFields order={order} formKey={moved} hydrated={hydrated} /> : null}
      <div>
        <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-medium text-graphite">
          Note <span className="font-normal text-stone">(optional)</span>
        </label>
        <textarea
          key={moved}
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          aria-describedby={`${id}-note-hint`}
          className={`${inputClass} resize-y`}
        />
        <p id={`${id}-note-hint`} className="mt-1.5 text-xs text-stone">
          Kept in the order’s history, which the customer sees. At most {NOTE_MAX} characters.
        </p>
      </div>
      {refusal ? <ErrorNotice>{refusal}</ErrorNotice> : null}
      <PanelSubmitButton pending={pending}>{pending ? 'Changing…' : 'Change status'}</PanelSubmitButton>
      {confirmation ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={confirmation.title}
          description={confirmation.description}
          confirmLabel={confirmation.confirmLabel}
          danger
          onConfirm={() => {
            setConfirming(false);
            if (form.current) void fetcher.submit(form.current);
          }}
        />
      ) : null}
    </fetcher.Form>
  );
}

/**
 * One field per piece that ships with a HUID: "HUID for Willow Leaf Ring, Yellow Gold (piece 1
 * of 2)". Nothing when no piece of the order needs one.
 */
function HuidFields({ order, formKey, hydrated }: { order: OrderDetail; formKey: string; hydrated: boolean }) {
  const id = useId();
  const pieces = order.lines
    .filter((line) => line.needsHuid)
    .flatMap((line) => Array.from({ length: line.quantity }, (_, index) => ({ line, piece: index + 1 })));
  if (pieces.length === 0) return null;
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`} data-testid="huid-fields">
      <legend className="text-sm font-medium text-graphite">
        Hallmark (HUID) of each piece
        {hydrated ? null : <span className="font-normal text-stone"> (when shipping)</span>}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-stone">
        The 6 letters or digits of the hallmark on each gold or silver piece; lower case is fine. The customer sees
        them.
      </p>
      {pieces.map(({ line, piece }) => {
        const field = `${id}-huid-${line.id}-${piece}`;
        return (
          <div key={field}>
            <label htmlFor={field} className="mb-1.5 block text-sm text-graphite">
              HUID for {describePiece(line, piece)}
            </label>
            <input
              key={formKey}
              id={field}
              name={`huid:${line.id}:${piece}`}
              type="text"
              required={hydrated}
              minLength={6}
              maxLength={6}
              pattern="[A-Za-z0-9]{6}"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${inputClass} font-mono uppercase`}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
