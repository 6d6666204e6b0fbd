import type { ReactNode } from 'react';

/**
 * One titled part of a back-office form (the stone form, the jewellery editor's steps); the
 * heading names the section for screen readers. Roomier than a detail page's DetailPanel, as
 * fields need the space.
 */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-md border border-line bg-white p-5 sm:p-6">
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-stone">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
