import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useScrollEdges } from './use-scroll-edges.ts';

/*
 * The back-office list table (TanStack Table): headless, so it looks like the rest of the
 * back-office. A table wider than the screen scrolls sideways inside a labelled region that
 * the keyboard can focus and scroll; while columns are out of sight, the edge they hide behind
 * fades and a hint says the table scrolls.
 */

const fade = 'pointer-events-none absolute inset-y-0 w-10 transition-opacity duration-150';

const features = tableFeatures({});
export type TableColumn<T extends RowData> = ColumnDef<typeof features, T>;

export function DataTable<T extends RowData & { id: string | number }>({
  caption,
  columns,
  data,
  empty,
}: {
  caption: string;
  columns: TableColumn<T>[];
  data: T[];
  empty: ReactNode;
}) {
  const table = useTable({ features, columns, data, getRowId: (row) => String(row.id) });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const edges = useScrollEdges(scroller);
  if (data.length === 0) {
    return (
      <div className="rounded-md border border-dashed border-line bg-white px-6 py-12 text-center text-sm text-stone">
        {empty}
      </div>
    );
  }
  return (
    // The cues lie over the table's edges (nothing moves when they show), so they are not
    // read out: a screen reader reads every column in any case.
    <div className="relative">
      {/* Focusable, so that a keyboard can scroll a table wider than a phone. */}
      <div
        ref={setScroller}
        className="overflow-x-auto rounded-md border border-line bg-white"
        role="region"
        aria-label={caption}
        tabIndex={0}
        data-testid="table-scroller"
      >
        <table className="w-full min-w-[720px] border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-pearl/60 text-xs tracking-wide text-stone uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-4 py-3 font-medium">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-line align-top">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 text-graphite">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div
        aria-hidden="true"
        data-testid="table-fade-before"
        className={`${fade} left-0 rounded-l-md bg-gradient-to-r from-ink/15 to-transparent ${edges.before ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        aria-hidden="true"
        data-testid="table-fade-after"
        className={`${fade} right-0 rounded-r-md bg-gradient-to-l from-ink/15 to-transparent ${edges.after ? 'opacity-100' : 'opacity-0'}`}
      >
        <span className="absolute top-2 right-2 flex items-center gap-0.5 rounded-full bg-ink px-2 py-0.5 text-[11px] whitespace-nowrap text-ivory shadow-sm">
          Scroll <ArrowRight className="h-3 w-3" />
        </span>
      </div>
    </div>
  );
}
