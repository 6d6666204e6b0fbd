import { type MouseEvent, useEffect } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { type ActionOutcome, useResultToast } from '../../lib/use-result-toast.ts';

/*
 * The back-office's row actions (unlist, relist, delete a piece, a stone or an inquiry) go
 * through one fetcher per page, named by `key`: the page hears the answer even when the row is
 * gone, and another page never hears it again.
 */

interface RowActionOutcome extends ActionOutcome {
  intent: string;
}

/** The page's fetcher, whether it is busy, and the props that keep a busy trigger from firing. */
export function useRowAction<Outcome extends RowActionOutcome>(key: string) {
  const fetcher = useFetcher<Outcome>({ key });
  const busy = fetcher.state !== 'idle';
  // aria-disabled, not disabled: a disabled button drops the keyboard focus it holds.
  const busyProps = {
    'aria-disabled': busy,
    onClick: (event: MouseEvent) => {
      if (busy) event.preventDefault();
    },
  };
  return { fetcher, busy, busyProps };
}

/**
 * The answer to the page's row actions, as a toast; after a delete, `afterDelete` says where to
 * go (a detail page leaves). Call it once per page, beside the action buttons.
 */
export function useRowActionResults(key: string, afterDelete?: string) {
  const fetcher = useFetcher<RowActionOutcome>({ key });
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
