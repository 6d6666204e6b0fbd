import { type RefObject, useEffect } from 'react';

/** The custom property on <html> that app.css reads: where the toasts begin, below the header. */
export const TOASTS_TOP = '--toasts-top';

/**
 * Keeps --toasts-top equal to where the header's bottom edge is in the viewport (0 once it has
 * scrolled away), so that the toasts, at the top right, never lie over the header's actions: the
 * bag, the account, the menu, sign out. The storefront's header sticks (its bottom moves only
 * while its top row scrolls away on a phone); the back-office's scrolls with the page. The
 * property is written only when the edge has moved, so a scroll past the header restyles nothing.
 */
export function useToastsBelow(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    let written = '';
    let frame = 0;
    const measure = () => {
      frame = 0;
      const value = `${Math.max(0, Math.round(element.getBoundingClientRect().bottom))}px`;
      if (value === written) return;
      written = value;
      root.style.setProperty(TOASTS_TOP, value);
    };
    const measureSoon = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(measureSoon);
    observer.observe(element);
    window.addEventListener('resize', measureSoon);
    window.addEventListener('scroll', measureSoon, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measureSoon);
      window.removeEventListener('scroll', measureSoon);
      root.style.removeProperty(TOASTS_TOP);
    };
  }, [header]);
}
