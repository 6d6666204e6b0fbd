import { X } from 'lucide-react';
import { Link } from 'react-router';

export interface Chip {
  key: string;
  /** What the chip says. */
  label: string;
  /** The list without this filter. */
  href: string;
}

/** The filters in force above a list (jewellery or stones), each removable on its own, and all at once. */
export function FilterChips({
  chips,
  clearHref,
  className,
}: {
  chips: readonly Chip[];
  clearHref: string;
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <div
      className={`flex flex-wrap items-center gap-2${className ? ` ${className}` : ''}`}
      aria-label="Filters in force"
      role="group"
    >
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              rel="nofollow"
              className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white/70 py-1.5 pr-2.5 pl-3.5 text-xs text-graphite transition-colors hover:border-ink hover:text-ink"
              aria-label={`Remove filter: ${chip.label}`}
              data-testid="filter-chip"
            >
              {chip.label}
              <X className="h-3.5 w-3.5" strokeWidth={1.5} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <Link to={clearHref} preventScrollReset className="link-underline ml-1 text-xs text-stone hover:text-ink">
          Clear all
        </Link>
      ) : null}
    </div>
  );
}
