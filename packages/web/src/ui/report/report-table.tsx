import type { AnyReport, ReportColumn, ReportRow } from '@seaberth/domain';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { alignOf, type ReportSort, sortReportRows, useReportFormat } from './report-format.ts';

/**
 * The columns shown on screen: all but a currency column that repeats one code in every row,
 * since each amount shows its currency already (the files keep the column).
 */
function shownColumns(
  columns: readonly ReportColumn[],
  rows: readonly Record<string, unknown>[],
): ReportColumn[] {
  const currencyKeys = new Set(
    columns.flatMap((c) => (c.kind === 'money' && c.currencyKey ? [c.currencyKey] : [])),
  );
  return columns.filter((c) => !currencyKeys.has(c.key) || new Set(rows.map((row) => row[c.key])).size > 1);
}

/**
 * A report's rows under its chart: a column per definition column, each sortable (a third click
 * returns to the server's order), scrolling sideways on a phone rather than squeezing the figures.
 */
export function ReportTable<D extends AnyReport>({
  definition,
  rows,
}: {
  definition: D;
  rows: ReportRow<D>[];
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const formatCell = useReportFormat();
  const [sort, setSort] = useState<ReportSort | null>(null);
  const sorted = useMemo(() => sortReportRows(rows, sort, i18n.language), [rows, sort, i18n.language]);
  const columns = useMemo(() => shownColumns(definition.columns, rows), [definition.columns, rows]);
  // Figures sort largest first, names from A; the next click turns round, the third restores the ranking.
  const next = (key: string) =>
    setSort((current) => {
      const column = definition.columns.find((c: { key: string }) => c.key === key)!;
      const first = alignOf(column) === 'right' ? 'desc' : 'asc';
      if (current?.key !== key) return { key, direction: first };
      return current.direction === first ? { key, direction: first === 'asc' ? 'desc' : 'asc' } : null;
    });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {/* On a phone less padding, and no room kept for the arrow of a column not sorted by, so the
          figures fit beside the names without scrolling. */}
      <Table
        size="small"
        sx={{
          '& th, & td': { px: { xs: 0.5, sm: 1.5 } },
          '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': {
            display: { xs: 'none', sm: 'inline-block' },
          },
        }}
        aria-label={t('reports.table', { title: definition.title[language] })}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={alignOf(column)}
                sortDirection={sort?.key === column.key ? sort.direction : false}
                sx={{ whiteSpace: 'nowrap' }}
              >
                <TableSortLabel
                  active={sort?.key === column.key}
                  direction={sort?.key === column.key ? sort.direction : 'asc'}
                  onClick={() => next(column.key)}
                >
                  {column.label[language]}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row, index) => (
            // Rows have no id of their own: an entry may have a line per currency.
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the key here
            <TableRow key={index} hover>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={alignOf(column)}
                  sx={{ whiteSpace: column.kind === 'text' ? 'normal' : 'nowrap' }}
                >
                  {formatCell(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
