import { dashboardPathFor } from '@facet/contracts/permissions';
import { LayoutDashboard, ShoppingBag, User } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { DesktopMenu } from './desktop-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { HeaderSearch } from '../search/header-search.tsx';
import { useFindShortcut } from '../search/use-find-shortcut.ts';
import { useRootData } from '../../lib/root-data.ts';
import { FacetMark } from '../../components/ui/brand-icons.tsx';
import { CurrencySwitch } from '../../components/layout/currency-switch.tsx';
import { useStickyHeaderHeight } from '../../components/layout/use-sticky-header-height.ts';

const infoLinks = [
  { label: 'About us', to: '/about-us' },
  { label: 'Contact us', to: '/contact-us' },
  { label: 'FAQ', to: '/faq' },
  { label: "Buyer's guide", to: '/buyers-info' },
];

/** Sign-in first, then back to where the person was going. */
function signInFor(path: string) {
  return `/login?redirectTo=${encodeURIComponent(path)}`;
}

/** The bag link's name: "Bag, 3 items" for a signed-in customer, "Shopping bag" otherwise. */
function bagLabel(count: number | null): string {
  if (count === null) return 'Shopping bag';
  if (count === 0) return 'Bag, empty';
  return `Bag, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/*
 * The storefront's header sticks to the top of the viewport. On a phone it stays compact once
 * the page scrolls: the currency row scrolls away (the header's `top` is minus that row's
 * height) and the search row scrolls with the page, so only the row with the menu, the name,
 * the account and the bag stays. Nothing changes size while scrolling, so nothing shifts.
 */
export function SiteHeader() {
  const root = useRootData();
  const user = root?.user ?? null;
  const businessName = root?.company.businessName ?? 'Facet';
  const bagCount = root?.bagCount ?? null;
  const dashboard = dashboardPathFor(user?.role);
  const header = useRef<HTMLElement>(null);
  useStickyHeaderHeight(header);
  useFindShortcut();

  return (
    <>
      <header
        ref={header}
        data-site-header=""
        data-toasts-below=""
        className="sticky -top-8 z-40 border-b border-line bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85 md:top-0"
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-ink focus:px-3 focus:py-2 focus:text-ivory"
        >
          Skip to content
        </a>
        <div className="bg-ink text-ivory/85">
          <div className="container-page flex h-8 items-center justify-end gap-4 sm:justify-between md:h-auto md:py-1.5">
            <span className="hidden w-24 sm:block" aria-hidden="true" />
            <p className="hidden text-center text-[11px] tracking-[0.14em] uppercase sm:block">
              Certified stones · Fully insured shipping worldwide
            </p>
            <div className="flex w-24 justify-end">
              <CurrencySwitch />
            </div>
          </div>
        </div>
        <div className="container-page grid grid-cols-[1fr_auto_1fr] items-center gap-2 py-3 sm:gap-4">
          <div className="flex items-center gap-2">
            <MobileMenu extraLinks={infoLinks} />
            <HeaderSearch
              variant="desktop"
              className="relative hidden w-full max-w-xs md:block"
              panelClassName="absolute top-full left-0 mt-2 w-[min(28rem,calc(100vw-2rem))] rounded-md"
            />
          </div>
          <Link to="/" className="flex items-center gap-2 text-ink" aria-label={`${businessName} — home`}>
            <FacetMark className="h-6 w-6 shrink-0 text-gold sm:h-7 sm:w-7" />
            <span className="font-display text-[20px] leading-none tracking-[0.03em] whitespace-nowrap sm:text-[28px]">
              {businessName}
            </span>
          </Link>
          <div className="flex items-center justify-end gap-1 sm:gap-2">
            {dashboard ? (
              <Link
                to={dashboard}
                className="hidden items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-xs font-medium text-graphite hover:border-gold sm:flex"
                data-testid="dashboard-link"
              >
                <LayoutDashboard className="h-4 w-4" strokeWidth={1.5} />
                Dashboard
              </Link>
            ) : null}
            <Link
              to={user ? '/account' : signInFor('/account')}
              className="rounded-full p-1.5 text-ink hover:text-gold-deep sm:p-2"
              aria-label={user ? `Your account, ${user.firstName}` : 'Sign in'}
              data-testid="account-link"
            >
              <User className="h-5 w-5" strokeWidth={1.5} />
            </Link>
            <Link
              to={user ? '/cart' : signInFor('/cart')}
              className="relative rounded-full p-1.5 text-ink hover:text-gold-deep sm:p-2"
              aria-label={bagLabel(user ? bagCount : null)}
              data-testid="cart-link"
            >
              <ShoppingBag className="h-5 w-5" strokeWidth={1.5} />
              {user && bagCount ? (
                <span
                  className="absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-ink px-1 text-[11px] leading-none font-medium text-ivory figures sm:top-0 sm:right-0"
                  aria-hidden="true"
                  data-testid="cart-count"
                >
                  {bagCount > 99 ? '99+' : bagCount}
                </span>
              ) : null}
            </Link>
          </div>
        </div>
        <DesktopMenu />
      </header>
      {/* On a phone the search has a row of its own, and its list spans the screen's width. */}
      <div className="container-page relative bg-ivory pt-3 pb-3 md:hidden">
        <HeaderSearch variant="mobile" panelClassName="absolute inset-x-0 top-full" />
      </div>
    </>
  );
}
