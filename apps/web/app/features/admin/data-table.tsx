import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/*
 * The back-office list table (TanStack Table, DESIGN §8): headless, so it looks like the rest of
 * the back-office; wide tables scroll sideways on small screens.
 */

const features = tableFeatures({});
export type AdminColumn<T extends RowData> = ColumnDef<typeof features, T>;

export function DataTable<T extends RowData & { id: string | number }>({
  caption,
  columns,
  data,
  empty,
}: {
  caption: string;
  columns: AdminColumn<T>[];
  data: T[];
  empty: ReactNode;
}) {
  const table = useTable({ features, columns, data, getRowId: (row) => String(row.id) });
  if (data.length === 0) {
    return (
      <div className="rounded-md border border-dashed border-line bg-white px-6 py-12 text-center text-sm text-stone">
        {empty}
      </div>
    );
  }
  return (
    // Focusable, so that a keyboard can scroll a table wider than a phone.
    <div
      className="overflow-x-auto rounded-md border border-line bg-white"
      role="region"
      aria-label={caption}
      tabIndex={0}
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
  );
}
