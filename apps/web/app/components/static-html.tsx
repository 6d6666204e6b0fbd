import { createElement, type HTMLAttributes, type MouseEvent, type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isHydrating } from '../lib/hydration-signal.ts';

/*
 * Content that never changes on the page is left as the server wrote it (decision 036): while the
 * page hydrates, React is given an element with empty inner HTML in its place, which it matches to
 * the server's element without looking inside, so none of the content's components run, nothing
 * inside is compared, and no work is done for it on the phone. The server's HTML stays as it is.
 *
 * It stays so until the page moves to another address (a navigation, a variant switch, a
 * currency change): then the element is replaced by the content rendered by React as usual, so
 * what it shows always follows the page's data. The router's links inside work as they do
 * hydrated (a click moves without reloading the page); one that must load a whole document
 * (`reloadDocument`) also carries `data-document-link`, and one that keeps the scroll
 * (`preventScrollReset`) `data-prevent-scroll-reset`, since its HTML cannot tell. Only for content without event handlers, state or effects: anything a
 * shopper operates (a form, a button, a menu, a gallery) stays outside, hydrated.
 */

type Tag = 'div' | 'section' | 'footer' | 'aside' | 'article' | 'nav' | 'ul' | 'li' | 'p';

interface StaticHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The element that wraps the content: the same in the server's HTML and in React's. */
  as?: Tag;
  children: ReactNode;
}

/** What a click on a link of the kept HTML does: the router's move, as its <Link> would make it. */
function followLink(event: MouseEvent<HTMLElement>, navigate: ReturnType<typeof useNavigate>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  // The router's links only (they carry data-discover); a plain <a> loads its document as it would anyway.
  if (!link.hasAttribute('data-discover') || link.hasAttribute('data-document-link')) return;
  if (link.origin !== window.location.origin) return;
  event.preventDefault();
  const to = `${link.pathname}${link.search}${link.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  void navigate(to, { replace: to === here, preventScrollReset: link.hasAttribute('data-prevent-scroll-reset') });
}

const EMPTY = { __html: '' };
/** Marks the element in the HTML (for the browser tests), rendered by React or kept. */
const MARK = { 'data-static-html': '' };

/**
 * Whether this element keeps the server's HTML: decided when it is first rendered (while the page
 * hydrates, yes), and no longer once the page has moved to another address — coming back to the
 * first address renders it too.
 */
export function useKeptFromServer(): boolean {
  const { key } = useLocation();
  const [keptAt, setKeptAt] = useState(() => (isHydrating() ? key : null));
  if (keptAt !== null && keptAt !== key) setKeptAt(null);
  return keptAt === key;
}

export function StaticHtml({ as = 'div', children, ...attributes }: StaticHtmlProps) {
  const navigate = useNavigate();
  if (useKeptFromServer()) {
    return createElement(as, {
      ...attributes,
      ...MARK,
      key: 'kept',
      dangerouslySetInnerHTML: EMPTY,
      suppressHydrationWarning: true,
      onClick: (event: MouseEvent<HTMLElement>) => followLink(event, navigate),
    });
  }
  return createElement(as, { ...attributes, ...MARK, key: 'rendered' }, children);
}
