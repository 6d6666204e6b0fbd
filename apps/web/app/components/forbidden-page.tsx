import { Form, Link } from 'react-router';
import { FacetMark } from './ui/brand-icons.tsx';

/** What a signed-in person sees on a page their role may not open (HTTP 403). */
export function ForbiddenPage({ message }: { message?: string }) {
  return (
    <main id="main" className="flex min-h-dvh items-center bg-ivory">
      <title>Access denied</title>
      <meta name="robots" content="noindex" />
      <section
        className="container-page flex flex-col items-center py-24 text-center"
        aria-labelledby="forbidden-title"
      >
        <FacetMark className="h-12 w-12 text-gold" />
        <p className="eyebrow mt-6">Error 403</p>
        <h1 id="forbidden-title" className="mt-2 text-3xl sm:text-4xl">
          This page is not open to you
        </h1>
        <p className="mt-4 max-w-md text-sm leading-6 text-stone">
          {message ?? 'You do not have permission to open this page.'} If you think you should, ask an Admin to check
          your role.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="button-primary">
            Back to the shop
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className="button-secondary">
              Sign in with another account
            </button>
          </Form>
        </div>
      </section>
    </main>
  );
}
