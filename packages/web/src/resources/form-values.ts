import { currencyDrawnBy, type FieldDescriptor, type FieldUi, unwrapInput } from '@seaberth/domain';
import type { z } from 'zod';
import type { ReactNode } from 'react';
import type { FieldProps } from './fields/field-props.ts';

/** How the form edits a field: the definition's `ui.widget`, else a default for the zod kind. */
export type FormWidget =
  | NonNullable<FieldUi['widget']>
  | 'number'
  | 'switch'
  | 'select'
  | 'multiselect'
  /**
   * The last resort for a value no input knows (a union of objects, a record): JSON text. No
   * operator screen may show it; a web test walks every definition to keep it that way.
   */
  | 'json';

/** A screen's adjustments of one field, keyed by dotted path: hide it, or edit it another way. */
export interface FieldOverride {
  hidden?: boolean;
  widget?: FormWidget;
  /**
   * For widget `reference`: the resource whose records are offered, instead of the definition's
   * `ui.ref`. Several names make a typed reference: an object field `{ ref, type }` that points at a
   * record of any of them (a user's home asset is a resort or a vessel).
   */
  ref?: string | readonly string[];
  /** Take a whole row (true) or half of one (false) instead of the widget's usual width. */
  wide?: boolean;
  /**
   * The screen's own input for this field (money in minor units shown as decimals); it binds to
   * the form by `props.name`. The value travels as the widget above says.
   */
  render?: (props: FieldProps) => ReactNode;
}
export type FieldOverrides = Record<string, FieldOverride>;

type Values = Record<string, unknown>;

interface SchemaDef {
  type?: string;
  format?: string;
  values?: unknown[];
  options?: z.ZodType[];
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { def?: SchemaDef }).def ?? {};
}

/**
 * An optional text written as a union with the empty string (`'' | countryCode`, `'' | email`):
 * an input like any text, an e-mail input when one side is an address. Undefined for other kinds.
 */
export function textUnion(field: FieldDescriptor): 'text' | 'email' | undefined {
  if (field.kind !== 'unknown') return undefined;
  const def = defOf(unwrapInput(field.schema));
  if (def.type !== 'union' || !def.options?.length) return undefined;
  const sides = def.options.map((option) => defOf(unwrapInput(option)));
  const textual = sides.every(
    (side) =>
      side.type === 'string' || (side.type === 'literal' && side.values?.every((v) => typeof v === 'string')),
  );
  if (!textual) return undefined;
  return sides.some((side) => side.format === 'email') ? 'email' : 'text';
}

const SCALAR_TYPES = new Set(['string', 'number', 'int', 'boolean', 'literal', 'enum']);

/**
 * A union of plain values (a rule's values: text or numbers): typed as text, which every side
 * of such a union can be written as, so it gets a text input (a list of them gets chips).
 */
function isScalarUnion(field: FieldDescriptor): boolean {
  if (field.kind !== 'unknown') return false;
  const def = defOf(unwrapInput(field.schema));
  return (
    def.type === 'union' &&
    Boolean(def.options?.length) &&
    (def.options ?? []).every((option) => SCALAR_TYPES.has(defOf(unwrapInput(option)).type ?? ''))
  );
}

export function formWidget(field: FieldDescriptor, overrides?: FieldOverrides): FormWidget {
  const chosen = overrides?.[field.path]?.widget ?? field.ui.widget;
  if (chosen) return chosen;
  switch (field.kind) {
    case 'string':
      return field.format === 'email' ? 'email' : 'text';
    case 'number':
      return 'number';
    case 'boolean':
      return 'switch';
    case 'enum':
      return 'select';
    case 'array':
      if (field.element?.kind === 'enum') return 'multiselect';
      if (field.element?.kind === 'string' || (field.element && isScalarUnion(field.element))) return 'tags';
      // A list of objects: one row per item, each a small sub-form of the item's fields.
      return field.element?.kind === 'object' ? 'rows' : 'json';
    case 'object':
      // A nested object is a group of its own inputs, however deep (rows and groups inside).
      return 'fields';
    default:
      return textUnion(field) ?? (isScalarUnion(field) ? 'text' : 'json');
  }
}

/** The resources a reference field offers records of: the screen's choice, else the definition's. */
export function referenceTargets(field: FieldDescriptor, overrides?: FieldOverrides): readonly string[] {
  const ref = overrides?.[field.path]?.ref ?? field.ui.refs ?? field.ui.ref;
  if (ref === undefined) return [];
  return typeof ref === 'string' ? [ref] : ref;
}

/** An object field edited as one pick of a record (`{ ref, type }`), not field by field. */
function isTypedReference(field: FieldDescriptor, widget: FormWidget): boolean {
  return widget === 'reference' && field.kind === 'object';
}

export function isHidden(field: FieldDescriptor, overrides?: FieldOverrides): boolean {
  return overrides?.[field.path]?.hidden === true;
}

/**
 * The currency fields a money field beside them draws (money path → currency path), however deep:
 * the form shows such a currency inside the money field, not as a field of its own.
 */
export function currenciesDrawnByMoney(
  fields: FieldDescriptor[],
  overrides?: FieldOverrides,
): Map<string, string> {
  const drawn = new Map<string, string>();
  const visit = (level: FieldDescriptor[]) => {
    for (const field of level) {
      const currency = currencyDrawnBy(field, level);
      const shown = !isHidden(field, overrides) && !overrides?.[field.path]?.render;
      if (currency && shown && formWidget(field, overrides) === 'money') drawn.set(field.path, currency);
      if (field.fields) visit(field.fields);
      if (field.element?.fields) visit(field.element.fields);
    }
  };
  visit(fields);
  return drawn;
}

/** Fields that take a whole row rather than half of one; a screen may say otherwise per field. */
export function isWideWidget(
  widget: FormWidget,
  field: FieldDescriptor,
  overrides?: FieldOverrides,
): boolean {
  const wide = overrides?.[field.path]?.wide;
  if (wide !== undefined) return wide;
  if (widget === 'reference') return field.kind === 'array';
  // A date range lays its two dates out like two fields of the grid; prose per language needs room.
  if (widget === 'localized') return field.ui.multiline === true;
  return [
    'textarea',
    'json',
    'tags',
    'scopes',
    'multiselect',
    'fields',
    'rows',
    'beds',
    'dateRange',
    'position',
  ].includes(widget);
}

/**
 * A record (or create defaults) as the inputs hold it: text inputs never see null or undefined,
 * JSON fields hold their text, write-only fields start empty when editing.
 */
export function toFormValues(
  fields: FieldDescriptor[],
  source: Values | null | undefined,
  overrides: FieldOverrides | undefined,
  editing: boolean,
): Values {
  const values: Values = {};
  for (const field of fields) {
    const raw = source?.[field.name];
    const value = raw === undefined ? field.defaultValue : raw;
    const widget = formWidget(field, overrides);
    if (field.ui.writeOnly && editing) values[field.name] = '';
    else if (isTypedReference(field, widget)) values[field.name] = value ?? null;
    else if (widget === 'json')
      values[field.name] = value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    else if (field.kind === 'object') {
      values[field.name] = toFormValues(field.fields ?? [], (value ?? {}) as Values, overrides, editing);
    } else if (widget === 'rows' && isObjectList(field)) {
      const rows = Array.isArray(value) ? (value as Values[]) : [];
      values[field.name] = rows.map((row) =>
        toFormValues(field.element?.fields ?? [], row, overrides, editing),
      );
    } else if (field.kind === 'array') values[field.name] = Array.isArray(value) ? value : [];
    else if (field.kind === 'boolean') values[field.name] = value === true;
    else if (field.kind === 'number') values[field.name] = typeof value === 'number' ? value : '';
    else values[field.name] = value === undefined || value === null ? '' : value;
  }
  return values;
}

/** A list whose items are objects with fields of their own (the rows widget edits them one by one). */
function isObjectList(field: FieldDescriptor): boolean {
  return field.kind === 'array' && field.element?.kind === 'object' && Boolean(field.element.fields);
}

/** The form values of a row just added: every field at its schema default. */
export function newRowValues(field: FieldDescriptor, overrides?: FieldOverrides): Values {
  return toFormValues(field.element?.fields ?? [], undefined, overrides, false);
}

/** What an empty input means for a field: leave it to the schema default, or an explicit null. */
function emptyValue(field: FieldDescriptor): unknown {
  if (field.optional) return undefined;
  if (field.nullable) return null;
  return field.kind === 'number' ? undefined : '';
}

export interface SchemaInput {
  input: Values;
  /** JSON fields whose text does not parse, by path. */
  jsonErrors: Record<string, true>;
}

/** Form values back into what the zod schema parses (the inverse of `toFormValues`). */
export function toSchemaInput(
  fields: FieldDescriptor[],
  values: Values,
  overrides?: FieldOverrides,
): SchemaInput {
  const input: Values = {};
  const jsonErrors: Record<string, true> = {};
  for (const field of fields) {
    const value = values?.[field.name];
    const widget = formWidget(field, overrides);
    // A write-only field left empty means "keep what is stored", so it is not sent at all.
    if (field.ui.writeOnly && (value === '' || value === undefined)) continue;
    if (isTypedReference(field, widget)) {
      input[field.name] = value ?? emptyValue(field);
    } else if (widget === 'json') {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') input[field.name] = emptyValue(field);
      else {
        try {
          input[field.name] = JSON.parse(text);
        } catch {
          jsonErrors[field.path] = true;
        }
      }
    } else if (field.kind === 'object') {
      const nested = toSchemaInput(field.fields ?? [], (value ?? {}) as Values, overrides);
      // An optional group left wholly empty (a cabin not yet placed on the plan) is "not given".
      const untouched = Object.values(nested.input).every((v) => v === undefined || v === null);
      input[field.name] =
        untouched && (field.optional || field.nullable) && field.fields?.length
          ? emptyValue(field)
          : nested.input;
      Object.assign(jsonErrors, nested.jsonErrors);
    } else if (widget === 'rows' && isObjectList(field)) {
      const rows = Array.isArray(value) ? (value as Values[]) : [];
      input[field.name] = rows.map((row, index) => {
        const nested = toSchemaInput(field.element?.fields ?? [], row, overrides);
        for (const path of Object.keys(nested.jsonErrors))
          jsonErrors[path.replace(`${field.path}.`, `${field.path}.${index}.`)] = true;
        return nested.input;
      });
    } else if (field.kind === 'number') {
      input[field.name] =
        value === '' || value === null || value === undefined ? emptyValue(field) : Number(value);
    } else if (value === '' && (field.kind === 'string' || field.kind === 'enum')) {
      input[field.name] = emptyValue(field);
    } else input[field.name] = value;
  }
  return { input, jsonErrors };
}

/** The first message in a react-hook-form error node, however deep (array items, nested objects). */
export function firstErrorMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  for (const [key, child] of Object.entries(record)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const message = firstErrorMessage(child);
    if (message) return message;
  }
  return undefined;
}
