import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StaticHtml } from '../../components/static-html.tsx';

/*
 * The pieces of the collection filters: a section per facet, and options that are plain links
 * to the filtered list (they work before the scripts load, open in a new tab, and the back
 * button undoes them). Picking the chosen value again removes it.
 */

export function FilterSection({
  title,
  value,
  defaultOpen = true,
  children,
}: {
  title: string;
  /** The current choice, shown beside the title. */
  value?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="group py-1" open={defaultOpen || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 [&::-webkit-details-marker]:hidden">
        <span className="text-[11px] font-medium tracking-[0.16em] text-ink uppercase">{title}</span>
        <span className="flex min-w-0 items-center gap-2">
          {value ? <span className="truncate text-xs text-gold-deep">{value}</span> : null}
          <ChevronDown
            className="h-4 w-4 shrink-0 text-stone transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </span>
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  );
}

export function FilterLink({
  href,
  selected,
  className,
  label,
  children,
}: {
  href: string;
  selected: boolean;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={href}
      preventScrollReset
      data-prevent-scroll-reset
      rel="nofollow"
      aria-current={selected ? 'true' : undefined}
      aria-label={label}
      className={`${className} transition-colors ${selected ? 'bg-pearl text-ink' : 'text-graphite hover:bg-pearl/60 hover:text-ink'}`}
    >
      {children}
      {selected ? <span className="sr-only"> (selected; choose again to remove)</span> : null}
    </Link>
  );
}

export function OptionList({ children }: { children: ReactNode }) {
  return (
    <StaticHtml as="ul" className="grid grid-cols-1 gap-0.5">
      {children}
    </StaticHtml>
  );
}

export function TextOption({ href, selected, children }: { href: string; selected: boolean; children: ReactNode }) {
  return (
    <li>
      <FilterLink href={href} selected={selected} className="flex items-center gap-3 rounded-sm px-2 py-1.5 text-sm">
        <span
          aria-hidden="true"
          className={`flex h-4 w-4 shrink-0 items-center justify-center rounded-full border ${selected ? 'border-ink' : 'border-line bg-white'}`}
        >
          {selected ? <span className="h-2 w-2 rounded-full bg-ink" /> : null}
        </span>
        <span>{children}</span>
      </FilterLink>
    </li>
  );
}
