import type { ReactNode } from 'react';

/** A back-office page's title, what it is for, and its actions (buttons at the right), after the record's state when it has one. */
export function PageHeader({
  title,
  description,
  badge,
  actions,
}: {
  title: string;
  description?: string;
  /** The record's state badge, first at the right. */
  badge?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        {/* Focusable by script only: where focus goes when what held it is gone (a deleted row). */}
        <h1 tabIndex={-1} className="text-3xl outline-none sm:text-4xl">
          {title}
        </h1>
        {description ? <p className="mt-2 max-w-2xl text-sm text-stone">{description}</p> : null}
      </div>
      {badge || actions ? (
        <div className="flex flex-wrap gap-3">
          {badge ? <span className="self-center">{badge}</span> : null}
          {actions}
        </div>
      ) : null}
    </header>
  );
}
