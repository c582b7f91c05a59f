import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { formatMoney } from '../../ui/money.ts';

type Overrides = Record<string, Partial<GridColDef<ResourceRow>>>;

const STATUS_COLORS: Record<string, 'success' | 'default' | 'warning'> = {
  active: 'success',
  draft: 'warning',
  inactive: 'default',
};

/** A status as a coloured chip: only active lists and specials take part in quotes. */
export function statusColumn(t: TFunction): Partial<GridColDef<ResourceRow>> {
  return {
    flex: 0,
    width: 130,
    renderCell: ({ value }) =>
      value ? (
        <Chip
          size="small"
          color={STATUS_COLORS[String(value)] ?? 'default'}
          variant={value === 'active' ? 'filled' : 'outlined'}
          label={t(`resources.options.status.${String(value)}`, { defaultValue: String(value) })}
        />
      ) : null,
  };
}

/** A rate beside its type: "10 %" or an amount of money when absolute. */
export function rateColumn(
  language: string,
  typeField: string,
  currencyField = 'currency',
): Partial<GridColDef<ResourceRow>> {
  return {
    type: 'number',
    valueFormatter: (value, row) => {
      if (typeof value !== 'number') return '';
      if (row[typeField] === 'absolute')
        return formatMoney({ amount: value, currency: String(row[currencyField] ?? 'EUR') }, language);
      return `${new Intl.NumberFormat(language).format(value)} %`;
    },
  };
}

/** The validity is a date range field: the generic column shows it as one. */
export function priceListColumns(t: TFunction): Overrides {
  return { status: statusColumn(t) };
}
