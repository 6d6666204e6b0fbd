import type { ReactNode } from 'react';

/**
 * A detail page's label–value pairs as a description list; a missing value shows as a dash so
 * an empty field reads as "not given", not as a gap. `className` lays the list out (a grid of
 * columns, or one column).
 */
export function Facts({ items, className }: { items: [string, ReactNode][]; className: string }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-stone uppercase">{label}</dt>
          <dd className="mt-1 break-words text-graphite">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
