import { useEffect } from 'react';

/** Marks the header's search boxes (the desktop one and the phone's). */
export const HEADER_SEARCH_ATTRIBUTE = 'data-header-search';

/** The search box the shopper can see: the phone's below md, the header's above. */
function visibleSearchBox(): HTMLInputElement | null {
  const boxes = document.querySelectorAll<HTMLInputElement>(`[${HEADER_SEARCH_ATTRIBUTE}]`);
  for (const box of boxes) if (box.getClientRects().length > 0) return box;
  return null;
}

/**
 * Ctrl+F (Cmd+F on a Mac) focuses the header's search box instead of the browser's
 * find; pressed again while the box has focus, the browser's own find opens.
 */
export function useFindShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'f' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey || event.defaultPrevented) return;
      const box = visibleSearchBox();
      if (!box || document.activeElement === box) return;
      event.preventDefault();
      box.focus();
      box.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
