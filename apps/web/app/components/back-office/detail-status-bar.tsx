import type { ReactNode } from 'react';

/** Under a detail page's heading: where the record stands (in the shop or not), beside what can change that. */
export function DetailStatusBar({ note, actions }: { note: ReactNode; actions: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-white px-5 py-3">
      <p className="text-sm text-stone">{note}</p>
      {actions}
    </div>
  );
}
