import type { OrderDetail } from '@facet/contracts/orders';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ErrorNotice, inputClass, PanelSubmitButton } from '../../components/ui/form-controls.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatPrice } from '../../lib/format.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { RefundActionOutcome } from './order-refund-action.server.ts';

/*
 * "Refund" on the back-office's order page (decision 032): each line with what was paid for it,
 * what has been refunded and what is left; a box to refund it and the amount (whole rupees or
 * dollars; empty gives back all that is left of it); the gift wrap as its own box, all of it, once
 * (decision 042); the reason, kept with the refund and in the
 * history. Sending asks first, naming the sum, because the money leaves through the provider at
 * once. `requestKey` is the page's: the same form sent twice makes one refund.
 */

const REASON_MAX = 1000;

export function OrderRefundForm({ order, requestKey }: { order: OrderDetail; requestKey: string }) {
  const fetcher = useFetcher<RefundActionOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'refund' ? fetcher.data : undefined;
  useResultToast(outcome?.ok ? outcome : undefined);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const pending = fetcher.state !== 'idle';
  const symbol = order.currency === 'INR' ? '₹' : '$';
  const refusal = outcome && !outcome.ok ? outcome.message : null;
  // A refund that went leaves an empty form for the next (the figures above it are the reloaded order's).
  useEffect(() => {
    if (outcome?.ok) form.current?.reset();
  }, [outcome]);

  if (!order.canRefund) {
    return (
      <p className="text-sm text-graphite" data-testid="refund-unavailable">
        {order.refunds.length > 0
          ? 'Everything paid for this order that can be refunded has been.'
          : 'An order can be refunded once it is paid.'}
      </p>
    );
  }

  const wrap = order.figures.giftWrap;
  const wrapRefunded = order.refunds.some((refund) => refund.giftWrap > 0);

  /** The sum the form would give back, as the confirmation says it. */
  function sumOf(data: FormData): number {
    return order.lines.reduce(
      (sum, line) => {
        if (!data.has(`line:${line.id}`)) return sum;
        const typed = String(data.get(`amount:${line.id}`) ?? '').trim();
        const left = line.charged - line.refunded;
        return sum + (typed === '' ? left : Number(typed) || 0);
      },
      data.has('giftWrap') ? wrap : 0,
    );
  }

  return (
    <fetcher.Form
      ref={form}
      method="post"
      className="space-y-5"
      data-testid="refund-form"
      onSubmit={(event) => {
        if (asking === null) {
          event.preventDefault();
          setAsking(formatPrice(sumOf(new FormData(event.currentTarget)), order.currency));
        }
      }}
    >
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <ul className="divide-y divide-line" aria-label="Lines to refund">
        {order.lines.map((line) => {
          const left = Math.max(0, line.charged - line.refunded);
          const field = `${id}-${line.id}`;
          return (
            <li key={line.id} className="py-3 first:pt-0" data-testid="refund-line" data-sku={line.sku}>
              <div className="flex items-start gap-3">
                <input
                  id={`${field}-pick`}
                  type="checkbox"
                  name={`line:${line.id}`}
                  disabled={left <= 0}
                  aria-describedby={`${field}-figures`}
                  className="mt-1 h-4 w-4 shrink-0 accent-ink"
                />
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${field}-pick`} className="block text-sm font-medium break-words text-ink">
                    Refund {line.name}
                  </label>
                  <p id={`${field}-figures`} className="text-xs text-stone figures">
                    Paid {formatPrice(line.charged, order.currency)} · refunded{' '}
                    {formatPrice(line.refunded, order.currency)} · left {formatPrice(left, order.currency)}
                  </p>
                </div>
              </div>
              {left > 0 ? (
                <div className="mt-2 pl-7">
                  <label htmlFor={`${field}-amount`} className="mb-1 block text-xs font-medium text-graphite">
                    Amount ({symbol}), empty for all that is left
                  </label>
                  <input
                    id={`${field}-amount`}
                    name={`amount:${line.id}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={Math.floor(left)}
                    step={1}
                    placeholder={String(left)}
                    className={`${inputClass} max-w-44 figures`}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
        {wrap > 0 ? (
          <li className="py-3" data-testid="refund-gift-wrap">
            <div className="flex items-start gap-3">
              <input
                id={`${id}-wrap`}
                type="checkbox"
                name="giftWrap"
                disabled={wrapRefunded}
                aria-describedby={`${id}-wrap-figures`}
                className="mt-1 h-4 w-4 shrink-0 accent-ink"
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={`${id}-wrap`} className="block text-sm font-medium text-ink">
                  Refund the gift wrapping
                </label>
                <p id={`${id}-wrap-figures`} className="text-xs text-stone figures">
                  Paid {formatPrice(wrap, order.currency)} ·{' '}
                  {wrapRefunded ? 'refunded' : 'all of it, once, with its tax'}
                </p>
              </div>
            </div>
          </li>
        ) : null}
      </ul>
      <div>
        <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium text-graphite">
          Reason
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={2}
          required
          maxLength={REASON_MAX}
          aria-describedby={`${id}-reason-hint`}
          className={`${inputClass} resize-y`}
        />
        <p id={`${id}-reason-hint`} className="mt-1.5 text-xs text-stone">
          Kept with the refund and in the order’s history, which the customer sees; their e-mail and credit note say it.
        </p>
      </div>
      {refusal ? <ErrorNotice>{refusal}</ErrorNotice> : null}
      <PanelSubmitButton pending={pending}>{pending ? 'Refunding…' : 'Refund'}</PanelSubmitButton>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title="Refund the customer?"
        description={`${asking ?? ''} goes back to the customer the way they paid, at once, with a credit note for it. This cannot be undone.`}
        confirmLabel={`Refund ${asking ?? ''}`}
        danger
        onConfirm={() => {
          if (form.current) void fetcher.submit(form.current);
          setAsking(null);
        }}
      />
    </fetcher.Form>
  );
}
