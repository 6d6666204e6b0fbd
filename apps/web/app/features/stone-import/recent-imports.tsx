import type { StoneImportListRecord, StoneImportState } from '@facet/contracts/stone-imports';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type TableColumn, DataTable } from '../../components/back-office/data-table.tsx';
import { formatCount, formatDateTime } from '../../lib/format.ts';

const stateLabels: Record<StoneImportState, string> = {
  checking: 'Being checked',
  checked: 'Checked, not imported',
  importing: 'Importing',
  imported: 'Imported',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The latest imports, each openable (its summary and problems) by its id in the URL. */
export function RecentImports({ imports }: { imports: StoneImportListRecord[] }) {
  const columns = useMemo<TableColumn<StoneImportListRecord>[]>(
    () => [
      {
        id: 'file',
        header: 'File',
        cell: ({ row }) => (
          <Link to={`?id=${row.original.id}`} className="link-underline font-medium text-ink">
            {row.original.fileName}
          </Link>
        ),
      },
      { id: 'date', header: 'Uploaded', cell: ({ row }) => formatDateTime(row.original.createDate) },
      {
        id: 'state',
        header: 'State',
        cell: ({ row }) => (
          <span title={row.original.failure ?? undefined}>
            {stateLabels[row.original.state]}
            {row.original.mode === 'full_feed' ? ' · full feed' : ''}
          </span>
        ),
      },
      {
        id: 'counts',
        header: 'Added / changed / unchanged / bad',
        cell: ({ row }) => (
          <span className="figures">
            {[row.original.added, row.original.changed, row.original.unchanged, row.original.badRows]
              .map(formatCount)
              .join(' / ')}
          </span>
        ),
      },
    ],
    [],
  );
  return <DataTable caption="Recent imports" columns={columns} data={imports} empty="No feed has been imported yet." />;
}
