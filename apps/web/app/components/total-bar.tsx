import { plural } from '../lib/format.ts';

/**
 * On a phone the summary comes after everything else (the bag's lines, checkout's steps), so its
 * total stays in view at the foot of the screen while the shopper works above it, and leads to
 * it. It sticks to the bottom of the column it ends (never over the summary itself) and is not
 * shown from the large layout up, where the summary stands beside the column.
 */
export function TotalBar({ total, count, summaryId }: { total: string; count: number; summaryId: string }) {
  return (
    <div
      className="sticky bottom-0 z-20 -mx-4 mt-4 flex items-center justify-between gap-4 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur-sm sm:-mx-6 sm:px-6 lg:hidden"
      data-total-bar=""
      data-testid="total-bar"
    >
      <p className="flex min-w-0 flex-col leading-tight">
        <span className="text-xs text-stone">Total · {plural(count, 'item')}</span>
        <span className="font-display text-2xl text-ink figures">{total}</span>
      </p>
      <a href={`#${summaryId}`} className="button-secondary shrink-0 px-5 py-2.5">
        See the summary
      </a>
    </div>
  );
}
