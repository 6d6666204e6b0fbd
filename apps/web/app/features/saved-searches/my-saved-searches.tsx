import type { SavedSearchRecord } from '@facet/contracts/saved-searches';
import { useEffect, useId } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { formatCount } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';

/** What the account page's action answers a saved search's rename or delete. */
export interface SavedSearchChange {
  ok: boolean;
  message: string;
}

function Counts({ search }: { search: SavedSearchRecord }) {
  if (search.matches === null) return <p className="mt-1 text-sm text-stone">A collection of pieces</p>;
  const [one, many] = search.kind === 'product' ? ['piece matches', 'pieces match'] : ['stone matches', 'stones match'];
  return (
    <p className="mt-1 text-sm text-stone" data-testid="saved-search-counts">
      {formatCount(search.matches)} {search.matches === 1 ? one : many} now
      {search.newSinceSeen ? (
        <strong className="ml-2 font-medium text-emerald-800">{search.newSinceSeen} new since you last looked</strong>
      ) : null}
    </p>
  );
}

function SavedSearchItem({ search }: { search: SavedSearchRecord }) {
  const fetcher = useFetcher<SavedSearchChange>();
  const nameId = useId();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) (answer.ok ? toast.success : toast.error)(answer.message);
  }, [answer]);
  return (
    <li className="rounded-md border border-line bg-white p-5" data-testid="saved-search">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-xl break-words text-ink">{search.name}</h3>
          <Counts search={search} />
          {search.alerts ? null : <p className="mt-1 text-sm text-stone">Alerts are off for this search.</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* Opening it counts as seeing it: the action marks it, then goes to the search. */}
          <Form method="post">
            <input type="hidden" name="intent" value="open-search" />
            <input type="hidden" name="id" value={search.id} />
            <button type="submit" className="button-primary px-4 py-2" aria-label={`Open ${search.name}`}>
              Open
            </button>
          </Form>
          <ConfirmDialog
            trigger={
              <button type="button" className="button-secondary px-4 py-2" aria-label={`Delete ${search.name}`}>
                Delete
              </button>
            }
            title="Delete this saved search?"
            description={`“${search.name}” and its alerts go. The stones stay in the shop.`}
            confirmLabel="Delete"
            danger
            onConfirm={() =>
              void fetcher.submit({ intent: 'delete-search', id: String(search.id) }, { method: 'post' })
            }
          />
        </div>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-graphite underline underline-offset-4">Rename</summary>
        <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="rename-search" />
          <input type="hidden" name="id" value={search.id} />
          <div className="min-w-0 flex-1">
            <label htmlFor={nameId} className="mb-1.5 block text-sm font-medium text-graphite">
              New name
            </label>
            <input id={nameId} name="name" defaultValue={search.name} required maxLength={80} className={inputClass} />
          </div>
          <button type="submit" className="button-secondary px-4 py-2">
            Save name
          </button>
        </fetcher.Form>
      </details>
    </li>
  );
}

/** The account page's saved searches, oldest first, or how to save one. */
export function MySavedSearches({ searches, failed }: { searches: SavedSearchRecord[]; failed: boolean }) {
  return (
    <section
      id="saved-searches"
      aria-labelledby="saved-searches-title"
      className="mt-10 rounded-md border border-line bg-pearl/40 p-6"
    >
      <h2 id="saved-searches-title" className="font-display text-2xl">
        Saved searches
      </h2>
      <p className="mt-2 text-sm leading-6 text-graphite">
        We e-mail you when new stones or pieces match a search you saved, or when their price falls.
      </p>
      {failed ? (
        <p className="mt-4 text-sm text-red-800">Your saved searches could not be loaded.</p>
      ) : searches.length === 0 ? (
        <p className="mt-4 text-sm text-graphite" data-testid="saved-searches-empty">
          You have no saved searches yet.{' '}
          <Link to="/collections/diamonds" className="underline underline-offset-4">
            Search our diamonds
          </Link>{' '}
          and choose “Save this search”.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}
