import { roleLabels } from '@facet/contracts/permissions';
import { ExternalLink, LogOut } from 'lucide-react';
import { Form, isRouteErrorResponse, Link, NavLink, Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { ForbiddenPage } from '../../components/forbidden-page.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { FacetMark } from '../../components/ui/brand-icons.tsx';
import { UnexpectedErrorPage } from '../../components/unexpected-error-page.tsx';
import { backOfficeNavigation } from '../../features/navigation/back-office-pages.ts';
import { forbidden, requireUser } from '../../lib/guards.server.ts';
import { useRootData } from '../../lib/root-data.ts';

/** The back-office is for staff; each page checks its own area of the permission table as well. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    const user = requireUser(context, request);
    if (user.role === 'Customer') forbidden('The back-office is for the shop’s staff.');
  },
];

/** Also makes this layout the one whose boundary shows a refused entry (the 403 page). */
export function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { pages: backOfficeNavigation(user.role) };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const user = root?.user;
  if (!user) return null;
  const { pages } = loaderData;
  return (
    <div className="min-h-dvh bg-[#f7f5f1] lg:grid lg:grid-cols-[240px_1fr]">
      <aside className="border-b border-line bg-ink text-ivory lg:min-h-dvh lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-5 py-4 lg:block lg:py-6">
          <Link to={pages[0]?.path ?? '/'} className="flex items-center gap-2">
            <FacetMark className="h-6 w-6 text-gold" />
            <span className="font-display text-xl">{root.company.businessName}</span>
          </Link>
          <p className="text-xs text-ivory/60 lg:mt-1">Back-office</p>
        </div>
        <nav aria-label="Back-office" className="overflow-x-auto px-3 pb-3 lg:pb-6">
          <ul className="flex gap-1 lg:flex-col">
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  className="block rounded-md px-3 py-2 text-sm whitespace-nowrap text-ivory/75 hover:bg-white/10 hover:text-ivory aria-[current=page]:bg-white/15 aria-[current=page]:text-ivory"
                >
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <header
          data-toasts-below=""
          className="flex flex-wrap items-center justify-end gap-3 border-b border-line bg-white px-5 py-3 text-sm sm:px-8"
        >
          <span className="mr-auto text-graphite">
            {user.firstName} {user.lastName} ·{' '}
            <span className="text-stone" data-testid="staff-role">
              {roleLabels[user.role]}
            </span>
          </span>
          <Link to="/" className="inline-flex items-center gap-1.5 text-graphite hover:text-ink">
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> View shop
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className="inline-flex items-center gap-1.5 text-graphite hover:text-ink">
              <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
            </button>
          </Form>
        </header>
        <main id="main" className="px-5 py-8 sm:px-8 lg:py-10">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ForbiddenPage message={typeof error.data === 'string' && error.data ? error.data : undefined} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone />;
  return <UnexpectedErrorPage standalone error={error} />;
}
