import { Link } from 'react-router';
import type { Route } from './+types/error';
import { FacetMark } from '../../components/ui/brand-icons.tsx';
import { pageMeta } from '../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Something went wrong',
    description: 'We could not load what you asked for.',
    noindex: true,
  });
}

/** Where a page that could not load its data sends the shopper (/error). */
export default function ErrorPage() {
  return (
    <section
      className="container-page flex flex-col items-center py-24 text-center sm:py-32"
      aria-labelledby="error-page-title"
    >
      <FacetMark className="h-12 w-12 text-gold" />
      <h1 id="error-page-title" className="mt-6 text-3xl sm:text-4xl">
        Something went wrong
      </h1>
      <p className="mt-4 max-w-md text-sm leading-6 text-stone">
        We could not load what you asked for. Please go back and try again, or start again from the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="button-primary">
          Home
        </Link>
        <Link to="/contact-us" className="button-secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}
