import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigation } from 'react-router';
import { FilterPanel, type FilterPanelProps } from './collection-filters.tsx';

/**
 * The filters on a phone: a drawer over the list. It stays open while choices are made — each
 * one updates the list behind it and the count on the button — and closes on "Show".
 */
export function FilterDrawer({
  panel,
  chosenCount,
  totalRecords,
  clearHref,
}: {
  panel: Omit<FilterPanelProps, 'idPrefix'>;
  chosenCount: number;
  totalRecords: number;
  clearHref: string;
}) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex items-center gap-2 rounded-full border border-ink px-4 py-2 text-sm font-medium text-ink lg:hidden"
        data-testid="filters-button"
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/30 backdrop-blur-[1px]" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(92vw,420px)] flex-col bg-ivory shadow-xl"
          aria-describedby={undefined}
          data-testid="filter-drawer"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="font-display text-2xl">Filters</Dialog.Title>
            <Dialog.Close className="-mr-2 rounded p-2 text-ink" aria-label="Close filters">
              <X className="h-5 w-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-5">
            <FilterPanel {...panel} idPrefix="drawer" />
          </div>
          <div className="flex items-center gap-3 border-t border-line bg-ivory px-5 py-4">
            {chosenCount > 0 ? (
              <Link to={clearHref} preventScrollReset className="link-underline text-sm text-graphite">
                Clear all
              </Link>
            ) : null}
            <Dialog.Close className="button-primary flex-1" aria-busy={loading}>
              {loading ? 'Updating…' : `Show ${totalRecords} ${totalRecords === 1 ? 'piece' : 'pieces'}`}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
