/** What a change to the bag can be: the `intent` its form posts to /cart. */
export type BagIntent = 'add' | 'remove' | 'quantity' | 'ring-size' | 'apply-coupon' | 'remove-coupon';

/** The answer of /cart's action to a fetcher: done, or the server's sentence why not. */
export interface BagOutcome {
  intent: BagIntent;
  ok: boolean;
  message: string | null;
}
