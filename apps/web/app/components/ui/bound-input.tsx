import type { ComponentProps } from 'react';

/**
 * One bound of a min–max range filter (price, carat weight): a number field with its unit
 * written inside it, before the number ("$", "₹") or after it ("ct"), and a label for screen
 * readers only.
 */
export function BoundInput({
  id,
  label,
  unit,
  unitAfter = false,
  ...input
}: {
  id: string;
  label: string;
  unit: string;
  unitAfter?: boolean;
} & Omit<ComponentProps<'input'>, 'id' | 'type' | 'inputMode' | 'min' | 'className'>) {
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-xs text-stone ${unitAfter ? 'right-2.5' : 'left-2.5'}`}
        aria-hidden="true"
      >
        {unit}
      </span>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min="0"
        {...input}
        className={`w-full rounded-md border border-line bg-white py-2 text-sm text-ink figures placeholder:text-stone/70 focus:border-gold focus:outline-none ${unitAfter ? 'pr-7 pl-2.5' : 'pr-2 pl-7'}`}
      />
    </div>
  );
}
