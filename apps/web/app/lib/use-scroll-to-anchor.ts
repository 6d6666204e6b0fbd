import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * On arriving at one of `anchors` (by link or by URL), the anchored section is scrolled to the
 * top of the viewport after `delayMs` (300 ms on /buyers-info, 700 ms on the diamond
 * list), once the page has settled.
 */
export function useScrollToAnchor(anchors: readonly string[], delayMs: number): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!anchors.includes(id)) return;
    const timer = setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [hash, key, anchors, delayMs]);
}
