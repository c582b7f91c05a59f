import { TableCell, TableSortLabel } from '@mui/material';
import type { ReactNode } from 'react';

/** A column header the server sorts by: a click sorts by it, a second click turns the order round. */
export function SortHeader<S extends string>({
  field,
  sort,
  order,
  onSort,
  children,
}: {
  field: S;
  sort: S;
  order: 1 | -1;
  onSort: (field: S, order: 1 | -1) => void;
  children: ReactNode;
}) {
  const active = sort === field;
  return (
    <TableCell sortDirection={active ? (order === 1 ? 'asc' : 'desc') : false}>
      <TableSortLabel
        active={active}
        direction={order === 1 ? 'asc' : 'desc'}
        onClick={() => onSort(field, active ? (order === 1 ? -1 : 1) : 1)}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
