import { type StoneState, stoneStateLabels } from '@facet/contracts/stones';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { type MouseEvent, useEffect } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { StoneActionOutcome } from './stone-actions.server.ts';

const badgeColours: Record<StoneState, string> = {
  available: 'bg-emerald-50 text-emerald-800',
  on_hold: 'bg-amber-50 text-amber-900',
  sold: 'bg-sky-50 text-sky-900',
  unlisted: 'bg-pearl text-stone',
};

/** A stone's state (available, on hold, sold, unlisted) as a badge. */
export function StoneStateBadge({ state }: { state: StoneState }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs whitespace-nowrap ${badgeColours[state]}`}>
      {stoneStateLabels[state]}
    </span>
  );
}

/**
 * One fetcher per page for all its stone actions (`page` names it): the page hears the answer
 * even when the row is gone, and another page never hears it again.
 */
const fetcherKey = (page: string) => `stone-action:${page}`;

/**
 * The answer to the page's stone actions, as a toast; after a delete, `afterDelete` says where
 * to go (the detail page leaves). Call it once per page, beside the StoneActions.
 */
export function useStoneActionResults(page: string, afterDelete?: string) {
  const fetcher = useFetcher<StoneActionOutcome>({ key: fetcherKey(page) });
  const navigate = useNavigate();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  useResultToast(outcome);
  useEffect(() => {
    if (!outcome?.ok || outcome.intent !== 'delete') return;
    if (afterDelete) void navigate(afterDelete, { replace: true });
    // The row and its buttons are gone: the keyboard continues from the page's heading.
    else if (document.activeElement === document.body) document.querySelector<HTMLElement>('main h1')?.focus();
  }, [outcome, afterDelete, navigate]);
}

/**
 * Unlist / relist / delete one stone, each after a confirmation, through the page's action
 * (runStoneAction). A sold stone has left the shop already: it offers neither; one that is in
 * an order cannot be deleted, only unlisted.
 */
export function StoneActions({
  page,
  stone,
  variant = 'links',
}: {
  page: string;
  stone: { id: number; sku: string; state: StoneState; isInOrder?: boolean };
  variant?: 'links' | 'buttons';
}) {
  const fetcher = useFetcher<StoneActionOutcome>({ key: fetcherKey(page) });
  const busy = fetcher.state !== 'idle';
  // aria-disabled, not disabled: a disabled button drops the keyboard focus it holds.
  const busyProps = {
    'aria-disabled': busy,
    onClick: (event: MouseEvent) => {
      if (busy) event.preventDefault();
    },
  };
  const submit = (intent: 'unlist' | 'relist' | 'delete') =>
    fetcher.submit({ intent, id: String(stone.id), sku: stone.sku }, { method: 'post' });
  const style =
    variant === 'buttons'
      ? {
          neutral: 'button-secondary px-5 py-2',
          danger: 'button-secondary border-red-800 px-5 py-2 text-red-800 hover:bg-red-800',
        }
      : { neutral: 'link-underline text-ink', danger: 'link-underline text-red-800' };
  const icon = (Icon: typeof Eye) => (variant === 'buttons' ? <Icon className="h-4 w-4" aria-hidden="true" /> : null);
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 text-sm" aria-busy={busy}>
      {stone.state === 'available' || stone.state === 'on_hold' ? (
        <ConfirmDialog
          title={`Unlist stone ${stone.sku}?`}
          description={
            stone.state === 'on_hold'
              ? 'It is held for a shopper’s checkout right now. Unlisted, it leaves the shop: shoppers no longer find it in the diamond search or by its link. You can list it again at any time.'
              : 'It leaves the shop at once: shoppers no longer find it in the diamond search or by its link. You can list it again at any time.'
          }
          confirmLabel="Unlist"
          onConfirm={() => void submit('unlist')}
          trigger={
            <button
              type="button"
              className={`inline-flex items-center gap-1.5 ${style.neutral}`}
              aria-label={variant === 'links' ? `Unlist stone ${stone.sku}` : undefined}
              {...busyProps}
            >
              {icon(EyeOff)}
              Unlist
            </button>
          }
        />
      ) : null}
      {stone.state === 'unlisted' ? (
        <ConfirmDialog
          title={`List stone ${stone.sku} again?`}
          description="It comes back to the shop at once, available to buy at today’s price."
          confirmLabel="List again"
          onConfirm={() => void submit('relist')}
          trigger={
            <button
              type="button"
              className={`inline-flex items-center gap-1.5 ${style.neutral}`}
              aria-label={variant === 'links' ? `Relist stone ${stone.sku}` : undefined}
              {...busyProps}
            >
              {icon(Eye)}
              Relist
            </button>
          }
        />
      ) : null}
      {stone.isInOrder ? null : (
        <ConfirmDialog
          title={`Delete stone ${stone.sku}?`}
          description="The stone and its pictures are deleted for good. A stone that is in an order cannot be deleted; unlist it instead."
          confirmLabel="Delete"
          danger
          onConfirm={() => void submit('delete')}
          trigger={
            <button
              type="button"
              className={`inline-flex items-center gap-1.5 ${style.danger}`}
              aria-label={variant === 'links' ? `Delete stone ${stone.sku}` : undefined}
              {...busyProps}
            >
              {icon(Trash2)}
              Delete
            </button>
          }
        />
      )}
    </div>
  );
}
