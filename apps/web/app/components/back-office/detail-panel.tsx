import type { ReactNode } from 'react';

/** One titled box of a back-office detail page; the heading names the section for screen readers. */
export function DetailPanel({
  title,
  id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`,
  className = '',
  children,
}: {
  title: string;
  /** The heading's id; by default made from the title. */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-md border border-line bg-white p-5 sm:p-6 ${className}`}>
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
