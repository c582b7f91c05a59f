import type { FieldDescriptor } from '@seaberth/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMoney } from '../ui/use-money.ts';
import { Link } from '@mui/material';
import { formatDateRange, formatPosition, localizedValue, mapLink } from './format-value.ts';
import { ReferenceCell } from './resource-cells.tsx';
import type { ResourceRow } from './use-resource.ts';

/** The currency a money cell is in: the code beside it, or the first of a list of codes. */
function currencyOf(row: ResourceRow, field: string | undefined): string {
  const value = field ? row[field] : undefined;
  const code = Array.isArray(value) ? value[0] : value;
  return typeof code === 'string' && code ? code : 'EUR';
}

/** An amount in its own currency, with that currency's decimals (JPY has none). */
function MoneyCell({ amount, currency }: { amount: unknown; currency: string }) {
  const { format } = useMoney();
  return typeof amount === 'number' ? format(amount, currency) : null;
}

/** A position as coordinates, the way to the place on a map. */
function PositionCell({ value }: { value: unknown }) {
  const href = mapLink(value);
  if (!href) return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {formatPosition(value)}
    </Link>
  );
}

/**
 * The column of a field kind: money in its currency, a localized text in the user's language, a
 * date range as one period, a customer by name, a position as coordinates linked to a map. Undefined for fields of no kind.
 */
export function kindColumn(
  field: FieldDescriptor,
  base: GridColDef<ResourceRow>,
  language: string,
): GridColDef<ResourceRow> | undefined {
  switch (field.ui.widget) {
    case 'money':
      return {
        ...base,
        type: 'number',
        renderCell: ({ value, row }) => (
          <MoneyCell amount={value} currency={currencyOf(row, field.ui.currency)} />
        ),
      };
    case 'localized':
      return { ...base, sortable: false, valueFormatter: (value) => localizedValue(value, language) };
    case 'dateRange':
      return { ...base, sortable: false, valueFormatter: (value) => formatDateRange(value) };
    case 'customer':
      return { ...base, renderCell: ({ value }) => <ReferenceCell refName="customer" value={value} /> };
    case 'position':
      return { ...base, sortable: false, renderCell: ({ value }) => <PositionCell value={value} /> };
    default:
      return undefined;
  }
}
