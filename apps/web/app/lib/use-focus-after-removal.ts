import { type RefObject, useEffect, useRef } from 'react';

/**
 * When a list gets shorter and the element that had the focus went with it (its Remove or Move
 * button), the focus goes to `target` (the page's heading, tabIndex -1) instead of being lost
 * at the top of the document: keyboard and screen-reader users stay where they were.
 */
export function useFocusAfterRemoval(count: number, target: RefObject<HTMLElement | null>): void {
  const previous = useRef(count);
  useEffect(() => {
    const shrank = count < previous.current;
    previous.current = count;
    if (!shrank) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || !focused.isConnected) target.current?.focus();
  }, [count, target]);
}
