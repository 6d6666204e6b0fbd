import { useId } from 'react';
import { useFetcher } from 'react-router';
import { inputClass, PanelSubmitButton } from '../../components/ui/form-controls.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { GiveStoreCreditOutcome } from './give-store-credit.server.ts';

/*
 * Staff give a customer store credit (Orders area), on an order's page or the customer's: an
 * amount in rupees or dollars and the reason, which the customer sees in their history. The server checks everything (positive,
 * at most the Admin's limit per grant) and answers a sentence, shown here and as a toast.
 */
export function GiveStoreCreditForm({ userId, customerName }: { userId: string; customerName: string }) {
  const fetcher = useFetcher<GiveStoreCreditOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'give-store-credit' ? fetcher.data : undefined;
  useResultToast(outcome);
  const id = useId();
  const pending = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="space-y-4" aria-label={`Give ${customerName} store credit`}>
      <input type="hidden" name="intent" value="give-store-credit" />
      <input type="hidden" name="userId" value={userId} />
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
        <div>
          <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-ink">
            Amount
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            required
            autoComplete="off"
            className={inputClass}
            aria-describedby={outcome && !outcome.ok ? `${id}-problem` : undefined}
          />
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className="block text-sm font-medium text-ink">
            Currency
          </label>
          <select id={`${id}-currency`} name="currency" defaultValue="INR" className={inputClass}>
            <option value="INR">INR (₹)</option>
            <option value="USD">USD ($)</option>
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink">
          Reason (the customer sees it)
        </label>
        <textarea id={`${id}-reason`} name="reason" rows={3} required maxLength={500} className={inputClass} />
      </div>
      {outcome && !outcome.ok ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-800" data-testid="give-credit-problem">
          {outcome.message}
        </p>
      ) : null}
      <PanelSubmitButton pending={pending} data-testid="give-credit">
        {pending ? 'Giving…' : 'Give store credit'}
      </PanelSubmitButton>
    </fetcher.Form>
  );
}
