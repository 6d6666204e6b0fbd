import type { ReactNode } from 'react';
import { Link } from 'react-router';

/*
 * Long information pages (terms, privacy, buyer's guide): a numbered table of contents and
 * sections whose headings carry the same numbers and anchors.
 */

export interface PageSection {
  id: string;
  title: string;
}

export function SectionContents({
  sections,
  label = 'Contents',
}: {
  sections: readonly PageSection[];
  label?: string;
}) {
  return (
    <nav aria-label={label} className="not-prose mb-10 rounded-sm border border-line bg-white/60 p-5">
      <ol className="!m-0 grid list-none gap-2 !p-0 sm:grid-cols-2">
        {sections.map((section, index) => (
          <li key={section.id}>
            <Link to={`#${section.id}`} className="text-sm">
              {index + 1}. {section.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function NumberedSection({
  sections,
  id,
  children,
}: {
  sections: readonly PageSection[];
  id: string;
  children: ReactNode;
}) {
  const index = sections.findIndex((section) => section.id === id);
  if (index < 0) throw new Error(`No section "${id}" in the contents`);
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {index + 1}. {sections[index]!.title}
      </h2>
      {children}
    </section>
  );
}

/** A page's `Section`: a `NumberedSection` of its contents, named by one of their ids only. */
export function sectionOf<const Sections extends readonly PageSection[]>(sections: Sections) {
  return function Section({ id, children }: { id: Sections[number]['id']; children: ReactNode }) {
    return (
      <NumberedSection sections={sections} id={id}>
        {children}
      </NumberedSection>
    );
  };
}
