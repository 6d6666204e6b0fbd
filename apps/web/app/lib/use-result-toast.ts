import { useEffect } from 'react';
import { toast } from './toast.ts';

/** What an action answers a fetcher with: a sentence for a toast, and whether it went well. */
export interface ActionOutcome {
  ok: boolean;
  message?: string;
}

/** Shows an action's outcome as a toast, once per answer: a success or an error. */
export function useResultToast(outcome: ActionOutcome | undefined) {
  useEffect(() => {
    if (!outcome?.message) return;
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
  }, [outcome]);
}
