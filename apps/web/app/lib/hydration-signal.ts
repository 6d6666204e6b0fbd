import { useEffect } from 'react';

/*
 * Says when the page has hydrated: the `facet:hydrated` event on window, and `data-hydrated` on
 * <html>. The after-paint loader (scripts-after-paint.server.ts) keeps a tap on a script-only
 * button made before then and repeats it now; the browser tests can wait for the attribute.
 */
export const HYDRATED_EVENT = 'facet:hydrated';
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Whether React is hydrating the page the server sent: in the browser, until the root's first
 * effect has run. On the server, and after hydration, false.
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
}

/** In the root component: its effect runs after every other one of the first render. */
export function useHydrationSignal(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}
