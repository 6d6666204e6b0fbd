import type { SavedSearchKind } from '@facet/contracts/saved-searches';
import { Bookmark } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { toast } from '../../lib/toast.ts';

/**
 * The shop's text input look (components/ui/input-class.ts), written here: importing it would make
 * it a chunk of its own that the diamond search, the collections and the sign-in page all load.
 */
const nameInputClass =
  'w-full rounded-md border border-line bg-white px-3.5 py-2.5 text-[15px] text-ink focus:border-gold focus:outline-none';

/** What /saved-searches/save answers the form's fetcher. */
export interface SaveSearchResult {
  ok: boolean;
  message: string;
}

/**
 * "Save this search" on the diamond search and the collections: a disclosure with a name field,
 * posting the page's filters to /saved-searches/save (works without scripts). Signed out it is a
 * link to sign in that comes back to the same search.
 */
export function SaveSearch({
  kind,
  collection,
  filters,
  suggestedName,
  signedIn,
}: {
  kind: SavedSearchKind;
  collection?: string;
  filters: object;
  suggestedName: string;
  signedIn: boolean;
}) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const fetcher = useFetcher<SaveSearchResult>();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const nameId = useId();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      if (disclosure.current) disclosure.current.open = false;
    } else toast.error(answer.message);
  }, [answer]);

  const look = 'inline-flex items-center gap-2 text-sm text-ink underline underline-offset-4 hover:text-gold-deep';
  if (!signedIn) {
    return (
      <Link to={`/login?redirectTo=${encodeURIComponent(back)}`} className={look} data-testid="save-search">
        <Bookmark className="h-4 w-4" aria-hidden="true" /> Save this search
      </Link>
    );
  }
  return (
    <details ref={disclosure} className="group relative" data-testid="save-search">
      <summary className={`${look} cursor-pointer list-none`}>
        <Bookmark className="h-4 w-4" aria-hidden="true" /> Save this search
      </summary>
      <fetcher.Form
        method="post"
        action="/saved-searches/save"
        className="mt-3 flex flex-wrap items-end gap-3 rounded-md border border-line bg-white p-4 sm:absolute sm:right-0 sm:z-20 sm:w-96"
      >
        <input type="hidden" name="kind" value={kind} />
        {collection ? <input type="hidden" name="collection" value={collection} /> : null}
        <input type="hidden" name="filters" value={JSON.stringify(filters)} />
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="reply" value="data" />
        <div className="min-w-0 flex-1">
          <label htmlFor={nameId} className="mb-1.5 block text-sm font-medium text-graphite">
            Name this search
          </label>
          <input
            id={nameId}
            name="name"
            defaultValue={suggestedName.slice(0, 80)}
            required
            maxLength={80}
            className={nameInputClass}
          />
        </div>
        <button type="submit" className="button-primary" disabled={fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? 'Save' : 'Saving…'}
        </button>
      </fetcher.Form>
    </details>
  );
}
