import { Link } from 'react-router';
import { FacetMark } from './ui/brand-icons.tsx';

/**
 * The not-found page of SPEC §2/§8. Also what shoppers see, with status 503, when prices cannot
 * be loaded (DESIGN §5b). `standalone` renders it without the shop's header and footer.
 */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const body = (
    <section
      className="container-page flex flex-col items-center py-24 text-center sm:py-32"
      aria-labelledby="not-found-title"
    >
      <title>Not found</title>
      <meta name="robots" content="noindex" />
      <FacetMark className="h-12 w-12 text-gold" />
      <h1 id="not-found-title" className="mt-6 text-3xl tracking-wide text-ink sm:text-4xl">
        OOPS! NO RESULTS FOUND...
      </h1>
      <p className="mt-4 max-w-md text-sm leading-6 text-stone">
        We couldn&apos;t find what you were looking for. It may have moved, or it may be with us again shortly.
      </p>
      <Link to="/" className="button-primary mt-8" reloadDocument={standalone}>
        Home
      </Link>
    </section>
  );
  if (!standalone) return body;
  return (
    <main id="main" className="min-h-dvh bg-ivory">
      {body}
    </main>
  );
}
