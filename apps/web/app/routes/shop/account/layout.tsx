import { Form, NavLink, Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { requireUser } from '../../../lib/guards.server.ts';

/** Every account page needs a signed-in person; signed out, they go to sign in and come back. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireUser(context, request);
  },
];

/** Gives this layout a loader, so that its guard's redirect is handled here rather than at the root. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request);
  return null;
}

const links = [
  { to: '/account', label: 'My account', end: true },
  { to: '/my-orders', label: 'My orders', end: false },
  { to: '/my-details', label: 'My details', end: false },
  { to: '/wish-list', label: 'My wish list', end: false },
  { to: '/my-appointments', label: 'My appointments', end: false },
];

export default function AccountLayout() {
  return (
    <div className="container-page grid gap-8 py-10 lg:grid-cols-[220px_1fr] lg:gap-12 lg:py-14">
      <nav aria-label="Account" className="min-w-0 lg:pt-2">
        <ul className="flex gap-2 overflow-x-auto lg:flex-col lg:gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className="block rounded-md px-3 py-2 text-sm whitespace-nowrap text-graphite hover:bg-pearl aria-[current=page]:bg-pearl aria-[current=page]:font-medium aria-[current=page]:text-ink"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="block w-full rounded-md px-3 py-2 text-left text-sm whitespace-nowrap text-stone hover:bg-pearl"
              >
                Sign out
              </button>
            </Form>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
