import type { Currency } from '@facet/contracts/money';
import { formatPrice } from '../../lib/format.ts';

/** What is left for the provider when credit is used: never below nothing (the server works it out again). */
export function dueAfterCredit(total: number, available: number): number {
  return Math.max(0, Math.round((total - Math.min(total, available)) * 100) / 100);
}

/**
 * "Store credit ₹X available — use it" on the checkout review (decision 031): a checkbox that
 * sends `useStoreCredit`, and what the order then costs through the provider. Without scripts the
 * box still goes with the form; the server takes what the balance holds when the order is placed.
 */
export function StoreCreditChoice({
  available,
  total,
  currency,
  checked,
  onChange,
}: {
  available: number;
  total: number;
  currency: Currency;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const used = Math.min(total, available);
  const due = dueAfterCredit(total, available);
  return (
    <div className="mt-5 rounded-md border border-line bg-white p-4" data-testid="store-credit-choice">
      <label className="flex cursor-pointer gap-3 text-sm">
        <input
          type="checkbox"
          name="useStoreCredit"
          value="true"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-ink"
          aria-describedby="store-credit-effect"
        />
        <span className="font-medium text-ink">Store credit {formatPrice(available, currency)} available — use it</span>
      </label>
      <p id="store-credit-effect" className="mt-2 pl-7 text-sm text-graphite">
        {due === 0
          ? `It covers this order: ${formatPrice(used, currency)} from your credit, nothing to pay.`
          : `${formatPrice(used, currency)} from your credit; you pay ${formatPrice(due, currency)}.`}
      </p>
    </div>
  );
}
