import type { WishKind } from '@facet/contracts/wish-list';
import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { WishToggleResult } from './wished-skus.ts';
import { toast } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const looks = {
  /** On a card's picture, in its corner. */
  card: 'bg-ivory/90 shadow-sm hover:bg-white',
  /** Beside a product or stone page's name. */
  page: 'border border-line bg-white hover:border-gold',
  /** In a table row. */
  bare: 'hover:bg-pearl',
} as const;

/**
 * The wish list's heart: a real form posting to /wish-list/toggle, so it works before (and
 * without) the scripts. Once they run it posts through a fetcher, shows the new state at once,
 * and goes back to what the page said, with the server's reason, if the change is refused. The
 * page around it does not load again: only this heart changed.
 */
export function WishHeart({
  kind,
  sku,
  name,
  wished,
  look = 'card',
  className,
}: {
  kind: WishKind;
  sku: string;
  /** What the shopper knows it by: "Keep {name} in your wish list". */
  name: string;
  /** In the wish list, as the page's loader read it. */
  wished: boolean;
  look?: keyof typeof looks;
  className?: string;
}) {
  const fetcher = useFetcher<WishToggleResult>();
  const location = useLocation();
  const hydrated = useHydrated();
  // Set as the form is sent: the router may first have to learn the toggle route (a manifest request)
  // before the fetcher says it is submitting, and the heart must not wait for that. It stands until
  // an answer comes (or the page reads the list again).
  const [wanted, setWanted] = useState<{ wished: boolean; answer: unknown; read: boolean } | null>(null);
  const waiting = wanted && wanted.answer === fetcher.data && wanted.read === wished ? wanted.wished : null;
  const asked = fetcher.formData?.get('intent');
  const shown = asked ? asked === 'add' : (waiting ?? (fetcher.data?.ok ? fetcher.data.wished : wished));
  // One name whatever the state; aria-pressed says whether it is in the list (a name that flipped too
  // would be read as "Remove …, pressed").
  const label = `Keep ${name} in your wish list`;

  // A new reading from the page's loader (another page of the list, a reload) outranks this heart's last answer.
  // Not on the first render: there is no answer yet, and a reset then would make every heart of the page
  // update the router's state (and re-render what reads it) straight after hydration.
  const { reset } = fetcher;
  const readWished = useRef(wished);
  useEffect(() => {
    if (readWished.current === wished) return;
    readWished.current = wished;
    reset();
  }, [wished, reset]);

  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  useEffect(() => {
    if (refusal) toast.error(refusal);
  }, [refusal, fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action="/wish-list/toggle"
      defaultShouldRevalidate={false}
      onSubmit={() => setWanted({ wished: !shown, answer: fetcher.data, read: wished })}
      className={className}
    >
      <input type="hidden" name="intent" value={shown ? 'remove' : 'add'} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="reply" value="data" /> : null}
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={label}
        title={shown ? 'Remove from wish list' : 'Add to wish list'}
        className={`flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-ink transition-[color,background-color,border-color,transform] hover:text-gold-deep active:scale-90 ${looks[look]}`}
        data-testid="wish-heart"
      >
        <Heart
          aria-hidden="true"
          strokeWidth={1.6}
          className={`h-5 w-5 transition-colors ${shown ? 'fill-gold text-gold' : 'fill-transparent'}`}
        />
      </button>
    </fetcher.Form>
  );
}
