import { whatsAppLink } from '@facet/contracts/whatsapp';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { WhatsAppIcon } from '../ui/brand-icons.tsx';

/** What the floating button must never cover: the page's form controls and button-like links. */
const CONTROLS = [
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'button',
  'summary',
  '.button-primary',
  '.button-secondary',
]
  .map((selector) => `:is(main, footer) ${selector}`)
  .join(', ');

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.width > 0 &&
    a.height > 0 &&
    b.width > 0 &&
    b.height > 0 &&
    a.left < b.right &&
    b.left < a.right &&
    a.top < b.bottom &&
    b.top < a.bottom
  );
}

/**
 * Whether a control of the page lies under the floating button right now. Checked on every
 * scroll and resize (once a frame) and whenever the page's height changes; null until the first
 * check, so the button does not show over a field while the page is still loading.
 */
function useCoversAControl(button: RefObject<HTMLElement | null>): boolean | null {
  const { key } = useLocation();
  const [covers, setCovers] = useState<boolean | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      const element = button.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const under = [...document.querySelectorAll<HTMLElement>(CONTROLS)].some((control) =>
        overlaps(box, control.getBoundingClientRect()),
      );
      setCovers(under);
    };
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    // The first check comes with the observer's first report, once the page is laid out: asked
    // for straight after hydration, the boxes would make the browser lay the page out early.
    const resized = new ResizeObserver(measure);
    resized.observe(document.body);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [button, key]);
  return covers;
}

/**
 * Click-to-chat with the shop on WhatsApp; storefront pages only. It floats in the corner and
 * steps aside (hidden, out of the tab order) while a form control or a button of the page
 * passes under it, so it never covers what the shopper is about to use.
 */
export function WhatsAppButton() {
  const root = useRootData();
  const button = useRef<HTMLAnchorElement>(null);
  const covers = useCoversAControl(button);
  const hidden = covers !== false;
  if (!root) return null;
  return (
    <a
      ref={button}
      href={whatsAppLink(root.company.whatsApp, 'Hello! I have a question about your jewellery.')}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-testid="whatsapp-button"
      data-floating-chat=""
      data-stepped-aside={hidden ? '' : undefined}
      className={`fixed right-4 bottom-4 z-30 flex h-13 w-13 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition-[opacity,scale] hover:scale-105 sm:right-6 sm:bottom-6 ${
        hidden ? 'invisible opacity-0' : 'opacity-100'
      }`}
    >
      <WhatsAppIcon className="h-7 w-7" />
    </a>
  );
}
