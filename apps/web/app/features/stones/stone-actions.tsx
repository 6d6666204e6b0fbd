import { type StoneState, stoneStateLabels } from '@facet/contracts/stones';
import { Eye, EyeOff, type LucideIcon, Trash2 } from 'lucide-react';
import { ConfirmActionButton, rowActionClasses } from '../../components/back-office/confirm-action-button.tsx';
import { useRowAction, useRowActionResults } from '../../components/back-office/use-row-action.ts';
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

/** The answer to the page's stone actions, as a toast; see useRowActionResults. */
export function useStoneActionResults(page: string, afterDelete?: string) {
  useRowActionResults(fetcherKey(page), afterDelete);
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
  const { fetcher, busy, busyProps } = useRowAction<StoneActionOutcome>(fetcherKey(page));
  const submit = (intent: 'unlist' | 'relist' | 'delete') =>
    fetcher.submit({ intent, id: String(stone.id), sku: stone.sku }, { method: 'post' });
  const style = rowActionClasses(variant);
  const icon = (Icon: LucideIcon) => (variant === 'buttons' ? Icon : undefined);
  const label = (words: string) => (variant === 'links' ? `${words} stone ${stone.sku}` : undefined);
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 text-sm" aria-busy={busy}>
      {stone.state === 'available' || stone.state === 'on_hold' ? (
        <ConfirmActionButton
          title={`Unlist stone ${stone.sku}?`}
          description={
            stone.state === 'on_hold'
              ? 'It is held for a shopper’s checkout right now. Unlisted, it leaves the shop: shoppers no longer find it in the diamond search or by its link. You can list it again at any time.'
              : 'It leaves the shop at once: shoppers no longer find it in the diamond search or by its link. You can list it again at any time.'
          }
          confirmLabel="Unlist"
          onConfirm={() => void submit('unlist')}
          busyProps={busyProps}
          className={style.neutral}
          ariaLabel={label('Unlist')}
          icon={icon(EyeOff)}
        >
          Unlist
        </ConfirmActionButton>
      ) : null}
      {stone.state === 'unlisted' ? (
        <ConfirmActionButton
          title={`List stone ${stone.sku} again?`}
          description="It comes back to the shop at once, available to buy at today’s price."
          confirmLabel="List again"
          onConfirm={() => void submit('relist')}
          busyProps={busyProps}
          className={style.neutral}
          ariaLabel={label('Relist')}
          icon={icon(Eye)}
        >
          Relist
        </ConfirmActionButton>
      ) : null}
      {stone.isInOrder ? null : (
        <ConfirmActionButton
          title={`Delete stone ${stone.sku}?`}
          description="The stone and its pictures are deleted for good. A stone that is in an order cannot be deleted; unlist it instead."
          confirmLabel="Delete"
          danger
          onConfirm={() => void submit('delete')}
          busyProps={busyProps}
          className={style.danger}
          ariaLabel={label('Delete')}
          icon={icon(Trash2)}
        >
          Delete
        </ConfirmActionButton>
      )}
    </div>
  );
}
