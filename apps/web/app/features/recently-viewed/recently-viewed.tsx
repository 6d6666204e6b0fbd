import { type ComponentType, useEffect, useState } from 'react';
import type { Viewed } from './recently-viewed-list.ts';
import type { RecentlyViewedRowProps } from './recently-viewed-row.tsx';

/*
 * Where a page shows its "Recently viewed" row (decision 045). The list lives in the browser, so
 * the server renders nothing here and hydration has nothing to match; the row's code (the list
 * and the cards, without zod) is fetched once the browser is idle after the page has hydrated, records the
 * page's piece or stone and draws the row if there is anything else to show. All this file adds
 * to a page's first load is the wait for idle time (its dependencies are not preloaded either:
 * apps/web/vite.config.ts).
 */

/** The row, with the piece or stone the page shows (recorded, and left out of the row); none on the home page. */
export function RecentlyViewed({ current }: { current?: Viewed }) {
  const [row, setRow] = useState<{ Row: ComponentType<RecentlyViewedRowProps> }>();
  useEffect(() => {
    let live = true;
    const load = () =>
      void import('./recently-viewed-row.tsx').then(
        (module) => live && setRow({ Row: module.RecentlyViewedRow }),
        // Not downloaded (offline, a new version deployed): the page goes on without the row.
        () => undefined,
      );
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3_000 });
    else setTimeout(load, 300);
    return () => {
      live = false;
    };
  }, []);
  return row ? <row.Row {...current} /> : null;
}
