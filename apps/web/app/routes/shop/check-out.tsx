import { Link } from 'react-router';
import type { Route } from './+types/check-out';
import { requireUser } from '../../lib/guards.server.ts';
import { pageMeta } from '../../lib/seo.ts';

/*
 * /check-out: its place, kept ready for the checkout (the next issue replaces this page). It
 * says so plainly and takes nobody's payment.
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Checkout', description: 'Checkout opens with the next release.', noindex: true });
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return null;
}

export default function CheckOutPage() {
  return (
    <div className="container-page pt-10 pb-20 sm:pt-16">
      <div className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">Checkout</p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">Checkout opens with our next release</h1>
        <p className="mx-auto mt-4 max-w-md text-[15px] leading-7 text-graphite">
          Your bag is kept, priced as of today whenever you come back. To order now, write to us and we will take it
          from there.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/cart" className="button-primary">
            Back to your bag
          </Link>
          <Link to="/contact-us" className="button-secondary">
            Contact us
          </Link>
        </div>
      </div>
    </div>
  );
}
