import type { WishItem } from '@facet/contracts/wish-list';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, useFetcher } from 'react-router';
import { RingSizeChoice } from '../../components/ui/ring-size-choice.tsx';
import { ProductPrice } from '../products/product-price.tsx';
import { WishItemSummary } from './wish-item-summary.tsx';

/** The answer of /wish-list's "move" to the items' shared fetcher (and, without scripts, the page). */
export interface MoveOutcome {
  ok: boolean;
  message: string | null;
  sku: string;
  /** The bag wants a ring size for this ring: the item asks for one. */
  askRingSize: boolean;
}

/** Every item's "Move to bag" shares it, so the page can say where a moved piece went. */
export const MOVE_FETCHER_KEY = 'wish-move';

/**
 * One kept piece or stone: its picture (a stone without one drawn from its shape), name, metal or
 * grades, price now (was/now when something is off), whether it can still be bought, and a
 * button that removes it (a plain form: it works before any script).
 */
export function WishListItem({
  item,
  askRingSize = false,
  ringSize = null,
}: {
  item: WishItem;
  /** Before the scripts run: the bag asked for this ring's size. */
  askRingSize?: boolean;
  /** The customer's own ring size, chosen first. */
  ringSize?: string | null;
}) {
  return (
    <li className="flex flex-wrap gap-4 rounded-md border border-line bg-white p-4 sm:gap-6" data-testid="wish-item">
      <WishItemSummary item={item}>
        <ProductPrice price={item.price} listPrice={item.listPrice} currency={item.currency} />
        {item.available ? null : (
          <p className="text-sm font-medium text-amber-800">
            {item.kind === 'product' ? 'No longer in the shop' : 'No longer available'}
          </p>
        )}
      </WishItemSummary>
      <Form method="post" className="self-start">
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="sku" value={item.sku} />
        <button
          type="submit"
          name="intent"
          value="remove"
          className="inline-flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm text-graphite hover:text-ink"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span>
            Remove<span className="sr-only"> {item.name}</span>
          </span>
        </button>
      </Form>
      {item.available ? <MoveToBag item={item} askRingSize={askRingSize} ringSize={ringSize} /> : null}
    </li>
  );
}

/**
 * "Move to bag": a plain form posted to /wish-list (intent=move). A ring shows its size select
 * (the customer's own size first); should the bag still ask for a size, the select is focused.
 */
function MoveToBag({ item, askRingSize, ringSize }: { item: WishItem; askRingSize: boolean; ringSize: string | null }) {
  const move = useFetcher<MoveOutcome>({ key: MOVE_FETCHER_KEY });
  const pending = move.state !== 'idle' && move.formData?.get('sku') === item.sku;
  const outcome = move.state === 'idle' && move.data?.sku === item.sku ? move.data : undefined;
  const asking = item.needsRingSize || askRingSize || Boolean(outcome?.askRingSize);
  const sizeId = `move-size-${item.id}`;
  const sizeSelect = useRef<HTMLSelectElement>(null);
  const justAsked = Boolean(outcome?.askRingSize);
  // The bag asked for the size: the shopper is taken to the select that appeared for it.
  useEffect(() => {
    if (justAsked) sizeSelect.current?.focus();
  }, [justAsked]);
  return (
    // A row of its own under the name, so the size select fits a 360 px phone.
    <move.Form
      method="post"
      action="/wish-list"
      className="-mt-2 flex basis-full flex-wrap items-end gap-2 pl-28 sm:pl-34"
    >
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="sku" value={item.sku} />
      {asking ? (
        <div className="min-w-0">
          <label htmlFor={sizeId} className="mb-1 block text-xs text-stone">
            Ring size
          </label>
          <RingSizeChoice
            id={sizeId}
            required
            ref={sizeSelect}
            defaultValue={ringSize ?? ''}
            className="min-h-11 rounded-md border border-line bg-white px-3 py-2 text-sm text-ink focus:border-gold"
          />
        </div>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="move"
        disabled={pending}
        className="button-secondary min-h-11 px-4 py-2 text-sm disabled:opacity-60"
      >
        <ShoppingBag className="h-4 w-4" aria-hidden="true" />
        {pending ? 'Moving…' : 'Move to bag'}
        <span className="sr-only"> {item.name}</span>
      </button>
      {outcome && !outcome.ok ? (
        <p role={outcome.askRingSize ? 'status' : 'alert'} className="basis-full text-sm text-amber-900">
          {outcome.askRingSize ? 'Choose a ring size, then move it to your bag.' : outcome.message}
        </p>
      ) : null}
    </move.Form>
  );
}
