import { useId } from 'react';
import { toast } from '../../lib/toast.ts';
import { addToCompare, COMPARE_FULL_MESSAGE, removeFromCompare, useCompared } from './compare-store.ts';

/**
 * "Compare" beside a stone (its card, its table row, its page): a checkbox that puts the stone
 * on the compare list or takes it off. A fifth stone is refused with a message, and the box
 * stays clear.
 */
export function CompareToggle({
  stone,
  variant = 'label',
}: {
  stone: { sku: string; name: string; stoneShape: string };
  /** `label` shows the word "Compare"; `bare` is the box alone (table rows), named for screen readers. */
  variant?: 'label' | 'bare';
}) {
  const compared = useCompared();
  const id = useId();
  const checked = compared.some((entry) => entry.sku === stone.sku);
  const onChange = (next: boolean) => {
    if (!next) {
      removeFromCompare(stone.sku);
      return;
    }
    if (!addToCompare(stone)) toast.error(COMPARE_FULL_MESSAGE, { toastId: COMPARE_FULL_MESSAGE });
  };
  const box = (
    <input
      id={id}
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      className="h-4 w-4 shrink-0 cursor-pointer accent-ink"
      data-testid="compare-toggle"
      {...(variant === 'bare' ? { 'aria-label': `Compare ${stone.name}` } : {})}
    />
  );
  if (variant === 'bare') return box;
  return (
    <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2 text-xs text-graphite select-none">
      {box}
      <span>
        Compare<span className="sr-only"> {stone.name}</span>
      </span>
    </label>
  );
}
