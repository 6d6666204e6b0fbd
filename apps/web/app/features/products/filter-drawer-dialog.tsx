import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link, useNavigation } from 'react-router';
import { Drawer } from '../../components/ui/drawer.tsx';
import { FilterPanel } from './collection-filters.tsx';
import type { FilterDrawerProps } from './filter-drawer.tsx';

/**
 * The filters' drawer (loaded when the Filters button is first used). It stays open while
 * choices are made — each one updates the list behind it and the count on the button — and
 * closes on "Show"; closing returns focus to the button.
 */
export function FilterDrawerDialog({
  panel,
  chosenCount,
  totalRecords,
  clearHref,
  open,
  onClose,
  opener,
}: FilterDrawerProps & { open: boolean; onClose: () => void; opener: RefObject<HTMLButtonElement | null> }) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      opener={opener}
      side="right"
      title="Filters"
      closeLabel="Close filters"
      testId="filter-drawer"
    >
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
    </Drawer>
  );
}
