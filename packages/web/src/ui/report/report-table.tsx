import type { AnyReport, ReportRow } from '@seaberth/domain';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { alignOf, type ReportSort, sortReportRows, useReportFormat } from './report-format.ts';

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
      <Table size="small" aria-label={t('reports.table', { title: definition.title[language] })}>
        <TableHead>
          <TableRow>
            {definition.columns.map((column: D['columns'][number]) => (
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
              {definition.columns.map((column: D['columns'][number]) => (
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
