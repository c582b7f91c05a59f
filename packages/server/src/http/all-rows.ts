import { MAX_ALL_ROWS, MAX_PAGE_SIZE } from '@seaberth/domain';
import { validationError } from './errors.ts';

/**
 * What a `size=0` query reads: one row more than a JSON answer may hold, so "too many" is known
 * without a count and without reading the rest of the table.
 */
export const ALL_ROWS_READ = MAX_ALL_ROWS + 1;

export const tooManyRows = () =>
  validationError(
    [
      {
        path: 'size',
        message: `size=0 answers at most ${MAX_ALL_ROWS} rows: ask page by page (size up to ${MAX_PAGE_SIZE}) or export CSV`,
      },
    ],
    `More than ${MAX_ALL_ROWS} rows: page the list or export CSV`,
  );

/** The rows of a `size=0` answer read with `ALL_ROWS_READ`; refuses them when there are too many. */
export function allRows<T>(rows: T[]): T[] {
  if (rows.length > MAX_ALL_ROWS) throw tooManyRows();
  return rows;
}
