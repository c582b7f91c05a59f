import { TablePagination } from '@mui/material';

/**
 * The pager under a table whose rows the server pages (the point of sale, the dive log, the day
 * closings, the stock, the OTA bookings): 25, 50 or 100 rows a page; a new page size starts again
 * at the first page.
 */
export function ServerPager({
  total,
  page,
  size,
  onPage,
  onSize,
  label,
}: {
  total: number | undefined;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** The words before the page size, where the list names its rows. */
  label?: string;
}) {
  return (
    <TablePagination
      component="div"
      count={total ?? 0}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={[25, 50, 100]}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        onSize(Number(event.target.value));
        onPage(0);
      }}
      {...(label ? { labelRowsPerPage: label } : {})}
    />
  );
}
