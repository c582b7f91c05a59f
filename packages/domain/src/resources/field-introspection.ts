import type { z } from 'zod';
import { type FieldUi, fieldUi, type ResourceDefinition } from './define-resource.ts';

/**
 * What a generic screen needs to know about one field, read from the zod schema once so list and
 * form code never touch zod internals. `fieldKind` stops at wrappers it does not know (an email with
 * a lower-casing transform is a `pipe`); this walks through pipes to the input side, because that is
 * what a user types.
 */
export type FieldDescriptorKind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'unknown';

export interface FieldDescriptor {
  /** Key inside its parent object. */
  name: string;
  /** Dotted path from the record root (`settings.language`). */
  path: string;
  kind: FieldDescriptorKind;
  /** String formats zod knows: email, date, datetime, url, uuid, ... */
  format?: string;
  /** Allowed values of an enum (or of a union of literals). */
  options?: string[];
  /** The element of an array field. */
  element?: FieldDescriptor;
  /** The fields of an object field, in schema order. */
  fields?: FieldDescriptor[];
  /** Accepts `undefined` (optional or has a default). */
  optional: boolean;
  /** Accepts `null`. */
  nullable: boolean;
  /** An empty value (missing, '' or an empty list) is rejected: the form marks it required. */
  required: boolean;
  /** The value a new record starts with: the schema default, else undefined. */
  defaultValue: unknown;
  ui: FieldUi;
  schema: z.ZodType;
}

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  format?: string;
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function defOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

/** Strips wrappers and the output side of pipes/transforms, leaving the type a user enters. */
export function unwrapInput(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return unwrapInput(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrapInput(def.in);
  return schema;
}

function literalOptions(def: ZodDef): string[] | undefined {
  if (def.type === 'enum' && def.entries) return Object.values(def.entries).map(String);
  if (def.type === 'literal' && def.values) return def.values.map(String);
  if (def.type === 'union' && def.options) {
    const all = def.options.map((option) => literalOptions(defOf(unwrapInput(option))));
    if (all.every((values) => values !== undefined)) return all.flat() as string[];
  }
  return undefined;
}

function kindOf(def: ZodDef): FieldDescriptorKind {
  if (literalOptions(def)) return 'enum';
  switch (def.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'array';
    case 'object':
      return 'object';
    default:
      return 'unknown';
  }
}

function emptyValueOf(kind: FieldDescriptorKind): unknown {
  if (kind === 'array') return [];
  if (kind === 'string' || kind === 'enum') return '';
  return undefined;
}

/** Describes one field of a schema; `path` is the dotted path of its parent, if nested. */
export function describeField(name: string, schema: z.ZodType, parentPath?: string): FieldDescriptor {
  // An array's element has no name of its own: it shares the array's path, so the fields of a row
  // are `cancellation.percent` for every row (labels and screen overrides apply to all rows).
  const path = parentPath ? (name ? `${parentPath}.${name}` : parentPath) : name;
  const inner = unwrapInput(schema);
  const def = defOf(inner);
  const kind = kindOf(def);
  const missing = schema.safeParse(undefined);
  const optional = missing.success;
  const nullable = schema.safeParse(null).success;
  const empty = emptyValueOf(kind);
  const required = !optional && !nullable && (empty === undefined || !schema.safeParse(empty).success);
  const descriptor: FieldDescriptor = {
    name,
    path,
    kind,
    optional,
    nullable,
    required: kind === 'boolean' ? false : required,
    defaultValue: optional ? missing.data : undefined,
    ui: fieldUi(schema),
    schema,
  };
  if (def.format) descriptor.format = def.format;
  const options = literalOptions(def);
  if (options) descriptor.options = options;
  if (kind === 'array' && def.element) descriptor.element = describeField('', def.element, path);
  if (kind === 'object' && def.shape) {
    descriptor.fields = Object.entries(def.shape).map(([key, child]) => describeField(key, child, path));
  }
  return descriptor;
}

/** Describes every field a client sends for a resource, in schema order. */
export function describeResourceFields(definition: ResourceDefinition): FieldDescriptor[] {
  return Object.entries(definition.schema.shape).map(([name, schema]) =>
    describeField(name, schema as z.ZodType),
  );
}

/** Finds a (possibly nested) field by dotted path. */
export function findField(fields: FieldDescriptor[], path: string): FieldDescriptor | undefined {
  for (const field of fields) {
    if (field.path === path) return field;
    if (field.fields && path.startsWith(`${field.path}.`)) return findField(field.fields, path);
  }
  return undefined;
}

/** Fields whose values are a closed set a list can filter on with a select. */
export function isFilterableField(field: FieldDescriptor): boolean {
  if (field.kind === 'boolean' || field.kind === 'enum') return true;
  return field.kind === 'string' && field.ui.widget === 'reference' && Boolean(field.ui.ref);
}
