import type { WishKind } from '@facet/contracts/wish-list';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { WISH_FETCHER_REPLY, type WishToggleResult } from './wished-skus.ts';
import { toast } from '../../lib/toast.ts';

const looks = {
  /** On a card's picture, in its corner. */
  card: 'bg-ivory/90 shadow-sm hover:bg-white',
  /** Beside a product or stone page's name. */
  page: 'border border-line bg-white hover:border-gold',
  /** In a table row. */
  bare: 'hover:bg-pearl',
} as const;

const ACTION = '/wish-list/toggle';

/** Lucide's heart, drawn here: a page shows a dozen hearts, and each of Lucide's is two components more to hydrate. */
const HEART_PATH =
  'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5';

/**
 * The wish list's heart: a real form posting to /wish-list/toggle, so it works before (and
 * without) the scripts. Once they run it posts through a fetcher, shows the new state at once,
 * and goes back to what the page said, with the server's reason, if the change is refused. The
 * page around it does not load again: only this heart changed. The form is a plain one, and its
 * submit handler hands it to the fetcher with `reply` added: the server answers a fetcher with
 * data and a plain post by going back to the page. So the heart renders the same before and
 * after hydration, and does not render again once the page has hydrated.
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

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('reply', WISH_FETCHER_REPLY);
    setWanted({ wished: !shown, answer: fetcher.data, read: wished });
    void fetcher.submit(form, { method: 'post', action: ACTION, defaultShouldRevalidate: false });
  };

  return (
    <form method="post" action={ACTION} onSubmit={send} className={className}>
      <input type="hidden" name="intent" value={shown ? 'remove' : 'add'} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={label}
        title={shown ? 'Remove from wish list' : 'Add to wish list'}
        className={`flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-ink transition-[color,background-color,border-color,transform] hover:text-gold-deep active:scale-90 ${looks[look]}`}
        data-testid="wish-heart"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.6}
          strokeLinecap="round"
          strokeLinejoin="round"
          className={`h-5 w-5 transition-colors ${shown ? 'fill-gold text-gold' : 'fill-transparent'}`}
        >
          <path d={HEART_PATH} />
        </svg>
      </button>
    </form>
  );
}
