import { formatDate, type ReportColumn, timeUnitLabel } from '@seaberth/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { useMoney } from '../use-money.ts';

type Row = Record<string, unknown>;

/** A cell on screen as its column's kind reads: grouped numbers, money in its currency, dates and periods as the product writes them. */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const { format } = useMoney();
  return useCallback(
    (column: ReportColumn, row: Row): string => {
      const value = row[column.key];
      if (value === null || value === undefined || value === '') return '';
      switch (column.kind) {
        case 'text':
          // The unit of a report over time reads as a period (KW 05 2027); sorting keeps the key.
          return column.unit ? timeUnitLabel(String(value), column.unit, currentLanguage()) : String(value);
        case 'date':
          return formatDate(String(value));
        case 'money':
          return format(Number(value), String(row[column.currencyKey ?? ''] ?? ''));
        case 'percent':
          return new Intl.NumberFormat(i18n.language, {
            style: 'percent',
            minimumFractionDigits: column.decimals ?? 1,
            maximumFractionDigits: column.decimals ?? 1,
          }).format(Number(value));
        default: {
          const digits = column.decimals ?? (column.kind === 'integer' ? 0 : 2);
          return new Intl.NumberFormat(i18n.language, {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(Number(value));
        }
      }
    },
    [i18n.language, format],
  );
}

/** Numbers, money and percents stand right, so their digits line up. */
export const alignOf = (column: ReportColumn) =>
  column.kind === 'text' || column.kind === 'date' ? 'left' : 'right';

export interface ReportSort {
  key: string;
  direction: 'asc' | 'desc';
}

/**
 * The rows in the order a header asks for; without one, as the server ranked them. Ties keep the
 * server's order, so sorting by a figure keeps the ranking within it.
 */
export function sortReportRows<R extends Row>(
  rows: readonly R[],
  sort: ReportSort | null,
  language: string,
): R[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(language);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort.key];
      const y = b.row[sort.key];
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : collator.compare(String(x ?? ''), String(y ?? ''));
      return sign * order || a.index - b.index;
    })
    .map(({ row }) => row);
}
