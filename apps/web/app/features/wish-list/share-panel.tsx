import type { SharedWishListState } from '@facet/contracts/shared-wish-list';
import { Copy, Link2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';

/** What /wish-list's share and stop intents answer the panel's fetcher. */
export interface ShareOutcome {
  ok: boolean;
  message: string;
  /** The new link, whole: shown this once (the shop keeps only its hash). */
  link?: string;
}

export const SHARE_FETCHER_KEY = 'wish-share';

/**
 * The wish list's sharing (decision 046): make a read-only link, copy it, or stop sharing (asked
 * first). The link is shown only when made; a shopper who lost it makes a new one, which ends
 * the old one.
 */
export function SharePanel({ state }: { state: SharedWishListState }) {
  const fetcher = useFetcher<ShareOutcome>({ key: SHARE_FETCHER_KEY });
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  useResultToast(outcome && !outcome.link ? outcome : undefined);
  const link = outcome?.ok ? outcome.link : undefined;
  const busy = fetcher.state !== 'idle';
  const submit = (intent: 'share' | 'stop') => fetcher.submit({ intent }, { method: 'post', action: '/wish-list' });

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied: paste it in a message to anyone you like.');
    } catch {
      input.current?.select();
      toast.error('The link could not be copied: select it and copy it yourself.');
    }
  }

  return (
    <section aria-labelledby="share-heading" className="mt-6 rounded-md border border-line bg-white p-4 sm:p-6">
      <h2 id="share-heading" className="flex items-center gap-2 font-display text-xl">
        <Link2 className="h-5 w-5 text-gold" aria-hidden="true" /> Share your wish list
      </h2>
      <p className="mt-2 text-sm text-graphite">
        Anyone with the link sees the pieces and stones you keep and your first name, but cannot change anything.
      </p>
      {link ? (
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="share-link" className="mb-1 block text-xs text-stone">
              Your link
            </label>
            <input
              id="share-link"
              ref={input}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full rounded-md border border-line bg-ivory px-3 py-2 text-sm text-ink focus:border-gold"
              data-testid="share-link"
            />
          </div>
          <button type="button" className="button-primary min-h-11 px-4 py-2 text-sm" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden="true" /> Copy link
          </button>
        </div>
      ) : state.sharedSince ? (
        <p className="mt-4 text-sm text-ink" data-testid="shared-since">
          Shared since {formatDate(state.sharedSince)}. The link was shown when you made it; a new link ends the old
          one.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="button-secondary min-h-11 px-4 py-2 text-sm disabled:opacity-60"
          disabled={busy}
          onClick={() => void submit('share')}
        >
          {state.sharedSince || link ? 'Make a new link' : 'Make a link'}
        </button>
        {state.sharedSince || link ? (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <button type="button" className="button-secondary min-h-11 px-4 py-2 text-sm" disabled={busy}>
                Stop sharing
              </button>
            }
            title="Stop sharing your wish list?"
            description="The link stops working at once, for everyone who has it. You can make a new link later."
            confirmLabel="Stop sharing"
            danger
            onConfirm={() => void submit('stop')}
          />
        ) : null}
      </div>
    </section>
  );
}
