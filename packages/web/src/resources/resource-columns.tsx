import { type FieldDescriptor, findField, type ResourceDefinition } from '@seaberth/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { formatDate, META_DATE_FIELDS, recordTitle } from './format-value.ts';
import { BooleanCell, ChipsCell, ReferenceCell, TitleCell } from './resource-cells.tsx';
import type { ResourceRow } from './use-resource.ts';
import { useResourceText } from './use-resource-text.ts';

export interface ColumnOptions {
  fields: FieldDescriptor[];
  /** Columns left out, e.g. the field a screen already fixes by filter. */
  hidden?: string[];
  onOpen?: (row: ResourceRow) => void;
  actions?: GridColDef<ResourceRow>;
}

const NO_HIDDEN_COLUMNS: string[] = [];

function isDateFormat(format: string | undefined): boolean {
  return format === 'date' || format === 'datetime';
}

function objectSummary(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  return Object.values(value as Record<string, unknown>)
    .filter((part) => part !== '' && part !== null && part !== undefined)
    .join(', ');
}

/** Grid columns from `definition.columns`, typed by the zod schema. */
export function useResourceColumns(
  definition: ResourceDefinition,
  { fields, hidden = NO_HIDDEN_COLUMNS, onOpen, actions }: ColumnOptions,
): GridColDef<ResourceRow>[] {
  const text = useResourceText(definition);

  return useMemo(() => {
    const columns = definition.columns
      .filter((name) => !hidden.includes(name))
      .map((name): GridColDef<ResourceRow> => {
        const base: GridColDef<ResourceRow> = {
          field: name,
          headerName: text.fieldLabel(name),
          flex: 1,
          minWidth: 120,
        };
        if (META_DATE_FIELDS.has(name)) {
          return { ...base, valueFormatter: (value) => formatDate(value, true) };
        }
        const field = findField(fields, name);
        if (name === definition.titleField) {
          return {
            ...base,
            renderCell: ({ row }) => (
              <TitleCell text={recordTitle(row, name)} onOpen={onOpen ? () => onOpen(row) : undefined} />
            ),
          };
        }
        if (!field) return base;
        const ref = field.ui.widget === 'reference' ? field.ui.ref : undefined;
        if (ref) {
          return {
            ...base,
            sortable: field.kind !== 'array',
            renderCell: ({ value }) => <ReferenceCell refName={ref} value={value} />,
          };
        }
        switch (field.kind) {
          case 'boolean':
            return {
              ...base,
              type: 'boolean',
              flex: 0,
              width: 110,
              renderCell: ({ value }) => <BooleanCell value={value} />,
            };
          case 'array':
            return {
              ...base,
              sortable: false,
              renderCell: ({ value }) => <ChipsCell values={Array.isArray(value) ? value.map(String) : []} />,
            };
          case 'enum':
            return {
              ...base,
              valueFormatter: (value) => (value ? text.optionLabel(name, String(value)) : ''),
            };
          case 'number':
            return { ...base, type: 'number' };
          case 'object':
            return { ...base, sortable: false, valueFormatter: (value) => objectSummary(value) };
          default:
            return isDateFormat(field.format)
              ? { ...base, valueFormatter: (value) => formatDate(value, field.format === 'datetime') }
              : base;
        }
      });
    return actions ? [...columns, actions] : columns;
  }, [definition, fields, hidden, onOpen, actions, text]);
}
