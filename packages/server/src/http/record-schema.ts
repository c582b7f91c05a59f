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
): z.ZodObject {
  // One schema per definition: the OpenAPI document names it once however many apps a process builds.
  const known = records.get(definition);
  if (known) return known;
  const declared = definition.schema.shape as Record<string, z.ZodType>;
  const fields: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>)) {
    if (hidden.includes(key)) continue;
    // Timestamps travel as Dates inside the server whatever the input field says.
    const field = declared[key] && column.dataType !== 'date' ? declared[key] : columnSchema(column);
    fields[key] = column.notNull ? field : field.nullable();
  }
  const record = z.object(fields).meta({ id: recordSchemaId(definition.name) });
  records.set(definition, record);
  return record;
}

const records = new WeakMap<ResourceDefinition, z.ZodObject>();

/** `customerGroup` → `CustomerGroupRecord`: the name the OpenAPI document gives the record. */
export function recordSchemaId(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Record`;
}

/** The answer of a list call: one page of records and how many there are. */
export function pageSchemaOf(record: z.ZodObject): z.ZodObject {
  return z.object({
    data: z.array(record),
    total: z.number().int(),
    totalEstimated: z.boolean().optional(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
