import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The custom property on <html> that app.css reads: where the toasts begin, below the header. */
const TOASTS_TOP = '--toasts-top';
/** Marks the header the toasts keep below: the storefront's and the back-office's. */
const TOASTS_BELOW = 'data-toasts-below';

/**
 * Keeps --toasts-top equal to where the page header's bottom edge is in the viewport (0 once it
 * has scrolled away), so that the toasts, at the top right, never lie over the header's actions:
 * the bag, the account, the menu, sign out. The storefront's header sticks (its bottom moves only
 * while its top row scrolls away on a phone); the back-office's scrolls with the page. Used by the
 * toast area, which loads with the first toast, so no page pays for it before then; the property
 * is written only when the edge has moved, so a scroll past the header restyles nothing.
 */
export function useToastsBelowHeader(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const header = document.querySelector(`[${TOASTS_BELOW}]`);
    const root = document.documentElement;
    let written = '';
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bottom = header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
      const value = `${bottom}px`;
      if (value === written) return;
      written = value;
      root.style.setProperty(TOASTS_TOP, value);
    };
    const measureSoon = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(measureSoon);
    if (header) observer.observe(header);
    window.addEventListener('resize', measureSoon);
    window.addEventListener('scroll', measureSoon, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measureSoon);
      window.removeEventListener('scroll', measureSoon);
      root.style.removeProperty(TOASTS_TOP);
    };
    // Another page may have another header (the shop's, the back-office's, none).
  }, [pathname]);
}
