import { SlidersHorizontal } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { DrawerButton } from '../../components/ui/drawer-button.tsx';
import { onDemand } from '../../lib/on-demand.ts';
import type { FilterPanelProps } from './collection-filters.tsx';

const FilterDrawerDialog = onDemand(() =>
  import('./filter-drawer-dialog.tsx').then((module) => module.FilterDrawerDialog),
);

export interface FilterDrawerProps {
  panel: Omit<FilterPanelProps, 'idPrefix'>;
  chosenCount: number;
  totalRecords: number;
  clearHref: string;
}

/**
 * The filters on a phone: a button with the number of choices made, opening a drawer over the
 * list. The drawer is loaded on first use (it starts loading when the button is touched,
 * hovered or focused).
 */
export function FilterDrawer(props: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { chosenCount } = props;
  return (
    <>
      <DrawerButton
        ref={opener}
        className="inline-flex items-center gap-2 rounded-full border border-ink px-4 py-2 text-sm font-medium text-ink lg:hidden"
        data-testid="filters-button"
        open={open}
        preload={FilterDrawerDialog.preload}
        onOpen={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal className="h-4 w-4" strokeWidth={1.5} aria-hidden="true" />
        Filters
        {chosenCount > 0 ? (
          <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] text-ivory">
            <span className="sr-only">(</span>
            {chosenCount}
            <span className="sr-only"> chosen)</span>
          </span>
        ) : null}
      </DrawerButton>
      {used ? (
        <Suspense fallback={null}>
          <FilterDrawerDialog {...props} open={open} onClose={() => setOpen(false)} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
