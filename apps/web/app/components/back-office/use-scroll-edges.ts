import { useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Columns are hidden to the left: the box is scrolled away from its start. */
  before: boolean;
  /** Columns are hidden to the right: there is more to scroll to. */
  after: boolean;
}

/** What a horizontal scroll box hides on each side, given its scroll position and sizes. */
export function scrollEdges(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  // A pixel's leeway: zoomed pages scroll by fractions of one.
  return { before: hidden > 1 && box.scrollLeft > 1, after: hidden > 1 && box.scrollLeft < hidden - 1 };
}

/**
 * Follows which sides of a horizontal scroll box hide something, as it scrolls and as it or
 * its content changes size. Nothing is hidden until it has measured (and on the server). The
 * element comes from a callback ref, so a box that appears later is followed too.
 */
export function useScrollEdges(element: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    if (!element) return;
    const measure = () =>
      setEdges((previous) => {
        const next = scrollEdges(element);
        return next.before === previous.before && next.after === previous.after ? previous : next;
      });
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [element]);
  return edges;
}
