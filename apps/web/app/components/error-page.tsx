import type { ReactNode } from 'react';
import { FacetMark } from './ui/brand-icons.tsx';

/**
 * The frame of the not-found and error pages: the shop's mark, a heading, a few words and a way
 * on, kept out of search results. `standalone` renders it as the whole page, without the shop's
 * header and footer (when the layout itself failed).
 */
export function ErrorPage({
  pageTitle,
  headingId,
  heading,
  headingClassName,
  text,
  standalone,
  children,
}: {
  pageTitle: string;
  headingId: string;
  heading: string;
  headingClassName: string;
  text: ReactNode;
  standalone: boolean;
  /** The way on (a link home), and anything shown under it. */
  children: ReactNode;
}) {
  const body = (
    <section
      className="container-page flex flex-col items-center py-24 text-center sm:py-32"
      aria-labelledby={headingId}
    >
      <title>{pageTitle}</title>
      <meta name="robots" content="noindex" />
      <FacetMark className="h-12 w-12 text-gold" />
      <h1 id={headingId} className={headingClassName}>
        {heading}
      </h1>
      <p className="mt-4 max-w-md text-sm leading-6 text-stone">{text}</p>
      {children}
    </section>
  );
  if (!standalone) return body;
  return (
    <main id="main" className="min-h-dvh bg-ivory">
      {body}
    </main>
  );
}
