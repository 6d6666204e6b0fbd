import { type FieldMetadata, getInputProps } from '@conform-to/react';
import type { AmountRange } from '@facet/contracts/money-inputs';
import { Check } from 'lucide-react';
import { inputClass } from '../../components/ui/form-controls.tsx';
import { capitalise } from '../../lib/form-errors.ts';
import type { RateOutcome } from './use-confirmed-form.tsx';

/** "Saving…" while a form is sent, then what its save did. */
export function SavedStatus({ outcome, busy }: { outcome: RateOutcome | undefined; busy: boolean }) {
  if (busy) return <span className="text-xs text-stone">Saving…</span>;
  if (!outcome?.ok || !outcome.message) return null;
  return (
    <span role="status" className="inline-flex items-center gap-1 text-xs text-emerald-800">
      <Check className="h-3.5 w-3.5" aria-hidden="true" /> {outcome.message}
    </span>
  );
}

/** The foot of a rate form: what the last save did, and the Save button. */
export function SaveRow({
  outcome,
  busy,
  className,
}: {
  outcome: RateOutcome | undefined;
  busy: boolean;
  className: string;
}) {
  return (
    <div className={`flex flex-wrap items-center justify-between gap-3 ${className}`}>
      <SavedStatus outcome={outcome} busy={busy} />
      <button type="submit" className="button-primary ml-auto px-5 py-2" disabled={busy} aria-busy={busy}>
        Save
      </button>
    </div>
  );
}

/** "Between ₹10 and ₹50,000 per gram." — the range the API accepts, shown before it refuses. */
export function rangeHint(range: AmountRange): string {
  return `${capitalise(range.text)}.`;
}

/** A decimal amount's input, with its unit written inside at the right ("₹/g"; a wide one: "₹ per $1"). */
export function AmountInput({
  meta,
  unit,
  wide = false,
}: {
  meta: FieldMetadata<unknown>;
  unit: string;
  wide?: boolean;
}) {
  return (
    <div className="relative">
      <input
        {...getInputProps(meta, { type: 'text', ariaDescribedBy: meta.descriptionId })}
        inputMode="decimal"
        className={`${inputClass} ${wide ? 'pr-20' : 'pr-12'} figures`}
      />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-stone">{unit}</span>
    </div>
  );
}
