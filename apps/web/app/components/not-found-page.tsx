import { Link } from 'react-router';
import { ErrorPage } from './error-page.tsx';

/**
 * The not-found page. Also what shoppers see, with status 503, when prices cannot be loaded.
 * `standalone` renders it without the shop's header and footer.
 */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  return (
    <ErrorPage
      pageTitle="Not found"
      headingId="not-found-title"
      heading="OOPS! NO RESULTS FOUND..."
      headingClassName="mt-6 text-3xl tracking-wide text-ink sm:text-4xl"
      text="We couldn't find what you were looking for. It may have moved, or it may be with us again shortly."
      standalone={standalone}
    >
      <Link to="/" className="button-primary mt-8" reloadDocument={standalone}>
        Home
      </Link>
    </ErrorPage>
  );
}
