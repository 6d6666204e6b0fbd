import type { TableColumn } from './data-table.tsx';

/** The "Name" column of a list of people (members, customers): first and last name. */
export function personNameColumn<T extends { firstName: string; lastName: string }>(): TableColumn<T> {
  return {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <span className="font-medium text-ink">
        {row.original.firstName} {row.original.lastName}
      </span>
    ),
  };
}
