import { BAG_QUANTITY_MAX, ENGRAVING_MAX, ENGRAVING_PATTERN, ENGRAVING_SYMBOLS } from '@facet/contracts/bag-rules';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { inputClass } from '../../components/ui/input-class.ts';
import type { BagOutcome } from './bag-outcome.ts';
import { RingSizeChoice } from '../../components/ui/ring-size-choice.tsx';

/**
 * Sent by a bag form once its scripts run (the fetcher's post): /cart then answers with data
 * for the form to show, where a plain post gets the page. (Here, not in a file of its own: one
 * file less for the storefront pages to download.)
 */
export function EnhancedInput() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null;
}

/** What is added: a piece (a ring asks for its size and offers an engraving), a stone, or a built ring. */
export type AddToBagTarget =
  | { kind: 'product'; sku: string; isRing: boolean }
  | { kind: 'stone'; sku: string }
  | { kind: 'pair'; settingSku: string; stoneSku: string };

/**
 * "Add to bag" on the product, stone and ring-builder pages: a plain form posted to /cart
 * (without scripts it adds and opens the bag), through a fetcher once the page has hydrated so
 * the shopper stays and is told it is in the bag, or why not in the server's words. Signed out,
 * /cart keeps the wanted line and sends the shopper to sign in; it is added on their return.
 */
export function AddToBagForm({
  target,
  ringSize,
  onRingSizeChange,
  onAdded,
  disabledReason,
  className = '',
}: {
  target: AddToBagTarget;
  /** The size chosen so far (the shopper's own, or the page's ?ringSize). */
  ringSize?: string;
  onRingSizeChange?: (ringSize: string) => void;
  onAdded?: () => void;
  /** Why it cannot be added now; the button is then disabled and says so. */
  disabledReason?: string | null;
  className?: string;
}) {
  const fetcher = useFetcher<BagOutcome>();
  const location = useLocation();
  const id = useId();
  const [engraving, setEngraving] = useState('');
  const isRing = target.kind === 'pair' || (target.kind === 'product' && target.isRing);
  const pending = fetcher.state !== 'idle';
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  const engravingOk = ENGRAVING_PATTERN.test(engraving);

  useEffect(() => {
    if (outcome?.ok) onAdded?.();
  }, [outcome, onAdded]);

  const ids = {
    size: `${id}-size`,
    sizeHint: `${id}-size-hint`,
    engraving: `${id}-engraving`,
    engravingHint: `${id}-engraving-hint`,
    engravingError: `${id}-engraving-error`,
    quantity: `${id}-quantity`,
    reason: `${id}-reason`,
  };

  return (
    <fetcher.Form method="post" action="/cart" className={`space-y-4 ${className}`} data-testid="add-to-bag">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="kind" value={target.kind} />
      {target.kind === 'pair' ? (
        <>
          <input type="hidden" name="settingSku" value={target.settingSku} />
          <input type="hidden" name="stoneSku" value={target.stoneSku} />
        </>
      ) : (
        <input type="hidden" name="sku" value={target.sku} />
      )}
      <input type="hidden" name="back" value={location.pathname + location.search} />
      <EnhancedInput />

      {isRing || target.kind === 'product' ? (
        <div className={`grid gap-4 ${isRing && target.kind === 'product' ? 'grid-cols-[minmax(0,1fr)_6.5rem]' : ''}`}>
          {isRing ? (
            <div>
              <label htmlFor={ids.size} className="mb-1.5 block text-sm font-medium text-graphite">
                Ring size
              </label>
              <RingSizeChoice
                id={ids.size}
                required
                defaultValue={ringSize ?? ''}
                aria-describedby={ids.sizeHint}
                onChange={(event) => onRingSizeChange?.(event.target.value)}
              />
              <p id={ids.sizeHint} className="mt-1.5 text-xs text-stone">
                Not sure?{' '}
                <Link to="/contact-us" className="link-underline">
                  Ask us for a free ring sizer
                </Link>
                .
              </p>
            </div>
          ) : null}
          {target.kind === 'product' ? (
            <div>
              <label htmlFor={ids.quantity} className="mb-1.5 block text-sm font-medium text-graphite">
                Quantity
              </label>
              <select id={ids.quantity} name="quantity" defaultValue="1" className={inputClass}>
                {Array.from({ length: BAG_QUANTITY_MAX }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      ) : null}

      {isRing ? (
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-3">
            <label htmlFor={ids.engraving} className="block text-sm font-medium text-graphite">
              Engraving <span className="font-normal text-stone">(optional)</span>
            </label>
            <span className="text-xs text-stone figures" aria-hidden="true" data-testid="engraving-counter">
              {engraving.length}/{ENGRAVING_MAX}
            </span>
          </div>
          <input
            id={ids.engraving}
            name="engraving"
            type="text"
            maxLength={ENGRAVING_MAX}
            autoComplete="off"
            value={engraving}
            onChange={(event) => setEngraving(event.target.value)}
            aria-invalid={engravingOk ? undefined : true}
            aria-describedby={`${ids.engravingHint}${engravingOk ? '' : ` ${ids.engravingError}`}`}
            className={inputClass}
          />
          <p id={ids.engravingHint} className="mt-1.5 text-xs text-stone">
            Inside the band: up to {ENGRAVING_MAX} letters, digits, spaces and {ENGRAVING_SYMBOLS}
          </p>
          {engravingOk ? null : (
            <p id={ids.engravingError} className="mt-1 text-sm text-red-800" aria-live="polite">
              Use letters, digits, spaces and {ENGRAVING_SYMBOLS} only.
            </p>
          )}
        </div>
      ) : null}

      <button
        type="submit"
        className="button-primary w-full py-3.5 disabled:cursor-not-allowed disabled:opacity-60"
        disabled={pending || Boolean(disabledReason) || !engravingOk}
        aria-describedby={disabledReason ? ids.reason : undefined}
        data-testid="add-to-bag-button"
      >
        <ShoppingBag className="h-5 w-5" strokeWidth={1.5} aria-hidden="true" />
        {pending ? 'Adding…' : 'Add to bag'}
      </button>
      {disabledReason ? (
        <p id={ids.reason} className="text-center text-xs text-stone">
          {disabledReason}
        </p>
      ) : null}
      <div aria-live="polite" data-testid="add-to-bag-outcome">
        {outcome?.ok ? (
          <p className="flex flex-wrap items-center justify-between gap-2 rounded-sm border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            <span>{outcome.message}</span>
            <Link to="/cart" className="font-medium underline underline-offset-2">
              View your bag
            </Link>
          </p>
        ) : outcome ? (
          <p role="alert" className="rounded-sm border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            {outcome.message}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
