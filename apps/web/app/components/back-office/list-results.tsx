import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { type TableColumn, DataTable } from './data-table.tsx';

/**
 * A back-office list's results: a table from md up, cards below it (a table does not fit a
 * phone), the same `empty` message in both. While the next page loads the old one stays,
 * dimmed and aria-busy, so the layout does not jump.
 */
export function ListResults<Row extends RowData & { id: string | number }>({
  caption,
  columns,
  records,
  empty,
  loading,
  card,
}: {
  /** The table's caption and the card list's name, for screen readers. */
  caption: string;
  columns: TableColumn<Row>[];
  records: Row[];
  empty: ReactNode;
  loading: boolean;
  card: (row: Row) => ReactNode;
}) {
  return (
    <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <div className="hidden md:block">
        <DataTable caption={caption} columns={columns} data={records} empty={empty} />
      </div>
      <div className="md:hidden">
        {records.length === 0 ? (
          <div className="rounded-md border border-dashed border-line bg-white px-6 py-12 text-center text-sm text-stone">
            {empty}
          </div>
        ) : (
          <ul className="space-y-3" aria-label={caption}>
            {records.map((row) => (
              <li key={row.id} className="rounded-md border border-line bg-white p-4">
                {card(row)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
