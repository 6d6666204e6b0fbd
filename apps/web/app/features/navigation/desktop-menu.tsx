import { ChevronDown } from 'lucide-react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { mainMenu, type MenuItem } from './main-menu.ts';
import { MenuLinkContent } from './menu-link-content.tsx';
import { siteImageUrl } from '../../components/site-image.tsx';

/*
 * The desktop mega menu: opens on hover, and by keyboard through the chevron button beside each
 * label (WAI-ARIA disclosure navigation). Each panel follows its button in the page's order, so
 * Tab goes from the opened button into the panel's links; focus leaving the item closes it, and
 * Escape closes it and returns focus to its button. The panels are rendered in the browser the
 * first time the pointer or focus reaches the menu: they are two thirds of a page's HTML, and
 * every link in them is also on the landing page each top item links to.
 */

const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 160;

export function DesktopMenu() {
  const location = useLocation();
  // The open panel remembers the location it was opened at, so navigating closes it by itself.
  const [menu, setMenu] = useState<{ item: string; at: string } | null>(null);
  const open = menu?.at === location.key ? menu.item : null;
  const setOpen = (item: string | null) => setMenu(item ? { item, at: location.key } : null);
  const [panelsWanted, setPanelsWanted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (next: string | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };

  return (
    // Pointer-leave, Escape and focus-out on the container are the disclosure-navigation
    // pattern; the interactive elements are the links and buttons inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      aria-label="Main"
      className="relative hidden lg:block"
      onPointerEnter={() => setPanelsWanted(true)}
      onFocus={() => setPanelsWanted(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(null, CLOSE_DELAY_MS)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(null);
          navRef.current?.querySelector<HTMLElement>(`[data-menu-toggle="${open}"]`)?.focus();
        }
      }}
    >
      <ul className="flex items-center justify-center gap-1">
        {mainMenu.map((item) => (
          <li
            key={item.to}
            onPointerEnter={(event) =>
              event.pointerType === 'mouse' && later(item.groups.length > 0 ? item.to : null, OPEN_DELAY_MS)
            }
            onBlur={(event) => {
              if (open === item.to && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
            }}
          >
            <div className="flex items-center">
              <Link
                to={item.to}
                prefetch="intent"
                className="px-3 py-4 text-[13px] font-medium tracking-[0.08em] text-graphite uppercase transition-colors hover:text-gold-deep aria-[current=page]:text-gold-deep"
                aria-current={location.pathname === item.to ? 'page' : undefined}
              >
                {item.label}
              </Link>
              {item.groups.length > 0 ? (
                <button
                  type="button"
                  data-menu-toggle={item.to}
                  aria-expanded={open === item.to}
                  aria-controls={panelId(item)}
                  aria-label={`${item.label} menu`}
                  className="-ml-2 rounded p-1 text-stone opacity-60 hover:opacity-100 focus-visible:opacity-100"
                  onClick={() => setOpen(open === item.to ? null : item.to)}
                >
                  <ChevronDown className={`h-3.5 w-3.5 transition-transform ${open === item.to ? 'rotate-180' : ''}`} />
                </button>
              ) : null}
            </div>
            {/* Positioned against the nav (the item is not positioned), so it spans the page. */}
            {panelsWanted && item.groups.length > 0 ? <MenuPanel item={item} open={open === item.to} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function panelId(item: MenuItem) {
  return `menu-panel-${item.to.slice(1)}`;
}

function MenuPanel({ item, open }: { item: MenuItem; open: boolean }) {
  return (
    <div
      id={panelId(item)}
      hidden={!open}
      data-menu-panel={item.to}
      className="absolute inset-x-0 top-full z-40 border-t border-line bg-ivory shadow-[0_24px_40px_-28px_rgba(29,27,25,0.35)]"
    >
      <div className="container-page flex gap-6 py-8 xl:gap-12">
        {item.groups.map((group) => (
          <section key={group.title} aria-label={group.title} className="shrink-0">
            <h2 className="eyebrow mb-4 font-sans whitespace-nowrap">{group.title}</h2>
            <ul
              className="grid grid-flow-col gap-x-5 gap-y-1 xl:gap-x-6"
              style={{ gridTemplateRows: `repeat(${Math.min(item.rows, group.links.length)}, auto)` } as CSSProperties}
            >
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex items-center gap-2 py-1.5 text-[13px] whitespace-nowrap text-graphite transition-colors hover:text-gold-deep xl:text-sm"
                  >
                    <MenuLinkContent link={link} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {item.image ? (
          <div className="ml-auto hidden w-56 shrink-0 xl:block">
            <Link to={item.to} className="group block">
              <img
                src={siteImageUrl(item.image, 400)}
                alt=""
                width={224}
                height={224}
                loading="lazy"
                className="aspect-square w-full rounded-sm bg-pearl object-cover"
              />
              <span className="mt-3 block font-display text-lg text-ink group-hover:text-gold-deep">
                Explore {item.label} →
              </span>
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
