import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The `sizes` of a card in a related section's row of four (two on a phone). */
export const relatedCardSizes = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, 48vw';

/**
 * The row of cards below a piece or a stone ("You may also like", "Similar stones"), with a
 * link to all of their kind. `children` are the cards, each in its `<li>`.
 */
export function RelatedSection({
  id,
  title,
  moreHref,
  moreLabel,
  testId,
  children,
}: {
  id: string;
  title: string;
  moreHref: string;
  moreLabel: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="border-t border-line bg-pearl/40 py-16" aria-labelledby={id}>
      <div className="container-page">
        <div className="flex items-end justify-between gap-4">
          <h2 id={id} className="text-3xl sm:text-4xl">
            {title}
          </h2>
          <Link to={moreHref} className="link-underline hidden text-sm sm:inline">
            {moreLabel}
          </Link>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4" data-testid={testId}>
          {children}
        </ul>
      </div>
    </section>
  );
}
