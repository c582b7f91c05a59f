import { type FieldDescriptor, findField, type ResourceDefinition, unwrapInput } from '@seaberth/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaCoverCell } from '../features/media/index.ts';
import { formatDate, META_DATE_FIELDS, recordTitle } from './format-value.ts';
import { kindColumn } from './kind-columns.tsx';
import { BooleanCell, ChipsCell, ReferenceCell, TitleCell, WrappingCell } from './resource-cells.tsx';
import type { ResourceRow } from './use-resource.ts';
import { useResourceText } from './use-resource-text.ts';

export interface ColumnOptions {
  fields: FieldDescriptor[];
  /** Columns left out, e.g. the field a screen already fixes by filter. */
  hidden?: string[];
  onOpen?: (row: ResourceRow) => void;
  actions?: GridColDef<ResourceRow>;
  /** The screen's adjustments of a column by field name (money formatting, a status chip). */
  overrides?: Record<string, Partial<GridColDef<ResourceRow>>>;
}

const NO_HIDDEN_COLUMNS: string[] = [];

function isDateFormat(format: string | undefined): boolean {
  return format === 'date' || format === 'datetime';
}

/** Past this many characters a text column is prose (descriptions, mail texts), not a label. */
const LONG_TEXT = 200;

/**
 * How a text column takes its room: prose and e-mail addresses wrap instead of being cut off
 * (the list then sizes its rows by content), e-mail gets a wider share because an address is one
 * long word, prose the widest because it is what the row is about.
 */
export type TextLayout = 'line' | 'email' | 'prose';

export function textLayout(field: FieldDescriptor | undefined): TextLayout {
  if (field?.kind !== 'string') return 'line';
  if (field.format === 'email') return 'email';
  if (field.ui.widget === 'textarea') return 'prose';
  const maxLength = (unwrapInput(field.schema) as { maxLength?: number | null }).maxLength;
  return typeof maxLength === 'number' && maxLength > LONG_TEXT ? 'prose' : 'line';
}

/** The grid needs content-sized rows as soon as one column wraps. */
export function hasWrappingColumns(columns: GridColDef<ResourceRow>[]): boolean {
  return columns.some((column) => column.cellClassName === WRAPPING_CELL);
}

const WRAPPING_CELL = 'seaberth-wrapping-cell';

function objectSummary(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  return Object.values(value as Record<string, unknown>)
    .filter((part) => part !== '' && part !== null && part !== undefined)
    .join(', ');
}

/** An item of a list as a chip says it: a row of a sub-form by its label or name, else its values. */
function itemLabel(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item);
  const row = item as Record<string, unknown>;
  const named = [row.label, row.name, row.title].find((part) => typeof part === 'string' && part !== '');
  return typeof named === 'string' ? named : objectSummary(item);
}

/** Grid columns from `definition.columns`, typed by the zod schema. */
export function useResourceColumns(
  definition: ResourceDefinition,
  { fields, hidden = NO_HIDDEN_COLUMNS, onOpen, actions, overrides }: ColumnOptions,
): GridColDef<ResourceRow>[] {
  const text = useResourceText(definition);
  const { i18n } = useTranslation();
  const language = i18n.language;

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
        const layout = textLayout(field);
        if (layout !== 'line' && name !== definition.titleField) {
          return {
            ...base,
            flex: layout === 'prose' ? 2 : 1.5,
            minWidth: layout === 'prose' ? 240 : 200,
            cellClassName: WRAPPING_CELL,
            renderCell: ({ value }) => <WrappingCell text={value == null ? '' : String(value)} />,
          };
        }
        if (name === definition.titleField) {
          // A record named by a choice (a relation by its kind) reads the choice's words.
          const title = (row: ResourceRow) =>
            field?.kind === 'enum' && row[name]
              ? text.optionLabel(name, String(row[name]))
              : recordTitle(row, name);
          return {
            ...base,
            renderCell: ({ row }) => (
              <TitleCell text={title(row)} onOpen={onOpen ? () => onOpen(row) : undefined} />
            ),
          };
        }
        if (!field) return base;
        const kind = kindColumn(field, base, language);
        if (kind) return kind;
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
              renderCell: ({ value }) => (
                <ChipsCell values={Array.isArray(value) ? value.map(itemLabel) : []} />
              ),
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
            return isDateFormat(field.format) || field.ui.widget === 'date'
              ? { ...base, valueFormatter: (value) => formatDate(value, field.format === 'datetime') }
              : base;
        }
      })
      .map((column) => ({ ...column, ...overrides?.[column.field] }));
    // A record with pictures shows its cover first: operators recognise a room by its picture.
    const pictures = fields.find(
      (f) => f.ui.ref === 'media' && f.kind === 'array' && !hidden.includes(f.path),
    );
    const cover: GridColDef<ResourceRow>[] = pictures
      ? [
          {
            field: pictures.path,
            headerName: text.fieldLabel(pictures.path),
            width: 80,
            sortable: false,
            renderCell: ({ value }) => <MediaCoverCell value={value} />,
          },
        ]
      : [];
    return actions ? [...cover, ...columns, actions] : [...cover, ...columns];
  }, [definition, fields, hidden, onOpen, actions, text, overrides, language]);
}
