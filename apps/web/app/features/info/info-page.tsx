import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of an information page: breadcrumb, title, lead paragraph, then the text, and an
 * optional `aside` beside it on wide screens (after it on narrow ones), e.g. the contact form.
 */
export function InfoPage({
  title,
  lead,
  eyebrow,
  aside,
  children,
}: {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="container-page pt-10 pb-8">
      <nav aria-label="Breadcrumb" className="text-xs text-stone">
        <Link to="/" className="hover:text-ink">
          Home
        </Link>{' '}
        / <span aria-current="page">{title}</span>
      </nav>
      <header className="mt-8 max-w-3xl border-b border-line pb-8">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 text-lg leading-8 text-graphite">{lead}</p> : null}
      </header>
      {aside ? (
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-14 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
          <div className="prose-page">{children}</div>
          <div>{aside}</div>
        </div>
      ) : (
        <div className="prose-page mt-8">{children}</div>
      )}
    </article>
  );
}
