import type { ResourceDefinition } from '@seaberth/domain';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ResourceTable } from '../db/resource-repository.ts';

/**
 * A point in time as it leaves the server: a Date from a list row (JSON writes it as ISO) or the ISO
 * text `toWire` made of it; either way the client reads an ISO string.
 */
export const wireInstant = z.union([z.date(), z.string()]).meta({ format: 'date-time' });

function columnSchema(column: AnyPgColumn): z.ZodType {
  switch (column.dataType) {
    case 'number':
      return z.number();
    case 'bigint':
      return z.bigint();
    case 'boolean':
      return z.boolean();
    case 'date':
      return wireInstant;
    case 'json':
      return z.unknown();
    case 'array':
      return z.array(z.unknown());
    default:
      return z.string();
  }
}

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/**
 * A definition's field as it is stored and sent back: what it checks stays, what it transforms on
 * the way in is already done (an upper-cased country code is still a two-letter string), so the
 * answer is described by the field's input side. An output side of a transform has no JSON Schema,
 * which would make the OpenAPI document (and the typed client) lose the field's type.
 */
export function wireSchema(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'pipe': {
      // A preprocess is a pipe from a transform: its output side is the checked type.
      const side = def.in && defOf(def.in).type !== 'transform' ? def.in : def.out;
      return side ? wireSchema(side) : z.unknown();
    }
    case 'transform':
      return z.unknown();
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return wireSchema(def.innerType!).optional();
    case 'nullable':
      return wireSchema(def.innerType!).nullable();
    case 'readonly':
    case 'nonoptional':
      return wireSchema(def.innerType!);
    case 'object':
      return z.object(Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, wireSchema(v)])));
    case 'array':
      return z.array(wireSchema(def.element!));
    case 'union':
      return z.union(def.options!.map(wireSchema) as [z.ZodType, z.ZodType]);
    case 'record':
      return z.record(def.keyType as z.ZodString, wireSchema(def.valueType!));
    default:
      return schema;
  }
}

/**
 * The record a generic resource answers with (issue 33 §1): every column the table sends (hidden
 * ones left out), typed by the definition's field where there is one (its enum, its object shape)
 * and by the column where the server sets it alone (a number, an author, a timestamp). Nullable
 * columns may answer null.
 */
export function recordSchemaOf(
  definition: ResourceDefinition,
  table: ResourceTable,
  hidden: readonly string[] = [],
  /** Values the server works out per record (a binding's `derived`), sent with every record. */
  derived?: z.ZodObject,
): z.ZodObject {
  // One schema per definition: the OpenAPI document names it once however many apps a process builds.
  const known = records.get(definition);
  if (known) return known;
  const declared = definition.schema.shape as Record<string, z.ZodType>;
  const fields: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>)) {
    if (hidden.includes(key)) continue;
    // Timestamps travel as Dates inside the server whatever the input field says.
    const wire =
      declared[key] && column.dataType !== 'date' ? wireSchema(declared[key]) : columnSchema(column);
    // A column is in every row: a field the input may leave out (it has a default) is always sent.
    const field = wire instanceof z.ZodOptional ? (wire.unwrap() as z.ZodType) : wire;
    fields[key] = column.notNull ? field : field.nullable();
  }
  Object.assign(fields, derived?.shape);
  const record = z.object(fields).meta({ id: recordSchemaId(definition.name) });
  records.set(definition, record);
  return record;
}

const records = new WeakMap<ResourceDefinition, z.ZodObject>();

/** `customerGroup` → `CustomerGroupRecord`, `mail/template` → `MailTemplateRecord`: the record's name in the OpenAPI document. */
export function recordSchemaId(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `${words.map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`).join('')}Record`;
}
