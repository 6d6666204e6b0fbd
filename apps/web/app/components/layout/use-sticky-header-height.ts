import { type RefObject, useEffect } from 'react';

/** The custom property on <html> that app.css reads: how much of the viewport's top the header covers. */
export const STICKY_HEADER_HEIGHT = '--sticky-header-height';

/**
 * Keeps --sticky-header-height equal to what the sticky header covers once the page is
 * scrolled: its height less the part that scrolls away (a negative `top`). Anchored sections
 * and focused controls stop below it, and what sticks beside it (the product pictures) sits
 * under it. Until this has measured, app.css holds the header's usual height per breakpoint.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    // Measured when the browser reports the header's size (after its layout, so reading it costs
    // nothing), and written only when it differs from what applies: a new value, even an equal one
    // in other units, restyles every element of the page.
    const measure = () => {
      const top = Number.parseFloat(getComputedStyle(element).top) || 0;
      const covered = Math.max(0, Math.round(element.offsetHeight + Math.min(0, top)));
      if (Math.round(appliedPixels(root)) === covered) return;
      root.style.setProperty(STICKY_HEADER_HEIGHT, `${covered}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(STICKY_HEADER_HEIGHT);
    };
  }, [header]);
}

/** The height app.css or the last measure gives the property, in pixels (rem or px). */
function appliedPixels(root: HTMLElement): number {
  const style = getComputedStyle(root);
  const value = style.getPropertyValue(STICKY_HEADER_HEIGHT).trim();
  const amount = Number.parseFloat(value);
  if (value.endsWith('rem')) return amount * Number.parseFloat(style.fontSize);
  return value.endsWith('px') ? amount : Number.NaN;
}
