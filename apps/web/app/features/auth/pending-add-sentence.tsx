import type { PendingAddWording } from './pending-add-wording.server.ts';

/** "Sign in to add Willow Leaf Ring, size US 3.5, to your bag." — the piece kept for after the sign-in. */
export function PendingAddSentence({ pending, action }: { pending: PendingAddWording; action: string }) {
  return (
    <>
      {action} to add <strong className="font-medium text-ink">{pending.what}</strong>
      {pending.ringSize ? `, size US ${pending.ringSize},` : ''} to {pending.where}.
    </>
  );
}
