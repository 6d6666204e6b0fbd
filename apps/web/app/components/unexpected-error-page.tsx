import { Link } from 'react-router';
import { FacetMark } from './ui/brand-icons.tsx';

/** What a page that failed to render shows, with HTTP 500 (SPEC §8 "render failure"). */
export function UnexpectedErrorPage({ standalone = false, error }: { standalone?: boolean; error?: unknown }) {
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  const body = (
    <section
      className="container-page flex flex-col items-center py-24 text-center sm:py-32"
      aria-labelledby="error-title"
    >
      <title>Unexpected Application Error!</title>
      <meta name="robots" content="noindex" />
      <FacetMark className="h-12 w-12 text-gold" />
      <h1 id="error-title" className="mt-6 text-3xl text-ink sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 max-w-md text-sm leading-6 text-stone">
        Something went wrong on our side while showing this page. Please try again in a moment — if it keeps happening,
        write to us and we will look into it.
      </p>
      <Link to="/" className="button-primary mt-8" reloadDocument>
        Back to the home page
      </Link>
      {detail ? <pre className="mt-10 max-w-full overflow-auto text-left text-xs text-stone">{detail}</pre> : null}
    </section>
  );
  if (!standalone) return body;
  return (
    <main id="main" className="min-h-dvh bg-ivory">
      {body}
    </main>
  );
}
