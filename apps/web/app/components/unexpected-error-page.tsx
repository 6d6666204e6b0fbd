import { Link } from 'react-router';
import { ErrorPage } from './error-page.tsx';

/** What a page that failed to render shows, with HTTP 500; the stack too while developing. */
export function UnexpectedErrorPage({ standalone = false, error }: { standalone?: boolean; error?: unknown }) {
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPage
      pageTitle="Unexpected Application Error!"
      headingId="error-title"
      heading="Unexpected Application Error!"
      headingClassName="mt-6 text-3xl text-ink sm:text-4xl"
      text="Something went wrong on our side while showing this page. Please try again in a moment — if it keeps happening, write to us and we will look into it."
      standalone={standalone}
    >
      <Link to="/" className="button-primary mt-8" reloadDocument>
        Back to the home page
      </Link>
      {detail ? <pre className="mt-10 max-w-full overflow-auto text-left text-xs text-stone">{detail}</pre> : null}
    </ErrorPage>
  );
}
